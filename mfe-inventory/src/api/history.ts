import { useInfiniteQuery } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import { itemKeys, unwrapPage, useApi, usePlatform, type Page } from '@scenedock/ui';
import { RESOURCE_OF_TYPE, type ItemType } from '../lib/items';

export type ItemEventOut = components['schemas']['ItemEventOut'];

export const HISTORY_PAGE_SIZE = 20;

/**
 * GET /bookings/history: what happened to the item, newest first, a page at a time ("Show more").
 * Under the item's detail key: an edit, a booking or a loan move of the kind refreshes it.
 */
export function useItemHistory(itemType: ItemType, itemId: number) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useInfiniteQuery({
    queryKey: [...itemKeys[RESOURCE_OF_TYPE[itemType]].detail(departmentId, itemId), 'history'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }): Promise<Page<ItemEventOut>> =>
      unwrapPage(
        client.GET('/bookings/history', {
          params: {
            query: { item_type: itemType, item_id: itemId, skip: pageParam, limit: HISTORY_PAGE_SIZE },
          },
          signal,
        }),
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    enabled: departmentId !== null,
  });
}
