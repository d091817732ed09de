import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { importJobsKeys, unwrap, useApi, usePlatform } from '@scenedock/ui';
import { hasRemote } from '../remotes';

// The list opens on demand: the top bar carries only the button and its count.
const ActiveImportsPanel = lazy(() => import('./ActiveImportsPanel'));

/** The pending and processing jobs, as many as the top bar lists. */
export const ACTIVE_IMPORTS_QUERY = { active: true, limit: 20 } as const;

/** While any job is active, the list is asked for again this often. */
export const ACTIVE_IMPORTS_POLL_MS = 10_000;

/** The current department's active import jobs (under the kit's key, so imports refresh it). */
export function useActiveImports(enabled: boolean) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: importJobsKeys.list(departmentId, ACTIVE_IMPORTS_QUERY),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/import-jobs', { params: { query: ACTIVE_IMPORTS_QUERY }, signal })),
    enabled: enabled && departmentId !== null,
    refetchInterval: (query) => (query.state.data?.items.length ? ACTIVE_IMPORTS_POLL_MS : false),
  });
}

/**
 * The top bar's active-imports indicator: a count of the running CSV imports, opening their list.
 * Nothing shows while none runs.
 */
export function ActiveImports() {
  const available = hasRemote('inventory');
  const { data } = useActiveImports(available);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const boxRef = useRef<HTMLDivElement>(null);
  const jobs = data?.items ?? [];
  const count = Math.max(data?.total ?? 0, jobs.length);
  if (!available || (count === 0 && !open)) return null;
  return (
    <div ref={boxRef} className="relative">
      <button
        type="button"
        className="relative rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        aria-label={`Active imports: ${count}`}
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        <FileUp className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            className="absolute -right-0.5 -top-0.5 flex min-w-4 items-center justify-center rounded-full bg-indigo-600 px-1 text-[10px] font-semibold leading-4 text-white"
            data-testid="active-imports-count"
            aria-hidden="true"
          >
            {count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ActiveImportsPanel jobs={jobs} total={count} container={boxRef} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
