import { todayIso } from '@scenedock/ui';

/**
 * The same day one month later; the month's last day when it has no such day (31 January →
 * 28 or 29 February), rather than spilling into the month after.
 */
export function monthAhead(now = new Date()): string {
  const lastOfNext = new Date(now.getFullYear(), now.getMonth() + 2, 0).getDate();
  return todayIso(new Date(now.getFullYear(), now.getMonth() + 1, Math.min(now.getDate(), lastOfNext)));
}
