import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@scenedock/ui/router';
import { IconButton } from '@scenedock/ui';
import { X } from 'lucide-react';
import {
  addDays,
  covers,
  dayDate,
  firstDayOfMonth,
  monthOf,
  monthWeeks,
  shiftMonthKeepingDay,
  sortEntries,
  startOfWeek,
  today,
} from './dates';
import { EntryLine } from './EntryLine';
import { TONES } from './tones';
import type { CalendarEntry } from './types';

/** Chips a day cell shows before "+N more". */
const PER_CELL = 3;

const weekdayName = new Intl.DateTimeFormat(undefined, { weekday: 'short' });
const weekdayLong = new Intl.DateTimeFormat(undefined, { weekday: 'long' });
const dayNumber = new Intl.DateTimeFormat(undefined, { day: 'numeric' });
const fullDay = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

interface MonthGridProps {
  entries: CalendarEntry[];
  month: string;
  onMonthChange: (month: string) => void;
  weekStart: number;
  label: string;
}

/**
 * The month as a grid: weeks as rows, one focusable day at a time (roving tabindex). Arrows move by
 * day and week, Home/End to the week's ends, PageUp/PageDown by month, Enter/Space opens the day's
 * list below the grid. On narrow screens the chips shrink to dots and the day's list carries the words.
 */
