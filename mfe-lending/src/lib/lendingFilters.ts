import type { LendingStatus } from '@scenedock/ui';
import { COUNTED_STATUSES, DIRECTIONS, type Direction, type LendingItemType } from './labels';

export const LENDING_PAGE_SIZE = 12;

/** The lending screen's filters, by their names in the address (?q=…&status=…&direction=…&page=…). */
export const LENDING_FILTERS = ['q', 'status', 'direction'] as const;
export type LendingFilterKey = (typeof LENDING_FILTERS)[number];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The filters as the server takes them; a value from the address the server would refuse is no filter. */
export function loanQuery(values: Record<LendingFilterKey, string>): {
  search?: string;
  status?: LendingStatus;
  direction?: Direction;
} {
  return {
    search: values.q.trim() || undefined,
    status: isOneOf(COUNTED_STATUSES, values.status) ? values.status : undefined,
    direction: isOneOf(DIRECTIONS, values.direction) ? values.direction : undefined,
  };
}

/** One of the department's own items, named in the address as the item pages link to the offer. */
export interface OfferedItem {
  type: LendingItemType;
  id: number;
}

const OFFER_PARAM = /^(prop|set_piece|costume_piece):([1-9]\d{0,9})$/;

/** `?offer=prop:7` → the item to offer; anything else (a typo, an old link) is no item. */
export function offeredItem(value: string | null): OfferedItem | null {
  const match = value ? OFFER_PARAM.exec(value) : null;
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { type: match[1] as LendingItemType, id } : null;
}
