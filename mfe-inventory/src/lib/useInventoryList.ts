import { useCallback } from 'react';
import { useCurrentUser, useListParams } from '@scenedock/ui';
// The shared router (by package name): the search params are the host router's.
import { useSearchParams } from '@scenedock/ui/router';
import {
  listSettingsOf,
  useSaveListSettings,
  type ItemSort,
  type ListPageSize,
  type ListSettings,
  type ListSettingsInput,
} from '../api/listSettings';

export const ITEM_SORTS: readonly ItemSort[] = ['newest', 'name', 'condition', 'location'];
export const PAGE_SIZES: readonly ListPageSize[] = [24, 50, 100];

/** The order and page size in the address: `?sort=name&per_page=50`, beside the filters and page. */
const SORT_PARAM = 'sort';
const PAGE_SIZE_PARAM = 'per_page';

/**
 * An inventory list's filters, page, order, page size and view. The order and page size come from
 * the address when it names them (a link keeps them), else from the person's saved list settings
 * (GET /users/me), else the defaults; the view from the settings. A change applies at once, is
 * saved for the person (PUT /users/me/list-settings), and a new order or page size goes into the
 * address and back to page 1; a new view keeps the page, whose items it only shows differently.
 */
export function useInventoryList<const K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const { data: user } = useCurrentUser();
  const saved = listSettingsOf(user);
  const fromAddress = params.get(SORT_PARAM);
  const sort = ITEM_SORTS.find((value) => value === fromAddress) ?? saved.sort;
  const sizeFromAddress = Number(params.get(PAGE_SIZE_PARAM));
  const pageSize = PAGE_SIZES.find((value) => value === sizeFromAddress) ?? saved.page_size;
  const list = useListParams(keys, pageSize);
  const { mutate: save } = useSaveListSettings();

  const change = useCallback(
    (changes: ListSettingsInput) => {
      if (changes.sort !== undefined || changes.page_size !== undefined)
        setParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            if (changes.sort !== undefined) next.set(SORT_PARAM, changes.sort);
            if (changes.page_size !== undefined) next.set(PAGE_SIZE_PARAM, String(changes.page_size));
            next.delete('page');
            return next;
          },
          { replace: true },
        );
      save(changes);
    },
    [setParams, save],
  );

  const settings: ListSettings = { view: saved.view, sort, page_size: pageSize };
  return { list, settings, change };
}

export type InventoryList<K extends string> = ReturnType<typeof useInventoryList<K>>;

/** The list's `sort` as the server takes it: newest, the server's default, left out. */
export const sortQuery = (sort: ItemSort) => (sort === 'newest' ? {} : { sort });