export function MonthGrid({ entries, month, onMonthChange, weekStart, label }: MonthGridProps) {
  const weeks = useMemo(() => monthWeeks(month, weekStart), [month, weekStart]);
  const first = weeks[0][0];
  const last = weeks[weeks.length - 1][6];
  const todayDay = today();
  const [active, setActive] = useState(() =>
    monthOf(todayDay) === month ? todayDay : firstDayOfMonth(month),
  );
  const [openDay, setOpenDay] = useState<string | null>(null);
  const moved = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const dayListRef = useRef<HTMLElement>(null);
  const reveal = useRef(false);

  /** Opens a day's list, and brings it into view: on a phone it sits below the fold. */
  const openList = (day: string) => {
    reveal.current = true;
    setOpenDay(day);
  };

  useEffect(() => {
    if (!openDay || !reveal.current) return;
    reveal.current = false;
    revealList(dayListRef.current);
  }, [openDay]);

  // A month chosen from outside (buttons, the page) brings the focusable day along.
  useEffect(() => {
    if (active < first || active > last) {
      setActive(monthOf(todayDay) === month ? todayDay : firstDayOfMonth(month));
      setOpenDay(null);
    }
  }, [month, first, last, active, todayDay]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${active}"]`)?.focus();
  }, [active, month]);

  const sorted = useMemo(() => sortEntries(entries), [entries]);
  const onDay = (day: string) => sorted.filter((entry) => covers(entry, day, last));

  const moveTo = (day: string) => {
    moved.current = true;
    setActive(day);
    if (monthOf(day) !== month && (day < first || day > last)) onMonthChange(monthOf(day));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, day: string) => {
    const weekFirst = startOfWeek(day, weekStart);
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => weekFirst,
      End: () => addDays(weekFirst, 6),
      PageUp: () => shiftMonthKeepingDay(day, -1),
      PageDown: () => shiftMonthKeepingDay(day, 1),
    };
    if (moves[event.key]) {
      event.preventDefault();
      const next = moves[event.key]();
      if (event.key === 'PageUp' || event.key === 'PageDown') {
        moved.current = true;
        setActive(next);
        onMonthChange(monthOf(next));
      } else moveTo(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openList(day);
    }
  };

  const openEntries = openDay ? onDay(openDay) : [];

  return (
    <div>
      <div
        role="grid"
        aria-label={label}
        ref={gridRef}
        className="w-full overflow-hidden rounded-md border border-gray-200"
      >
        <div role="row" className="grid grid-cols-7 border-b border-gray-200 bg-gray-50">
          {weeks[0].map((day) => (
            <div
              key={day}
              role="columnheader"
              aria-label={weekdayLong.format(dayDate(day))}
              className="px-1 py-1.5 text-center text-xs font-semibold text-gray-700"
            >
              {weekdayName.format(dayDate(day))}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div role="row" key={week[0]} className="grid grid-cols-7 border-b border-gray-200 last:border-b-0">
            {week.map((day) => {
              const list = onDay(day);
              const outside = monthOf(day) !== month;
              const isToday = day === todayDay;
              const more = list.length - PER_CELL;
              return (
                <div
                  key={day}
                  role="gridcell"
                  data-day={day}
                  tabIndex={day === active ? 0 : -1}
                  aria-selected={day === openDay}
                  aria-current={isToday ? 'date' : undefined}
                  onKeyDown={(event) => onKeyDown(event, day)}
                  onClick={() => {
                    setActive(day);
                    openList(day);
                  }}
                  className={`min-h-16 min-w-0 cursor-pointer border-r border-gray-200 p-1 last:border-r-0 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 sm:min-h-24 ${
                    outside ? 'bg-gray-50 text-gray-600' : 'bg-white text-gray-900'
                  } ${day === openDay ? 'ring-2 ring-inset ring-indigo-500' : ''}`}
                >
                  <span className="sr-only">
                    {fullDay.format(dayDate(day))}
                    {list.length ? `, ${list.length} ${list.length === 1 ? 'entry' : 'entries'}` : ''}
                  </span>
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-medium ${
                      isToday ? 'bg-indigo-600 text-white' : ''
                    }`}
                  >
                    {dayNumber.format(dayDate(day))}
                  </span>
                  {/* Dots on narrow screens, named chips from sm up; the day's list says it all in words. */}
                  <div aria-hidden="true" className="mt-0.5 flex flex-wrap gap-0.5 sm:hidden">
                    {list.slice(0, PER_CELL).map((entry) => (
                      <span key={entry.key} className={`size-2 rounded-full ${TONES[entry.tone].swatch}`} />
                    ))}
                    {more > 0 && <span className="text-[10px] leading-none text-gray-700">+{more}</span>}
                  </div>
                  <ul className="mt-0.5 hidden space-y-0.5 sm:block">
                    {list.slice(0, PER_CELL).map((entry) => (
                      <li key={entry.key}>
                        <Chip entry={entry} />
                      </li>
                    ))}
                  </ul>
                  {more > 0 && (
                    <button
                      type="button"
                      tabIndex={-1}
                      onClick={(event) => {
                        event.stopPropagation();
                        setActive(day);
                        openList(day);
                      }}
                      className="mt-0.5 hidden text-xs font-medium text-indigo-700 hover:underline sm:inline"
                    >
                      +{more} more
                    </button>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {openDay && (
        <section
          ref={dayListRef}
          aria-label={`Entries on ${fullDay.format(dayDate(openDay))}`}
          className="mt-3 rounded-md border border-gray-200 bg-white p-3"
          data-testid="calendar-day"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <p className="text-sm font-semibold text-gray-900">
              <time dateTime={openDay}>{fullDay.format(dayDate(openDay))}</time>
            </p>
            <IconButton
              label="Close the day's list"
              onClick={() => {
                setOpenDay(null);
                moved.current = true;
                setActive(openDay);
              }}
            >
              <X className="size-4" aria-hidden="true" />
            </IconButton>
          </div>
          {openEntries.length === 0 ? (
            <p className="text-sm text-gray-600">Nothing on this day.</p>
          ) : (
            <ul className="space-y-2">
              {openEntries.map((entry) => (
                <li key={entry.key}>
                  <EntryLine entry={entry} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

/**
 * Scrolls a day's list into view only as far as needed (nothing moves when it is already seen),
 * smoothly unless the person asked for reduced motion.
 */
export function revealList(element: HTMLElement | null) {
  if (!element || typeof element.scrollIntoView !== 'function') return;
  const still =
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
}

/** An entry inside a day cell: one truncated line, its kind in words for a screen reader and on hover. */
function Chip({ entry }: { entry: CalendarEntry }) {
  const tone = TONES[entry.tone];
  const className = `block truncate rounded-sm border-l-4 px-1 text-xs leading-5 ${tone.chip}`;
  const text = (
    <>
      <span className="sr-only">{tone.label}: </span>
      {entry.title}
    </>
  );
  // Not in the tab order: the grid has one stop; Enter opens the day's list with real links.
  return entry.href ? (
    <Link
      to={entry.href}
      tabIndex={-1}
      title={`${tone.label}: ${entry.title}`}
      className={`${className} hover:underline`}
      onClick={(e) => e.stopPropagation()}
    >
      {text}
    </Link>
  ) : (
    <span title={`${tone.label}: ${entry.title}`} className={className}>
      {text}
    </span>
  );
}
