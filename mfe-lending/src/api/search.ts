import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, ScenedockClient } from '@scenedock/openapi';
import { lendingKeys, unwrapPage, useApi, usePlatform, type Page } from '@scenedock/ui';
import { loanKeys } from './keys';

type BorrowableRow = components['schemas']['BorrowableItemOut'];

/** An item of another department, as the inter-department search answers it, its tags as a list. */
export type BorrowableItem = Omit<BorrowableRow, 'tags'> & { tags: string[] };

/** The search's filters; the panel always sends the type, distance, availability and page. */
export type SearchBody = components['schemas']['InterDepartmentSearchInput'] &
  Required<
    Pick<
      components['schemas']['InterDepartmentSearchInput'],
      'item_type' | 'max_distance' | 'available_only' | 'skip' | 'limit'
    >
  >;

/** Tags arrive as the comma-separated text items store them. */
function tagList(tags: string | null): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** POST /search/inter-department: items of other departments matching the body, nearest first. */
export async function searchBorrowable(
  client: ScenedockClient,
  body: SearchBody,
): Promise<Page<BorrowableItem>> {
  // Not `exact` when the count stopped nearest first past the page (docs/lending.md, "Order and pages").
  const page = await unwrapPage(client.POST('/search/inter-department', { body }));
  return { ...page, items: page.items.map((row) => ({ ...row, tags: tagList(row.tags) })) };
}

/** The search for `body`; nothing is asked before the first search. */
export function useBorrowableSearch(body: SearchBody | null) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: loanKeys.search(departmentId, body ?? {}),
    queryFn: () => searchBorrowable(client, body!),
    enabled: body !== null && departmentId !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * After a request to borrow: the item shows as requested (unavailable) in every cached result at
 * once, before the search is asked again.
 */
export function useMarkRequested() {
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return (item: BorrowableItem) =>
    queryClient.setQueriesData<Page<BorrowableItem>>({ queryKey: lendingKeys.lists(departmentId) }, (page) =>
      page && Array.isArray(page.items) && page.items.every((row) => 'requested_by_you' in row)
        ? {
            ...page,
            items: page.items.map((row) =>
              row.id === item.id && row.item_type === item.item_type
                ? { ...row, requested_by_you: true, available: false }
                : row,
            ),
          }
        : page,
    );
}
