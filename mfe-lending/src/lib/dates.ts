/** YYYY-MM-DD of a local calendar day (what a date input holds). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today as the person's own calendar shows it. */
export function today(now = new Date()): string {
  return isoDay(now);
}

/**
 * The same day one month later; the month's last day when it has no such day (31 January →
 * 28 or 29 February), rather than spilling into the month after.
 */
export function monthAhead(now = new Date()): string {
  const lastOfNext = new Date(now.getFullYear(), now.getMonth() + 2, 0).getDate();
  return isoDay(new Date(now.getFullYear(), now.getMonth() + 1, Math.min(now.getDate(), lastOfNext)));
}
