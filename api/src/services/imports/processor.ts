/**
 * Works one CSV import (the queue's `import` job): counts the file's rows, then reads it again as a
 * stream and writes the rows in batches. Each batch's items, its row errors, the department's item
 * count and the job's progress commit in one transaction, so a worker that dies resumes after the
 * last committed batch: no row written twice, none lost. Cancelling takes the same lock, so a
 * cancelled job stops at the next batch boundary. See docs/imports.md.
 */
import { ConnectionError, TimeoutError, type Transaction } from 'sequelize';
import { config } from '../../config';
import { insertRows } from '../../db/insertRows';
import { NotFound } from '../../errors';
import { logger } from '../../logger';
import { ACTIVE_IMPORT_STATUSES, ImportJob, ImportJobError } from '../../models';
import type { ImportErrorKind } from '../../models/ImportJob';
import { inDepartmentTransaction } from '../departmentLock';
import { adjustCount } from '../inventory/counts';
import { checkRow, headerKey, IMPORT_KINDS, missingColumns, type ImportKind, type RowIssue } from './columns';
import { countRows, csvRows, firstRow, UnreadableCsv, type CsvSource } from './csvReader';
import { openImport, removeImport } from './importFiles';
import { announceEnd, publishProgress } from './progress';

interface DataRow {
  number: number;
  cells: string[];
}

interface NewError {
  kind: ImportErrorKind;
  row: number;
  issue: RowIssue;
  cells: string[] | null;
}

/** A failure that ends the job with a message for the person who started it. */
class ImportFailed extends Error {
  constructor(
    message: string,
    readonly errors: NewError[] = [],
  ) {
    super(message);
  }
}

const errorRow = (jobId: number, e: NewError) => ({
  import_job_id: jobId,
  kind: e.kind,
  row_number: e.row,
  field: e.issue.field.slice(0, 100),
  message: e.issue.message.slice(0, 500),
  cells: e.cells ? JSON.stringify(e.cells) : null,
});

/** Errors that say the database is unavailable or busy, not that a row is bad: the job is retried. */
function isTransient(err: unknown): boolean {
  if (err instanceof ConnectionError || err instanceof TimeoutError) return true;
  return /deadlock|lock wait timeout|SQLITE_BUSY|ECONNRE|ETIMEDOUT/i.test(String((err as Error)?.message));
}

/** Reads the header and counts the data rows; a missing required column fails the job here. */
async function countDataRows(file: CsvSource, spec: ImportKind): Promise<number> {
  const header = await firstRow(file);
  if (!header) throw new ImportFailed('The file is empty');
  const missing = missingColumns(spec, new Set(header.map(headerKey)));
  if (missing.length > 0) {
    throw new ImportFailed(
      `Missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`,
      missing.map((column) => ({
        kind: 'column',
        row: 0,
        issue: { field: column, message: 'Missing required column' },
        cells: null,
      })),
    );
  }
  return Math.max(0, (await countRows(file)) - 1);
}

/**
 * Writes one batch: the rows' items, their errors and the job's progress in one transaction under
 * the department's lock. Answers false when the job is no longer processing (cancelled, removed).
 */
