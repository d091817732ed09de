/**
 * CSV text for spreadsheets (every export writes through here). Spreadsheets split on commas,
 * semicolons or tabs depending on the locale, and run a cell that starts with = + - @ (after any
 * spaces) as a formula. So a cell that contains a separator, a quote or a line break is quoted,
 * and a cell a spreadsheet could run is prefixed with ' (shown as text) and quoted as well.
 *
 * A file opened as tab-separated (or by a reader that ignores quotes) splits a cell at its tabs and
 * line breaks, so `x<TAB>=1+2` gives a cell `=1+2`: inside a cell, a formula character that starts
 * such a part (after any spaces) gets the same ' in front of it.
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

/** A formula character after a tab or line break inside a cell (and any spaces after that). */
const INNER_FORMULA = /([\t\r\n][^\S\t\r\n]*)(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** A cell `csvCell` neutralised: the ' it added before a formula character. */
const NEUTRALISED = /^'(?=[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
/** The ' it added inside a cell, after a tab or line break. */
const INNER_NEUTRALISED = /([\t\r\n][^\S\t\r\n]*)'(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * Reads a cell back as it was before `csvCell` neutralised it, so that an export imports as the
 * same text (a formula-like value is stored as text, never run: every CSV we write neutralises it).
 */
export function fromCsvCell(text: string): string {
  return text.replace(NEUTRALISED, '').replace(INNER_NEUTRALISED, '$1');
}

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // A number is written as a number: -5 is not a formula.
  if (typeof value === 'number') return String(value);
  let text = value.replace(INNER_FORMULA, "$1'");
  if (FORMULA.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
