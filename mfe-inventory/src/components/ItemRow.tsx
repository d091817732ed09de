import { useId, type ReactNode } from 'react';
import { EnumBadge } from '@scenedock/ui';
import type { InventoryItem } from '../lib/items';
import { AvailabilityStatus } from './AvailabilityStatus';
import { ItemActionButtons, ItemNameLink, type ItemActions } from './ItemActions';
import { SelectForLabels } from './labels/LabelSelection';

/**
 * The columns of the compact list on wide screens: name and key facts, condition, location, status,
 * actions. The list is one grid and the header and each row take its tracks (subgrid), so the
 * actions column is as wide as the widest row's buttons and every column lines up; on narrow
 * screens the cells stack under the name instead, and nothing is wider than the screen.
 */
const COLUMNS = 'lg:grid lg:grid-cols-[minmax(0,2fr)_6.5rem_minmax(0,1fr)_minmax(0,1.5fr)_auto] lg:gap-x-4';
const ROW = 'lg:col-span-full lg:grid lg:grid-cols-subgrid lg:items-center';

interface ItemRowProps extends ItemActions {
  item: InventoryItem;
  /** the item's own page (kit's itemPath) */
  href: string;
  /** the kind's key facts under the name: [label, value] */
  facts: [label: string, value: ReactNode][];
  /** the set rows say 'View Details', as their cards do */
  viewText?: string;
}

/**
 * One item of the compact list: its name (leading to its page), key facts, condition, location,
 * the status line its card shows, and the card's actions. No photo: a page of 100 rows loads no
 * images and asks nothing per row.
 */
export function ItemRow({ item, href, facts, viewText, onEdit, onDelete }: ItemRowProps) {
  const headingId = useId();
  return (
    <li aria-labelledby={headingId} className={`flex flex-col gap-1.5 px-4 py-3 ${ROW}`}>
      <div className="min-w-0">
        <div className="flex items-start gap-2">
          <SelectForLabels item={item} />
          <h3 id={headingId} className="font-semibold break-words text-gray-900">
            <ItemNameLink name={item.name} href={href} />
          </h3>
        </div>
        {facts.length > 0 && (
          <dl className="flex flex-wrap gap-x-3 text-sm text-gray-700">
            {facts.map(([label, value]) => (
              <div key={label} className="flex min-w-0 gap-1">
                <dt className="text-gray-600">{label}:</dt>
                <dd className="min-w-0 break-words">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {/* Side by side under the name on narrow screens; their own columns on wide ones. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 lg:contents">
        <div>
          <span className="sr-only">Condition: </span>
          <EnumBadge kind="condition" value={item.condition} />
        </div>
        <p className="min-w-0 text-sm break-words text-gray-800">
          <span className="sr-only">Location: </span>
          {item.location || (
            <span className="text-gray-600">
              <span aria-hidden="true">—</span>
              <span className="sr-only">none</span>
            </span>
          )}
        </p>
      </div>
      <AvailabilityStatus item={item} />
      <ItemActionButtons
        name={item.name}
        href={href}
        viewText={viewText}
        onEdit={onEdit}
        onDelete={onDelete}
        className="lg:flex-nowrap lg:justify-end"
      />
    </li>
  );
}

/**
 * The compact list around its rows, with the columns' names above them on wide screens (each cell
 * also names itself to screen readers, so the header is for the eye only).
 */
export function ItemRows({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={`overflow-hidden rounded-lg border border-gray-200 bg-white shadow-xs ${COLUMNS}`}>
      <div
        aria-hidden="true"
        className={`hidden border-b border-gray-200 bg-gray-50 px-4 py-2 text-xs font-medium tracking-wide text-gray-600 uppercase ${ROW}`}
      >
        <span>Name</span>
        <span>Condition</span>
        <span>Location</span>
        <span>Status</span>
        <span className="text-right">Actions</span>
      </div>
      <ul aria-label={label} className={`divide-y divide-gray-200 ${ROW}`}>
        {children}
      </ul>
    </div>
  );
}
