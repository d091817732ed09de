import type { ReactNode } from 'react';
import { Badge } from '@scenedock/ui';
import { sizeLabel, splitTags, titleCase, type CostumeOut } from '../lib/constants';
import { CostumeIllustration } from './illustrations';
import { productionFacts } from './badges';
import { Chips, Facts, ItemCard, type CardActions } from './ItemCard';
import { DetailsSection, ItemDetailDialog, TagsSection, type DetailActions } from './ItemDetailDialog';

export function CostumeCard({ item: costume, ...actions }: { item: CostumeOut } & CardActions) {
  const facts: [string, ReactNode][] = [['Size', sizeLabel(costume.size)]];
  if (costume.color) facts.push(['Color', costume.color]);
  if (costume.material) facts.push(['Material', costume.material]);
  if (costume.location) facts.push(['Location', costume.location]);
  facts.push(...productionFacts(costume));
  return (
    <ItemCard
      item={costume}
      illustration={<CostumeIllustration category={costume.category} />}
      chip={<Badge>{titleCase(costume.category)}</Badge>}
      {...actions}
    >
      <Facts items={facts} />
      <Chips label="Tags" values={splitTags(costume.tags)} max={3} />
    </ItemCard>
  );
}

export function CostumeDetailDialog({ item: costume, ...actions }: { item: CostumeOut } & DetailActions) {
  return (
    <ItemDetailDialog
      item={costume}
      illustration={<CostumeIllustration category={costume.category} />}
      {...actions}
    >
      <TagsSection tags={costume.tags} />
      <DetailsSection
        item={costume}
        facts={[
          ['Category', titleCase(costume.category)],
          ['Size', sizeLabel(costume.size)],
          ['Color', costume.color || 'N/A'],
          ['Material', costume.material || 'N/A'],
        ]}
      />
    </ItemDetailDialog>
  );
}
