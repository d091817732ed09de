/**
 * One CSV cell: always quoted, and a value a spreadsheet would run as a formula (leading =, +, -, @,
 * tab or carriage return) is prefixed with ' so it is shown as text.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** CSV text with a header row; CRLF line ends as spreadsheets expect. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
) {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A department name as a file name part: spaces become underscores ("Riverside_High"). */
export function fileNamePart(name: string): string {
  return (
    name
      .trim()
      .replace(/\s+/g, '_')
      .replace(/[\\/:*?"<>|]/g, '') || 'Department'
  );
}

/** Today as YYYY-MM-DD in the viewer's own time zone. */
export function localDateStamp(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
