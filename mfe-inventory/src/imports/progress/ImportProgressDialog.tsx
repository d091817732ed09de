import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Download } from 'lucide-react';
import {
  Alert,
  ApiError,
  Button,
  ConfirmDialog,
  Dialog,
  enumLabel,
  ErrorNotice,
  Spinner,
} from '@scenedock/ui';
import type { ImportProgress } from '@scenedock/openapi';
import { useDeleteImportJob, useImportJob, useInvalidateAfterImport } from '../../api/imports';
import { ConnectionStatus } from './ConnectionStatus';
import { furthest, isActive, isFinished, progressOf, progressTitle, timeRemainingWords } from './display';
import { RecentErrors } from './RecentErrors';
import { useErrorReport } from './useErrorReport';
import { useProgressSocket } from './useProgressSocket';

/** How often the job is asked for while live updates are down. */
export const POLL_WHILE_DISCONNECTED_MS = 3000;

export const CANCEL_CONFIRMATION =
  'Are you sure you want to cancel this import job? This action cannot be undone.';

export const JOB_NOT_FOUND = 'The requested import job could not be found.';

export interface ImportProgressDialogProps {
  jobId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * An import job as it runs: loaded once (so a late open shows where it is), then followed live on
 * its socket, and polled while the socket is down. When it ends: a toast, the item lists
 * refreshed, and a completed job without rejected rows closes the view.
 */
export function ImportProgressDialog({ jobId, open, onClose }: ImportProgressDialogProps) {
  if (!open) return null;
  return <ProgressDialog key={jobId} jobId={jobId} onClose={onClose} />;
}

function ProgressDialog({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  // Set once the job has ended (or does not exist): no socket and no polling after that.
  const [ended, setEnded] = useState(false);
  const [live, setLive] = useState<ImportProgress>();
  const socket = useProgressSocket(jobId, !ended, (progress) => setLive((old) => furthest(old, progress)));
  const polling = !ended && socket.connection.state !== 'connected';
  const job = useImportJob(jobId, { refetchInterval: polling ? POLL_WHILE_DISCONNECTED_MS : false });
  const loaded = job.data && progressOf(job.data);
  // The furthest report seen so far is kept: a later answer never moves the view back.
  useEffect(() => {
    if (loaded) setLive((old) => furthest(loaded, old));
    // `loaded` is rebuilt on every render; the answer it comes from is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job.data]);
  const view = furthest(loaded, live);
  const notFound = !view && job.error instanceof ApiError && job.error.status === 404;

  const remove = useDeleteImportJob();
  const report = useErrorReport();
  const invalidate = useInvalidateAfterImport();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const cancelledHere = useRef(false);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // The end of the job, told once: what it changed is refreshed, and the person is told.
  const status = view?.status;
  const told = useRef(false);
  useEffect(() => {
    if (notFound) setEnded(true);
    if (!view || !isFinished(view.status) || told.current) return;
    told.current = true;
    setEnded(true);
    void invalidate(view.item_type);
    if (view.status === 'completed') {
      toast.success(`Import job ${view.id} completed successfully!`, { duration: 3000 });
      // With rejected rows it stays open: their list and the full report are here.
      if (view.items_failed === 0) onCloseRef.current();
    } else if (view.status === 'failed') {
      toast.error(`Import job ${view.id} failed: ${view.error_message ?? 'Unknown error'}`, {
        duration: 5000,
      });
    } else if (!cancelledHere.current) {
      toast(`Import job ${view.id} was cancelled`, { duration: 4000 });
    }
    // The view's other fields change with every step; its status is what ends the job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, notFound]);

  // A failed load is told once, not on every poll.
  const toldLoadFailure = useRef(false);
  const loadFailed = job.isError && !notFound;
  useEffect(() => {
    if (!loadFailed) toldLoadFailure.current = false;
    else if (!toldLoadFailure.current) {
      toldLoadFailure.current = true;
      toast.error('Failed to load job details', { duration: 5000 });
    }
  }, [loadFailed]);

  async function cancel() {
    cancelledHere.current = true;
    try {
      const answer = await remove.mutateAsync(jobId);
      if (answer.outcome === 'cancelled')
        toast.success('Import job cancelled successfully', { duration: 3000 });
      else toast(answer.message, { duration: 4000 });
    } catch (error) {
      cancelledHere.current = false;
      toast.error('Failed to cancel import job', { duration: 5000 });
      throw error;
    }
  }

  const active = view !== undefined && isActive(view.status);
  const withFailures = view?.status === 'completed' && view.items_failed > 0;

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        title={progressTitle(view?.status)}
        size="lg"
        footer={
          <>
            {withFailures && (
              <Button
                variant="secondary"
                icon={<Download className="size-4" aria-hidden="true" />}
                loading={report.busy}
                onClick={() => void report.save(jobId)}
              >
                Download full error report
              </Button>
            )}
            {active && (
              <Button variant="danger" onClick={() => setConfirmingCancel(true)}>
                Cancel Import
              </Button>
            )}
            <Button variant={active ? 'secondary' : 'primary'} onClick={onClose}>
              Close
            </Button>
          </>
        }
      >
        {view ? (
          <ProgressBody view={view} fileName={job.data?.file_name} />
        ) : notFound ? (
          <p className="text-sm text-gray-700">{JOB_NOT_FOUND}</p>
        ) : job.isError ? (
          <ErrorNotice title="Failed to load job details" onRetry={() => void job.refetch()} />
        ) : (
          <div className="flex justify-center py-6 text-indigo-600">
            <Spinner className="size-6" label="Loading import job" />
          </div>
        )}
        {!ended && (view || !job.isPending) && (
          <div className="mt-5 border-t border-gray-200 pt-3">
            <ConnectionStatus connection={socket.connection} onReconnect={socket.reconnect} />
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmingCancel}
        onClose={() => setConfirmingCancel(false)}
        title="Cancel Import"
        message={CANCEL_CONFIRMATION}
        confirmLabel="Cancel Import"
        onConfirm={cancel}
      />
    </>
  );
}

function ProgressBody({ view, fileName }: { view: ImportProgress; fileName: string | undefined }) {
  const percent = Math.max(0, Math.min(100, Math.round(view.progress_percentage)));
  return (
    <div className="space-y-4 text-sm text-gray-700">
      <p className="text-gray-600">
        Job {view.id} · {enumLabel('importItemType', view.item_type)}
        {fileName && <> · {fileName}</>}
      </p>

      {view.status === 'pending' && (
        <p className="font-medium text-gray-900">Import queued, will start soon.</p>
      )}

      {(view.status === 'processing' || view.status === 'completed') && (
        <div>
          <div className="mb-1 flex justify-between text-xs font-medium text-gray-700">
            <span>Progress</span>
            <span>{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Import progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2.5 overflow-hidden rounded-full bg-gray-200"
          >
            <div
              className={`h-full rounded-full transition-[width] ${view.status === 'completed' ? 'bg-green-600' : 'bg-indigo-600'}`}
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      )}

      {view.status === 'processing' && (
        <div className="space-y-1">
          {view.current_item && (
            <p>
              Importing: <span className="font-medium text-gray-900">{view.current_item}</span>
            </p>
          )}
          {view.estimated_time_remaining !== null && (
            <p>Time remaining: {timeRemainingWords(view.estimated_time_remaining)}</p>
          )}
        </div>
      )}

      {view.status === 'failed' && <Alert>{view.error_message ?? 'The import failed.'}</Alert>}
      {view.status === 'cancelled' && <p className="font-medium text-gray-900">Import was cancelled.</p>}

      <dl className="grid grid-cols-3 gap-3">
        <Counter label="Processed" value={`${view.items_processed} / ${view.total_items ?? '—'}`} />
        <Counter label="Successful" value={view.items_successful} tone="text-green-700" />
        <Counter
          label="Failed"
          value={view.items_failed}
          tone={view.items_failed ? 'text-red-700' : undefined}
        />
      </dl>

      <RecentErrors errors={view.recent_errors} />
    </div>
  );
}

function Counter({
  label,
  value,
  tone = 'text-gray-900',
}: {
  label: string;
  value: string | number;
  tone?: string;
}) {
  return (
    <div className="rounded-md bg-gray-50 px-3 py-2 ring-1 ring-gray-200">
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className={`text-lg font-semibold tabular-nums ${tone}`}>{value}</dd>
    </div>
  );
}
