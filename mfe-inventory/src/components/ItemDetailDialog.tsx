import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button, Dialog, enumLabel } from '@scenedock/ui';
import { ItemImage } from '@scenedock/ui/illustrations';
import { splitTags, type InventoryItem, type ItemType } from '../lib/items';
import { AvailabilityStatus } from './AvailabilityStatus';
import { ItemBadges } from './ItemBadges';
import { Chips, Facts, type ItemActions, type ItemViewProps } from './ItemCard';
import { ItemBookings } from './ItemBookings';

export interface DetailActions extends ItemActions {
  onClose: () => void;
}

interface ItemDetailDialogProps extends ItemViewProps, DetailActions {
  /** the item's kind as its bookings name it */
  itemType: ItemType;
  /** the kind's own sections; the description always comes last */
  children: ReactNode;
}

const ICON = { className: 'size-4', 'aria-hidden': true } as const;

/**
 * An item's detail: titled with its name, closed by Escape, Close or the X. Its status line, the
 * kind's sections, the description, then its bookings from today on.
 */
export function ItemDetailDialog({
  item,
  itemType,
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
        <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
          <ItemBadges item={item} />
          <AvailabilityStatus item={item} className="min-w-0 flex-1" />
        </div>
        {children}
        {item.description && (
          <DetailSection title="Description">
            <p className="whitespace-pre-line text-sm text-gray-700">{item.description}</p>
          </DetailSection>
        )}
        <ItemBookings itemType={itemType} itemId={item.id} />
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

/** The 'Details' lines: the kind's own first, then the condition and location every item has. */
export function DetailsSection({ item, facts }: { item: InventoryItem; facts: [string, ReactNode][] }) {
  return (
    <DetailSection title="Details">
      <Facts
        truncate={false}
        items={[
          ...facts,
          ['Condition', enumLabel('condition', item.condition)],
          ['Location', item.location || 'N/A'],
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
