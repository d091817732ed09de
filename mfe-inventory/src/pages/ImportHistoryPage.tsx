import { useEffect } from 'react';
import toast from 'react-hot-toast/headless';
import { FileClock, RefreshCw, Trash2 } from 'lucide-react';
import {
  Button,
  can,
  ConfirmDialog,
  EmptyState,
  ErrorNotice,
  PageHeader,
  Pagination,
  RowSkeletons,
  useCurrentUser,
  useListParams,
  useRowSelection,
} from '@scenedock/ui';
import { useSearchParams } from '@scenedock/ui/router';
import { useImportJobs } from '../api/imports';
import { HistoryFilters } from '../imports/history/HistoryFilters';
import {
  HISTORY_FILTERS,
  HISTORY_PAGE_SIZE,
  historyQuery,
  JOB_PARAM,
  jobIdOf,
} from '../imports/history/historyFilters';
import { ImportJobsTable } from '../imports/history/ImportJobsTable';
import { OpenJob } from '../imports/history/OpenJob';
import { HISTORY_CANCEL_CONFIRMATION, useHistoryActions } from '../imports/history/useHistoryActions';
import { useErrorReport } from '../imports/progress/useErrorReport';

/** 'Import History': the department's CSV imports, their progress and their rejected rows. */
export function ImportHistoryPage() {
  const { data: me } = useCurrentUser();
  const canManage = can(me, 'runImports');

  const list = useListParams(HISTORY_FILTERS, HISTORY_PAGE_SIZE);
  const query = historyQuery(list.values);
  const jobs = useImportJobs({ ...query, skip: list.skip, limit: list.limit });
  const rows = jobs.data?.items ?? [];
  const total = jobs.data?.total ?? 0;

  const [params, setParams] = useSearchParams();
  const openId = jobIdOf(params.get(JOB_PARAM));
  const openJob = (id: number | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete(JOB_PARAM);
      else next.set(JOB_PARAM, String(id));
      return next;
    });

  const actions = useHistoryActions({
    // A job cancelled here closes its progress view if it is the one open.
    onCancelled: (job) => {
      if (job.id === openId) openJob(null);
    },
  });
  const report = useErrorReport();

  // New filters or another page start afresh.
  const selection = useRowSelection(canManage ? rows : [], JSON.stringify([query, list.skip]));
  const chosen = selection.chosen.map((row) => row.id);

  // Told when the list fails, not again on every render of the failure.
  useEffect(() => {
    if (jobs.isError) toast.error('Failed to load import history', { duration: 5000 });
  }, [jobs.isError]);

  return (
    <div>
      <PageHeader
        title="Import History"
        description="CSV imports into this department's inventory, newest first."
        actions={
          <>
            <Button
              variant="secondary"
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
              loading={jobs.isFetching && !jobs.isPending}
              onClick={() => void jobs.refetch()}
            >
              Refresh
            </Button>
            {canManage && (
              <Button
                variant="danger"
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                disabled={chosen.length === 0}
                onClick={actions.askBulkDelete}
              >
                Delete Selected{chosen.length > 0 && ` (${chosen.length})`}
              </Button>
            )}
          </>
        }
      />
      <HistoryFilters list={list} />

      {jobs.isPending ? (
        <RowSkeletons count={6} label="Loading import history" />
      ) : jobs.isError ? (
        <ErrorNotice title="Failed to load import history" onRetry={() => void jobs.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<FileClock className="size-8" />}
          title={list.active ? 'No import jobs match these filters' : 'No imports yet'}
          description={
            list.active
              ? undefined
              : 'Use Import CSV on the Props, Sets or Costumes screens to add many items at once; each import is listed here.'
          }
          action={
            list.active ? (
              <Button variant="secondary" onClick={list.clear}>
                Clear Filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ImportJobsTable
            rows={rows}
            busy={jobs.isFetching}
            canManage={canManage}
            selection={selection}
            onView={(job) => openJob(job.id)}
            onCancel={actions.askCancel}
            onDownloadErrors={(job) => void report.save(job.id)}
            downloading={(job) => report.busyFor(job.id)}
          />
          <Pagination
            skip={list.skip}
            limit={list.limit}
            total={total}
            onChange={(skip) => list.update({ page: String(skip / list.limit + 1) })}
          />
        </>
      )}

      <OpenJob id={openId} onClose={() => openJob(null)} />
      <ConfirmDialog
        open={actions.cancelling !== null}
        onClose={actions.closeCancel}
        title="Cancel Import"
        message={HISTORY_CANCEL_CONFIRMATION}
        confirmLabel="Cancel Import"
        onConfirm={() => actions.cancelling && actions.cancel(actions.cancelling)}
      />
      <ConfirmDialog
        open={actions.confirmingBulk}
        onClose={actions.closeBulkDelete}
        title="Delete Selected"
        message={`Remove ${chosen.length === 1 ? 'the selected import job' : `the ${chosen.length} selected import jobs`} from the history? The items they imported stay in the inventory; running jobs are skipped.`}
        confirmLabel="Delete"
        onConfirm={async () => {
          await actions.bulkDelete(chosen);
          selection.clear();
        }}
      />
    </div>
  );
}
