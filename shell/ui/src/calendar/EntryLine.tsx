import { Link } from '@scenedock/ui/router';
import { formatDate } from '@scenedock/ui';
import { TONES } from './tones';
import type { CalendarEntry } from './types';

/** "Dec 6, 2026 – Dec 14, 2026", one day once, "from Dec 6, 2026" when open-ended. */
export function periodText(entry: Pick<CalendarEntry, 'startsOn' | 'endsOn'>): string {
  if (entry.endsOn === null) return `from ${formatDate(entry.startsOn)}`;
  if (entry.endsOn === entry.startsOn) return formatDate(entry.startsOn);
  return `${formatDate(entry.startsOn)} – ${formatDate(entry.endsOn)}`;
}

/** One entry in full, for the agenda and a day's list: kind in words, title (a link), period, detail. */
export function EntryLine({ entry }: { entry: CalendarEntry }) {
  const tone = TONES[entry.tone];
  return (
    <div className={`min-w-0 rounded-md border-l-4 px-3 py-2 ${tone.chip}`} data-testid="calendar-entry">
      <p className="text-xs font-semibold uppercase tracking-wide">{tone.label}</p>
      <p className="font-medium break-words">
        {entry.href ? (
          <Link
            to={entry.href}
            className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {entry.title}
          </Link>
        ) : (
          entry.title
        )}
      </p>
      <p className="text-sm">
        {periodText(entry)}
        {entry.detail ? ` · ${entry.detail}` : ''}
      </p>
    </div>
  );
}
