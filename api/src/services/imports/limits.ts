/**
 * The limits that keep one import from taking more than its share (docs/imports.md): how wide a
 * header may be, how many errors a job keeps, when an import of mostly bad rows stops, and how many
 * imports of one department run at once.
 */
import { config } from '../../config';

/** Columns a header may have: the widest kind has 11, an export edited in a spreadsheet a few more. */
export const MAX_COLUMNS = 100;
/** Characters a column's name may have. */
export const MAX_HEADER_LENGTH = 100;

/** Errors a job keeps as rows (for its view and its report); it counts the rest in `error_count`. */
export const MAX_KEPT_ERRORS = 1000;

/** An import stops once it has read at least this many rows and more than STOP_SHARE of them failed. */
export const STOP_AFTER_ROWS = 1000;
export const STOP_SHARE = 0.95;
/** An import also stops after this many bad rows one after another, wherever they are in the file. */
export const STOP_AFTER_BAD_IN_A_ROW = 10_000;

/**
 * How many imports of one department run at once, across every worker: one fewer than a worker
 * process's slots (`WORKER_CONCURRENCY`, 2 by default), and at least one. So one department never
 * holds every slot while another department's import waits.
 */
export function runningImportsPerDepartment(): number {
  return Math.max(1, config.workerConcurrency - 1);
}

/** How long an import whose department has its share running waits before it asks again. */
export const WAIT_FOR_SLOT_MS = 1000;

/** A number as people read it: 1,000. */
export const formatCount = (n: number) => n.toLocaleString('en-US');

/** Why a header row is refused, or null when it is within the limits. */
export function headerProblem(header: string[]): string | null {
  if (header.length > MAX_COLUMNS) {
    return `The header row has ${formatCount(header.length)} columns; an import takes at most ${MAX_COLUMNS}`;
  }
  const long = header.findIndex((cell) => cell.length > MAX_HEADER_LENGTH);
  if (long >= 0) {
    return `The header of column ${long + 1} is ${formatCount(header[long].length)} characters long; a column's name may have at most ${MAX_HEADER_LENGTH}`;
  }
  const nul = header.findIndex((cell) => cell.includes('\0'));
  if (nul >= 0) {
    return `The header of column ${nul + 1} contains a NUL character (byte 0), which is not text: remove it`;
  }
  return null;
}

/** The JSON text of a row's cells as an error row keeps them: within what a TEXT column holds. */
const MAX_CELLS_BYTES = 60_000;

export function keptCells(cells: string[]): string {
  let kept = cells.slice(0, MAX_COLUMNS);
  for (const max of [5000, 1000, 200, 50]) {
    const json = JSON.stringify(kept);
    if (Buffer.byteLength(json) <= MAX_CELLS_BYTES) return json;
    kept = kept.map((cell) => (cell.length > max ? `${cell.slice(0, max)}…` : cell));
  }
  return JSON.stringify(kept);
}
