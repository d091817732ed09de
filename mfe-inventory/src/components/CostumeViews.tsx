import type { ReactNode } from 'react';
import { enumLabel, EnumBadge } from '@scenedock/ui';
import { splitTags, type CostumeOut } from '../lib/items';
import { Chips, Facts, ItemCard, type CardActions } from './ItemCard';
import { DetailsSection, ItemDetailDialog, TagsSection, type DetailActions } from './ItemDetailDialog';

export function CostumeCard({ item: costume, ...actions }: { item: CostumeOut } & CardActions) {
  const facts: [string, ReactNode][] = [['Size', enumLabel('costumeSize', costume.size)]];
  if (costume.color) facts.push(['Color', costume.color]);
  if (costume.material) facts.push(['Material', costume.material]);
  if (costume.location) facts.push(['Location', costume.location]);
  return (
    <ItemCard
      item={costume}
      picture={{ kind: 'costume_piece', category: costume.category }}
      chip={<EnumBadge kind="costumeCategory" value={costume.category} />}
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
      itemType="costume_piece"
      picture={{ kind: 'costume_piece', category: costume.category }}
      {...actions}
    >
      <TagsSection tags={costume.tags} />
      <DetailsSection
        item={costume}
        facts={[
          ['Category', enumLabel('costumeCategory', costume.category)],
          ['Size', enumLabel('costumeSize', costume.size)],
          ['Color', costume.color || 'N/A'],
          ['Material', costume.material || 'N/A'],
        ]}
      />
    </ItemDetailDialog>
  );
}
