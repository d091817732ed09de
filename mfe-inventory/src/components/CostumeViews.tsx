import type { ReactNode } from 'react';
import { Badge } from '@scenedock/ui';
import { sizeLabel, splitTags, titleCase, type CostumeOut } from '../domain/constants';
import { CostumeIllustration } from '../illustrations';
import { ProductionName } from './badges';
import { Chips, Facts, ItemCard, type CardActions } from './ItemCard';
import { DetailSection, ItemDetailDialog } from './ItemDetailDialog';
import { ItemImage } from './ItemImage';

function CostumeImage({ costume }: { costume: CostumeOut }) {
  return (
    <ItemImage
      src={costume.image_url}
      alt={costume.name}
      fallback={<CostumeIllustration category={costume.category} />}
    />
  );
}

export function CostumeCard({ costume, ...actions }: { costume: CostumeOut } & CardActions) {
  const facts: [string, ReactNode][] = [['Size', sizeLabel(costume.size)]];
  if (costume.color) facts.push(['Color', costume.color]);
  if (costume.material) facts.push(['Material', costume.material]);
  if (costume.location) facts.push(['Location', costume.location]);
  if (costume.current_production_id !== null)
    facts.push(['Production', <ProductionName key="p" id={costume.current_production_id} />]);
  return (
    <ItemCard
      name={costume.name}
      image={<CostumeImage costume={costume} />}
      condition={costume.condition}
      inUse={costume.current_production_id !== null}
      chip={<Badge>{titleCase(costume.category)}</Badge>}
      {...actions}
    >
      {costume.description && <p className="line-clamp-2 text-sm text-gray-700">{costume.description}</p>}
      <Facts items={facts} />
      <Chips label="Tags" values={splitTags(costume.tags)} max={3} />
    </ItemCard>
  );
}

export function CostumeDetailDialog({
  costume,
  onClose,
  onEdit,
  onDelete,
}: {
  costume: CostumeOut | null;
  onClose: () => void;
  onEdit?: (costume: CostumeOut) => void;
  onDelete?: (costume: CostumeOut) => void;
}) {
  if (!costume) return null;
  return (
    <ItemDetailDialog
      open
      onClose={onClose}
      name={costume.name}
      image={<CostumeImage costume={costume} />}
      condition={costume.condition}
      inUse={costume.current_production_id !== null}
      onEdit={onEdit && (() => onEdit(costume))}
      onDelete={onDelete && (() => onDelete(costume))}
    >
      {costume.tags && (
        <DetailSection title="Tags">
          <Chips label="Tags" values={splitTags(costume.tags)} />
        </DetailSection>
      )}
      <DetailSection title="Details">
        <Facts
          truncate={false}
          items={[
            ['Category', titleCase(costume.category)],
            ['Size', sizeLabel(costume.size)],
            ['Color', costume.color || 'N/A'],
            ['Material', costume.material || 'N/A'],
            ['Condition', titleCase(costume.condition)],
            ['Location', costume.location || 'N/A'],
            [
              'Current Production',
              costume.current_production_id === null ? (
                'None'
              ) : (
                <ProductionName id={costume.current_production_id} />
              ),
            ],
          ]}
        />
      </DetailSection>
      {costume.description && (
        <DetailSection title="Description">
          <p className="whitespace-pre-line text-sm text-gray-700">{costume.description}</p>
        </DetailSection>
      )}
    </ItemDetailDialog>
  );
}
