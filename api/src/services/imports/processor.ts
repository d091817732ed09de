/**
 * Works one CSV import (the queue's `import` job): counts the file's rows, then reads it again as a
 * stream and writes the rows in batches. Each batch's items, its row errors, the department's item
 * count and the job's progress commit in one transaction, so a worker that dies resumes after the
 * last committed batch: no row written twice, none lost. Cancelling takes the same lock, so a
 * cancelled job stops at the next batch boundary.
 *
 * Fairness: a job starts only while its department has fewer than `runningImportsPerDepartment()`
 * imports running (counted in the database, under the department's lock, so it holds across worker
 * processes); otherwise it waits, without holding a worker slot, and asks again. A job keeps its
 * first MAX_KEPT_ERRORS errors and counts the rest, and one whose rows are nearly all bad stops
 * early. See docs/imports.md.
 */
import { ConnectionError, TimeoutError, type Transaction } from 'sequelize';
import { enqueue } from '../../queue';
import { config } from '../../config';
import { insertRows } from '../../db/insertRows';
import { newItemCode } from '../../lib/itemCodes';
import { NotFound } from '../../errors';
import { logger } from '../../logger';
import { ACTIVE_IMPORT_STATUSES, ImportJob, ImportJobError } from '../../models';
import type { ImportErrorKind } from '../../models/ImportJob';
import { inDepartmentTransaction } from '../departmentLock';
import { publishEvent } from '../webhooks/outbox';
import { adjustCount } from '../inventory/counts';
import { checkRow, headerKey, IMPORT_KINDS, missingColumns, type ImportKind, type RowIssue } from './columns';
import {
  CSV_ENCODINGS,
  countRows,
  csvRows,
  firstRow,
  UnreadableCsv,
  type CsvEncoding,
  type CsvSource,
} from './csvReader';
import { openImport, removeImport } from './importFiles';
import {
  formatCount,
  keptCells,
  MAX_KEPT_ERRORS,
  runningImportsPerDepartment,
  STOP_AFTER_BAD_IN_A_ROW,
  STOP_AFTER_ROWS,
  STOP_SHARE,
  WAIT_FOR_SLOT_MS,
} from './limits';
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
  cells: e.cells ? keptCells(e.cells) : null,
});

/** What the errors found add to a job: all are counted, the first MAX_KEPT_ERRORS of a job kept. */
async function keepErrors(job: ImportJob, errors: NewError[], transaction: Transaction): Promise<number> {
  const room = Math.max(0, MAX_KEPT_ERRORS - job.error_count);
  const kept = errors.slice(0, room);
  if (kept.length > 0) {
    await ImportJobError.bulkCreate(
      kept.map((e) => errorRow(job.id, e)),
      { transaction },
    );
  }
  return job.error_count + errors.length;
}

/** How the rows of this run went, for the early stop: totals of the job, and bad rows in a row. */
interface Tally {
  processed: number;
  failed: number;
  badInARow: number;
  lastRow: number;
}

/** Why the job stops early, or null to go on. */
function stopReason(tally: Tally, spec: ImportKind): string | null {
  const check = `Check that the file's columns are ${spec.columns.map((c) => c.header).join(', ')} and that it is the right file; the error report lists the first errors.`;
  if (tally.processed >= STOP_AFTER_ROWS && tally.failed > tally.processed * STOP_SHARE) {
    return `Stopped after ${formatCount(tally.processed)} rows: ${formatCount(tally.failed)} of them were invalid. ${check}`;
  }
  if (tally.badInARow >= STOP_AFTER_BAD_IN_A_ROW) {
    return `Stopped at row ${formatCount(tally.lastRow)}: the last ${formatCount(tally.badInARow)} rows were all invalid. ${check}`;
  }
  return null;
}

/** Tells the tally how a committed batch went. */
function count(tally: Tally, job: ImportJob, rows: number[], failed: Set<number>): void {
  tally.processed = job.processed_items;
  tally.failed = job.failed_items;
  for (const row of rows) tally.badInARow = failed.has(row) ? tally.badInARow + 1 : 0;
  tally.lastRow = rows[rows.length - 1] ?? tally.lastRow;
}

/** Errors that say the database is unavailable or busy, not that a row is bad: the job is retried. */
function isTransient(err: unknown): boolean {
  if (err instanceof ConnectionError || err instanceof TimeoutError) return true;
  return /deadlock|lock wait timeout|SQLITE_BUSY|ECONNRE|ETIMEDOUT/i.test(String((err as Error)?.message));
}

