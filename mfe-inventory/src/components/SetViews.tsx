import { parseComponents, type SetPieceOut } from '../lib/items';
import { Chips, Facts, ItemCard, type CardActions } from './ItemCard';
import { DetailSection, DetailsSection, ItemDetailDialog, type DetailActions } from './ItemDetailDialog';

export function SetCard({ item: set, ...actions }: { item: SetPieceOut } & CardActions) {
  return (
    <ItemCard item={set} picture={{ kind: 'set_piece' }} viewText="View Details" {...actions}>
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

export function SetDetailDialog({ item: set, ...actions }: { item: SetPieceOut } & DetailActions) {
  const components = parseComponents(set.components);
  return (
    <ItemDetailDialog item={set} itemType="set_piece" picture={{ kind: 'set_piece' }} {...actions}>
      <DetailSection title="Components">
        {components.length ? (
          <ul className="list-inside list-disc text-sm text-gray-700">
            {components.map((component) => (
              <li key={component}>{component}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-600">No components listed.</p>
        )}
      </DetailSection>
      <DetailsSection
        item={set}
        facts={[
          ['Pieces Count', set.pieces_count],
          ['Dimensions', set.dimensions || 'N/A'],
        ]}
      />
    </ItemDetailDialog>
  );
}
