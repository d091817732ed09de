/**
 * Tells people how an import is going: `status` to the job's followers on `/import-progress` and
 * `import_progress` to its starter on `/notifications`, at most a few times a second (always on a
 * change of status); and a stored notification when it ends.
 */
import { ImportJob, ImportJobError, type ImportJobStatus } from '../../models';
import { pushImportProgress } from '../../realtime/push';
import { notify } from '../notifications';

/** Pushes closer together than this are dropped (the next batch or the end sends the news). */
const MIN_INTERVAL_MS = 250;
/** When each running job was last pushed. */
const lastPush = new Map<number, number>();

export const RECENT_ERRORS = 10;

/** The last errors of a job, oldest first. */
export async function recentErrors(jobId: number): Promise<ImportJobError[]> {
  const rows = await ImportJobError.findAll({
    where: { import_job_id: jobId },
    order: [['id', 'DESC']],
    limit: RECENT_ERRORS,
  });
  return rows.reverse();
}

/** A job with its last errors: what a follower of its progress is sent on connecting. */
export async function progressOf(
  jobId: number,
): Promise<{ job: ImportJob; recent: ImportJobError[] } | null> {
  const job = await ImportJob.findByPk(jobId);
  if (!job) return null;
  return { job, recent: await recentErrors(jobId) };
}

export async function publishProgress(jobId: number, { force = false } = {}): Promise<void> {
  const now = Date.now();
  const last = lastPush.get(jobId);
  if (!force && last !== undefined && now - last < MIN_INTERVAL_MS) return;
  const job = await ImportJob.findByPk(jobId);
  if (!job) return;
  if (job.status === 'pending' || job.status === 'processing') lastPush.set(jobId, now);
  else lastPush.delete(jobId);
  pushImportProgress(job, await recentErrors(jobId));
}

const TITLES = {
  completed: 'Import completed',
  failed: 'Import failed',
  cancelled: 'Import cancelled',
} as const;

/** The last push of a job that ended, and the stored notification its starter finds in the bell. */
export async function announceEnd(jobId: number): Promise<void> {
  await publishProgress(jobId, { force: true });
  const job = await ImportJob.findByPk(jobId);
  if (!job || job.user_id === null) return;
  const status = job.status as ImportJobStatus;
  if (status !== 'completed' && status !== 'failed' && status !== 'cancelled') return;
  const message =
    job.status === 'completed'
      ? job.failed_items > 0
        ? `Import job ${job.id} completed: ${job.successful_items} of ${job.processed_items} rows saved, ${job.failed_items} with errors`
        : `Import job ${job.id} completed successfully! ${job.successful_items} rows saved`
      : job.status === 'failed'
        ? `Import job ${job.id} failed: ${job.error_message ?? 'unknown reason'}`
        : `Import job ${job.id} was cancelled`;
  await notify({
    userId: job.user_id,
    departmentId: job.department_id,
    type:
      job.status === 'completed'
        ? job.failed_items > 0
          ? 'warning'
          : 'success'
        : job.status === 'failed'
          ? 'error'
          : 'info',
    category: 'import',
    title: TITLES[status],
    message,
    actionUrl: `/import-history?job=${job.id}`,
    importJobId: job.id,
  });
}
