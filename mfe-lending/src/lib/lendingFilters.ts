import type { LendingStatus } from '@scenedock/ui';
import { COUNTED_STATUSES, DIRECTIONS, type Direction } from './labels';

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
