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
