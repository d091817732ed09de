import { lendingKeys, type KeyFilters } from '@scenedock/ui';

/**
 * Keys this remote alone caches, built on the kit's `lendingKeys` so that its invalidations reach
 * them: the counters and the borrowing search sit under `lists(departmentId)`, because every change
 * of a loan (and every lending notification, which refreshes `lendingKeys.all`) moves them as it
 * moves the list; a loan's conversation sits under its detail.
 */
export const loanKeys = {
  counts: (departmentId: number | null, direction: string) =>
    lendingKeys.list(departmentId, { counts: direction }),
  search: <F extends KeyFilters>(departmentId: number | null, body: F) =>
    lendingKeys.list(departmentId, { borrowable: body }),
  messages: (departmentId: number | null, id: number) =>
    [...lendingKeys.detail(departmentId, id), 'messages'] as const,
};
