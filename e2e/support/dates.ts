import type { Page } from 'playwright-core';

/** The day `offset` days from today (this machine's, as the browser on it has it), as YYYY-MM-DD. */
export function isoDay(offset: number, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * A day as the page shows it: Intl's medium date in the page's own locale, as the screens format
 * dates ("Dec 27, 2026" in en-US), so the tests hold whatever locale the browser runs in.
 */
export async function shownDay(page: Page, iso: string): Promise<string> {
  return page.evaluate((day) => {
    const [y, m, d] = day.split('-').map(Number);
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(y, m - 1, d));
  }, iso);
}

/** Two days as the screens show a period: "Dec 27, 2026 – Jan 6, 2027". */
export async function shownPeriod(page: Page, from: string, to: string): Promise<string> {
  return `${await shownDay(page, from)} – ${await shownDay(page, to)}`;
}
