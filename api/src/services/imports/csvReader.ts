import fs from 'node:fs';
import type { Readable } from 'node:stream';
import csv from 'csv-parser';

/** A line longer than this is not a spreadsheet row: the file is refused rather than held in memory. */
const MAX_ROW_BYTES = 1024 * 1024;

export class UnreadableCsv extends Error {}

/**
 * A CSV to read: a local file's path (an upload being checked) or a way to open it again (a kept
 * import, read from the storage once to count its rows and once to write them).
 */
export type CsvSource = string | (() => Promise<Readable>);

const open = async (source: CsvSource): Promise<Readable> =>
  typeof source === 'string' ? fs.createReadStream(source) : source();

/**
 * The file's rows, each as its cells in column order, read as a stream: memory holds one chunk of
 * the file and the row being read, whatever the file's size. Blank lines are skipped; a BOM is
 * dropped. Quoted cells may hold commas, quotes ("") and line breaks; lines may end in LF or CRLF.
 */
export async function* csvRows(file: CsvSource): AsyncGenerator<string[]> {
  const parser = csv({ headers: false, maxRowBytes: MAX_ROW_BYTES, strict: false });
  const source = await open(file);
  // The file could not be read (gone, or its bucket's connection broke): not a fault of its content.
  let readError: Error | null = null;
  source.on('error', (err) => {
    readError = err;
    parser.destroy(err);
  });
  source.pipe(parser);
  let first = true;
  try {
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      const cells = Object.values(record);
      if (first && cells.length > 0) cells[0] = cells[0].replace(/^\uFEFF/, '');
      first = false;
      if (cells.every((cell) => cell.trim() === '')) continue;
      yield cells;
    }
  } catch (err) {
    if (readError || (err as NodeJS.ErrnoException).code === 'ENOENT') throw readError ?? err;
    throw new UnreadableCsv(`Error parsing CSV: ${(err as Error).message}`);
  } finally {
    source.destroy();
  }
}

/** The first non-blank row (the header), or null for a file with none. */
export async function firstRow(file: CsvSource): Promise<string[] | null> {
  for await (const cells of csvRows(file)) return cells;
  return null;
}

const QUOTE = 0x22;
const NEWLINE = 0x0a;
/** Bytes that leave a row blank when they are all it has: space, tab, CR, comma, quote. */
const BLANK = new Set([0x20, 0x09, 0x0d, 0x2c, QUOTE]);

/**
 * Counts the file's non-blank rows (the header included) without parsing cells: a scan of the bytes
 * that knows line breaks inside quotes are not row ends, several times faster than reading the rows.
 * It refuses a row too long to read, as `csvRows` does, so such a file fails before a row is written.
 */
export async function countRows(file: CsvSource): Promise<number> {
  let count = 0;
  let quoted = false;
  let filled = false;
  let rowBytes = 0;
  const source = await open(file);
  for await (const chunk of source as AsyncIterable<Buffer>) {
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (byte === QUOTE) quoted = !quoted;
      if (byte === NEWLINE && !quoted) {
        if (filled) count += 1;
        filled = false;
        rowBytes = 0;
        continue;
      }
      if (!BLANK.has(byte)) filled = true;
      rowBytes += 1;
      if (rowBytes > MAX_ROW_BYTES)
        throw new UnreadableCsv('Error parsing CSV: Row exceeds the maximum size');
    }
  }
  return filled ? count + 1 : count;
}
