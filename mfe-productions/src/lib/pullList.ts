import { formatPeriod } from '@scenedock/ui';
import type { PullEntry, PullSource } from '../api/pullList';

/** The pull list's groups, in the server's order. */
export const PULL_GROUPS: readonly { source: PullSource; title: string; empty: string }[] = [
  { source: 'ours', title: 'Our items', empty: 'None of our items is booked for this production yet.' },
  { source: 'borrowed', title: 'Borrowed', empty: 'Nothing borrowed for this production.' },
  {
    source: 'requested',
    title: 'Still requested',
    empty: 'No loan for this production is waiting for an answer.',
  },
];

const KIND_LABELS: Record<PullEntry['item_type'], string> = {
  prop: 'Prop',
  set_piece: 'Set piece',
  costume_piece: 'Costume piece',
};

/** "Prop", "Set piece", "Costume piece". */
export function itemKindLabel(itemType: PullEntry['item_type']): string {
  return KIND_LABELS[itemType];
}

/** The entries of each group, in the order the server sorted them (by name). */
export function groupPullList(entries: readonly PullEntry[]): Record<PullSource, PullEntry[]> {
  const groups: Record<PullSource, PullEntry[]> = { ours: [], borrowed: [], requested: [] };
  for (const entry of entries) groups[entry.source].push(entry);
  return groups;
}

/** An entry's days: "Jan 5, 2027 – Jan 20, 2027", "from Jan 5, 2027 until removed", or 'Days not set'. */
export function entryDaysText(entry: Pick<PullEntry, 'starts_on' | 'ends_on'>): string {
  if (!entry.starts_on) return 'Days not set';
  const days = formatPeriod(entry.starts_on, entry.ends_on);
  return entry.ends_on === null ? `${days} until removed` : days;
}

/** Where an entry comes from: "Ours", or the lending department's name. */
export function entryFromText(entry: Pick<PullEntry, 'source' | 'lender_department_name'>): string {
  return entry.source === 'ours' ? 'Ours' : (entry.lender_department_name ?? 'Another department');
}
