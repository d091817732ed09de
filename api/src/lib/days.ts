/**
 * Calendar days (YYYY-MM-DD) as messages print them. A message goes to people in any locale: it
 * spells the month ("6 Dec 2026"), which no reader takes for another day, where "12/06/2026" is
 * read two ways. The screens print the days of a body in the reader's own locale.
 */
const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function displayDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}
