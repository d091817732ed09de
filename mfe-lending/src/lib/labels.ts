import type { SelectOption } from '@scenedock/ui';
import type { components } from '@scenedock/openapi';

export type LendingItemType = components['schemas']['LendingItemType'];
export type LendingAction = components['schemas']['LendingAction'];

/** The counters and the status filter: cancelled loans are neither counted nor offered as a filter. */
export const COUNTED_STATUSES = [
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
