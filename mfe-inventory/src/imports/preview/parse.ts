// Reading a chosen CSV file into rows for the preview, and writing edited rows back as CSV.
import Papa from 'papaparse';
import { nextTask, normaliseHeader, type RowValues } from './validation';

/** The largest file the server takes. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** Text parsed between two pauses: a few milliseconds of work, so 50 MB never freezes the page. */
const PARSE_CHUNK_CHARS = 512 * 1024;

/** Why a file is refused before it is read, or null. */
export function fileProblem(file: File): string | null {
  if (!/\.csv$/i.test(file.name.trim())) return 'Please select a CSV file';
  if (file.size > MAX_FILE_BYTES) return 'File size must be less than 50MB';
  return null;
}

/** A file that cannot be read as CSV; the message is the one to show. */
export class CsvParseError extends Error {
  constructor(reason: string) {
    super(`Error parsing CSV: ${reason}`);
    this.name = 'CsvParseError';
  }
}

export interface ParsedCsv {
  /** the header row as written (without a byte-order mark): the rebuilt file keeps it */
  headers: string[];
  /** the same headers normalised ('Pieces Count' → pieces_count) and unique: the keys of `rows` */
  fields: string[];
  /** the data rows, empty lines left out */
  rows: RowValues[];
}

/**
 * Parses CSV text with papaparse, a chunk at a time with a pause between chunks. Headers are
 * matched as the server matches them; cells are kept as written (the rules trim them).
 */
export function parseCsvText(
  text: string,
  { signal, chunkSize = PARSE_CHUNK_CHARS }: { signal?: AbortSignal; chunkSize?: number } = {},
): Promise<ParsedCsv> {
  return new Promise((resolve, reject) => {
    const headers: string[] = [];
    let fields: string[] = [];
    const rows: RowValues[] = [];
    let failed = false;

    // Papa's chunked reading works on text too (its typings only say so for files).
    const config: Papa.ParseLocalConfig<RowValues, Papa.LocalFile> &
      Papa.ParseConfig<RowValues> & { worker?: false; download?: false } = {
      header: true,
      // The server reads commas only: a file it would misread is not guessed right here.
      delimiter: ',',
      skipEmptyLines: 'greedy',
      chunkSize,
      transformHeader: (header, index) => {
        headers[index] = header.replace(/^\uFEFF/, '');
        return normaliseHeader(header);
      },
      chunk: (results, parser) => {
        if (failed) return;
        const broken = results.errors.find((error) => error.type !== 'FieldMismatch');
        if (broken) {
          failed = true;
          parser.abort();
          reject(new CsvParseError(broken.message));
          return;
        }
        if (results.meta.fields) fields = results.meta.fields;
        for (const row of results.data) {
          // Cells beyond the header row have no column to go in; those a short row lacks are empty.
          delete row.__parsed_extra;
          for (const field of fields) row[field] ??= '';
          rows.push(row);
        }
        parser.pause();
        void nextTask().then(() => {
          if (signal?.aborted) {
            failed = true;
            parser.abort();
            reject(signal.reason as Error);
          } else parser.resume();
        });
      },
      complete: () => {
        if (!failed) resolve({ headers: headers.slice(0, fields.length), fields, rows });
      },
      error: (error: Error) => {
        if (failed) return;
        failed = true;
        reject(new CsvParseError(error.message));
      },
    };
    Papa.parse<RowValues>(text, config);
  });
}

/**
 * A file's bytes as text, in the encoding the server reads them in (docs/imports.md, "Encodings"):
 * a byte-order mark says UTF-8, UTF-16 LE or UTF-16 BE; without one, valid UTF-8 is UTF-8 and
 * anything else Windows-1252 (Excel's "CSV" on Western Windows). So the preview shows "Café" as the
 * import will store it. What the server refuses (UTF-32, say) it refuses at upload, with its reason.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  const starts = (...mark: number[]) => mark.every((byte, i) => bytes[i] === byte);
  if (starts(0xef, 0xbb, 0xbf)) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (starts(0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (starts(0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A file's text, decoded in one go (slices decoded apart could split a character). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(decodeCsvBytes(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(new CsvParseError(reader.error?.message ?? 'The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

export async function parseCsvFile(file: Blob, options: { signal?: AbortSignal } = {}): Promise<ParsedCsv> {
  const text = await readFileText(file);
  options.signal?.throwIfAborted();
  return parseCsvText(text, options);
}

/** The CSV of (edited) rows under the original header row, every column kept in its place. */
export function buildCsv(csv: Pick<ParsedCsv, 'headers' | 'fields'>, rows: readonly RowValues[]): string {
  return Papa.unparse(
    { fields: csv.headers, data: rows.map((row) => csv.fields.map((field) => row[field] ?? '')) },
    { newline: '\r\n' },
  );
}