/** Reads the header and counts the data rows; a missing required column fails the job here. */
async function countDataRows(file: CsvSource, spec: ImportKind, encoding: CsvEncoding): Promise<number> {
  const header = await firstRow(file, encoding);
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
  return Math.max(0, (await countRows(file, encoding)) - 1);
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
  tally: Tally,
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
        // Each new item draws its short code here: the raw insert skips the model's default (docs/labels-and-scanning.md).
        creates.map((attributes) => ({
          ...attributes,
          code: newItemCode(spec.kind.lendingType),
          created_at: now,
          updated_at: now,
        })),
        transaction,
      );
      await adjustCount(current.department_id, countColumn, creates.length, transaction);
    }
    const errorCount = await keepErrors(current, errors, transaction);
    const failed = new Set(errors.map((e) => e.row));
    const failedRows = failed.size;
    await current.update(
      {
        error_count: errorCount,
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
    count(
      tally,
      current,
      fresh.map(({ row }) => row.number),
      failed,
    );
    return true;
  });
}

/** What a row the database refused says: never the database's own text (that goes to the log). */
const UNSAVED =
  'Could not be saved: the database refused this row. Check its values, or ask an administrator';

/** Records a row that passed the rules but could not be saved, and moves past it. */
async function commitUnsavedRow(
  jobId: number,
  departmentId: number,
  row: DataRow,
  err: Error,
  tally: Tally,
): Promise<boolean> {
  logger.warn({ err, importJobId: jobId, row: row.number }, 'an import row could not be saved');
  return inDepartmentTransaction(departmentId, async (transaction) => {
    const current = await ImportJob.findByPk(jobId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!current || current.status !== 'processing') return false;
    if (row.number <= current.rows_done) return true;
    const errorCount = await keepErrors(
      current,
      [{ kind: 'batch', row: row.number, issue: { field: '', message: UNSAVED }, cells: row.cells }],
      transaction,
    );
    await current.update(
      {
        rows_done: row.number,
        processed_items: current.processed_items + 1,
        failed_items: current.failed_items + 1,
        error_count: errorCount,
      },
      { transaction },
    );
    count(tally, current, [row.number], new Set([row.number]));
    return true;
  });
}

/** A batch the database refused as a whole is written row by row, so one bad row costs only itself. */
async function writeBatch(
  job: ImportJob,
  spec: ImportKind,
  keys: string[],
  rows: DataRow[],
  tally: Tally,
): Promise<boolean> {
  try {
    return await commitBatch(job.id, job.department_id, spec, keys, rows, tally);
  } catch (err) {
    if (isTransient(err) || err instanceof NotFound) throw err;
    if (rows.length === 1) return commitUnsavedRow(job.id, job.department_id, rows[0], err as Error, tally);
    for (const row of rows) {
      if (!(await writeBatch(job, spec, keys, [row], tally))) return false;
    }
    return true;
  }
}

/**
 * Reads the file from the row after the last committed one and writes it in batches. Throws
 * ImportFailed when the rows so far are so nearly all bad that the file is the wrong one.
 */
async function writeRows(
  job: ImportJob,
  spec: ImportKind,
  file: CsvSource,
  encoding: CsvEncoding,
): Promise<boolean> {
  const tally: Tally = {
    processed: job.processed_items,
    failed: job.failed_items,
    badInARow: 0,
    lastRow: job.rows_done,
  };
  let keys: string[] | null = null;
  let number = 0;
  let batch: DataRow[] = [];
  // The next batch is read and checked while the last one commits; commits stay one after another,
  // in row order, so `rows_done` only ever moves forward.
  let committing = null as Promise<boolean> | null;
  const commit = async (rows: DataRow[]) => {
    if (committing && !(await committing)) return false;
    committing = writeBatch(job, spec, keys!, rows, tally).then(async (goOn) => {
      if (goOn) await publishProgress(job.id);
      const stop = goOn ? stopReason(tally, spec) : null;
      if (stop) throw new ImportFailed(stop);
      return goOn;
    });
    // Handled where it is awaited; this keeps a failure from counting as unhandled meanwhile.
    committing.catch(() => undefined);
    return true;
  };
  for await (const cells of csvRows(file, encoding)) {
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
    // What failed the file as a whole is kept even past the cap: it is the one error that matters.
    if (errors.length > 0) {
      await ImportJobError.bulkCreate(
        errors.map((e) => errorRow(jobId, e)),
        { transaction },
      );
    }
    await current.update(
      {
        status,
        error_count: current.error_count + errors.length,
        error_message: message,
        completed_at: new Date(),
        current_item: null,
        file_path: null,
        // The count is a scan of bytes; a completed job's total is the rows it read.
        ...(status === 'completed' ? { total_items: current.processed_items } : {}),
      },
      { transaction },
    );
    await publishEvent(
      status === 'completed' ? 'import.completed' : 'import.failed',
      [current.department_id],
      { import_job_id: current.id, created: current.successful_items, failed: current.failed_items },
      transaction,
    );
    return true;
  });
  await removeImport(job.file_path);
  if (ended) await announceEnd(jobId);
}

