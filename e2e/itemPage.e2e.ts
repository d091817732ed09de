import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiSession, type ApiSession } from './support/api';
import { expectAccessible, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { isoDay } from './support/dates';
import { DEMO_PASSWORD, e2eState } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const LENDER_DIRECTOR = 'director@westbrook.example';
const BORROWER = 'Lakeside College Stage Company';
/** Its own name per run: the department keeps names unique. */
const ITEM = `Harbour fog bell ${Date.now() % 100000}`;

interface Created {
  id: number;
}

/** The lantern fixture through the upload call, then as the item's photo (its cover). */
async function addPhoto(session: ApiSession, itemId: number): Promise<void> {
  const form = new FormData();
  const png = fs.readFileSync(path.join(__dirname, 'fixtures', 'lantern.png'));
  form.append('file', new Blob([png], { type: 'image/png' }), 'lantern.png');
  form.append('file_type', 'prop');
  const upload = await fetch(`${e2eState().baseUrl}/api/v1/files/upload`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${session.token}`,
      'X-Current-Department': String(session.departmentId),
    },
    body: form,
  });
  if (!upload.ok) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
  const { url } = (await upload.json()) as { url: string };
  await apiCall(session, 'POST', '/photos', { item_type: 'prop', item_id: itemId, url });
}

/** Nothing wider than the window: no sideways scrolling. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

let prop: Created;
const lent = isoDay(1);
const due = isoDay(3);

/** Westbrook has a prop with a photo; Lakeside's director asks to borrow it (a loan notification for Westbrook). */
beforeAll(async () => {
  const lender = await apiSession(LENDER_DIRECTOR);
  const borrower = await apiSession('director@lakeside.example');
  // Nothing unread before: the notification the test opens is the loan's.
  await apiCall(lender, 'PUT', '/notifications/read-all');
  prop = await apiCall<Created>(lender, 'POST', '/props', {
    name: ITEM,
    category: 'other',
    condition: 'good',
    location: 'Harbour shelf',
  });
  await addPhoto(lender, prop.id);
  await apiCall(borrower, 'POST', '/lending', {
    item_type: 'prop',
    prop_id: prop.id,
    from_department_id: lender.departmentId,
    to_department_id: borrower.departmentId,
    lent_date: lent,
    due_date: due,
    message: 'May we borrow it for our sea shanty night?',
  });
});

describe('the item page', () => {
  it('a lender-side director follows a loan notification to the item: photo, calendar with the loan, history', async () => {
    const { page, errors, context } = await newPage(browser);
    await signIn(page, LENDER_DIRECTOR, DEMO_PASSWORD);
    await page.goto('/notifications');
    // The loan's notification links to the item's page by its name (or "Open item").
    const link = page.getByRole('link', { name: new RegExp(`^(${ITEM}|Open item)`) }).first();
    await link.waitFor();
    expect(await link.getAttribute('href')).toContain(`/props/${prop.id}`);
    await link.click();

    await page.waitForURL(`**/props/${prop.id}`);
    await page.getByRole('heading', { name: ITEM, level: 1 }).waitFor();
    // The photo is the cover.
    await page
      .getByTestId('item-cover')
      .getByRole('img', { name: `${ITEM}, cover photo` })
      .waitFor();
    expect(await page.getByTestId('item-cover').getByRole('img').first().getAttribute('src')).toMatch(
      /\/uploads\/[0-9a-f]{64}\.png$/,
    );

    // The calendar shows the loan (requested) on its first day; the month turns if it is next month's.
    const calendar = page.getByRole('region', { name: `${ITEM}'s bookings` });
    if (lent.slice(0, 7) !== isoDay(0).slice(0, 7)) {
      await calendar.getByRole('button', { name: 'Next month' }).click();
    }
    if (await calendar.getByRole('button', { name: 'Month', exact: true, pressed: false }).count()) {
      await calendar.getByRole('button', { name: 'Month', exact: true }).click();
    }
    const cell = calendar.getByRole('grid').locator(`[data-day="${lent}"]`);
    await cell.getByText(`Lent to ${BORROWER}`).waitFor();
    // The day's list opens from the keyboard (a click on the cell's middle may land on the entry's link).
    await cell.focus();
    await page.keyboard.press('Enter');
    const day = calendar.getByTestId('calendar-day');
    await day.getByText('Lent out').waitFor();
    expect(await day.getByRole('link', { name: `Lent to ${BORROWER}` }).getAttribute('href')).toMatch(
      /^\/lending\?loan=\d+$/,
    );

    // The history names what happened, newest first.
    const history = page.getByTestId('item-history');
    await history.getByRole('listitem').first().waitFor();
    expect(await history.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);

    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ]) {
      await page.setViewportSize({ width, height });
      await page.getByRole('heading', { name: ITEM, level: 1 }).waitFor();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `the item page at ${width} px`);
      await screenshot(page, `item-page-${width}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so for an item that does not exist, with the way back to the list', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, LENDER_DIRECTOR, DEMO_PASSWORD);
    await page.goto('/props/99999999');
    await page.getByRole('heading', { name: 'This prop was not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to props' }).first().waitFor();
    await context.close();
  });
});
