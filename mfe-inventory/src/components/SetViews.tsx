import type { ReactNode } from 'react';
import { parseComponents, titleCase, type SetPieceOut } from '../domain/constants';
import { SetIllustration } from '../illustrations';
import { ProductionName } from './badges';
import { Chips, Facts, ItemCard, type CardActions } from './ItemCard';
import { DetailSection, ItemDetailDialog } from './ItemDetailDialog';
import { ItemImage } from './ItemImage';

function SetImage({ set }: { set: SetPieceOut }) {
  return <ItemImage src={set.image_url} alt={set.name} fallback={<SetIllustration />} />;
}

export function SetCard({ set, ...actions }: { set: SetPieceOut } & CardActions) {
  const facts: [string, ReactNode][] = [
    ['Dimensions', set.dimensions || 'N/A'],
    ['Pieces', set.pieces_count],
    ['Location', set.location || 'N/A'],
  ];
  if (set.current_production_id !== null)
    facts.push(['Production', <ProductionName key="p" id={set.current_production_id} />]);
  return (
    <ItemCard
      name={set.name}
      image={<SetImage set={set} />}
      condition={set.condition}
      inUse={set.current_production_id !== null}
      viewText="View Details"
      {...actions}
    >
      {set.description && <p className="line-clamp-2 text-sm text-gray-700">{set.description}</p>}
      <Facts items={facts} />
      <Chips label="Components" values={parseComponents(set.components)} max={6} countRest />
    </ItemCard>
  );
}

export function SetDetailDialog({
  set,
  onClose,
  onEdit,
  onDelete,
}: {
  set: SetPieceOut | null;
  onClose: () => void;
  onEdit?: (set: SetPieceOut) => void;
  onDelete?: (set: SetPieceOut) => void;
}) {
  if (!set) return null;
  const components = parseComponents(set.components);
  return (
    <ItemDetailDialog
      open
      onClose={onClose}
      name={set.name}
      image={<SetImage set={set} />}
      condition={set.condition}
      inUse={set.current_production_id !== null}
      onEdit={onEdit && (() => onEdit(set))}
      onDelete={onDelete && (() => onDelete(set))}
    >
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
      <DetailSection title="Details">
        <Facts
          truncate={false}
          items={[
            ['Pieces Count', set.pieces_count],
            ['Dimensions', set.dimensions || 'N/A'],
            ['Condition', titleCase(set.condition)],
            ['Location', set.location || 'N/A'],
            [
              'Current Production',
              set.current_production_id === null ? 'None' : <ProductionName id={set.current_production_id} />,
            ],
          ]}
        />
      </DetailSection>
      {set.description && (
        <DetailSection title="Description">
          <p className="whitespace-pre-line text-sm text-gray-700">{set.description}</p>
        </DetailSection>
      )}
    </ItemDetailDialog>
  );
}
