import { formatDate as formatDateIn, formatDateTime as formatDateTimeIn } from '@scenedock/dates';

export interface Named {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

export function fullName(person: Named): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email || '';
}

/** Two letters for an avatar: first and last name, else the email's first letter. */
export function initials(person: Named): string {
  const letters = `${person.first_name?.trim()[0] ?? ''}${person.last_name?.trim()[0] ?? ''}`;
  return (letters || person.email?.[0] || '?').toUpperCase();
}

/**
 * A date for display in the reader's (the browser's) locale, as the server's messages print theirs
 * (@scenedock/dates, docs/frontends.md "Dates"): "Mar 1, 2027", "1 Mar 2027"; '' when absent. A
 * calendar day (YYYY-MM-DD) stays on its day; a timestamp is the day it is here.
 */
export function formatDate(value: string | Date | null | undefined): string {
  return formatDateIn(value);
}

/** A timestamp's date and time for display, here and in the reader's locale; '' when absent. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatDateTimeIn(value);
}

/** "3 minutes ago", "2 days ago": for activity lists. */
export function timeAgo(value: string | Date, now = Date.now()): string {
  const seconds = Math.round((now - new Date(value).getTime()) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31536000],
    ['month', 2592000],
    ['week', 604800],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(-Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** Text values trimmed; empty optional values left out. */
export function compactPayload<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = typeof value === 'string' ? value.trim() : value;
    if (trimmed === '' || trimmed === undefined) continue;
    out[key] = trimmed;
  }
  return out as Partial<T>;
}
