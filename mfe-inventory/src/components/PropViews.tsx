import type { ReactNode } from 'react';
import { enumLabel, EnumBadge } from '@scenedock/ui';
import { splitTags, type PropOut } from '../lib/items';
import { Chips, Facts, ItemCard, type CardActions } from './ItemCard';
import { DetailsSection, ItemDetailDialog, TagsSection, type DetailActions } from './ItemDetailDialog';

export function PropCard({ item: prop, ...actions }: { item: PropOut } & CardActions) {
  const facts: [string, ReactNode][] = prop.location ? [['Location', prop.location]] : [];
  return (
    <ItemCard
      item={prop}
      picture={{ kind: 'prop', category: prop.category }}
      chip={<EnumBadge kind="propCategory" value={prop.category} />}
      {...actions}
    >
      {facts.length > 0 && <Facts items={facts} />}
      <Chips label="Tags" values={splitTags(prop.tags)} max={3} />
    </ItemCard>
  );
}

export function PropDetailDialog({ item: prop, ...actions }: { item: PropOut } & DetailActions) {
  return (
    <ItemDetailDialog
      item={prop}
      itemType="prop"
      picture={{ kind: 'prop', category: prop.category }}
      {...actions}
    >
      <DetailsSection item={prop} facts={[['Category', enumLabel('propCategory', prop.category)]]} />
      <TagsSection tags={prop.tags} />
    </ItemDetailDialog>
  );
}
