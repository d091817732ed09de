// The rules a CSV import's rows must meet, as the server checks them: the preview shows the same
// messages on the same cells before anything is sent.
// The enumerations' own entry, not the kit's index: the server's tests run these rules in Node,
// where the kit's components (React) are not loaded.
import { COSTUME_CATEGORIES, COSTUME_SIZES, CONDITIONS, PROP_CATEGORIES } from '@scenedock/ui/enums';

/** What an import brings in: the resource's path segment (`/props/bulk-import`). */
export type ImportKind = 'props' | 'sets' | 'costumes';

export interface ImportColumn {
  /** the header as the template writes it: 'Pieces_Count' */
  header: string;
  /** the header as matched: trimmed, lower case, spaces and hyphens as '_' */
  field: string;
  /**
   * `id`: a whole number naming the item a row updates; `count`: a whole number of at least 1;
   * `select`: one of `options`; `tags`: comma-separated, counted as stored (trimmed, no repeats);
   * `components`: a set piece's parts, comma-separated or a JSON array
   */
  type: 'text' | 'id' | 'count' | 'select' | 'tags' | 'components';
  required?: boolean;
  max?: number;
  options?: readonly string[];
}

/** A row's problems: the field → its message. */
export type RowErrors = Record<string, string>;

/**
 * A row's cells by field (normalised header). A column the file lacks is absent and not checked;
 * a cell missing from a short row is read as empty.
 */
export type RowValues = Record<string, string | undefined>;

const column = (
  header: string,
  type: ImportColumn['type'],
  rule: Pick<ImportColumn, 'required' | 'max' | 'options'> = {},
): ImportColumn => ({ header, field: normaliseHeader(header), type, ...rule });

/** A set piece's parts: how many, and how long each may be. */
export const MAX_COMPONENTS = 100;
export const MAX_COMPONENT_LENGTH = 100;
/** The largest ID the server stores. */
const MAX_ID = 2147483647;

const ID = column('ID', 'id');
const NAME = column('Name', 'text', { required: true, max: 200 });
const DESCRIPTION = column('Description', 'text', { max: 5000 });
const CONDITION = column('Condition', 'select', { required: true, options: CONDITIONS });
const LOCATION = column('Location', 'text', { max: 200 });
const TAGS = column('Tags', 'tags', { max: 500 });

/** Each kind's columns, in the order the template and the export write them. */
export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  props: [
    ID,
    NAME,
    DESCRIPTION,
    column('Category', 'select', { required: true, options: PROP_CATEGORIES }),
    CONDITION,
    LOCATION,
    TAGS,
  ],
  sets: [
    ID,
    NAME,
    DESCRIPTION,
    column('Dimensions', 'text', { max: 200 }),
    column('Pieces_Count', 'count', { required: true }),
    CONDITION,
    LOCATION,
    column('Components', 'components'),
  ],
  costumes: [
    ID,
    NAME,
    DESCRIPTION,
    column('Category', 'select', { required: true, options: COSTUME_CATEGORIES }),
    column('Size', 'select', { required: true, options: COSTUME_SIZES }),
    column('Color', 'text', { max: 100 }),
    column('Material', 'text', { max: 100 }),
    CONDITION,
    LOCATION,
    TAGS,
  ],
};

