import type { ImportItemType, ImportJob, ImportJobError, ImportJobStatus } from '../models';

/** One error of an import: a row's rule it broke, or what was wrong with the file. */
export interface ImportRowErrorOut {
  /**
   * the data row's number (1 = the first row after the header); 0 = the file as a whole
   * @isInt
   */
  row: number;
  /** the column (as in the template), or empty for the whole row or file */
  field: string;
  message: string;
}

/** How many errors of each kind a job met. */
export interface ImportErrorSummary {
  /**
   * the file could not be read as CSV
   * @isInt
   */
  csv_validation_errors: number;
  /**
   * required columns missing from the header
   * @isInt
   */
  schema_errors: number;
  /**
   * row errors: a cell broke a rule (Required, Must be a number, …)
   * @isInt
   */
  validation_errors: number;
  /**
   * rows that passed the rules but could not be saved
   * @isInt
   */
  batch_errors: number;
}

export interface ImportErrorDetails {
  /**
   * errors found in all, those kept and those beyond the kept ones
   * @isInt
   */
  total_errors: number;
  /**
   * errors found beyond the first 1,000, which a job does not keep: the summary, the recent errors
   * and the error report cover only the kept ones ("and N more errors")
   * @isInt
   */
  errors_omitted: number;
  /** the kept errors by kind */
  error_summary: ImportErrorSummary;
}

/** An import job as the history and the progress view show it. */
export interface ImportJobOut {
  /** @isInt */
  id: number;
  /** the job's uuid: every import-jobs call and the progress channel accept it or `id` */
  job_id: string;
  /**
   * who started it (null once that account is deleted)
   * @isInt
   */
  user_id: number | null;
  user_name: string | null;
  /** @isInt */
  department_id: number;
  item_type: ImportItemType;
  status: ImportJobStatus;
  /** the uploaded file's name */
  file_name: string;
  /**
   * data rows in the file; null until the worker has counted them
   * @isInt
   */
  total_items: number | null;
  /**
   * rows read so far
   * @isInt
   */
  processed_items: number;
  /**
   * rows saved (created or updated)
   * @isInt
   */
  successful_items: number;
  /**
   * rows skipped for errors
   * @isInt
   */
  failed_items: number;
  /** @isInt */
  created_items: number;
  /** @isInt */
  updated_items: number;
  /**
   * 0 to 100
   * @isInt
   */
  progress_percentage: number;
  /**
   * seconds, while processing; null when unknown
   * @isInt
   */
  estimated_time_remaining: number | null;
  /** the name of the last row written, while processing */
  current_item: string | null;
  /** why the job failed */
  error_message: string | null;
  error_details: ImportErrorDetails;
  /** the last 10 errors, oldest first */
  recent_errors: ImportRowErrorOut[];
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
  /**
   * from start to end (or to now while running); null before it starts
   * @isInt
   */
  duration_seconds: number | null;
}

/** A page of import jobs, newest first. */
export interface ImportJobPageOut {
  items: ImportJobOut[];
  /**
   * jobs matching the filters in all
   * @isInt
   */
  total: number;
}

/** What `DELETE /import-jobs/{id}` did. */
export interface ImportJobDeletedOut {
  /** `cancelled` for a pending or processing job, `removed` (from the history) for a finished one */
  outcome: 'cancelled' | 'removed';
  message: string;
  /** the job as it was after the change */
  job: ImportJobOut;
}

export interface ImportJobSkippedOut {
  /** the id as sent */
  id: number | string;
  reason: string;
}

/** What the bulk removal did with each id. */
export interface ImportJobsRemovedOut {
  /** ids of the jobs removed from the history */
  removed: number[];
  skipped: ImportJobSkippedOut[];
}

/** The live progress of a job, as `/import-progress` and `/notifications` push it. */
export interface ImportProgress {
  id: number;
  job_id: string;
  item_type: ImportItemType;
  status: ImportJobStatus;
  progress_percentage: number;
  estimated_time_remaining: number | null;
  total_items: number | null;
  items_processed: number;
  items_successful: number;
  items_failed: number;
  current_item: string | null;
  recent_errors: ImportRowErrorOut[];
  error_message: string | null;
}

