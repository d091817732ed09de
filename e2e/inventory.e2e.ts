import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { apiCall, apiSession } from './support/api';
import { DEMO_PASSWORD, e2eState } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Where this issue's screenshots go, to be looked at (dates and small screen fixes). */
const SHOTS = '/tmp/shots/dates';

describe('props', () => {
  it('adds a prop with an image, finds it by search and by tag, edits it and deletes it', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'manager@riverside.example', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Props' }).click();
    await page.getByRole('heading', { name: 'Props Inventory', level: 1 }).waitFor();
    await page.getByText(/^Showing \d+ props for Riverside High School Drama/).waitFor();
    await expectAccessible(page, '/props');
    await screenshot(page, 'props');

    await page.getByRole('button', { name: 'Add New Prop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Prop' });
    await dialog.getByRole('button', { name: 'Create Prop' }).click();
    await dialog.getByText('Prop name is required').waitFor();
    await dialog.getByLabel(/^Name/).fill('Ship’s lantern');
    await dialog.getByLabel(/^Category/).selectOption('lighting');
    await dialog.getByLabel(/^Tags/).fill('maritime');
    await dialog.getByLabel(/^Tags/).press('Enter');
    await dialog.getByLabel(/^Image/).setInputFiles(path.join(__dirname, 'fixtures', 'lantern.png'));
    await page.getByText('File uploaded successfully!').waitFor();
    await dialog.getByRole('img', { name: 'Image preview' }).waitFor();
    await expectAccessible(page, 'the Add New Prop dialog');
    await screenshot(page, 'add-prop');
    await dialog.getByRole('button', { name: 'Create Prop' }).click();
    await page.getByText('Prop "Ship’s lantern" created successfully!').waitFor();

    await page.getByRole('searchbox', { name: 'Search props' }).fill('ship’s lant');
    await page.getByText(/^Showing 1 props? for Riverside High School Drama matching/).waitFor();
    await card(page, 'Ship’s lantern').getByRole('img').first().waitFor();
    const src = await card(page, 'Ship’s lantern').getByRole('img').first().getAttribute('src');
    expect(src).toMatch(/\/uploads\/[0-9a-f]{64}\.png$/);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('textbox', { name: 'Filter by another tag' }).fill('maritime');
    await page.getByRole('textbox', { name: 'Filter by another tag' }).press('Enter');
    expect(await page.getByRole('button', { name: 'maritime' }).getAttribute('aria-pressed')).toBe('true');
    await card(page, 'Ship’s lantern').waitFor();
    await page.getByText(/^Showing 1 props? for/).waitFor();

    await page.getByRole('button', { name: 'Edit Ship’s lantern' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Prop' });
    await edit.getByLabel(/^Name/).fill('Ship’s storm lantern');
    await edit.getByRole('button', { name: 'Update Prop' }).click();
    await page.getByText('Prop "Ship’s storm lantern" updated successfully!').waitFor();

    await page.getByRole('button', { name: 'Delete Ship’s storm lantern' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Prop' });
    await confirm
      .getByText('Are you sure you want to delete "Ship’s storm lantern"? This action cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Prop "Ship’s storm lantern" deleted successfully!').waitFor();
    await card(page, 'Ship’s storm lantern').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('paints the first page of 5,000 props within a second of navigation', async () => {
    const { page } = await newPage(browser);
    await signIn(page, e2eState().largeDepartment.email, DEMO_PASSWORD);
    const timings: number[] = [];
    for (let visit = 0; visit < 2; visit++) {
      await page.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByTestId('stat-totalProps').getByText('5000').waitFor();
      const started = await page.evaluate(() => performance.now());
      await page.getByRole('link', { name: 'Props' }).click();
      await page.getByRole('article').first().waitFor();
      const painted = await page.evaluate(
        () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
      );
      timings.push(painted - started);
    }
    await page.getByText(/^Showing 5000 props for Grand Opera House/).waitFor();
    expect(await page.getByRole('article').count()).toBeLessThanOrEqual(24);
    process.stdout.write(
      `\nprops screen, 5,000 props: first page painted ${timings.map((t) => `${Math.round(t)} ms`).join(' (first visit, remote code included), then ')} after navigation\n`,
    );
    expect(Math.max(...timings)).toBeLessThan(1000);
  });
});

describe('the dashboard', () => {
  it('adds a prop through the inventory’s dialog and the figure follows without a reload', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'assistant@lakeside.example', DEMO_PASSWORD);
    const props = page.getByTestId('stat-totalProps');
    await props.getByText(/^\d+$/).waitFor();
    const before = Number(await props.textContent());
    await page.getByRole('button', { name: 'Add Prop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Prop' });
    await dialog.getByLabel(/^Name/).fill('Brass telescope');
    await dialog.getByLabel(/^Category/).selectOption('decorative');
    await dialog.getByRole('button', { name: 'Create Prop' }).click();
    await props.getByText(String(before + 1), { exact: true }).waitFor();
  });
});

describe('set pieces', () => {
  it('creates a set piece with components and shows them as chips', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'assistant@riverside.example', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Sets' }).click();
    await page.getByRole('heading', { name: 'Set Pieces', level: 1 }).waitFor();
    await expectAccessible(page, '/sets');
    await page.getByRole('button', { name: 'Add New Set' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Set Piece' });
    await dialog.getByLabel(/^Name/).fill('Lighthouse tower');
    await dialog.getByLabel(/^Pieces count/).fill('3');
    for (const component of ['Base', 'Lamp room', 'Gallery rail']) {
      await dialog.getByLabel(/^Components/).fill(component);
      await dialog.getByLabel(/^Components/).press('Enter');
    }
    await dialog.getByRole('button', { name: 'Remove Gallery rail' }).waitFor();
    await expectAccessible(page, 'the Add New Set Piece dialog');
    await dialog.getByRole('button', { name: 'Create Set' }).click();
    await page.getByText('Set "Lighthouse tower" created successfully!').waitFor();
    await page.getByRole('searchbox', { name: 'Search sets' }).fill('Lighthouse');
    await page.getByRole('searchbox', { name: 'Search sets' }).press('Enter');
    for (const component of ['Base', 'Lamp room', 'Gallery rail'])
      await card(page, 'Lighthouse tower').getByText(component, { exact: true }).waitFor();
    await screenshot(page, 'sets');
    // An assistant edits but does not delete.
    expect(await page.getByRole('button', { name: 'Delete Lighthouse tower' }).count()).toBe(0);
  });
});

describe('costumes', () => {
  it('creates a costume with size and colour and filters by them', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'director@riverside.example', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Costumes' }).click();
    await page.getByRole('heading', { name: 'Costume Pieces', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add New Costume' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Costume Piece' });
    await dialog.getByLabel(/^Name/).fill('Harbour master’s coat');
    await dialog.getByLabel(/^Category/).selectOption('uniform');
    await dialog.getByLabel(/^Size/).selectOption({ label: 'XL' });
    await dialog.getByLabel(/^Color/).fill('Teal');
    await dialog.getByLabel(/^Material/).fill('Wool');
    await dialog.getByRole('button', { name: 'Create Costume' }).click();
    await page.getByText('Costume "Harbour master’s coat" created successfully!').waitFor();

    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByLabel('Size').selectOption({ label: 'XL' });
    await filters.getByLabel('Color').fill('teal');
    await page.waitForURL(/size=xl/);
    await page.getByText(/^Showing 1 costumes? for/).waitFor();
    await card(page, 'Harbour master’s coat').waitFor();
    await expectAccessible(page, '/costumes');
    await screenshot(page, 'costumes');
  });
});

describe('a student', () => {
  it('sees no add, edit or delete controls, and the server refuses them anyway', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'student@riverside.example', DEMO_PASSWORD);
    for (const [link, add] of [
      ['Props', 'Add New Prop'],
      ['Sets', 'Add New Set'],
      ['Costumes', 'Add New Costume'],
    ]) {
      await page.getByRole('link', { name: link }).click();
      await page.getByRole('article').first().waitFor();
      expect(await page.getByRole('button', { name: add }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    }
    const statuses = await page.evaluate(async () => {
      const headers = {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('access_token')}`,
      };
      const list = (await (await fetch('/api/v1/props/?limit=1', { headers })).json()) as { id: number }[];
      const create = await fetch('/api/v1/props/', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Sneaky prop', category: 'other' }),
      });
      const update = await fetch(`/api/v1/props/${list[0].id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ name: 'Renamed' }),
      });
      const remove = await fetch(`/api/v1/props/${list[0].id}`, { method: 'DELETE', headers });
      return [create.status, update.status, remove.status];
    });
    expect(statuses).toEqual([403, 403, 403]);
  });
});

