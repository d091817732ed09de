import { itemPath } from '@scenedock/ui';
import { parseComponents, type SetPieceOut } from '../lib/items';
import { Chips, Facts, ItemCard, type CardActions } from './ItemCard';
import { ItemRow } from './ItemRow';

export function SetCard({ item: set, ...actions }: { item: SetPieceOut } & CardActions) {
  return (
    <ItemCard
      item={set}
      picture={{ kind: 'set_piece' }}
      viewText="View Details"
      href={itemPath('set_piece', set.id)}
      {...actions}
    >
      <Facts
        items={[
          ['Dimensions', set.dimensions || 'N/A'],
          ['Pieces', set.pieces_count],
          ['Location', set.location || 'N/A'],
        ]}
      />
      <Chips label="Components" values={parseComponents(set.components)} max={6} countRest />
    </ItemCard>
  );
}

/** A set piece in the compact list: its dimensions and pieces, as its card shows first. */
export function SetRow({ item: set, ...actions }: { item: SetPieceOut } & CardActions) {
  return (
    <ItemRow
      item={set}
      href={itemPath('set_piece', set.id)}
      viewText="View Details"
      facts={[
        ['Dimensions', set.dimensions || 'N/A'],
        ['Pieces', set.pieces_count],
      ]}
      {...actions}
    />
  );
}
