import { useId, type ReactNode } from 'react';
import { ItemImage, type PictureSubject } from '@scenedock/ui/illustrations';
import type { InventoryItem } from '../lib/items';
import { AvailabilityStatus } from './AvailabilityStatus';
import { ItemActionButtons, ItemNameLink, type ItemActions } from './ItemActions';
import { ItemBadges } from './ItemBadges';
import { SelectForLabels } from './labels/LabelSelection';

export type { ItemActions } from './ItemActions';
export type CardActions = ItemActions;

/** What a card shows of any item. */
export interface ItemViewProps {
  item: InventoryItem;
  /** the drawing shown when the item has no photo (or it fails to load) */
  picture: PictureSubject;
}

interface ItemCardProps extends ItemViewProps, CardActions {
  /** the item's own page (kit's itemPath) */
  href: string;
  /** e.g. the category, beside the name */
  chip?: ReactNode;
  /** the set cards say 'View Details' */
  viewText?: string;
  children?: ReactNode;
}

/**
 * One inventory item in the card grid: photo, condition, name, status line, description, the
 * kind's own lines and the actions (the list rows' too: ItemActions.tsx). The name and View lead to
 * the item's page, which keeps where the list was (its filters) for its Back link.
 */
export function ItemCard({
  item,
  picture,
  chip,
  viewText = 'View',
  children,
  href,
  onEdit,
  onDelete,
}: ItemCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-xs"
    >
      <div className="relative h-40 bg-gray-100">
        <ItemImage src={item.image_url} alt={item.name} {...picture} />
        <div className="absolute left-2 top-2 flex gap-1">
          <ItemBadges item={item} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <SelectForLabels item={item} />
          <h3 id={headingId} className="mr-auto font-semibold text-gray-900">
            <ItemNameLink name={item.name} href={href} />
          </h3>
          {chip}
        </div>
        <AvailabilityStatus item={item} />
        {item.description && <p className="line-clamp-2 text-sm text-gray-700">{item.description}</p>}
        {children}
        <ItemActionButtons
          name={item.name}
          href={href}
          viewText={viewText}
          onEdit={onEdit}
          onDelete={onDelete}
          className="mt-auto border-t border-gray-100 pt-3"
        />
      </div>
    </article>
  );
}

/** Label–value lines on a card. */
export function Facts({
  items,
  className = '',
  truncate = true,
}: {
  items: [label: string, value: ReactNode][];
  className?: string;
  /** cards cut long values to one line; false shows them whole */
  truncate?: boolean;
}) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-sm ${className}`}>
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-gray-600">{label}:</dt>
          <dd className={`min-w-0 text-gray-900 ${truncate ? 'truncate' : 'break-words'}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** At most `max` chips: the first 3 tags, or the first 6 components then '+N more'. */
export function Chips({
  label,
  values,
  max,
  countRest = false,
}: {
  label: string;
  values: string[];
  max?: number;
  countRest?: boolean;
}) {
  if (!values.length) return null;
  const shown = max === undefined ? values : values.slice(0, max);
  const more = countRest ? values.length - shown.length : 0;
  return (
    // No aria-label: it would collide with the form field of the same name in label-based lookups.
    <div>
      <span className="sr-only">{label}:</span>
      <ul className="flex flex-wrap gap-1">
        {shown.map((value) => (
          <li key={value} className="rounded-md bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
            {value}
          </li>
        ))}
        {more > 0 && <li className="px-1 py-0.5 text-xs text-gray-600">+{more} more</li>}
      </ul>
    </div>
  );
}
