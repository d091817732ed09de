/**
 * Dates drive every chooser (docs/lending.md, "Lending to people" and "Borrowing search"): "Lend to
 * a person" offers what is free on the chosen days (a hat a show holds now is lent for later days),
 * a show's item is lent to one of its cast for days of the show ("for Our Town"), and the borrowing
 * search by the days alone brings its results into view on a phone. At 390 and 1366 px, with
 * screenshots in CHOOSERS_SHOTS_DIR (default e2e/screenshots/choosers).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiSession, type ApiSession } from './support/api';
import { expectAccessible, launchBrowser, newPage, signIn } from './support/browser';
import { isoDay } from './support/dates';
import { DEMO_PASSWORD } from './support/server';
import { measureOverflow } from './support/viewport';

const SHOTS = process.env.CHOOSERS_SHOTS_DIR ?? path.resolve(__dirname, 'screenshots', 'choosers');
const WIDTHS = [390, 1366] as const;
const heightOf = (width: number) => (width === 390 ? 844 : 900);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

interface Created {
  id: number;
}

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

async function noSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await measureOverflow(page);
  if (overflow.scrollWidth > overflow.innerWidth || overflow.offenders.length)
    throw new Error(`${where} scrolls sideways: ${JSON.stringify(overflow)}`);
}

/** Waits until a smooth scroll has ended: the page has not moved for a few frames. */
async function scrollSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY;
        setTimeout(() => resolve(window.scrollY === before), 250);
      }),
  );
}

