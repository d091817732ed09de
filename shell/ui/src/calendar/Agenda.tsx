import { agendaGroups, dayDate } from './dates';
import { EntryLine } from './EntryLine';
import type { CalendarEntry } from './types';

const dayHeading = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' });

/** The month's entries as a list grouped by day; an entry begun earlier shows under the 1st. */
export function Agenda({
  entries,
  month,
  emptyText,
}: {
  entries: CalendarEntry[];
  month: string;
  emptyText: string;
}) {
  const groups = agendaGroups(entries, month);
  if (groups.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-gray-300 px-4 py-8 text-center text-sm text-gray-600">
        {emptyText}
      </p>
    );
  }
  return (
    <ol className="space-y-4" aria-label="Entries by day" data-testid="calendar-agenda">
      {groups.map((group) => (
        <li key={group.day} data-day={group.day}>
          <p className="mb-1.5 text-sm font-semibold text-gray-900">
            <time dateTime={group.day}>{dayHeading.format(dayDate(group.day))}</time>
          </p>
          <ul className="space-y-2">
            {group.entries.map((entry) => (
              <li key={entry.key}>
                <EntryLine entry={entry} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
