import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ApiError, Dialog, ErrorNotice, Spinner } from '@scenedock/ui';
import { useImportJob } from '../../api/imports';
import { isActive } from '../progress/display';
import { ImportProgressDialog, JOB_NOT_FOUND } from '../progress/ImportProgressDialog';
import { JobDetailsDialog } from './JobDetailsDialog';

/**
 * The job the address names (`?job=<id>`): its progress while it runs, its details once it has
 * ended. Which of the two is decided by the first fresh answer, so a job that ends while watched
 * stays in its progress view.
 */
export function OpenJob({ id, onClose }: { id: number | null; onClose: () => void }) {
  if (id === null) return null;
  return <JobDialog key={id} id={id} onClose={onClose} />;
}

function JobDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const job = useImportJob(id);
  const [view, setView] = useState<'progress' | 'details' | null>(null);
  // Decided on an answer fetched now: a cached one may be from while the job still ran.
  if (view === null && job.data && job.isFetchedAfterMount)
    setView(isActive(job.data.status) ? 'progress' : 'details');

  const notFound = job.error instanceof ApiError && job.error.status === 404;
  const failed = job.isError && !notFound;
  const told = useRef(false);
  useEffect(() => {
    if (failed && !told.current) {
      told.current = true;
      toast.error('Failed to load job details', { duration: 5000 });
    }
  }, [failed]);

  if (view === 'progress') return <ImportProgressDialog jobId={id} open onClose={onClose} />;
  if (view === 'details' && job.data) return <JobDetailsDialog job={job.data} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} title="Import Job" size="sm">
      {notFound ? (
        <p className="text-sm text-gray-700">{JOB_NOT_FOUND}</p>
      ) : failed ? (
        <ErrorNotice title="Failed to load job details" onRetry={() => void job.refetch()} />
      ) : (
        <div className="flex justify-center py-6 text-indigo-600">
          <Spinner className="size-6" label="Loading import job" />
        </div>
      )}
    </Dialog>
  );
}