/** A prop of the department's, booked for a new production on `from`–`to`. */
async function propOfShow(session: ApiSession, name: string, title: string, from: number, to: number) {
  const prop = await apiCall<Created>(session, 'POST', '/props', {
    name,
    category: 'other',
    condition: 'good',
  });
  const show = await apiCall<Created>(session, 'POST', '/productions', {
    title,
    start_date: isoDay(from),
    end_date: isoDay(to),
  });
  await apiCall(session, 'POST', '/bookings', {
    item_type: 'prop',
    item_id: prop.id,
    kind: 'production',
    production_id: show.id,
  });
  return { prop, show };
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Lend to a person' });

async function openLendDialog(page: Page) {
  await page.goto('/lending/people');
  await page.getByRole('button', { name: 'Lend to a person' }).click();
  await dialogOf(page).waitFor();
}

/** Types the days into the dialog (dates first: they drive the item list). */
async function chooseDays(page: Page, from: string, to: string) {
  const dialog = dialogOf(page);
  await dialog.getByLabel(/^First day/).fill(from);
  await dialog.getByLabel(/^Due back/).fill(to);
}

/** The option of the item list whose text starts with `name`, once the list has it. */
async function itemOption(page: Page, name: string) {
  const dialog = dialogOf(page);
  await dialog.getByLabel(/^Search your props/).fill(name);
  const option = dialog
    .getByRole('combobox', { name: /^Item(?! type)/ })
    .locator('option', { hasText: name });
  await option.first().waitFor({ state: 'attached' });
  return option.first();
}

describe('dates drive the choosers', () => {
  it('lends a hat a show holds now for later days, and names a show’s loan to its cast "for Our Town"', async () => {
    const stamp = Date.now().toString(36);
    const wardrobe = await apiSession('director@westbrook.example');
    const feltHat = `Felt hat ${stamp}`;
    const topHat = `Top hat ${stamp}`;
    const ourTown = `Our Town ${stamp}`;
    await propOfShow(wardrobe, feltHat, `Winter Show ${stamp}`, 0, 10);
    await propOfShow(wardrobe, topHat, ourTown, 2, 30);

    const { page, errors } = await newPage(browser);
    // Westbrook's director: account.e2e.ts changes its assistant's password.
    await signIn(page, 'director@westbrook.example', DEMO_PASSWORD);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: heightOf(width) });
      await openLendDialog(page);
      const dialog = dialogOf(page);
      // Today: the felt hat is the Winter Show's, listed but not choosable, saying when it is free.
      await chooseDays(page, isoDay(0), isoDay(3));
      const busy = await itemOption(page, feltHat);
      await page.waitForFunction(
        (name) =>
          Array.from(document.querySelectorAll('option')).some(
            (o) => o.textContent?.startsWith(name) && o.textContent.includes('busy: Winter Show'),
          ),
        feltHat,
      );
      expect(await busy.evaluate((o) => (o as HTMLOptionElement).disabled)).toBe(true);
      // January-like days, after the show: offered, and lent.
      await chooseDays(page, isoDay(40 + width), isoDay(45 + width));
      await page.waitForFunction(
        (name) =>
          Array.from(document.querySelectorAll('option')).some((o) => o.textContent === name && !o.disabled),
        feltHat,
      );
      await dialog.getByRole('combobox', { name: /^Item(?! type)/ }).selectOption({ label: feltHat });
      await dialog.getByLabel(/^Name/).fill(`Ada ${width}`);
      await shot(page, `lend-future-days-${width}`);
      await expectAccessible(page, `Lend to a person at ${width}`);
      await dialog.getByRole('button', { name: 'Lend', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`${feltHat} — Ada ${width}`).waitFor();

      // A show's top hat to one of its cast, for days of the show.
      await openLendDialog(page);
      await chooseDays(page, isoDay(5 + (width === 390 ? 0 : 10)), isoDay(8 + (width === 390 ? 0 : 10)));
      await dialog.getByRole('combobox', { name: 'For production' }).selectOption({ label: ourTown });
      await itemOption(page, topHat);
      await page.waitForFunction(
        (name) =>
          Array.from(document.querySelectorAll('option')).some((o) => o.textContent === name && !o.disabled),
        topHat,
      );
      await dialog.getByRole('combobox', { name: /^Item(?! type)/ }).selectOption({ label: topHat });
      await dialog.getByLabel(/^Name/).fill(`Emily Webb ${width}`);
      await shot(page, `lend-cast-member-${width}`);
      await dialog.getByRole('button', { name: 'Lend', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      const row = page.getByRole('listitem').filter({ hasText: `${topHat} — Emily Webb ${width}` });
      await row.waitFor();
      await expect(row.textContent()).resolves.toContain(`for ${ourTown}`);
      await noSidewaysScroll(page, `loans to people at ${width}`);
      await shot(page, `people-for-our-town-${width}`, true);
    }
    // The production still holds the top hat: its booking is there, on its own days.
    const bookings = await apiCall<{ kind: string; starts_on: string; ends_on: string }[]>(
      wardrobe,
      'GET',
      `/bookings?item_type=prop&item_id=${(await apiCall<Created[]>(wardrobe, 'GET', `/props?search=${encodeURIComponent(topHat)}`))[0].id}`,
    );
    expect(bookings.filter((b) => b.kind === 'production')).toEqual([
      expect.objectContaining({ starts_on: isoDay(2), ends_on: isoDay(30) }),
    ]);
    expect(bookings.filter((b) => b.kind === 'person')).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('searches by the days alone and, on a phone, brings the results into view', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'student@riverside.example', DEMO_PASSWORD);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: heightOf(width) });
      await page.goto('/borrowing');
      await page.getByRole('heading', { name: 'Borrowing', level: 1 }).waitFor();
      await page.getByLabel('Needed from').fill(isoDay(30));
      await page.getByLabel('Needed until').fill(isoDay(34));
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const first = page.getByRole('article').first();
      await first.waitFor();
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      // The results are where the reader is: the first one inside the window, the heading focused.
      await scrollSettled(page);
      await page.waitForFunction(() => {
        const box = document.querySelector('article')?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.top < window.innerHeight - 40;
      });
      const box = (await first.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeLessThan(viewport.height);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await expect(page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')).resolves.toBe(
        'Search results',
      );
      await noSidewaysScroll(page, `borrowing at ${width}`);
      await shot(page, `borrowing-days-alone-${width}`);
    }
    expect(errors).toEqual([]);
  });
});
