import { formatDate, type ItemResource } from '@scenedock/ui';
import type { Production } from '../api/productions';

/** The item manager's tabs, in order. */
export const ITEM_KINDS: readonly { kind: ItemResource; label: string }[] = [
  { kind: 'props', label: 'Props' },
  { kind: 'sets', label: 'Sets' },
  { kind: 'costumes', label: 'Costumes' },
];

/** "12 Mar 2026 – 20 Mar 2026", one side alone, or 'Dates not set'. */
export function dateRangeText(production: Pick<Production, 'start_date' | 'end_date'>): string {
  const start = formatDate(production.start_date);
  const end = formatDate(production.end_date);
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return 'Dates not set';
}
