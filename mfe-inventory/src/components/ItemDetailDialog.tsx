import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button, Dialog, enumLabel } from '@scenedock/ui';
import { ItemImage } from '@scenedock/ui/illustrations';
import { splitTags, type InventoryItem } from '../lib/items';
import { ItemBadges } from './ItemBadges';
import { Chips, Facts, type ItemActions, type ItemViewProps } from './ItemCard';
import { ProductionName } from './ProductionName';

export interface DetailActions extends ItemActions {
  onClose: () => void;
}

interface ItemDetailDialogProps extends ItemViewProps, DetailActions {
  /** the kind's own sections; the description always comes last */
  children: ReactNode;
}

const ICON = { className: 'size-4', 'aria-hidden': true } as const;

/** An item's detail: titled with its name, closed by Escape, Close or the X. */
export function ItemDetailDialog({
  item,
  picture,
  children,
  onClose,
  onEdit,
  onDelete,
}: ItemDetailDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={item.name}
      size="lg"
      footer={
        <>
          {onEdit && (
            <Button variant="secondary" icon={<Pencil {...ICON} />} onClick={onEdit}>
              Edit
            </Button>
          )}
          {onDelete && (
            <Button variant="danger" icon={<Trash2 {...ICON} />} onClick={onDelete}>
              Delete
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <div className="h-56 overflow-hidden rounded-lg bg-gray-100">
          <ItemImage src={item.image_url} alt={item.name} {...picture} />
        </div>
        <div className="flex flex-wrap gap-2">
          <ItemBadges item={item} />
        </div>
        {children}
        {item.description && (
          <DetailSection title="Description">
            <p className="whitespace-pre-line text-sm text-gray-700">{item.description}</p>
          </DetailSection>
        )}
      </div>
    </Dialog>
  );
}

/** A headed part of a detail dialog (Details, Components, Description). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold text-gray-900">{title}</h3>
      {children}
    </section>
  );
}

/** The 'Details' lines: the kind's own first, then the condition, location and production every item has. */
export function DetailsSection({ item, facts }: { item: InventoryItem; facts: [string, ReactNode][] }) {
  const production = item.current_production_id;
  return (
    <DetailSection title="Details">
      <Facts
        truncate={false}
        items={[
          ...facts,
          ['Condition', enumLabel('condition', item.condition)],
          ['Location', item.location || 'N/A'],
          ['Current Production', production === null ? 'None' : <ProductionName id={production} />],
        ]}
      />
    </DetailSection>
  );
}

/** The props' and costumes' tags, when they have any. */
export function TagsSection({ tags }: { tags: string | null }) {
  if (!tags) return null;
  return (
    <DetailSection title="Tags">
      <Chips label="Tags" values={splitTags(tags)} />
    </DetailSection>
  );
}