/** What a job's errors add up to, from its error counts by kind. */
export type ErrorCounts = Partial<Record<ImportJobError['kind'], number>>;

function percentage(job: ImportJob): number {
  if (job.status === 'completed') return 100;
  if (!job.total_items) return 0;
  return Math.min(100, Math.floor((job.processed_items / job.total_items) * 100));
}

function secondsLeft(job: ImportJob, now: number): number | null {
  if (job.status !== 'processing' || !job.started_at || !job.total_items || job.processed_items === 0)
    return null;
  const elapsed = (now - job.started_at.getTime()) / 1000;
  const rate = job.processed_items / Math.max(elapsed, 0.001);
  return Math.max(0, Math.round((job.total_items - job.processed_items) / rate));
}

function duration(job: ImportJob, now: number): number | null {
  if (!job.started_at) return null;
  const end = job.completed_at ? job.completed_at.getTime() : now;
  return Math.max(0, Math.round((end - job.started_at.getTime()) / 1000));
}

function errorDetails(job: ImportJob, summary: ImportErrorSummary): ImportErrorDetails {
  const kept =
    summary.csv_validation_errors + summary.schema_errors + summary.validation_errors + summary.batch_errors;
  // error_count counts every error found (jobs from before it was kept: 0, and all were kept).
  const omitted = Math.max(0, (job.error_count ?? 0) - kept);
  return { total_errors: kept + omitted, errors_omitted: omitted, error_summary: summary };
}

export function presentImportError(row: ImportJobError): ImportRowErrorOut {
  return { row: row.row_number, field: row.field, message: row.message };
}

export function presentImportJob(
  job: ImportJob & { user?: { fullName: string } | null },
  recent: ImportJobError[],
  counts: ErrorCounts,
  now = Date.now(),
): ImportJobOut {
  const summary: ImportErrorSummary = {
    csv_validation_errors: counts.file ?? 0,
    schema_errors: counts.column ?? 0,
    validation_errors: counts.row ?? 0,
    batch_errors: counts.batch ?? 0,
  };
  return {
    id: job.id,
    job_id: job.job_id,
    user_id: job.user_id,
    user_name: job.user?.fullName ?? null,
    department_id: job.department_id,
    item_type: job.item_type,
    status: job.status,
    file_name: job.file_name,
    total_items: job.total_items ?? null,
    processed_items: job.processed_items,
    successful_items: job.successful_items,
    failed_items: job.failed_items,
    created_items: job.created_items,
    updated_items: job.updated_items,
    progress_percentage: percentage(job),
    estimated_time_remaining: secondsLeft(job, now),
    current_item: job.status === 'processing' ? (job.current_item ?? null) : null,
    error_message: job.error_message ?? null,
    error_details: errorDetails(job, summary),
    recent_errors: recent.map(presentImportError),
    created_at: job.created_at,
    started_at: job.started_at ?? null,
    completed_at: job.completed_at ?? null,
    duration_seconds: duration(job, now),
  };
}

export function presentImportProgress(
  job: ImportJob,
  recent: ImportJobError[],
  now = Date.now(),
): ImportProgress {
  return {
    id: job.id,
    job_id: job.job_id,
    item_type: job.item_type,
    status: job.status,
    progress_percentage: percentage(job),
    estimated_time_remaining: secondsLeft(job, now),
    total_items: job.total_items ?? null,
    items_processed: job.processed_items,
    items_successful: job.successful_items,
    items_failed: job.failed_items,
    current_item: job.status === 'processing' ? (job.current_item ?? null) : null,
    recent_errors: recent.map(presentImportError),
    error_message: job.error_message ?? null,
  };
}

/** A job just created: nothing read, no errors yet. */
export function presentNewImportJob(job: ImportJob): ImportJobOut {
  return presentImportJob(job, [], {});
}
