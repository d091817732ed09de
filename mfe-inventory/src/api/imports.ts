import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys, importJobsKeys, itemKeys, unwrap, useApi, usePlatform } from '@scenedock/ui';
import type { components, ImportItemType, operations } from '@scenedock/openapi';

export type ImportJob = components['schemas']['ImportJobOut'];
export type ImportJobQuery = NonNullable<operations['ListImportJobs']['parameters']['query']>;
export type ImportJobDeletion = components['schemas']['ImportJobDeletedOut'];

/** A page of the department's import jobs, newest first, with the server's total. */
export function useImportJobs(query: ImportJobQuery) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: importJobsKeys.list(departmentId, query),
    queryFn: ({ signal }) => unwrap(client.GET('/import-jobs', { params: { query }, signal })),
    enabled: departmentId !== null,
    placeholderData: keepPreviousData,
  });
}

/** One job (GET /import-jobs/{id}); `refetchInterval` polls it while live updates are down. */
export function useImportJob(
  id: number | null,
  options: { enabled?: boolean; refetchInterval?: number | false } = {},
) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: importJobsKeys.detail(departmentId, id ?? 0),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/import-jobs/{id}', { params: { path: { id: String(id) } }, signal })),
    enabled: id !== null && departmentId !== null && (options.enabled ?? true),
    refetchInterval: options.refetchInterval ?? false,
    // A job changes while it runs: every view of it asks again rather than trust a recent answer.
    staleTime: 0,
  });
}

/**
 * What a job's end changes: the kind's item lists (its rows were written), the dashboard's
 * figures and the import history (and the shell's active-imports list).
 */
export function useInvalidateAfterImport() {
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return (itemType: ImportItemType) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: itemKeys[itemType].lists(departmentId) }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      // the history's lists and the job's own details (it may be cached as it was while running)
      queryClient.invalidateQueries({ queryKey: importJobsKeys.department(departmentId) }),
    ]);
}

/**
 * DELETE /import-jobs/{id}: cancels a pending or processing job, removes a finished one from the
 * history. The answer's job replaces the cached details.
 */
export function useDeleteImportJob() {
  const client = useApi();
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(client.DELETE('/import-jobs/{id}', { params: { path: { id: String(id) } } })),
    onSuccess: (answer: ImportJobDeletion) => {
      queryClient.setQueryData(importJobsKeys.detail(departmentId, answer.job.id), answer.job);
      return queryClient.invalidateQueries({ queryKey: importJobsKeys.lists(departmentId) });
    },
  });
}

/** POST /import-jobs/bulk-delete: removes finished jobs from the history; running ones are skipped. */
export function useBulkDeleteImportJobs() {
  const client = useApi();
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return useMutation({
    mutationFn: (ids: number[]) => unwrap(client.POST('/import-jobs/bulk-delete', { body: { ids } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importJobsKeys.department(departmentId) }),
  });
}

/** GET /import-jobs/{id}/errors: the rejected rows as CSV (Row, Field, Message, then the file's columns). */
export function useDownloadImportErrors() {
  const client = useApi();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap<Blob>(
        client.GET('/import-jobs/{id}/errors', { params: { path: { id: String(id) } }, parseAs: 'blob' }),
      ),
  });
}

/** The error report's file name, as the server names it too. */
export const errorReportName = (id: number) => `import-job-${id}-errors.csv`;
