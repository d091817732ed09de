import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import csv from 'csv-parser';

/** A line longer than this is not a spreadsheet row: the file is refused rather than held in memory. */
const MAX_ROW_BYTES = 1024 * 1024;

export class UnreadableCsv extends Error {}

/**
 * A CSV to read: a local file's path (an upload being checked) or a way to open it again (a kept
 * import, read from the storage once to count its rows and once to write them).
 */
export type CsvSource = string | (() => Promise<Readable>);

/** The encodings a CSV is read in (docs/imports.md); `detectEncoding` tells which one a file is. */
export const CSV_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

const openBytes = async (source: CsvSource): Promise<Readable> =>
  typeof source === 'string' ? fs.createReadStream(source) : source();

/** A stream of the file's text as UTF-8, decoded from `encoding` (refused where it is not valid). */
function toUtf8(encoding: CsvEncoding): Transform {
  const decoder = new TextDecoder(encoding, { fatal: true });
  const fail = () => new UnreadableCsv(`The file is not valid ${ENCODING_NAMES[encoding]} text`);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        done(null, Buffer.from(decoder.decode(chunk, { stream: true }), 'utf8'));
      } catch {
        done(fail());
      }
    },
    flush(done) {
      try {
        done(null, Buffer.from(decoder.decode(), 'utf8'));
      } catch {
        done(fail());
      }
    },
  });
}

/**
 * Opens the file as UTF-8 bytes: UTF-8 as it is (csv-parser decodes it), any other encoding
 * decoded as it is read, so the header check, the count and the rows all see the same text.
 */
async function open(source: CsvSource, encoding: CsvEncoding): Promise<Readable> {
  const bytes = await openBytes(source);
  if (encoding === 'utf-8') return bytes;
  const text = toUtf8(encoding);
  bytes.on('error', (err) => text.destroy(err));
  // A reader that stops early (the header check) destroys the text: the file closes with it.
  text.on('close', () => bytes.destroy());
  return bytes.pipe(text);
}

const ENCODING_NAMES: Record<CsvEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 (little-endian)',
  'utf-16be': 'UTF-16 (big-endian)',
  'windows-1252': 'Windows-1252 (Latin-1)',
};

/** Bytes Windows-1252 leaves undefined: a file that has them is in some other encoding. */
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
const SAVE_AS_UTF8 = 'save it again as "CSV UTF-8"';

/**
 * Which encoding the file is in: a byte-order mark says UTF-8, UTF-16 LE or UTF-16 BE; without
 * one, a file that is valid UTF-8 is UTF-8, and one that is not is read as Windows-1252 (the
 * Latin-1 of Excel's "CSV" on Western Windows). Refused, with a message naming the encoding: UTF-32,
 * UTF-16 without a byte-order mark, a UTF-16 file that is not valid UTF-16, and a file that is
 * neither UTF-8 nor Windows-1252. Reads the whole file once (a stream, a chunk at a time).
 */
export async function detectEncoding(source: CsvSource): Promise<CsvEncoding> {
  const stream = await openBytes(source);
  let encoding: CsvEncoding | null = null;
  let utf8: TextDecoder | null = new TextDecoder('utf-8', { fatal: true });
  let checked: TextDecoder | null = null;
  let undefined1252 = false;
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (!encoding) {
        head = Buffer.concat([head, chunk]);
        if (head.length < 4) continue;
        encoding = fromStart(head);
        if (encoding !== 'utf-8') {
          checked = new TextDecoder(encoding, { fatal: true });
          utf8 = null;
        }
        scan(head);
        continue;
      }
      scan(chunk);
    }
    if (!encoding) {
      encoding = head.length > 0 ? fromStart(head) : 'utf-8';
      if (encoding !== 'utf-8') {
        checked = new TextDecoder(encoding, { fatal: true });
        utf8 = null;
      }
      scan(head);
    }
    scan(null);
  } finally {
    stream.destroy();
  }
  if (checked) return encoding;
  if (utf8) return 'utf-8';
  if (undefined1252) {
    throw new UnreadableCsv(
      `The file is neither UTF-8 nor Windows-1252 (Latin-1) text: ${SAVE_AS_UTF8} and upload it again`,
    );
  }
  return 'windows-1252';

  function scan(bytes: Buffer | null) {
    if (checked) {
      try {
        if (bytes) checked.decode(bytes, { stream: true });
        else checked.decode();
      } catch {
        throw new UnreadableCsv(
          `The file starts as ${ENCODING_NAMES[encoding!]} but is not valid ${ENCODING_NAMES[encoding!]} text: ${SAVE_AS_UTF8}`,
        );
      }
      return;
    }
    if (utf8) {
      try {
        if (bytes) utf8.decode(bytes, { stream: true });
        else utf8.decode();
        return;
      } catch {
        utf8 = null; // not UTF-8: Windows-1252, unless a byte below says otherwise
        if (bytes === null) return;
      }
    }
    if (bytes && !undefined1252) undefined1252 = bytes.some((byte) => UNDEFINED_IN_1252.has(byte));
  }
}

/** The encoding the first bytes say, or refuse. */
function fromStart(head: Buffer): CsvEncoding {
  if (head[0] === 0x00 && head[1] === 0x00 && head[2] === 0xfe && head[3] === 0xff) throw utf32();
  if (head[0] === 0xff && head[1] === 0xfe && head[2] === 0x00 && head[3] === 0x00) throw utf32();
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  // Text in UTF-16 without a byte-order mark: every other byte of its ASCII is zero.
  const sample = head.subarray(0, 4096);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i += 1) {
    if (sample[i] === 0) {
      if (i % 2 === 0) evenZeros += 1;
      else oddZeros += 1;
    }
  }
  if (Math.max(evenZeros, oddZeros) > sample.length / 4) {
    throw new UnreadableCsv(
      `The file looks like UTF-16 text without a byte-order mark, which cannot be read safely: ${SAVE_AS_UTF8}`,
    );
  }
  return 'utf-8';
}

const utf32 = () => new UnreadableCsv(`The file is UTF-32 text, which is not supported: ${SAVE_AS_UTF8}`);

/**
 * The file's rows, each as its cells in column order, read as a stream: memory holds one chunk of
 * the file and the row being read, whatever the file's size. Blank lines are skipped; a BOM is
 * dropped. Quoted cells may hold commas, quotes ("") and line breaks; lines may end in LF or CRLF.
 */
export async function* csvRows(file: CsvSource, encoding: CsvEncoding = 'utf-8'): AsyncGenerator<string[]> {
  const parser = csv({ headers: false, maxRowBytes: MAX_ROW_BYTES, strict: false });
  const source = await open(file, encoding);
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
    if ((readError as Error | null) instanceof UnreadableCsv) throw readError!;
    if (readError || (err as NodeJS.ErrnoException).code === 'ENOENT') throw readError ?? err;
    throw new UnreadableCsv(`Error parsing CSV: ${(err as Error).message}`);
  } finally {
    source.destroy();
  }
}

/** The first non-blank row (the header), or null for a file with none. */
export async function firstRow(file: CsvSource, encoding: CsvEncoding = 'utf-8'): Promise<string[] | null> {
  for await (const cells of csvRows(file, encoding)) return cells;
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
export async function countRows(file: CsvSource, encoding: CsvEncoding = 'utf-8'): Promise<number> {
  let count = 0;
  let quoted = false;
  let filled = false;
  let rowBytes = 0;
  const source = await open(file, encoding);
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
