import { useEffect, useRef, useState } from 'react';
import { PackageSearch } from 'lucide-react';
import {
  Button,
  CardSkeletonGrid,
  EmptyState,
  ErrorNotice,
  PageHeader,
  Pagination,
  totalText,
  usePlatform,
} from '@scenedock/ui';
import { SEARCH_ERROR, searchErrorReason } from '../api/errors';
import { useBorrowableSearch, type BorrowableItem } from '../api/search';
import { ResultCard } from '../components/borrowing/ResultCard';
import { SearchFilters } from '../components/borrowing/SearchFilters';
import { PANEL_ID, tabId, TypeTabs } from '../components/borrowing/TypeTabs';
import { LazyBorrowDialog } from '../components/lazyDialogs';
import type { SearchType } from '../lib/labels';
import {
  emptyDraft,
  SEARCH_PAGE_SIZE,
  searchedDays,
  searchProblem,
  toSearchBody,
  type SearchDraft,
} from '../lib/searchFilters';

/** "1 item found", "212 items found", or "120+ items found" when the count stopped early. */
function foundText(total: number, exact: boolean): string {
  return `${totalText(total, exact)} ${total === 1 && exact ? 'item' : 'items'} found`;
}

/**
 * Brings the results' heading into view when it is below the fold or above it (on a phone the
 * results start under the filters), smoothly unless the reader asks for reduced motion, and moves
 * focus to it so a screen reader reads on from the results.
 */
export function revealResults(heading: HTMLElement) {
  const box = heading.getBoundingClientRect();
  const visible = box.top >= 0 && box.top < window.innerHeight * 0.6;
  if (!visible && typeof heading.scrollIntoView === 'function') {
    const reduced =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  }
  heading.focus({ preventScroll: true });
}

/** /borrowing: other departments' items, searched by the server, and the request to borrow one. */
export function BorrowingPage() {
  const { departmentId } = usePlatform();
  const [draft, setDraft] = useState<SearchDraft>(emptyDraft);
  // What was last searched: the results follow it, not every keystroke in the panel.
  const [searched, setSearched] = useState<SearchDraft | null>(null);
  const [skip, setSkip] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [viewing, setViewing] = useState<{ id: number; item_type: string } | null>(null);
  const results = useBorrowableSearch(searched && toSearchBody(searched, skip));
  // A search asked for: its answer is brought into view once it is shown.
  const [reveal, setReveal] = useState(0);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const settled = searched !== null && !results.isFetching;
  useEffect(() => {
    if (reveal === 0 || !settled || !resultsHeading.current) return;
    revealResults(resultsHeading.current);
  }, [reveal, settled]);

  function search(next: SearchDraft) {
    const found = searchProblem(next);
    setProblem(found);
    if (found) {
      setSearched(null);
      return;
    }
    setSkip(0);
    setSearched(next);
    setReveal((n) => n + 1);
    // The same search again asks the server again, rather than answering from the cache.
    if (searched && JSON.stringify(searched) === JSON.stringify(next) && skip === 0) void results.refetch();
  }

  function chooseType(type: SearchType) {
    // A category belongs to one type: a new type starts without one.
    const next = { ...draft, item_type: type, category: '' };
    setDraft(next);
    if (searched) search(next);
  }

  const items = results.data?.items ?? [];
  // The dialog shows the item as the latest results have it (e.g. requested once asked for).
  const open =
    (viewing && items.find((item) => item.id === viewing.id && item.item_type === viewing.item_type)) ?? null;

  return (
    <div>
      <PageHeader
        title="Borrowing"
        description="Find props, set pieces and costumes to borrow from other departments."
      />
      <TypeTabs value={draft.item_type} onChange={chooseType} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(draft.item_type)}>
        <SearchFilters
          draft={draft}
          problem={problem}
          searching={results.isFetching}
          onChange={(changes) => {
            setDraft((current) => ({ ...current, ...changes }));
            setProblem(null);
          }}
          onSearch={() => search(draft)}
          onClear={() => {
            setDraft({ ...emptyDraft, item_type: draft.item_type });
            setProblem(null);
          }}
        />

        {searched === null || departmentId === null ? (
          <EmptyState
            icon={<PackageSearch className="size-10" />}
            title="Search other departments' inventories"
            description="Enter a search term, choose the days you need, or pick an item type or category, then choose Search."
          />
        ) : (
          <h2 ref={resultsHeading} tabIndex={-1} className="sr-only scroll-mt-20 focus:outline-none">
            Search results
          </h2>
        )}
        {searched === null || departmentId === null ? null : results.isPending ? (
          <CardSkeletonGrid count={6} label="Searching" />
        ) : results.isError ? (
          <ErrorNotice
            title={SEARCH_ERROR}
            message={searchErrorReason(results.error)}
            onRetry={() => void results.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<PackageSearch className="size-10" />}
            title="No items found"
            description={
              searched.available_only
                ? 'Try other words or filters, a longer distance, or include items that are not available.'
                : 'Try other words or filters, or a longer distance.'
            }
            action={
              <Button
                variant="secondary"
                onClick={() => setDraft({ ...emptyDraft, item_type: draft.item_type })}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-gray-700" aria-live="polite">
              {foundText(results.data?.total ?? items.length, results.data?.exact ?? true)}
            </p>
            <div
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
              aria-busy={results.isFetching || undefined}
            >
              {items.map((item: BorrowableItem) => (
                <ResultCard
                  key={`${item.item_type}-${item.id}`}
                  item={item}
                  onView={(chosen) => setViewing({ id: chosen.id, item_type: chosen.item_type })}
                />
              ))}
            </div>
            <Pagination
              skip={skip}
              limit={SEARCH_PAGE_SIZE}
              total={results.data?.total ?? 0}
              exact={results.data?.exact ?? true}
              onChange={setSkip}
            />
          </>
        )}
      </div>
      <LazyBorrowDialog
        item={open}
        days={searched && searchedDays(searched)}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
