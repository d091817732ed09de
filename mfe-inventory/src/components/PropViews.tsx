import type { ReactNode } from 'react';
import { Badge } from '@scenedock/ui';
import { splitTags, titleCase, type PropOut } from '../domain/constants';
import { PropIllustration } from '../illustrations';
import { ProductionName } from './badges';
import { Chips, Facts, ItemCard, type CardActions } from './ItemCard';
import { DetailSection, ItemDetailDialog } from './ItemDetailDialog';
import { ItemImage } from './ItemImage';

function PropImage({ prop }: { prop: PropOut }) {
  return (
    <ItemImage
      src={prop.image_url}
      alt={prop.name}
      fallback={<PropIllustration category={prop.category} />}
    />
  );
}

export function PropCard({ prop, ...actions }: { prop: PropOut } & CardActions) {
  const facts: [string, ReactNode][] = [];
  if (prop.location) facts.push(['Location', prop.location]);
  if (prop.current_production_id !== null)
    facts.push(['Production', <ProductionName key="p" id={prop.current_production_id} />]);
  return (
    <ItemCard
      name={prop.name}
      image={<PropImage prop={prop} />}
      condition={prop.condition}
      inUse={prop.current_production_id !== null}
      chip={<Badge>{titleCase(prop.category)}</Badge>}
      {...actions}
    >
      {prop.description && <p className="line-clamp-2 text-sm text-gray-700">{prop.description}</p>}
      {facts.length > 0 && <Facts items={facts} />}
      <Chips label="Tags" values={splitTags(prop.tags)} max={3} />
    </ItemCard>
  );
}

export function PropDetailDialog({
  prop,
  onClose,
  onEdit,
  onDelete,
}: {
  prop: PropOut | null;
  onClose: () => void;
  onEdit?: (prop: PropOut) => void;
  onDelete?: (prop: PropOut) => void;
}) {
  if (!prop) return null;
  return (
    <ItemDetailDialog
      open
      onClose={onClose}
      name={prop.name}
      image={<PropImage prop={prop} />}
      condition={prop.condition}
      inUse={prop.current_production_id !== null}
      onEdit={onEdit && (() => onEdit(prop))}
      onDelete={onDelete && (() => onDelete(prop))}
    >
      <DetailSection title="Details">
        <Facts
          truncate={false}
          items={[
            ['Category', titleCase(prop.category)],
            ['Condition', titleCase(prop.condition)],
            ['Location', prop.location || 'N/A'],
            [
              'Current Production',
              prop.current_production_id === null ? (
                'None'
              ) : (
                <ProductionName id={prop.current_production_id} />
              ),
            ],
          ]}
        />
      </DetailSection>
      {prop.tags && (
        <DetailSection title="Tags">
          <Chips label="Tags" values={splitTags(prop.tags)} />
        </DetailSection>
      )}
      {prop.description && (
        <DetailSection title="Description">
          <p className="whitespace-pre-line text-sm text-gray-700">{prop.description}</p>
        </DetailSection>
      )}
    </ItemDetailDialog>
  );
}
