import type { ReactNode } from 'react';
import { Badge } from '@scenedock/ui';
import { splitTags, titleCase, type PropOut } from '../lib/constants';
import { PropIllustration } from './illustrations';
import { productionFacts } from './badges';
import { Chips, Facts, ItemCard, type CardActions } from './ItemCard';
import { DetailsSection, ItemDetailDialog, TagsSection, type DetailActions } from './ItemDetailDialog';

export function PropCard({ item: prop, ...actions }: { item: PropOut } & CardActions) {
  const facts: [string, ReactNode][] = prop.location ? [['Location', prop.location]] : [];
  facts.push(...productionFacts(prop));
  return (
    <ItemCard
      item={prop}
      illustration={<PropIllustration category={prop.category} />}
      chip={<Badge>{titleCase(prop.category)}</Badge>}
      {...actions}
    >
      {facts.length > 0 && <Facts items={facts} />}
      <Chips label="Tags" values={splitTags(prop.tags)} max={3} />
    </ItemCard>
  );
}

export function PropDetailDialog({ item: prop, ...actions }: { item: PropOut } & DetailActions) {
  return (
    <ItemDetailDialog item={prop} illustration={<PropIllustration category={prop.category} />} {...actions}>
      <DetailsSection item={prop} facts={[['Category', titleCase(prop.category)]]} />
      <TagsSection tags={prop.tags} />
    </ItemDetailDialog>
  );
}