describe('the compact list', () => {
  it('prints the labels of the ticked props from the top "Print labels", which says how many, wide and on a phone', async () => {
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ]) {
      const { page, errors } = await newPage(browser);
      await page.setViewportSize({ width, height });
      await signIn(page, 'manager@riverside.example', DEMO_PASSWORD);
      await page.goto('/props');
      const boxes = page.getByRole('checkbox', { name: /^Select .* for labels$/ });
      await boxes.nth(2).waitFor();
      const top = page.getByRole('button', { name: 'Print labels', exact: true });
      await top.waitFor();
      for (let i = 0; i < 3; i++) await boxes.nth(i).check();
      const selected = page.getByRole('button', { name: 'Print labels (3 selected)' });
      await selected.waitFor();
      expect(await top.count()).toBe(0);
      await fs.promises.mkdir(SHOTS, { recursive: true });
      await selected.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `props-print-selected-${width}.png`) });
      await selected.click();
      const dialog = page.getByRole('dialog', { name: 'Print labels for 3 selected props' });
      await dialog.waitFor();
      await dialog.getByLabel('Label stock').locator('option').first().waitFor({ state: 'attached' });
      await page.screenshot({ path: path.join(SHOTS, `props-print-dialog-${width}.png`) });
      const asked = page.waitForRequest((request) => /\/props\/labels\?.*ids=/.test(request.url()));
      await dialog.getByRole('button', { name: 'Download PDF' }).click();
      const ids = new URL((await asked).url()).searchParams.get('ids')!.split(',');
      expect(ids).toHaveLength(3);
      await dialog.waitFor({ state: 'hidden' });
      // Cleared, the top button prints the list again.
      await page.getByRole('button', { name: 'Clear selection' }).click();
      await top.waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('shows a phone the props as rows with the cards’ status lines, sorted by name, 50 a page, and the person’s other devices open it so', async () => {
    // The department of 5,000 props: pages of 50 to fill.
    const { email } = e2eState().largeDepartment;
    const session = await apiSession(email);
    try {
      const { page, errors } = await newPage(browser);
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, email, DEMO_PASSWORD);
      await page.goto('/props');
      await page.getByText(/^Showing 5000 props for Grand Opera House/).waitFor();
      const statuses = page.getByTestId('item-status');
      await statuses.first().waitFor();
      const onCards = await statuses.allTextContents();

      const views = page.getByRole('group', { name: 'View' });
      await views.getByRole('button', { name: 'List' }).click();
      const rows = page.getByRole('list', { name: 'Props' }).getByRole('listitem');
      await rows.first().waitFor();
      expect(await views.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
      expect(await rows.count()).toBe(24);
      expect(await rows.getByTestId('item-status').allTextContents()).toEqual(onCards);

      await page.getByLabel('Sort by').selectOption('name');
      await page.waitForURL(/[?&]sort=name/);
      await page.getByLabel('Per page').selectOption('50');
      await page.waitForURL(/[?&]per_page=50/);
      await rows.nth(49).waitFor();
      expect(await rows.count()).toBe(50);
      const names = (await rows.getByRole('heading', { level: 3 }).allTextContents()).map((name) =>
        name.trim(),
      );
      const byName = [...names].sort((a, b) =>
        a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0,
      );
      expect(names).toEqual(byName);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page, 'the compact list at 390 px');
      await screenshot(page, 'props-list-390', { fullPage: false });
      expect(errors).toEqual([]);

      // Another device, with nothing in its address: the person's saved choices.
      const other = await newPage(browser);
      await other.page.setViewportSize({ width: 1366, height: 900 });
      await signIn(other.page, email, DEMO_PASSWORD);
      await other.page.goto('/props');
      const otherRows = other.page.getByRole('list', { name: 'Props' }).getByRole('listitem');
      await otherRows.nth(49).waitFor();
      expect(await otherRows.count()).toBe(50);
      expect(await other.page.getByLabel('Sort by').inputValue()).toBe('name');
      expect(
        (await otherRows.getByRole('heading', { level: 3 }).allTextContents()).map((n) => n.trim()),
      ).toEqual(names);
      await screenshot(other.page, 'props-list-1366', { fullPage: false });
      await other.context.close();
    } finally {
      await apiCall(session, 'PUT', '/users/me/list-settings', {
        view: 'cards',
        sort: 'newest',
        page_size: 24,
      });
    }
  });
});
