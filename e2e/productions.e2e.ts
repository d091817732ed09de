import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { shownDay, shownPeriod } from './support/dates';
import { apiCall, apiSession } from './support/api';
import { DEMO_PASSWORD } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function createProduction(page: Page, title: string, dates: { start: string; end: string }) {
  await page.getByRole('button', { name: 'New Production' }).click();
  await page.getByRole('heading', { name: 'Add New Production' }).waitFor();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel('Director', { exact: true }).fill('Ada Brooks');
  await page.getByLabel('Start date').fill(dates.start);
  await page.getByLabel('End date').fill(dates.end);
  await page.getByLabel('Venue').fill('Black Box');
  await page.getByRole('button', { name: 'Create Production' }).click();
  await page.getByText(`Production "${title}" created successfully!`).waitFor();
  await page.getByRole('article', { name: title }).waitFor();
}

describe('productions', () => {
  it('creates a production, assigns a prop to it, and does not offer that prop to another one on the same days', async () => {
    const propName = `Gala spotlight ${Date.now().toString(36)}`;
    await apiCall(await apiSession('director@lakeside.example'), 'POST', '/props', {
      name: propName,
      category: 'lighting',
    });
    const { page, errors } = await newPage(browser);
    await signIn(page, 'director@lakeside.example', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Productions' }).click();
    await page.getByRole('heading', { name: 'Productions', level: 1 }).waitFor();
    await expectAccessible(page, '/productions');
    await createProduction(page, 'Into the Woods', { start: '2027-03-01', end: '2027-03-20' });
    // Its days overlap Into the Woods' (from 10 March): what that one holds is not free for this one.
    await createProduction(page, 'Blithe Spirit', { start: '2027-03-10', end: '2027-03-25' });

    await page.getByRole('button', { name: 'Manage Items of Into the Woods' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Production Items' });
    const days = await shownPeriod(page, '2027-03-01', '2027-03-20');
    await dialog.getByText(`Holds items ${days}`, { exact: true }).waitFor();
    // A prop of its own, nothing else booked: the first free one may be another test's, whose own
    // nearer booking its status line would name instead.
    const free = dialog.getByRole('region', { name: /^Free on these days/ });
    await free.getByRole('searchbox').fill(propName);
    await free.getByRole('button', { name: `Add ${propName}` }).click();
    await page.getByText(`${propName} added to production, held ${days}`).waitFor();
    await dialog
      .getByRole('region', { name: /^In this production/ })
      .getByRole('listitem')
      .filter({ hasText: propName })
      .getByText(days)
      .waitFor();
    await expectAccessible(page, 'the Manage Production Items dialog');
    await screenshot(page, 'production-items');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The production has not begun: the prop's card says it is booked for it, and from when.
    await page.getByRole('link', { name: 'Props' }).click();
    await page.getByRole('searchbox', { name: 'Search props' }).fill(propName);
    // The search is applied (the results line says so) before going on: a search still waiting
    // to apply when a link is followed would bring the page back to the list.
    await page
      .getByText(new RegExp(`^Showing \\d+ props? for Lakeside College Stage Company matching`))
      .waitFor();
    await page
      .getByRole('article', { name: propName })
      .getByText(`Booked for Into the Woods from ${await shownDay(page, '2027-03-01')}`, { exact: true })
      .waitFor();

    // A production on overlapping days is not offered it: it is held, by whom, and free from the 21st.
    await page.getByRole('link', { name: 'Productions' }).click();
    await page.getByRole('button', { name: 'Manage Items of Blithe Spirit' }).click();
    const other = page.getByRole('dialog', { name: 'Manage Production Items' });
    const held = other
      .getByRole('region', { name: /^Held on these days/ })
      .getByRole('listitem')
      .filter({ hasText: propName });
    await held.getByText(`Booked for Into the Woods from ${await shownDay(page, '2027-03-01')}`).waitFor();
    await held.getByText(`Free from ${await shownDay(page, '2027-03-21')}`, { exact: true }).waitFor();
    await other
      .getByRole('region', { name: /^Free on these days/ })
      .getByRole('button', { name: /^Add / })
      .first()
      .waitFor();
    expect(await other.getByRole('button', { name: `Add ${propName}` }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('narrows the upcoming productions dialog by date', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'director@westbrook.example', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Productions' }).click();
    // The dashboard has a New Production button too: wait for the productions screen.
    await page.getByRole('heading', { name: 'Productions', level: 1 }).waitFor();
    await createProduction(page, 'Summer Revue', { start: '2031-07-01', end: '2031-07-15' });
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('button', { name: 'View All' }).click();
    await page.getByRole('heading', { name: 'Upcoming Productions' }).last().waitFor();
    const badge = page.getByText(/^\d+ productions?$/);
    await badge.waitFor();
    const before = Number((await badge.textContent())!.split(' ')[0]);
    expect(before).toBeGreaterThan(1);
    await page.getByLabel('From', { exact: true }).fill('2031-06-01');
    await page.getByLabel('To', { exact: true }).fill('2031-08-31');
    // Dated productions outside the range drop out (undated active or planning ones stay: docs/state-machines.md).
    await page.waitForFunction((count) => {
      const badge = [...document.querySelectorAll('span, p')].find((e) =>
        /^\d+ productions?$/.test(e.textContent ?? ''),
      );
      return badge !== undefined && Number(badge.textContent.split(' ')[0]) < count;
    }, before);
    await page.getByText('Summer Revue').last().waitFor();
    await expectAccessible(page, 'the Upcoming Productions dialog');
    await screenshot(page, 'upcoming-productions');
  });

  it('adds a production from the dashboard and the figures follow without a reload', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'admin@lakeside.example', DEMO_PASSWORD);
    const active = page.getByTestId('stat-activeProductions');
    await active.getByText(/^\d+$/).waitFor();
    const before = Number(await active.textContent());
    await page.getByRole('button', { name: 'New Production' }).click();
    await page.getByRole('heading', { name: 'Add New Production' }).waitFor();
    await page.getByLabel(/^Title/).fill('Our Town (revival)');
    await page.getByLabel(/^Status/).selectOption('active');
    await page.getByRole('button', { name: 'Create Production' }).click();
    await active.getByText(String(before + 1), { exact: true }).waitFor();
  });

  it('shows a student no production controls, and the server refuses them anyway', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'student@lakeside.example', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Productions' }).click();
    await page.getByRole('article').first().waitFor();
    for (const name of ['New Production', /^Edit /, /^Delete /, /^Manage Items of /])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/v1/productions/', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('access_token')}`,
        },
        body: JSON.stringify({ title: 'Not allowed' }),
      });
      return response.status;
    });
    expect(status).toBe(403);
  });
});
