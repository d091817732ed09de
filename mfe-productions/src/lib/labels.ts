import { formatDate, formatPeriod, type ItemResource } from '@scenedock/ui';
import type { Production } from '../api/productions';

/** The item manager's tabs, in order. */
export const ITEM_KINDS: readonly { kind: ItemResource; label: string }[] = [
  { kind: 'props', label: 'Props' },
  { kind: 'sets', label: 'Sets' },
  { kind: 'costumes', label: 'Costumes' },
];

/** "Mar 12, 2026 – Mar 20, 2026", one side alone, or 'Dates not set'. */
export function dateRangeText(production: Pick<Production, 'start_date' | 'end_date'>): string {
  const start = formatDate(production.start_date);
  const end = formatDate(production.end_date);
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return 'Dates not set';
}

/**
 * The days a production holds the items it takes: its own dates; without a start, from the day an
 * item is added; without an end, until the item is removed.
 */
export function holdsItemsText(production: Pick<Production, 'start_date' | 'end_date'>): string {
  const { start_date: start, end_date: end } = production;
  if (start && end) return `Holds items ${formatPeriod(start, end)}`;
  if (start) return `Holds items ${formatPeriod(start, null)} until removed`;
  if (end) return `Holds items from the day they are added until ${formatDate(end)}`;
  return 'This production has no dates: items are held from the day they are added until they are removed';
}

/** A booking's days: "Jan 5, 2027 – Jan 20, 2027", or "from Jan 5, 2027 until removed". */
export function bookingDaysText(booking: { starts_on: string; ends_on: string | null }): string {
  const days = formatPeriod(booking.starts_on, booking.ends_on);
  return booking.ends_on === null ? `${days} until removed` : days;
}

/** What the item manager's "held" pane says of when an item is free again. */
export function freeFromText(freeFrom: string | null): string {
  return freeFrom === null ? 'Until released' : `Free from ${formatDate(freeFrom)}`;
}
