import { useMemo } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, IconButton } from '@scenedock/ui';
import { Agenda } from './Agenda';
import { addMonths, currentMonth, dayDate, firstDayOfMonth, localeWeekStart } from './dates';
import { MonthGrid } from './MonthGrid';
import { TONE_ORDER, TONES } from './tones';
import type { CalendarProps, CalendarView } from './types';

const monthTitle = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });

/** A month of entries (productions, loans, blocks) as a grid or an agenda list, with its legend. */
export function Calendar({
  entries,
  month,
  onMonthChange,
  view,
  onViewChange,
  label,
  loading = false,
  emptyText = 'Nothing this month.',
}: CalendarProps) {
  const weekStart = useMemo(() => localeWeekStart(), []);
  const title = monthTitle.format(dayDate(firstDayOfMonth(month)));
  const views: [CalendarView, string][] = [
    ['month', 'Month'],
    ['agenda', 'Agenda'],
  ];
  return (
    <section aria-label={label} aria-busy={loading || undefined} className="min-w-0" data-testid="calendar">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <IconButton label="Previous month" onClick={() => onMonthChange(addMonths(month, -1))}>
            <ChevronLeft className="size-5" aria-hidden="true" />
          </IconButton>
          <IconButton label="Next month" onClick={() => onMonthChange(addMonths(month, 1))}>
            <ChevronRight className="size-5" aria-hidden="true" />
          </IconButton>
          <p
            className="ml-1 min-w-36 text-base font-semibold text-gray-900"
            aria-live="polite"
            data-testid="calendar-month"
          >
            {title}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => onMonthChange(currentMonth())}>
            Today
          </Button>
          <div
            role="group"
            aria-label="View"
            className="inline-flex rounded-md ring-1 ring-gray-300 ring-inset"
          >
            {views.map(([value, text]) => (
              <button
                key={value}
                type="button"
                aria-pressed={view === value}
                onClick={() => onViewChange(value)}
                className={`px-2.5 py-1.5 text-sm font-medium first:rounded-l-md last:rounded-r-md focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                  view === value ? 'bg-indigo-600 text-white' : 'bg-white text-gray-800 hover:bg-gray-50'
                }`}
              >
                {text}
              </button>
            ))}
          </div>
        </div>
      </div>
      <ul aria-label="Legend" className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700">
        {TONE_ORDER.map((tone) => (
          <li key={tone} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-2.5 rounded-full ${TONES[tone].swatch}`} />
            {TONES[tone].label}
          </li>
        ))}
      </ul>
      {loading && (
        <p role="status" className="mb-2 text-sm text-gray-600">
          Loading the calendar…
        </p>
      )}
      <div className={loading ? 'opacity-60' : undefined}>
        {view === 'month' ? (
          <>
            <MonthGrid
              entries={entries}
              month={month}
              onMonthChange={onMonthChange}
              weekStart={weekStart}
              label={`${label}, ${title}`}
            />
            {!loading && entries.length === 0 && <p className="mt-2 text-sm text-gray-600">{emptyText}</p>}
          </>
        ) : (
          <Agenda entries={entries} month={month} emptyText={loading ? '' : emptyText} />
        )}
      </div>
    </section>
  );
}

/** The view to start in: the agenda on a phone-sized screen, the month grid elsewhere. */
export function preferredCalendarView(): CalendarView {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 639px)').matches
    ? 'agenda'
    : 'month';
}
