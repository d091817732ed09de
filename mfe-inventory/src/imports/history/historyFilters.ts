import { isEnumValue, type ImportItemType, type ImportJobStatus } from '@scenedock/ui';

/** The history's filters in the address: ?status=failed&item_type=props (status=active: pending or processing). */
export const HISTORY_FILTERS = ['status', 'item_type'] as const;
export type HistoryFilterValues = Record<(typeof HISTORY_FILTERS)[number], string>;

/** The history pages through the server 100 jobs at a time. */
export const HISTORY_PAGE_SIZE = 100;

/** The address's `?job=<id>`: the job whose dialog is open. */
export const JOB_PARAM = 'job';

export interface HistoryQuery {
  status?: ImportJobStatus;
  item_type?: ImportItemType;
  active?: boolean;
}

/** The server's filters for the address's values; values it would refuse are left out. */
export function historyQuery(values: HistoryFilterValues): HistoryQuery {
  const query: HistoryQuery = {};
  if (values.status === 'active') query.active = true;
  else if (isEnumValue('importJobStatus', values.status)) query.status = values.status;
  if (isEnumValue('importItemType', values.item_type)) query.item_type = values.item_type;
  return query;
}

/** A job id from the address, if it is one. */
export function jobIdOf(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
