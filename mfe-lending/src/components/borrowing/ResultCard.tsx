import { Building2, CalendarClock, Eye, MapPin } from 'lucide-react';
import { Badge, Button, categoryLabel, EnumBadge, todayIso } from '@scenedock/ui';
import { ItemImage } from '@scenedock/ui/illustrations';
import type { BorrowableItem } from '../../api/search';
import { heldByText, ITEM_TYPE_LABELS, milesText } from '../../lib/labels';

/** A card shows this many tags; the detail dialog shows them all. */
export const CARD_TAGS = 3;

export function AvailabilityBadge({ item }: { item: BorrowableItem }) {
  if (item.requested_by_you) return <Badge tone="yellow">Unavailable (requested)</Badge>;
  return item.available ? <Badge tone="green">Available</Badge> : <Badge tone="gray">Unavailable</Badge>;
}

/** Why the item is not free on the days searched, and when it is; null when nothing holds it. */
export function heldByLine(item: BorrowableItem): string | null {
  return item.held_by ? heldByText(item.held_by, todayIso()) : null;
}

export function ResultCard({
  item,
  onView,
}: {
  item: BorrowableItem;
  onView: (item: BorrowableItem) => void;
}) {
  const titleId = `borrowable-${item.item_type}-${item.id}-title`;
  const shownTags = item.tags.slice(0, CARD_TAGS);
  const moreTags = item.tags.length - shownTags.length;
  const held = item.requested_by_you ? null : heldByLine(item);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-gray-200"
    >
      <div className="relative">
        <ItemImage
          src={item.image_url}
          alt=""
          kind={item.item_type}
          category={item.category}
          className="h-36 w-full"
        />
        <div className="absolute top-3 right-3">
          <AvailabilityBadge item={item} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <h3 id={titleId} className="text-base font-semibold text-gray-900">
            {item.name}
          </h3>
          <p className="text-xs text-gray-600">
            {ITEM_TYPE_LABELS[item.item_type]}
            {item.category ? ` · ${categoryLabel(item.category)}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <EnumBadge kind="condition" value={item.condition} />
          {shownTags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
              {shownTags.map((tag) => (
                <li key={tag}>
                  <Badge tone="indigo">{tag}</Badge>
                </li>
              ))}
            </ul>
          )}
          {moreTags > 0 && <span className="text-xs text-gray-600">+{moreTags} more</span>}
        </div>
        <p className="flex items-center gap-1.5 text-sm text-gray-700">
          <Building2 className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
          <span className="sr-only">Department: </span>
          {item.department_name || item.department.name}
        </p>
        {item.distance !== null && item.distance !== undefined && (
          <p className="flex items-center gap-1.5 text-sm text-gray-700">
            <MapPin className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
            <span className="sr-only">Distance: </span>
            {milesText(item.distance)}
          </p>
        )}
        {held && (
          <p className="flex items-start gap-1.5 text-sm text-gray-700">
            <CalendarClock className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden="true" />
            <span className="sr-only">Availability: </span>
            {held}
          </p>
        )}
        <div className="mt-auto pt-1">
          <Button
            variant="secondary"
            size="sm"
            icon={<Eye className="size-4" aria-hidden="true" />}
            aria-label={`View Details of ${item.name}`}
            onClick={() => onView(item)}
          >
            View Details
          </Button>
        </div>
      </div>
    </article>
  );
}
