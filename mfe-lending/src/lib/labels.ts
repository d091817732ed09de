import type { BadgeTone, SelectOption } from '@scenedock/ui';
import type { components } from '@scenedock/openapi';

export type LendingStatus = components['schemas']['LendingStatus'];
export type LendingItemType = components['schemas']['LendingItemType'];
export type LendingAction = components['schemas']['LendingAction'];
export type Condition = components['schemas']['Condition'];
export type BorrowingCategory = components['schemas']['BorrowingCategory'];

/** Each status as a badge shows it. */
export const STATUS_META: Record<LendingStatus, { label: string; tone: BadgeTone }> = {
  requested: { label: 'Requested', tone: 'yellow' },
  approved: { label: 'Approved', tone: 'blue' },
  active: { label: 'Active', tone: 'green' },
  returned: { label: 'Returned', tone: 'gray' },
  overdue: { label: 'Overdue', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'gray' },
};

/** The counters and the status filter: cancelled loans are neither counted nor offered as a filter. */
export const COUNTED_STATUSES = [
  'requested',
  'approved',
  'active',
  'returned',
  'overdue',
] as const satisfies readonly LendingStatus[];

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

export const CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const satisfies readonly Condition[];

export const CONDITION_TONES: Record<Condition, BadgeTone> = {
  excellent: 'green',
  good: 'blue',
  fair: 'yellow',
  poor: 'red',
};

/** The borrowing search's item types, as its tabs and its request body name them. */
export const SEARCH_TYPES = ['all', 'props', 'sets', 'costumes'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  all: 'All Items',
  props: 'Props',
  sets: 'Sets',
  costumes: 'Costumes',
};

/** The categories the search offers for each item type (none for all types). */
export const CATEGORIES: Record<SearchType, readonly BorrowingCategory[]> = {
  all: [],
  props: ['furniture', 'weapons', 'costumes', 'decorative', 'lighting', 'electronics', 'other'],
  sets: ['backdrop', 'platform', 'furniture', 'architectural', 'other'],
  costumes: [
    'period',
    'modern',
    'fantasy',
    'formal',
    'casual',
    'uniform',
    'accessories',
    'shoes',
    'hats',
    'other',
  ],
};

/** 'one_size' → 'One size', 'decorative' → 'Decorative'. */
export function words(value: string): string {
  const spaced = value.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** '12.4 mi' */
export function milesText(distance: number): string {
  return `${distance.toFixed(1)} mi`;
}
