import { enumLabel, isEnumValue } from '@scenedock/ui';
import type { CalendarEntry } from '@scenedock/ui/calendar';
import type { CalendarEvent, CalendarKind } from '../api/calendar';
import { calendarEventHref } from './links';

/** The calendar's kind filter, in the legend's order, with the words its check boxes say. */
export const CALENDAR_KINDS: readonly { kind: CalendarKind; label: string }[] = [
  { kind: 'production', label: 'Productions' },
  { kind: 'loan_out', label: 'Lent out' },
  { kind: 'loan_in', label: 'Borrowed' },
  { kind: 'person', label: 'Lent to people' },
  { kind: 'block', label: 'Blocked' },
];

const ALL_KINDS = CALENDAR_KINDS.map((k) => k.kind);
/** The address's word for "every kind unticked" (an absent `kinds` means all of them). */
export const NO_KINDS = 'none';

function isKind(value: string): value is CalendarKind {
  return (ALL_KINDS as string[]).includes(value);
}

/** `?kinds=production,loan_out` → the kinds chosen; absent → all; 'none' → none. */
export function parseKinds(param: string): CalendarKind[] {
  if (!param) return [...ALL_KINDS];
  if (param === NO_KINDS) return [];
  const chosen = new Set(param.split(',').filter(isKind));
  return ALL_KINDS.filter((kind) => chosen.has(kind));
}

/** The kinds as the address keeps them: '' when all are chosen, so the plain address stays plain. */
export function kindsParam(kinds: readonly CalendarKind[]): string {
  if (kinds.length === ALL_KINDS.length) return '';
  if (kinds.length === 0) return NO_KINDS;
  return ALL_KINDS.filter((kind) => kinds.includes(kind)).join(',');
}

/** `?month=2027-01` when it is one. */
export function parseMonth(param: string): string | null {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(param) ? param : null;
}

function statusText(event: CalendarEvent): string | null {
  if (!event.status) return null;
  if (event.kind === 'production' && isEnumValue('productionStatus', event.status))
    return enumLabel('productionStatus', event.status);
  if (
    (event.kind === 'loan_out' || event.kind === 'loan_in' || event.kind === 'person') &&
    isEnumValue('lendingStatus', event.status)
  )
    return enumLabel('lendingStatus', event.status);
  return event.status;
}

/** A calendar event as the kit's calendar shows it: its title, its status and other department beneath. */
export function toCalendarEntry(event: CalendarEvent): CalendarEntry {
  const detail = [statusText(event), event.other_department_name].filter(Boolean).join(' · ');
  return {
    key: event.key,
    tone: event.kind,
    title: event.title,
    startsOn: event.starts_on,
    endsOn: event.ends_on,
    href: calendarEventHref(event),
    detail: detail || undefined,
  };
}
