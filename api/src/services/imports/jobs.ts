/**
 * Import jobs as people handle them: start one from an uploaded file, list and read them, cancel a
 * running one, remove finished ones from the history, and get a job's errors as a CSV file.
 */
import type { Transaction } from 'sequelize';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Op, fn, col, type WhereOptions } from 'sequelize';
import type { Actor } from '../../domain/actor';
import { BadRequest, NotFound, TooManyRequests } from '../../errors';
import { csvLine } from '../../lib/csv';
import { findPage } from '../../lib/query';
import { pageOf, type Limit, type Skip } from '../../lib/validation';
import {
  ACTIVE_IMPORT_STATUSES,
  Department,
  ImportJob,
  ImportJobError,
  User,
  type ImportItemType,
  type ImportJobStatus,
} from '../../models';
import { authorizeImport, canImport } from '../../policies/imports';
import { enqueue } from '../../queue';
import { recordAudit } from '../audit';
import { inDepartmentTransaction } from '../departmentLock';
import { currentDepartmentOf } from '../session';
import { storage } from '../storage';
import { ID_HEADER, IMPORT_KINDS, looksLikeHeader } from './columns';
import { detectEncoding, firstRow, UnreadableCsv, type CsvEncoding } from './csvReader';
import { importKey, removeImport } from './importFiles';
import { headerProblem } from './limits';
import { announceEnd, recentErrors } from './progress';

/** The largest file an import takes. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const IMPORT_TOO_LARGE = 'File size must be less than 50MB';
export const NOT_A_CSV = 'Please select a CSV file';
/** Jobs a department may have waiting or running at once. */
export const MAX_ACTIVE_IMPORTS = 5;
const JOB_NOT_FOUND = 'Import job not found';

export { importDir, importStagingDir } from './importFiles';

/** A file the upload received (multer's disk storage, in `importStagingDir()`). */
export interface UploadedCsv {
  originalname: string;
  path: string;
  size: number;
}

/** The name the job shows: the upload's own, without folders or control characters. */
function fileNameOf(original: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are not part of a name
  const controls = /[\u0000-\u001f\u007f]/g;
  return path.basename(original).replace(controls, '').slice(0, 255);
}

export function isCsvName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}

const withStarter = { model: User, as: 'user', attributes: ['id', 'first_name', 'last_name'] };

/**
 * A job of a department the actor is a member of, by its id or uuid; 404 for any other (a job of
 * another department is not there, as far as the caller can tell).
 */
export async function findJob(actor: Actor, ref: string | number): Promise<ImportJob> {
  const text = String(ref).trim();
  const where: WhereOptions = /^\d{1,10}$/.test(text) ? { id: Number(text) } : { job_id: text.toLowerCase() };
  const job = await ImportJob.findOne({ where, include: [withStarter] });
  if (!job || !canImport(actor, 'view', job.department_id)) throw new NotFound(JOB_NOT_FOUND);
  return job;
}

/** The error counts of jobs by kind, for their summaries. */
async function errorCounts(jobIds: number[]) {
  const counts = new Map<number, Partial<Record<string, number>>>();
  if (jobIds.length === 0) return counts;
  const rows = (await ImportJobError.findAll({
    attributes: ['import_job_id', 'kind', [fn('COUNT', col('id')), 'n']],
    where: { import_job_id: jobIds },
    group: ['import_job_id', 'kind'],
    raw: true,
  })) as unknown as { import_job_id: number; kind: string; n: number | string }[];
  for (const row of rows) {
    const entry = counts.get(row.import_job_id) ?? {};
    entry[row.kind] = Number(row.n);
    counts.set(row.import_job_id, entry);
  }
  return counts;
}

/** A job with what its view shows beside it: the last errors and the error counts. */
export async function jobDetails(job: ImportJob) {
  const [recent, counts] = await Promise.all([recentErrors(job.id), errorCounts([job.id])]);
  return { job, recent, counts: counts.get(job.id) ?? {} };
}

async function discard(file: UploadedCsv, kept: string | null): Promise<void> {
  await fs.rm(file.path, { force: true }).catch(() => undefined);
  await removeImport(kept);
}

const tooManyImports = () =>
  new TooManyRequests(
    `This department already has ${MAX_ACTIVE_IMPORTS} imports waiting or running: wait for one to finish`,
    30,
  );

/**
 * Refuses an import before its file is read (http/importAllowance.ts): a role that may not import, or
 * a department whose imports are all taken. startImport checks the count again under the
 * department's lock; this only spares the upload of a file that would be refused.
 */
export async function refuseImportEarly(actor: Actor): Promise<void> {
  const department = currentDepartmentOf(actor);
  authorizeImport(actor, 'start', department.id);
  await refuseOverAllowance(department.id);
}

