import { useEffect, useRef, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { ListView } from '../api/listSettings';
import { ItemRows } from './ItemRow';
import {
  CardSkeletonGrid,
  EmptyState,
  ErrorNotice,
  Pagination,
  RowSkeletons,
  Spinner,
  totalText,
  useCurrentDepartment,
  type Page,
} from '@scenedock/ui';

interface InventoryResultsProps<T> {
  query: UseQueryResult<Page<T>>;
  /** plural noun of the 'Showing N props for …' line */
  noun: string;
  /** the committed search text, for ' matching "…"' */
  search: string;
  skip: number;
  limit: number;
  onPage: (skip: number) => void;
  skeletons: number;
  /** cards in a grid, or the compact list of rows */
  view: ListView;
  loadToast: string;
  loadInline: string;
  empty: { title: string; description: ReactNode; action?: ReactNode };
  /** the page's cards, or its rows (ItemRow) in the list view */
  children: (items: T[]) => ReactNode;
}

/** What every inventory list shows around its cards or rows: count line, loading, error, empty, paging. */
export function InventoryResults<T>({
  query,
  noun,
  search,
  skip,
  limit,
  onPage,
  skeletons,
  view,
  loadToast,
  loadInline,
  empty,
  children,
}: InventoryResultsProps<T>) {
  const department = useCurrentDepartment();
  const topRef = useRef<HTMLDivElement>(null);
  const { data, isPending, isError, isFetching, errorUpdatedAt, refetch, fetchStatus } = query;

  useEffect(() => {
    if (errorUpdatedAt) toast.error(loadToast);
  }, [errorUpdatedAt, loadToast]);

  // A page that no longer exists (its last item was deleted) falls back to the last one.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && skip > 0) {
      onPage(Math.max(0, Math.floor((data.total - 1) / limit) * limit));
    }
  }, [data, skip, limit, onPage]);

  // While the next answer loads, the old one stays on screen: so does the search it answered.
  const answeredSearch = useRef(search);
  if (data && !query.isPlaceholderData) answeredSearch.current = search;
  const shownSearch = answeredSearch.current;

  const departmentName = department?.name ?? 'Theater Department';
  // Without a department nothing is fetched, and the list is simply empty.
  const idle = isPending && fetchStatus === 'idle';
  const items = data?.items ?? [];

  return (
    <div ref={topRef} className="scroll-mt-4">
      {/* Keeps the outline h1 → h2 → h3 (the cards' names) for screen-reader navigation. */}
      <h2 className="sr-only">Results</h2>
      <div className="mb-4 flex min-h-6 flex-wrap items-center gap-3">
        {(data || idle) && (
          <p role="status" className="text-sm text-gray-700">
            Showing {totalText(data?.total ?? 0, data?.exact)} {noun} for {departmentName}
            {shownSearch && ` matching "${shownSearch}"`}
          </p>
        )}
        {isFetching && data && (
          <span className="inline-flex items-center gap-1.5 text-sm text-indigo-700">
            <Spinner className="size-4" />
            Searching...
          </span>
        )}
      </div>

      {isError && !isFetching && (
        <div className="mb-4">
          <ErrorNotice title={loadInline} onRetry={() => void refetch()} />
        </div>
      )}

      {isPending && !idle ? (
        view === 'list' ? (
          <RowSkeletons count={skeletons} label={`Loading ${noun}`} />
        ) : (
          <CardSkeletonGrid count={skeletons} label={`Loading ${noun}`} />
        )
      ) : items.length === 0 ? (
        !isError && <EmptyState title={empty.title} description={empty.description} action={empty.action} />
      ) : (
        <>
          {view === 'list' ? (
            <ItemRows label={`${noun[0].toUpperCase()}${noun.slice(1)}`}>{children(items)}</ItemRows>
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">{children(items)}</div>
          )}
          <Pagination
            skip={skip}
            limit={limit}
            total={data?.total ?? 0}
            exact={data?.exact}
            onChange={(next) => {
              onPage(next);
              topRef.current?.scrollIntoView({ block: 'start' });
            }}
          />
        </>
      )}
    </div>
  );
}
