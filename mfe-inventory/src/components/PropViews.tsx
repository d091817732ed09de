import type { ReactNode } from 'react';
import { EnumBadge, enumLabel, itemPath } from '@scenedock/ui';
import { splitTags, type PropOut } from '../lib/items';
import { Chips, Facts, ItemCard, type CardActions } from './ItemCard';
import { ItemRow } from './ItemRow';

export function PropCard({ item: prop, ...actions }: { item: PropOut } & CardActions) {
  const facts: [string, ReactNode][] = prop.location ? [['Location', prop.location]] : [];
  return (
    <ItemCard
      item={prop}
      picture={{ kind: 'prop', category: prop.category }}
      chip={<EnumBadge kind="propCategory" value={prop.category} />}
      href={itemPath('prop', prop.id)}
      {...actions}
    >
      {facts.length > 0 && <Facts items={facts} />}
      <Chips label="Tags" values={splitTags(prop.tags)} max={3} />
    </ItemCard>
  );
}

/** A prop in the compact list: its category is the key fact. */
export function PropRow({ item: prop, ...actions }: { item: PropOut } & CardActions) {
  return (
    <ItemRow
      item={prop}
      href={itemPath('prop', prop.id)}
      facts={[['Category', enumLabel('propCategory', prop.category)]]}
      {...actions}
    />
  );
}