/**
 * Moves a pending job to processing if its department has fewer imports running than its share.
 * Counted and changed under the department's row lock, so two workers (in any process) deciding at
 * once see each other's claim. Answers the job as it is now, or null when it must wait.
 */
async function claim(job: ImportJob): Promise<ImportJob | null> {
  const share = runningImportsPerDepartment();
  const runningNow = () => ({ department_id: job.department_id, status: 'processing' as const });
  // A look without the lock first: a waiting job asks every second, and a running one commits often.
  if ((await ImportJob.count({ where: runningNow() })) >= share) return null;
  const claimed = await inDepartmentTransaction(job.department_id, async (transaction) => {
    if ((await ImportJob.count({ where: runningNow(), transaction })) >= share) return false;
    const [changed] = await ImportJob.update(
      { status: 'processing', started_at: new Date() },
      { where: { id: job.id, status: 'pending' }, transaction },
    );
    return changed === 1;
  });
  return claimed ? ImportJob.findByPk(job.id) : null;
}

/** A job that must wait for its department's other imports: asked again shortly, holding no slot. */
async function waitForSlot(job: ImportJob): Promise<void> {
  // Its own key is still taken by this run: the wake-up has one of its own, and queues the job again.
  await enqueue('import', { importJobId: job.id, wake: true }, `${job.job_id}:wait:${Date.now()}`, {
    delayMs: WAIT_FOR_SLOT_MS,
  });
}

/**
 * The wake-up of a waiting job: queues it again under its own key (so a restarted worker's queuing
 * of unfinished jobs finds it there and adds nothing), if it is still waiting.
 */
export async function wakeImport(importJobId: number): Promise<void> {
  const job = await ImportJob.findByPk(importJobId, { attributes: ['id', 'job_id', 'status'] });
  if (job?.status === 'pending') await enqueue('import', { importJobId }, job.job_id);
}

const encodingOf = (job: ImportJob): CsvEncoding =>
  (CSV_ENCODINGS as readonly string[]).includes(job.file_encoding ?? '')
    ? (job.file_encoding as CsvEncoding)
    : 'utf-8';

/** The queue's `import` job. Safe to run again: it picks up where the last committed batch ended. */
export async function runImport(importJobId: number): Promise<void> {
  let job = await ImportJob.findByPk(importJobId);
  if (!job || !ACTIVE_IMPORT_STATUSES.includes(job.status)) return;
  if (job.status === 'pending') {
    let claimed: ImportJob | null;
    try {
      claimed = await claim(job);
    } catch (err) {
      if (err instanceof NotFound) return; // the department was deleted, and its jobs with it
      throw err;
    }
    if (!claimed) {
      const now = await ImportJob.findByPk(importJobId, { attributes: ['id', 'job_id', 'status'] });
      if (now?.status === 'pending') await waitForSlot(now);
      return;
    }
    job = claimed;
    if (job.status !== 'processing') return;
    await publishProgress(job.id, { force: true });
  }
  const spec = IMPORT_KINDS[job.item_type];
  const encoding = encodingOf(job);
  try {
    const filePath = job.file_path;
    if (!filePath) throw new ImportFailed('The uploaded file is no longer available: upload it again');
    // Read from the storage, wherever this worker runs: once to count, once to write.
    const file = () => openImport(filePath);
    if (job.total_items === null) {
      const total = await countDataRows(file, spec, encoding);
      await ImportJob.update({ total_items: total }, { where: { id: job.id } });
      job.total_items = total;
      await publishProgress(job.id, { force: true });
    }
    if (!(await writeRows(job, spec, file, encoding))) {
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

/**
 * After the queue's last attempt: the job ends as failed, with a reason people can act on. The
 * error itself (often the database's own text) goes to the log, never into the job.
 */
export async function giveUpImport(importJobId: number, error: Error): Promise<void> {
  logger.error({ err: error, importJobId }, 'import gave up');
  const reason = isTransient(error)
    ? 'the database could not be reached'
    : 'an unexpected error (the server log has the details)';
  await finish(
    importJobId,
    'failed',
    `The import stopped unexpectedly: ${reason}. The rows saved before stay; import the rest again.`,
  );
}
