/**
 * CSV text for spreadsheets (every export writes through here). Spreadsheets split on commas,
 * semicolons or tabs depending on the locale, and run a cell that starts with = + - @ (after any
 * spaces) as a formula. So a cell that contains a separator, a quote or a line break is quoted,
 * and a cell a spreadsheet could run is prefixed with ' (shown as text) and quoted as well.
 */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return [header, ...rows].map(csvLine).join('');
}

/** One line of CSV, with its CRLF: for files written a page of rows at a time. */
export function csvLine(row: (string | number | null | undefined)[]): string {
  return row.map(csvCell).join(',') + '\r\n';
}

/** Leading = + - @ (also their full-width forms and after whitespace), or a leading tab or CR. */
const FORMULA = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
/** Anything that can end a cell in some spreadsheet's reading, and the quote itself. */
const NEEDS_QUOTES = /[",;\t\r\n']/;

/** A cell `csvCell` neutralised: the ' it added before a formula character. */
const NEUTRALISED = /^'(?=[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * Reads a cell back as it was before `csvCell` neutralised it, so that an export imports as the
 * same text (a formula-like value is stored as text, never run: every CSV we write neutralises it).
 */
export function fromCsvCell(text: string): string {
  return text.replace(NEUTRALISED, '');
}

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // A number is written as a number: -5 is not a formula.
  if (typeof value === 'number') return String(value);
  let text = value;
  if (FORMULA.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
