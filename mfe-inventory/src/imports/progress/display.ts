import type { ImportItemType, ImportJobStatus, ImportProgress } from '@scenedock/openapi';

/** Pending or processing: the job can still change, and be cancelled. */
export function isActive(status: ImportJobStatus): boolean {
  return status === 'pending' || status === 'processing';
}

export const isFinished = (status: ImportJobStatus): boolean => !isActive(status);

/** The progress view's title for a status. */
export function progressTitle(status: ImportJobStatus | undefined): string {
  switch (status) {
    case 'completed':
      return 'Import Completed';
    case 'failed':
      return 'Import Failed';
    case 'cancelled':
      return 'Import Cancelled';
    default:
      return 'Import In Progress';
  }
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A time left in words: 'less than a minute', 'about 2 minutes', 'about 1 hour'. */
export function timeRemainingWords(seconds: number): string {
  if (seconds < 45) return 'less than a minute';
  if (seconds < 90) return 'about 1 minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${plural(minutes, 'minute')}`;
  return `about ${plural(Math.round(minutes / 60), 'hour')}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A job's run time: '42s', '1m 05s', '2h 03m'; '—' when it has none yet. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '—';
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole}s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes}m ${two(whole % 60)}s`;
  return `${Math.floor(minutes / 60)}h ${two(minutes % 60)}m`;
}

/** Successful rows as a percentage of those processed; null when nothing was processed yet. */
export function successRate(job: { processed_items: number; successful_items: number }): number | null {
  if (job.processed_items <= 0) return null;
  return (job.successful_items / job.processed_items) * 100;
}

/** Green from 90 %, yellow from 70 %, red below. */
export function successRateTone(rate: number): 'green' | 'yellow' | 'red' {
  if (rate >= 90) return 'green';
  if (rate >= 70) return 'yellow';
  return 'red';
}

/** '95%', '89.9%' (rounded down, so the figure never reads higher than its colour says). */
export function formatRate(rate: number): string {
  return `${Math.floor(rate * 10) / 10}%`;
}

/**
 * The job as the progress view shows it, built from the full job (GET) in the socket's shape.
 */
export function progressOf(job: {
  id: number;
  job_id: string;
  item_type: ImportItemType;
  status: ImportJobStatus;
  progress_percentage: number;
  estimated_time_remaining: number | null;
  total_items: number | null;
  processed_items: number;
  successful_items: number;
  failed_items: number;
  current_item: string | null;
  recent_errors: ImportProgress['recent_errors'];
  error_message: string | null;
}): ImportProgress {
  return {
    id: job.id,
    job_id: job.job_id,
    item_type: job.item_type,
    status: job.status,
    progress_percentage: job.progress_percentage,
    estimated_time_remaining: job.estimated_time_remaining,
    total_items: job.total_items,
    items_processed: job.processed_items,
    items_successful: job.successful_items,
    items_failed: job.failed_items,
    current_item: job.current_item,
    recent_errors: job.recent_errors,
    error_message: job.error_message,
  };
}

const STAGE: Record<ImportJobStatus, number> = {
  pending: 0,
  processing: 1,
  completed: 2,
  failed: 2,
  cancelled: 2,
};

/**
 * The further along of two reports of the same job (a job only moves forward): by status, then
 * by rows processed; `b` (the newer arrival) on a tie.
 */
export function furthest(a: ImportProgress | undefined, b: ImportProgress | undefined) {
  if (!a) return b;
  if (!b) return a;
  if (STAGE[a.status] !== STAGE[b.status]) return STAGE[a.status] > STAGE[b.status] ? a : b;
  return a.items_processed > b.items_processed ? a : b;
}
