import { formatDate, formatPeriod, type SelectOption } from '@scenedock/ui';
import type { components } from '@scenedock/openapi';

export type LendingItemType = components['schemas']['LendingItemType'];
export type LendingAction = components['schemas']['LendingAction'];
type LendingOut = components['schemas']['LendingOut'];
/** What holds a found item on the searched days (today when none were searched), and when it is free. */
type HeldBy = NonNullable<components['schemas']['BorrowableItemOut']['held_by']>;

/** The counters and the status filter: cancelled loans are neither counted nor offered as a filter. */
export const COUNTED_STATUSES = [
  'offered',
  'requested',
  'approved',
  'active',
  'returned',
  'overdue',
] as const satisfies readonly components['schemas']['LendingStatus'][];

export const DIRECTIONS = ['outgoing', 'incoming'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const DIRECTION_LABELS: Record<Direction, string> = {
  outgoing: 'Outgoing (we lend)',
  incoming: 'Incoming (we borrow)',
};

export const ITEM_TYPE_LABELS: Record<LendingItemType, string> = {
  prop: 'Prop',
  set_piece: 'Set piece',
  costume_piece: 'Costume piece',
};

export const ITEM_TYPE_OPTIONS: SelectOption[] = (Object.keys(ITEM_TYPE_LABELS) as LendingItemType[]).map(
  (value) => ({ value, label: ITEM_TYPE_LABELS[value] }),
);

/** The borrowing search's item types, as its tabs and its request body name them. */
export const SEARCH_TYPES = ['all', 'props', 'sets', 'costumes'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  all: 'All Items',
  props: 'Props',
  sets: 'Sets',
  costumes: 'Costumes',
};

/** '12.4 mi' */
export function milesText(distance: number): string {
  return `${distance.toFixed(1)} mi`;
}

/**
 * What holds another department's item, as a borrower reads it: a loan names the borrower, a
 * production stays unnamed (it is the other department's own business), a block its reason.
 */
function heldByWhat(held: HeldBy): string {
  switch (held.kind) {
    case 'loan':
      return `On loan to ${held.holder}`;
    case 'production':
      return 'In use by a production';
    case 'block':
      return held.holder === 'Out of service' ? 'Out of service' : `Out for ${held.holder.toLowerCase()}`;
    case 'person':
      return 'Lent out';
  }
}

/**
 * Why a found item cannot be borrowed on the days searched, and when it can:
 * "On loan to Westbrook High until Dec 6, 2026 · free from Dec 7, 2026", "Out of service · until
 * released". A booking that starts after `today` says its days.
 */
export function heldByText(held: HeldBy, today: string): string {
  const { starts_on: from, ends_on: to } = held;
  const when =
    from > today
      ? to === null
        ? ` ${formatPeriod(from, null)}`
        : `, ${formatPeriod(from, to)}`
      : to === null
        ? ''
        : ` until ${formatDate(to)}`;
  const free = held.free_from ? `free from ${formatDate(held.free_from)}` : 'until released';
  return `${heldByWhat(held)}${when} · ${free}`;
}

type Parties = Pick<
  LendingOut,
  'from_department' | 'from_department_name' | 'to_department' | 'to_department_name'
>;

export function lenderName(loan: Parties): string {
  return loan.from_department.name || loan.from_department_name;
}

export function borrowerName(loan: Parties): string {
  return loan.to_department.name || loan.to_department_name;
}

/**
 * An offer waiting for the borrower's answer, as each side reads it: "Offered — waiting for
 * Westbrook High", or "Riverside High offers to lend you this: a director or admin of your department
 * accepts or declines it"; null for any other loan.
 */
export function offerText(loan: Parties & Pick<LendingOut, 'direction' | 'status'>): string | null {
  if (loan.status !== 'offered') return null;
  return loan.direction === 'outgoing'
    ? `Offered — waiting for ${borrowerName(loan)}`
    : `${lenderName(loan)} offers to lend you this: a director or admin of your department accepts or declines it`;
}

/**
 * The lender's suggested days, waiting for the borrower, as each side reads them: "Westbrook High
 * suggests Dec 12, 2026 – Dec 16, 2026", or "You suggested …"; null when none is waiting.
 */
export function proposalText(
  loan: Parties & Pick<LendingOut, 'direction' | 'proposed_lent_date' | 'proposed_due_date'>,
): string | null {
  if (!loan.proposed_lent_date || !loan.proposed_due_date) return null;
  const period = formatPeriod(loan.proposed_lent_date, loan.proposed_due_date);
  return loan.direction === 'incoming'
    ? `${lenderName(loan)} suggests ${period}`
    : `You suggested ${period}: waiting for ${borrowerName(loan)} to answer`;
}
