import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from '@scenedock/ui/router';
import { Plus, Theater } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import {
  Button,
  can,
  CardSkeletonGrid,
  EmptyState,
  enumOptions,
  ErrorNotice,
  isEnumValue,
  PageHeader,
  Pagination,
  SearchInput,
  useCurrentDepartment,
  useCurrentUser,
  usePlatform,
} from '@scenedock/ui';
import { useProductions, type ProductionStatus } from '../api/productions';
import { productionListError } from '../api/errors';
import { ProductionCard } from '../components/ProductionCard';
import { useProductionDialogs } from '../components/ProductionDialogs';
import { LazyProductionFormDialog, preloadProductionForm } from '../components/lazyDialogs';

const PAGE_SIZE = 24;

const STATUS_OPTIONS = enumOptions('productionStatus');

function statusParam(value: string | null): ProductionStatus | undefined {
  return value && isEnumValue('productionStatus', value) ? value : undefined;
}

/** /productions: the department's productions, searched and filtered by the server, 24 a page. */
export function ProductionsPage() {
  const { data: user } = useCurrentUser();
  const department = useCurrentDepartment();
  const { departmentId } = usePlatform();
  // Filters live in the address, so a filtered list can be shared, reloaded and navigated back to.
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const status = statusParam(params.get('status'));
  const skip = Math.max(0, Number(params.get('skip')) || 0);
  const [draft, setDraft] = useState(search);
  const [adding, setAdding] = useState(false);
  const dialogs = useProductionDialogs();
  const list = useProductions({ search: search || undefined, status, skip, limit: PAGE_SIZE });
  const announce = useRef(false);

  useEffect(() => setDraft(search), [search]);

  const mayManage = can(user, 'manageProductions');

  // An explicit search reports how many it found once the answer is in.
  useEffect(() => {
    if (!announce.current || list.isFetching || list.isPlaceholderData) return;
    announce.current = false;
    if (list.data) toast.success(`Found ${list.data.total} productions`);
  }, [list.data, list.isFetching, list.isPlaceholderData]);

  useEffect(() => {
    if (list.isError) toast.error('Failed to load productions', { id: 'productions-load' });
  }, [list.isError]);

  function applyFilters(next: { q?: string; status?: string }) {
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value) out.set(key, value);
        else out.delete(key);
      }
      out.delete('skip'); // a new filter starts at its first page
      return out;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    announce.current = true;
    // The same search again asks the server again, rather than answering from the cache silently.
    if (draft.trim() === search) void list.refetch();
    else applyFilters({ q: draft.trim(), status });
  }

  const filtered = Boolean(search || status);
  const productions = list.data?.items ?? [];

  return (
    <div>
      <PageHeader
        title="Productions"
        description={department?.name ?? 'Theater Department'}
        actions={
          mayManage && (
            <Button
              icon={<Plus className="size-4" aria-hidden="true" />}
              // Fetch the form's code as the pointer or focus arrives, so it opens without a wait.
              onPointerEnter={preloadProductionForm}
              onFocus={preloadProductionForm}
              onClick={() => setAdding(true)}
            >
              New Production
            </Button>
          )
        }
      />

      <form role="search" onSubmit={submit} className="mb-6 flex flex-col gap-3 sm:flex-row">
        <SearchInput
          label="Search productions"
          placeholder="Search productions by title, description, or director..."
          className="flex-1"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <select
          aria-label="Status"
          value={status ?? ''}
          onChange={(event) => applyFilters({ q: draft.trim(), status: event.target.value })}
          className="rounded-md border-0 bg-white py-2 pr-8 pl-3 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:ring-inset"
        >
          <option value="">All Status</option>
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>

      {list.isPending && departmentId !== null ? (
        <CardSkeletonGrid count={4} label="Loading productions" />
      ) : list.isError ? (
        <ErrorNotice
          title="Failed to fetch productions. Please try again."
          message={productionListError(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : productions.length === 0 ? (
        <EmptyState
          icon={<Theater className="size-10" />}
          title="No productions found"
          description={
            filtered
              ? 'Try a different search or status.'
              : mayManage
                ? 'Create your first production to start planning.'
                : 'Productions your department plans will appear here.'
          }
          action={
            filtered && (
              <Button variant="secondary" onClick={() => applyFilters({ q: '', status: '' })}>
                Clear filters
              </Button>
            )
          }
        />
      ) : (
        <>
          {/* Cards title themselves with h3: this keeps the outline h1 > h2 > h3 for screen readers. */}
          <h2 className="sr-only">Production list</h2>
          <div
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
            aria-busy={list.isFetching || undefined}
          >
            {productions.map((production) => (
              <ProductionCard
                key={production.id}
                production={production}
                onManageItems={dialogs.manageItems}
                onEdit={dialogs.edit}
                onDelete={dialogs.remove}
              />
            ))}
          </div>
          <Pagination
            skip={skip}
            limit={PAGE_SIZE}
            total={list.data?.total ?? 0}
            onChange={(next) =>
              setParams((current) => {
                const out = new URLSearchParams(current);
                if (next) out.set('skip', String(next));
                else out.delete('skip');
                return out;
              })
            }
          />
        </>
      )}

      {dialogs.dialogs}
      <LazyProductionFormDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
