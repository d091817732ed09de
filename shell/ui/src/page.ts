import { exactTotalOf, totalOf, unwrap } from './api';

/** One page of a list the server filters and pages. */
export interface Page<T> {
  items: T[];
  /** every match on the server (X-Total-Count), not just this page */
  total: number;
  /** false when the server's count stopped early: `total` is a lower bound (a long text search) */
  exact: boolean;
}

interface ListResult<T> {
  data?: T[];
  error?: unknown;
  response: Response;
}

/** Awaits a typed client's list call: its rows with the totals its headers report, or an ApiError. */
export async function unwrapPage<T>(call: Promise<ListResult<T>>): Promise<Page<T>> {
  const result = await call;
  const items = await unwrap(Promise.resolve(result));
  return { items, total: totalOf(result.response), exact: exactTotalOf(result.response) };
}