async function commitBatch(
  jobId: number,
  departmentId: number,
  spec: ImportKind,
  keys: string[],
  rows: DataRow[],
): Promise<boolean> {
  const checked = rows.map((row) => {
    const cells: Record<string, string> = {};
    keys.forEach((key, i) => {
      // The first of two columns with one name wins; cells beyond the header have no column.
      if (key && !(key in cells)) cells[key] = row.cells[i] ?? '';
    });
    return { row, result: checkRow(spec, cells) };
  });
  const { model, countColumn } = spec.kind;
  return inDepartmentTransaction(departmentId, async (transaction: Transaction) => {
    const current = await ImportJob.findByPk(jobId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!current || current.status !== 'processing') return false;
    // Rows already committed (by an earlier run of this job) are not written again.
    const fresh = checked.filter(({ row }) => row.number > current.rows_done);
    if (fresh.length === 0) return true;
    const errors: NewError[] = [];
    const creates: Record<string, unknown>[] = [];
    const updates: { id: number; attributes: Record<string, unknown>; row: DataRow }[] = [];
    let lastName: string | null = null;
    for (const { row, result } of fresh) {
      if (!result.ok) {
        for (const issue of result.issues)
          errors.push({ kind: 'row', row: row.number, issue, cells: row.cells });
      } else if (result.id !== null) {
        updates.push({ id: result.id, attributes: result.attributes, row });
        lastName = result.name;
      } else {
        creates.push({ ...result.attributes, department_id: departmentId });
        lastName = result.name;
      }
    }
    let updated = 0;
    if (updates.length > 0) {
      const found = await model.findAll({
        where: { id: [...new Set(updates.map((u) => u.id))], department_id: current.department_id },
        attributes: ['id'],
        raw: true,
        transaction,
      });
      const known = new Set(found.map((r) => (r as unknown as { id: number }).id));
      for (const update of updates) {
        if (!known.has(update.id)) {
          errors.push({
            kind: 'row',
            row: update.row.number,
            issue: { field: 'ID', message: `No ${spec.noun} with ID ${update.id} in this department` },
            cells: update.row.cells,
          });
          continue;
        }
        await model.update(update.attributes, {
          where: { id: update.id, department_id: current.department_id },
          transaction,
        });
        updated += 1;
      }
    }
    if (creates.length > 0) {
      // One multi-row INSERT: the rows were checked above; model instances would cost more than the write.
      const now = new Date();
      await insertRows(
        model.getTableName() as string,
        creates.map((attributes) => ({ ...attributes, created_at: now, updated_at: now })),
        transaction,
      );
      await adjustCount(current.department_id, countColumn, creates.length, transaction);
    }
    if (errors.length > 0) {
      await ImportJobError.bulkCreate(
        errors.map((e) => errorRow(jobId, e)),
        { transaction },
      );
    }
    const failedRows = new Set(errors.map((e) => e.row)).size;
    await current.update(
      {
        rows_done: fresh[fresh.length - 1].row.number,
        processed_items: current.processed_items + fresh.length,
        successful_items: current.successful_items + creates.length + updated,
        failed_items: current.failed_items + failedRows,
        created_items: current.created_items + creates.length,
        updated_items: current.updated_items + updated,
        current_item: lastName?.slice(0, 200) ?? current.current_item,
      },
      { transaction },
    );
    return true;
  });
}

/** Records a row that passed the rules but could not be saved, and moves past it. */
async function commitUnsavedRow(
  jobId: number,
  departmentId: number,
  row: DataRow,
  err: Error,
): Promise<boolean> {
  return inDepartmentTransaction(departmentId, async (transaction) => {
    const current = await ImportJob.findByPk(jobId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!current || current.status !== 'processing') return false;
    if (row.number <= current.rows_done) return true;
    await ImportJobError.create(
      errorRow(jobId, {
        kind: 'batch',
        row: row.number,
        issue: { field: '', message: `Could not be saved: ${err.message}` },
        cells: row.cells,
      }),
      { transaction },
    );
    await current.update(
      {
        rows_done: row.number,
        processed_items: current.processed_items + 1,
        failed_items: current.failed_items + 1,
      },
      { transaction },
    );
    return true;
  });
}

/** A batch the database refused as a whole is written row by row, so one bad row costs only itself. */
async function writeBatch(
  job: ImportJob,
  spec: ImportKind,
  keys: string[],
  rows: DataRow[],
): Promise<boolean> {
  try {
    return await commitBatch(job.id, job.department_id, spec, keys, rows);
  } catch (err) {
    if (isTransient(err) || err instanceof NotFound) throw err;
    if (rows.length === 1) return commitUnsavedRow(job.id, job.department_id, rows[0], err as Error);
    for (const row of rows) {
      if (!(await writeBatch(job, spec, keys, [row]))) return false;
    }
    return true;
  }
}

