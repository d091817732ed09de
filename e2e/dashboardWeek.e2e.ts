import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { apiCall, apiSession } from './support/api';
import { expectAccessible, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { isoDay } from './support/dates';
import { DEMO_PASSWORD } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Created {
  id: number;
}

/** A prop made for this test alone: no demo production or loan holds it. */
const ITEM = 'Week panel hurricane lamp';

describe("the dashboard's week", () => {
  it('shows the lender’s director the request waiting for a decision, opening the loan; it reads at 390 px', async () => {
    const director = await apiSession('director@westbrook.example');
    const borrower = await apiSession('manager@lakeside.example');
    const lamp = await apiCall<Created>(director, 'POST', '/props', {
      name: ITEM,
      category: 'lighting',
      condition: 'good',
    });
    const loan = await apiCall<Created>(borrower, 'POST', '/lending', {
      item_type: 'prop',
      prop_id: lamp.id,
      from_department_id: director.departmentId,
      to_department_id: borrower.departmentId,
      lent_date: isoDay(3),
      due_date: isoDay(12),
      message: 'May we borrow it for our next show?',
    });

    const { page, errors } = await newPage(browser);
    await signIn(page, 'director@westbrook.example', DEMO_PASSWORD);
    const week = page.getByRole('region', { name: 'This week' });
    const waiting = week.getByRole('list', { name: /^Waiting for your decision/ });
    const row = waiting.getByRole('listitem').filter({ hasText: ITEM });
    await row.waitFor();
    await row.getByText(/^Request to borrow · Lakeside College Stage Company · /).waitFor();
    for (const title of ['Overdue', 'Going out this week', 'Due back this week'])
      await week.getByRole('heading', { name: new RegExp(`^${title}`), level: 3 }).waitFor();
    await expectAccessible(page, "the dashboard's week");

    // At a phone's width the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'dashboard-week-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // On a phone the week comes before the count cards; on a wide screen after them.
    const top = async (name: string) =>
      (await page.getByRole('region', { name, exact: true }).boundingBox())!.y;
    for (const [width, height, first] of [
      [390, 844, 'week'],
      [1366, 900, 'figures'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.getByRole('region', { name: 'Department figures' }).waitFor();
      const [weekTop, figuresTop] = [await top('This week'), await top('Department figures')];
      expect(first === 'week' ? weekTop < figuresTop : figuresTop < weekTop).toBe(true);
      fs.mkdirSync('/tmp/shots/dates', { recursive: true });
      await page.screenshot({ path: `/tmp/shots/dates/dashboard-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await row.getByRole('link', { name: ITEM }).click();
    await page.waitForURL(`**/lending?loan=${loan.id}`);
    await page.getByRole('dialog', { name: ITEM }).waitFor();
    expect(errors).toEqual([]);
  });
});