/** 429 when the department has MAX_ACTIVE_IMPORTS waiting or running (in `transaction`, under its lock). */
async function refuseOverAllowance(departmentId: number, transaction?: Transaction): Promise<void> {
  const active = await ImportJob.count({
    where: { department_id: departmentId, status: ACTIVE_IMPORT_STATUSES },
    transaction,
  });
  if (active >= MAX_ACTIVE_IMPORTS) throw tooManyImports();
}

/**
 * Starts an import of `file` into the current department (managers and up): checks that it reads as
 * a CSV with a header, keeps it in the storage for the workers and queues the job. The answer comes
 * at once.
 */
export async function startImport(
  actor: Actor,
  itemType: ImportItemType,
  file: UploadedCsv | undefined,
): Promise<ImportJob> {
  // tsoa passes a missing file on as undefined: a form without the field `file`.
  if (!file) throw new BadRequest('Please select a file first');
  let kept: string | null = null;
  try {
    const department = currentDepartmentOf(actor);
    authorizeImport(actor, 'start', department.id);
    if (!isCsvName(file.originalname)) throw new BadRequest(NOT_A_CSV);
    if (file.size === 0)
      throw new BadRequest('The file is empty: it needs a header row and at least one row of items');
    const spec = IMPORT_KINDS[itemType];
    let header: string[] | null;
    let encoding: CsvEncoding;
    try {
      // Read once in the encoding found here, by this check and by the worker alike.
      encoding = await detectEncoding(file.path);
      header = await firstRow(file.path, encoding);
    } catch (err) {
      if (err instanceof UnreadableCsv) throw new BadRequest(err.message);
      throw err;
    }
    if (!header)
      throw new BadRequest('The file is empty: it needs a header row and at least one row of items');
    // Before anything is stored: the header is kept with the job for its error report.
    const tooWide = headerProblem(header);
    if (tooWide) throw new BadRequest(tooWide);
    if (!looksLikeHeader(spec, header)) {
      throw new BadRequest(
        `The first row must be a header naming the columns: ${[ID_HEADER, ...spec.columns.map((c) => c.header)].join(', ')}`,
      );
    }
    const jobId = crypto.randomUUID();
    // Into the folder (a rename) or the bucket (uploaded, the staging file removed).
    await storage.moveIn(importKey(jobId), file.path, 'text/csv');
    kept = importKey(jobId);
    const job = await inDepartmentTransaction(department.id, async (transaction) => {
      await refuseOverAllowance(department.id, transaction);
      const created = await ImportJob.create(
        {
          job_id: jobId,
          department_id: department.id,
          user_id: actor.user.id,
          item_type: itemType,
          file_name: fileNameOf(file.originalname),
          file_path: kept,
          file_size: file.size,
          file_headers: JSON.stringify(header),
          file_encoding: encoding,
        },
        { transaction },
      );
      await recordAudit(
        { action: 'import_started', actor, department, details: { job: created.id, item_type: itemType } },
        transaction,
      );
      return created;
    });
    await enqueue('import', { importJobId: job.id }, job.job_id);
    return job;
  } catch (err) {
    await discard(file, kept);
    throw err;
  }
}

export interface ImportJobFilters {
  skip?: Skip;
  limit?: Limit;
  status?: ImportJobStatus;
  item_type?: ImportItemType;
  /** only pending and processing jobs */
  active?: boolean;
}

/** The current department's jobs, newest first (any member). */
export async function listJobs(actor: Actor, filters: ImportJobFilters) {
  const department = currentDepartmentOf(actor);
  const page = pageOf(filters.skip, filters.limit);
  const and: WhereOptions[] = [{ department_id: department.id }];
  if (filters.status) and.push({ status: filters.status });
  if (filters.item_type) and.push({ item_type: filters.item_type });
  if (filters.active === true) and.push({ status: ACTIVE_IMPORT_STATUSES });
  if (filters.active === false) and.push({ status: { [Op.notIn]: ACTIVE_IMPORT_STATUSES } });
  const { rows, count } = await findPage(ImportJob, {
    where: { [Op.and]: and },
    include: [withStarter],
    order: [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ],
    offset: page.skip,
    limit: page.limit,
  });
  const ids = rows.map((r) => r.id);
  const [counts, recent] = await Promise.all([
    errorCounts(ids),
    Promise.all(ids.map((id) => recentErrors(id))),
  ]);
  return {
    items: rows.map((job, i) => ({ job, recent: recent[i], counts: counts.get(job.id) ?? {} })),
    total: count,
  };
}

/**
 * Cancels a pending or processing job (managers and up). Under the department's lock, so a running
 * job's next batch sees the cancel and writes nothing more.
 */
