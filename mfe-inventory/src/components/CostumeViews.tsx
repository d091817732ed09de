import type { ReactNode } from 'react';
import { enumLabel, EnumBadge, itemPath } from '@scenedock/ui';
import { splitTags, type CostumeOut } from '../lib/items';
import { Chips, Facts, ItemCard, type CardActions } from './ItemCard';
import { ItemRow } from './ItemRow';

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
      href={itemPath('costume_piece', costume.id)}
      {...actions}
    >
      <Facts items={facts} />
      <Chips label="Tags" values={splitTags(costume.tags)} max={3} />
    </ItemCard>
  );
}

/** A costume in the compact list: its size and colour are the key facts. */
export function CostumeRow({ item: costume, ...actions }: { item: CostumeOut } & CardActions) {
  const facts: [string, ReactNode][] = [['Size', enumLabel('costumeSize', costume.size)]];
  if (costume.color) facts.push(['Color', costume.color]);
  return <ItemRow item={costume} href={itemPath('costume_piece', costume.id)} facts={facts} {...actions} />;
}
