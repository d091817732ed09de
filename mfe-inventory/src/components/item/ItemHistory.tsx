import {
  Badge,
  Button,
  ErrorNotice,
  formatDate,
  formatDateTime,
  formatPeriod,
  RowSkeletons,
} from '@scenedock/ui';
import { useItemHistory, type ItemEventOut } from '../../api/history';
import type { ItemType } from '../../lib/items';

/** A loan's damage report opened or resolved (docs/lending.md, "Condition at hand-over and return"). */
const DAMAGE_EVENTS: Record<string, string> = {
  damage_reported: 'Damage',
  damage_resolved: 'Damage resolved',
};

/** What happened to the item, newest first: each line, who did it (and from which department), when. */
export function ItemHistory({
  itemType,
  itemId,
  itemName,
}: {
  itemType: ItemType;
  itemId: number;
  itemName: string;
}) {
  const history = useItemHistory(itemType, itemId);
  if (history.isPending) return <RowSkeletons count={3} label="Loading the history" />;
  if (history.isError) {
    return <ErrorNotice title="Could not load the history." onRetry={() => void history.refetch()} />;
  }
  const events = history.data.pages.flatMap((page) => page.items);
  if (events.length === 0)
    return <p className="text-sm text-gray-600">Nothing has happened to {itemName} yet.</p>;
  return (
    <div className="space-y-3">
      <ol
        className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white"
        data-testid="item-history"
      >
        {events.map((event) => (
          <li key={event.id} className="px-3 py-2 text-sm">
            <p className="break-words text-gray-900">
              {DAMAGE_EVENTS[event.action] && (
                <Badge tone={event.action === 'damage_resolved' ? 'green' : 'red'} className="mr-2">
                  {DAMAGE_EVENTS[event.action]}
                </Badge>
              )}
              {eventLine(event)}
            </p>
            <p className="text-gray-600">
              {[event.actor_name, event.department_name].filter(Boolean).join(', ')}
              {event.actor_name || event.department_name ? ' · ' : ''}
              <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
            </p>
          </li>
        ))}
      </ol>
      {history.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </div>
  );
}

/** The event's line with its days, in the reader's words: "… assigned to "Our Town", 1 Dec – 14 Dec". */
export function eventLine(event: ItemEventOut): string {
  const parts = [event.description];
  if (event.starts_on)
    parts.push(
      event.ends_on
        ? formatPeriod(event.starts_on, event.ends_on)
        : `from ${formatDate(event.starts_on)} until released`,
    );
  let line = parts.join(', ');
  if (event.asked_until) line += `; more time asked until ${formatDate(event.asked_until)}`;
  if (event.proposed_starts_on && event.proposed_ends_on)
    line += `; other days proposed: ${formatPeriod(event.proposed_starts_on, event.proposed_ends_on)}`;
  return line;
}