async function cancel(actor: Actor, job: ImportJob): Promise<ImportJob> {
  authorizeImport(actor, 'cancel', job.department_id);
  const department = await Department.findByPk(job.department_id);
  const changed = await inDepartmentTransaction(job.department_id, async (transaction) => {
    const current = await ImportJob.findByPk(job.id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!current || !ACTIVE_IMPORT_STATUSES.includes(current.status)) return false;
    await current.update(
      {
        status: 'cancelled',
        completed_at: new Date(),
        current_item: null,
        file_path: null,
        error_message: null,
      },
      { transaction },
    );
    await recordAudit(
      { action: 'import_cancelled', actor, department, details: { job: job.id } },
      transaction,
    );
    return true;
  });
  if (changed) {
    // A running worker may still be reading it: an open local file stays readable, an object's
    // GetObject already under way goes on; the worker stops at its next batch anyway.
    await removeImport(job.file_path);
    await announceEnd(job.id);
  }
  await job.reload({ include: [withStarter] });
  return job;
}

async function remove(actor: Actor, job: ImportJob): Promise<void> {
  authorizeImport(actor, 'remove', job.department_id);
  const department = await Department.findByPk(job.department_id);
  await inDepartmentTransaction(job.department_id, async (transaction) => {
    await ImportJob.destroy({
      where: { id: job.id, status: { [Op.notIn]: ACTIVE_IMPORT_STATUSES } },
      transaction,
    });
    await recordAudit({ action: 'import_removed', actor, department, details: { job: job.id } }, transaction);
  });
}

/** `DELETE /import-jobs/{id}`: cancels an active job, removes a finished one from the history. */
export async function cancelOrRemove(actor: Actor, ref: string) {
  const job = await findJob(actor, ref);
  if (ACTIVE_IMPORT_STATUSES.includes(job.status)) {
    const cancelled = await cancel(actor, job);
    if (cancelled.status === 'cancelled') {
      return {
        outcome: 'cancelled' as const,
        message: 'Import job cancelled successfully',
        ...(await jobDetails(cancelled)),
      };
    }
    // It finished while we were cancelling it: nothing left to cancel.
    return {
      outcome: 'cancelled' as const,
      message: `Import job ${job.id} had already ${cancelled.status}`,
      ...(await jobDetails(cancelled)),
    };
  }
  const details = await jobDetails(job);
  await remove(actor, job);
  return { outcome: 'removed' as const, message: 'Import job removed from history', ...details };
}

/** The history's Delete Selected: removes the finished jobs among `refs`, says why it kept the others. */
export async function removeJobs(actor: Actor, refs: (string | number)[]) {
  const removed: number[] = [];
  const skipped: { id: string | number; reason: string }[] = [];
  for (const ref of refs) {
    let job: ImportJob;
    try {
      job = await findJob(actor, ref);
    } catch (err) {
      if (!(err instanceof NotFound)) throw err;
      skipped.push({ id: ref, reason: JOB_NOT_FOUND });
      continue;
    }
    if (ACTIVE_IMPORT_STATUSES.includes(job.status)) {
      skipped.push({ id: ref, reason: 'Cancel the job before removing it' });
      continue;
    }
    if (removed.includes(job.id)) continue;
    await remove(actor, job);
    removed.push(job.id);
  }
  return { removed, skipped };
}

/** Error rows per page of the report: the file is written as it is read, whatever its length. */
const REPORT_PAGE = 2000;

async function* errorLines(job: ImportJob): AsyncGenerator<string> {
  const header = job.file_headers ? (JSON.parse(job.file_headers) as string[]) : [];
  yield csvLine(['Row', 'Field', 'Message', ...header]);
  let after = { row: -1, id: 0 };
  for (;;) {
    const page = await ImportJobError.findAll({
      where: {
        import_job_id: job.id,
        [Op.or]: [
          { row_number: { [Op.gt]: after.row } },
          { row_number: after.row, id: { [Op.gt]: after.id } },
        ],
      },
      order: [
        ['row_number', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: REPORT_PAGE,
    });
    if (page.length === 0) return;
    yield page
      .map((e) =>
        csvLine([e.row_number, e.field, e.message, ...(e.cells ? (JSON.parse(e.cells) as string[]) : [])]),
      )
      .join('');
    const last = page[page.length - 1];
    after = { row: last.row_number, id: last.id };
  }
}

/**
 * A job's errors as CSV: Row, Field, Message, then the row's cells under the file's own headers.
 * Formulas are neutralised, as in every CSV we write.
 */
export async function errorReport(actor: Actor, ref: string) {
  const job = await findJob(actor, ref);
  return { filename: `import-job-${job.id}-errors.csv`, lines: errorLines(job) };
}