/** A header as it is matched: 'Pieces Count', ' pieces-count' and 'PIECES_COUNT' are one column. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** A select's value as it is compared: 'One Size ' and 'one-size' are one_size. */
export function normaliseChoice(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** The `'` the export puts before what a spreadsheet would run as a formula (= + - @, a tab or CR). */
const NEUTRALISED = /^'(?=[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/** A cell's value as the rules read it: without the export's neutralising `'`, then trimmed. */
export function cellValue(raw: string | undefined): string {
  return (raw ?? '').replace(NEUTRALISED, '').trim();
}

/** Tags as the server stores them: trimmed, without blanks or repeats (in any case). */
function tagsText(value: string): string {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of value.split(',')) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags.join(',');
}

/** A set piece's parts from a cell: a JSON array of strings, else comma-separated. */
export function componentsOf(value: string): string[] {
  if (value.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(value);
      if (Array.isArray(list) && list.every((c) => typeof c === 'string')) {
        return list.map((c) => c.trim()).filter(Boolean);
      }
    } catch {
      // not JSON: a comma-separated list
    }
  }
  return value
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
}

/** A plain decimal number (no exponent, hex or Infinity), as the server reads a count. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The message for one cell, or null when it is fine. */
export function checkCell(rule: ImportColumn, raw: string | undefined): string | null {
  const value = cellValue(raw);
  if (value === '') return rule.required ? 'Required' : null;
  switch (rule.type) {
    case 'text':
      return rule.max !== undefined && value.length > rule.max
        ? `Must be no more than ${rule.max} characters`
        : null;
    case 'id':
      return /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_ID
        ? null
        : 'Must be a whole number';
    case 'count': {
      const count = DECIMAL.test(value) ? Number(value) : NaN;
      if (!Number.isFinite(count)) return 'Must be a number';
      return Number.isInteger(count) && count >= 1 && count <= MAX_ID
        ? null
        : 'Must be a whole number of at least 1';
    }
    case 'select':
      return rule.options!.includes(normaliseChoice(value))
        ? null
        : `Must be one of: ${rule.options!.join(', ')}`;
    case 'tags':
      return rule.max !== undefined && tagsText(value).length > rule.max
        ? `Must be no more than ${rule.max} characters`
        : null;
    case 'components': {
      const parts = componentsOf(value);
      return parts.length > MAX_COMPONENTS || parts.some((part) => part.length > MAX_COMPONENT_LENGTH)
        ? `At most ${MAX_COMPONENTS} components of at most ${MAX_COMPONENT_LENGTH} characters each`
        : null;
    }
  }
}

/** A row's problems by field, or null when it may be imported as it is. */
export function validateRow(kind: ImportKind, row: RowValues): RowErrors | null {
  let errors: RowErrors | null = null;
  for (const rule of IMPORT_COLUMNS[kind]) {
    if (!(rule.field in row)) continue;
    const message = checkCell(rule, row[rule.field]);
    if (message) (errors ??= {})[rule.field] = message;
  }
  return errors;
}

/** A file without a header row, or without a row after it. */
export const EMPTY_FILE = 'The file is empty: it needs a header row and at least one row of items';

/**
 * What is wrong with a file's header row as a whole, or null: none (an empty file), none of the
 * kind's columns (the first row is data), or a required column missing ('Missing required column:
 * Category'; 'Missing required columns: Category, Size').
 */
export function headerProblem(kind: ImportKind, fields: readonly string[]): string | null {
  if (fields.length === 0) return EMPTY_FILE;
  const present = new Set(fields.map(normaliseHeader));
  const columns = IMPORT_COLUMNS[kind];
  if (!columns.some((rule) => present.has(rule.field))) {
    return `The first row must be a header naming the columns: ${columns.map((rule) => rule.header).join(', ')}`;
  }
  const missing = columns
    .filter((rule) => rule.required && !present.has(rule.field))
    .map((rule) => rule.header);
  if (missing.length === 0) return null;
  return `Missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`;
}

/** Rows checked between two pauses: a few milliseconds of work each. */
export const VALIDATION_SLICE = 2000;

/** Lets the page paint and take input before the next slice. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Every row's problems, `slice` rows at a time with a pause between slices so that 50,000 rows do
 * not hold up the page. Stops early (rejecting with the signal's reason) when `signal` aborts.
 */
export async function validateRows(
  kind: ImportKind,
  rows: readonly RowValues[],
  { signal, slice = VALIDATION_SLICE }: { signal?: AbortSignal; slice?: number } = {},
): Promise<(RowErrors | null)[]> {
  const errors: (RowErrors | null)[] = new Array<RowErrors | null>(rows.length);
  for (let start = 0; start < rows.length; start += slice) {
    if (start > 0) await nextTask();
    signal?.throwIfAborted();
    const end = Math.min(start + slice, rows.length);
    for (let i = start; i < end; i++) errors[i] = validateRow(kind, rows[i]);
  }
  return errors;
}

/** How many rows have a problem. */
export function countRowsWithErrors(errors: readonly (RowErrors | null)[]): number {
  let count = 0;
  for (const rowErrors of errors) if (rowErrors) count++;
  return count;
}
