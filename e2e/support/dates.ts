import { formatDay } from '@scenedock/dates';
import type { Page } from 'playwright-core';

/**
 * The demo departments' time zone: their coordinates are in Oregon, so their days (the server's and
 * the screens' "today": docs/bookings.md, "Whose day") are Pacific time's, wherever the tests run.
 */
export const DEMO_TIME_ZONE = 'America/Los_Angeles';

/** The day `offset` days from the demo departments' today, as YYYY-MM-DD. */
export function isoDay(offset: number, now = new Date()): string {
  const today = new Date(now.toLocaleString('en-US', { timeZone: DEMO_TIME_ZONE }));
  const day = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset));
  return day.toISOString().slice(0, 10);
}

/**
 * A day as the page shows it: printed by the screens' own function (@scenedock/dates) in the page's
 * locale ("Dec 27, 2026" in en-US), so the tests hold whatever locale the browser runs in.
 */
export async function shownDay(page: Page, iso: string): Promise<string> {
  const locale = await page.evaluate(() => new Intl.DateTimeFormat().resolvedOptions().locale);
  return formatDay(iso, locale);
}

/** Two days as the screens show a period: "Dec 27, 2026 – Jan 6, 2027". */
export async function shownPeriod(page: Page, from: string, to: string): Promise<string> {
  return `${await shownDay(page, from)} – ${await shownDay(page, to)}`;
}
