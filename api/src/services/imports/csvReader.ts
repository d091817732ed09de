import fs from 'node:fs';
import csv from 'csv-parser';

/** A line longer than this is not a spreadsheet row: the file is refused rather than held in memory. */
const MAX_ROW_BYTES = 1024 * 1024;

export class UnreadableCsv extends Error {}

/**
 * The file's rows, each as its cells in column order, read as a stream: memory holds one chunk of
 * the file and the row being read, whatever the file's size. Blank lines are skipped; a BOM is
 * dropped. Quoted cells may hold commas, quotes ("") and line breaks; lines may end in LF or CRLF.
 */
export async function* csvRows(file: string): AsyncGenerator<string[]> {
  const parser = csv({ headers: false, maxRowBytes: MAX_ROW_BYTES, strict: false });
  const source = fs.createReadStream(file);
  source.on('error', (err) => parser.destroy(err));
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
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw err;
    throw new UnreadableCsv(`Error parsing CSV: ${(err as Error).message}`);
  } finally {
    source.destroy();
  }
}

/** The first non-blank row (the header), or null for a file with none. */
export async function firstRow(file: string): Promise<string[] | null> {
  for await (const cells of csvRows(file)) return cells;
  return null;
}