/** Reads the file from the row after the last committed one and writes it in batches. */
async function writeRows(job: ImportJob, spec: ImportKind, file: CsvSource): Promise<boolean> {
  let keys: string[] | null = null;
  let number = 0;
  let batch: DataRow[] = [];
  // The next batch is read and checked while the last one commits; commits stay one after another,
  // in row order, so `rows_done` only ever moves forward.
  let committing = null as Promise<boolean> | null;
  const commit = async (rows: DataRow[]) => {
    if (committing && !(await committing)) return false;
    committing = writeBatch(job, spec, keys!, rows).then(async (goOn) => {
      if (goOn) await publishProgress(job.id);
      return goOn;
    });
    // Handled where it is awaited; this keeps a failure from counting as unhandled meanwhile.
    committing.catch(() => undefined);
    return true;
  };
  for await (const cells of csvRows(file)) {
    if (!keys) {
      keys = cells.map(headerKey);
      continue;
    }
    number += 1;
    if (number <= job.rows_done) continue;
    batch.push({ number, cells });
    if (batch.length >= config.importBatchSize) {
      if (!(await commit(batch))) return false;
      batch = [];
    }
  }
  if (keys && batch.length > 0 && !(await commit(batch))) return false;
  return committing ? await committing : true;
}

/** Ends a processing job (only one that is still processing: a cancel may have won). */
async function finish(
  jobId: number,
  status: 'completed' | 'failed',
  message: string | null,
  errors: NewError[] = [],
): Promise<void> {
  const job = await ImportJob.findByPk(jobId, { attributes: ['department_id', 'file_path'] });
  if (!job) return;
  const ended = await inDepartmentTransaction(job.department_id, async (transaction) => {
    const current = await ImportJob.findByPk(jobId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!current || current.status !== 'processing') return false;
    if (errors.length > 0) {
      await ImportJobError.bulkCreate(
        errors.map((e) => errorRow(jobId, e)),
        { transaction },
      );
    }
    await current.update(
      {
        status,
        error_message: message,
        completed_at: new Date(),
        current_item: null,
        file_path: null,
        // The count is a scan of bytes; a completed job's total is the rows it read.
        ...(status === 'completed' ? { total_items: current.processed_items } : {}),
      },
      { transaction },
    );
    return true;
  });
  await removeImport(job.file_path);
  if (ended) await announceEnd(jobId);
}

/** The queue's `import` job. Safe to run again: it picks up where the last committed batch ended. */
export async function runImport(importJobId: number): Promise<void> {
  let job = await ImportJob.findByPk(importJobId);
  if (!job || !ACTIVE_IMPORT_STATUSES.includes(job.status)) return;
  if (job.status === 'pending') {
    await ImportJob.update(
      { status: 'processing', started_at: new Date() },
      { where: { id: job.id, status: 'pending' } },
    );
    job = await ImportJob.findByPk(importJobId);
    if (!job || job.status !== 'processing') return;
    await publishProgress(job.id, { force: true });
  }
  const spec = IMPORT_KINDS[job.item_type];
  try {
    const filePath = job.file_path;
    if (!filePath) throw new ImportFailed('The uploaded file is no longer available: upload it again');
    // Read from the storage, wherever this worker runs: once to count, once to write.
    const file = () => openImport(filePath);
    if (job.total_items === null) {
      const total = await countDataRows(file, spec);
      await ImportJob.update({ total_items: total }, { where: { id: job.id } });
      job.total_items = total;
      await publishProgress(job.id, { force: true });
    }
    if (!(await writeRows(job, spec, file))) {
      await removeImport(filePath); // cancelled or removed meanwhile
      return;
    }
    await finish(job.id, 'completed', null);
  } catch (err) {
    if (err instanceof ImportFailed) return finish(job.id, 'failed', err.message, err.errors);
    if (err instanceof UnreadableCsv) {
      return finish(job.id, 'failed', err.message, [
        { kind: 'file', row: 0, issue: { field: '', message: err.message }, cells: null },
      ]);
    }
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      return finish(job.id, 'failed', 'The uploaded file is no longer available: upload it again');
    }
    if (err instanceof NotFound) return; // the department was deleted, and its jobs with it
    throw err;
  }
}

/** After the queue's last attempt: the job ends as failed, with the reason. */
export async function giveUpImport(importJobId: number, error: Error): Promise<void> {
  logger.error({ err: error, importJobId }, 'import gave up');
  await finish(importJobId, 'failed', `The import stopped unexpectedly: ${error.message}`);
}
