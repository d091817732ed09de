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

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date or date-time for display; '' when absent. Plain dates (YYYY-MM-DD) stay on their day. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return dateFormat.format(new Date(y, m - 1, d));
  }
  return dateFormat.format(new Date(value));
}

export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? dateTimeFormat.format(new Date(value)) : '';
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
