/**
 * Plain-day arithmetic for the calendar. Days are YYYY-MM-DD strings and months YYYY-MM, computed in
 * UTC so a daylight-saving change never moves a day; only "today" reads the clock, in the
 * department's time zone.
 */
import { todayIso } from '../bookings';

const pad = (n: number) => String(n).padStart(2, '0');

function toUtc(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function addDays(day: string, days: number): string {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  return toUtc(day).getUTCDay();
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + months, 1));
  return fromUtc(date).slice(0, 7);
}

/** The same day of the month in another month, kept inside it (31 Jan + 1 month = 28/29 Feb). */
export function shiftMonthKeepingDay(day: string, months: number): string {
  const month = addMonths(monthOf(day), months);
  const last = lastDayOfMonth(month);
  return `${month}-${pad(Math.min(Number(day.slice(8, 10)), Number(last.slice(8, 10))))}`;
}

export function firstDayOfMonth(month: string): string {
  return `${month}-01`;
}

export function lastDayOfMonth(month: string): string {
  return addDays(firstDayOfMonth(addMonths(month, 1)), -1);
}

/** The current department's today (bookings.ts, todayIso): the calendar marks the day the server counts. */
export function today(now = new Date()): string {
  return todayIso(now);
}

export function currentMonth(now = new Date()): string {
  return today(now).slice(0, 7);
}

type WeekInfoLocale = Intl.Locale & {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
};

/** The reader's first day of the week, 0 = Sunday … 6 = Saturday; Monday where the browser cannot say. */
export function localeWeekStart(locale?: string): number {
  try {
    const tag = locale ?? new Intl.DateTimeFormat().resolvedOptions().locale;
    const info = new Intl.Locale(tag) as WeekInfoLocale;
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay; // 1 = Monday … 7 = Sunday
    return firstDay ? firstDay % 7 : 1;
  } catch {
    return 1;
  }
}

/** The first day of the week that holds `day`. */
export function startOfWeek(day: string, weekStart: number): string {
  return addDays(day, -((weekday(day) - weekStart + 7) % 7));
}

/** The days the month grid shows: whole weeks from the one holding the 1st to the one holding the last. */
export function monthRange(month: string, weekStart = localeWeekStart()): { from: string; to: string } {
  const from = startOfWeek(firstDayOfMonth(month), weekStart);
  const to = addDays(startOfWeek(lastDayOfMonth(month), weekStart), 6);
  return { from, to };
}

/** The month grid's weeks, each seven days. */
export function monthWeeks(month: string, weekStart = localeWeekStart()): string[][] {
  const { from, to } = monthRange(month, weekStart);
  const weeks: string[][] = [];
  for (let start = from; start <= to; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

interface Span {
  startsOn: string;
  endsOn: string | null;
}

/** Whether an entry covers a day; an open-ended one runs to `openUntil`. */
export function covers(entry: Span, day: string, openUntil: string): boolean {
  return entry.startsOn <= day && (entry.endsOn ?? openUntil) >= day;
}

/** Entries by start day, then by the order given (stable). */
export function sortEntries<T extends Span>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : 0));
}

/**
 * The agenda's groups: each entry that overlaps the month once, under its first day in the month
 * (an entry begun earlier shows under the 1st), days in order.
 */
export function agendaGroups<T extends Span>(
  entries: readonly T[],
  month: string,
): { day: string; entries: T[] }[] {
  const first = firstDayOfMonth(month);
  const last = lastDayOfMonth(month);
  const groups = new Map<string, T[]>();
  for (const entry of sortEntries(entries)) {
    if (entry.startsOn > last || (entry.endsOn !== null && entry.endsOn < first)) continue;
    const day = entry.startsOn < first ? first : entry.startsOn;
    groups.set(day, [...(groups.get(day) ?? []), entry]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, list]) => ({ day, entries: list }));
}

/** A date object for Intl formatting of a plain day (noon local, safe from time-zone edges). */
export function dayDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 12);
}
