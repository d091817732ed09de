import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScenedockClient } from '@scenedock/openapi';
import { lendingKeys, totalOf, unwrap, useApi, usePlatform } from '@scenedock/ui';
import type { Condition, LendingItemType, SearchType } from '../lib/labels';
import { loanKeys } from './keys';
import type { Page } from './loans';

/** An item of another department that may be borrowed, as the inter-department search answers it. */
export interface BorrowableItem {
  id: number;
  name: string;
  /** the inventory kind */
  type: 'prop' | 'set' | 'costume';
  /** the kind as a loan names it */
  item_type: LendingItemType;
  /** a prop's or costume's category; null for set pieces */
  category: string | null;
  condition: Condition;
  description: string | null;
  image_url: string | null;
  tags: string[];
  /** free on the days asked for (default today) */
  available: boolean;
  /** the current department has asked for it for those days already */
  requested_by_you: boolean;
  location: string | null;
  /** miles from the current department, when both have coordinates */
  distance: number | null;
  department: { id: number; name: string; contact_person: string | null; contact_email: string | null };
  department_id: number;
  department_name: string;
  department_address: string | null;
  department_contact: string | null;
  department_email: string | null;
  dimensions?: string | null;
  pieces_count?: number | null;
  components?: string[] | null;
  size?: string | null;
  color?: string | null;
  material?: string | null;
}

export interface SearchBody {
  query?: string;
  item_type: SearchType;
  category?: string;
  condition?: Condition;
  /** comma-separated: items with any of them */
  tags?: string;
  /** the days the item is wanted for, both included (the server takes today without it) */
  date_range?: { start: string; end: string };
  max_distance: number;
  available_only: boolean;
  skip: number;
  limit: number;
}

type UntypedPost = (
  path: string,
  init: { body: unknown },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** Tags arrive as the comma-separated text items store them. */
function tagList(tags: string | null): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * POST /search/inter-department: items of other departments matching the body, with X-Total-Count.
 * The one place that knows the call, so the typed client's own method replaces the cast below once
 * the search is in its schema, and nothing else changes.
 */
export async function searchBorrowable(
  client: ScenedockClient,
  body: SearchBody,
): Promise<Page<BorrowableItem>> {
  const post = client.POST as unknown as UntypedPost;
  const result = await post('/search/inter-department', { body });
  type Row = Omit<BorrowableItem, 'tags'> & { tags: string | null };
  const rows = await unwrap(Promise.resolve(result as { data?: Row[]; response: Response }));
  return {
    items: rows.map((row) => ({ ...row, tags: tagList(row.tags) })),
    total: totalOf(result.response) || rows.length,
  };
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
