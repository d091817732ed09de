import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, apiSession } from './support/api';
import { expectAccessible, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { DEMO_PASSWORD, e2eState } from './support/server';
import { dialogPanel, expectNothingOffScreen, expectWithinViewport } from './support/viewport';

/** The phones of issue 35: a small Android and an iPhone, portrait. */
const WIDTHS = [360, 390] as const;
const HEIGHT = 844;
/** A director at Riverside who is also a student at Westbrook: a department switcher. */
const DIRECTOR = 'director@riverside.example';
/** In every name this file imports, so they are easy to tell from the demo's. */
const MARK = 'Pocketsize';

let browser: Browser;
let director: { context: BrowserContext; page: Page; errors: string[] };
let propId: number;
let productionId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await apiSession(DIRECTOR);
  const [prop] = await apiCall<{ id: number }[]>(session, 'GET', '/props?limit=1');
  propId = prop.id;
  type Production = { id: number; props_count: number; sets_count: number; costume_pieces_count: number };
  const productions = await apiCall<Production[]>(session, 'GET', '/productions?limit=50');
  // One with items, so its page and its pull sheet have rows to lay out.
  const busiest = productions.reduce((best, p) =>
    p.props_count + p.sets_count + p.costume_pieces_count >
    best.props_count + best.sets_count + best.costume_pieces_count
      ? p
      : best,
  );
  productionId = busiest.id;
  director = await newPage(browser);
  await signIn(director.page, DIRECTOR, DEMO_PASSWORD);
  await director.page.setViewportSize({ width: 390, height: HEIGHT });
});
afterAll(async () => {
  await browser.close();
});

/** Until the screen has its data: a first heading, and no skeleton or busy list left. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.animate-pulse, [aria-busy="true"], [role="status"][aria-label^="Loading"]')
        .length === 0,
  );
}

/**
 * Visits `path` and checks it at each phone width (the window resized in place, no reload), and
 * that its headings skip no level (Lighthouse's heading-order, which /borrowing failed).
 */
async function sweep(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: WIDTHS[WIDTHS.length - 1], height: HEIGHT });
  await page.goto(path);
  await settled(page);
  await expectHeadingOrder(page, path);
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: HEIGHT });
    await expectNothingOffScreen(page, path);
  }
}

/** Headings in the page (outside any dialog) go down one level at a time from the h1. */
async function expectHeadingOrder(page: Page, label: string): Promise<void> {
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((heading) => !heading.closest('dialog') && heading.getClientRects().length > 0)
      .map((heading) => `${heading.tagName}:${heading.textContent?.trim() ?? ''}`),
  );
  let previous = 0;
  for (const heading of levels) {
    const level = Number(heading[1]);
    if (level > previous + 1)
      throw new Error(`${label}: ${heading} follows an h${previous}:\n${levels.join('\n')}`);
    previous = level;
  }
}

describe('on a phone', () => {
  it('previews a CSV import with its actions in view, and lists the job in Import History as cards', async () => {
    const { page } = director;
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await page.goto('/props');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Props from CSV' });
    const csv = [
      'Name,Description,Category,Condition,Location,Tags',
      `${MARK} desk lamp,Green glass shade,lighting,good,Prop Room A,"brass, desk"`,
      `${MARK} telegram,Folded yellow paper,paperwork,fair,,letters`,
    ].join('\n');
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'phone.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByText('Found 1 rows with errors. Please fix before starting import.').waitFor();
    // The grid scrolls sideways inside its box; each row's Delete and the dialog's buttons do not.
    for (const name of ['Delete row 1', 'Delete row 2', 'Cancel', 'Start Import'])
      await expectWithinViewport(dialog.getByRole('button', { name }), `${name} in the import preview`);
    await expectWithinViewport(dialogPanel(dialog), 'the import preview');
    await expectNothingOffScreen(page, 'the import preview');
    await expectAccessible(page, 'the import preview at 390 px');
    await screenshot(page, 'phone-import-preview', { fullPage: false });

    await dialog.getByLabel('Row 2 Category', { exact: true }).fill('other');
    await dialog.getByText('2 rows ready to import.').waitFor();
    await dialog.getByRole('button', { name: 'Start Import' }).click();
    await page.getByText(/^Import job \d+ completed successfully!$/).waitFor();

    await page.goto('/import-history');
    const job = page
      .getByRole('table', { name: 'Import jobs' })
      .getByRole('row')
      .filter({ hasText: 'phone.csv' });
    await job.getByRole('button', { name: /^View import job \d+$/ }).waitFor();
    await settled(page);
    await expectWithinViewport(
      job.getByRole('button', { name: /^View import job/ }),
      'the job’s View button',
    );
    await expectNothingOffScreen(page, '/import-history');
    await expectAccessible(page, '/import-history at 390 px');
  });

  it('fits every signed-in screen at 360 and 390 px', async () => {
    const { page, errors } = director;
    const paths = [
      '/',
      '/props',
      `/props/${propId}`,
      '/sets',
      '/costumes',
      '/productions',
      `/productions/${productionId}`,
      `/productions/${productionId}/pull-sheet`,
      '/calendar',
      '/borrowing',
      '/lending',
      '/import-history',
      '/notifications',
      '/settings',
      '/invitations',
      '/users',
    ];
    for (const path of paths) await sweep(page, path);
    // The pages whose tables became cards, as a screen reader finds them.
    await page.goto('/users');
    await settled(page);
    await expectAccessible(page, '/users at 360 px');
    await page.goto(`/productions/${productionId}/pull-sheet`);
    await settled(page);
    await expectAccessible(page, 'the pull sheet at 360 px');
    expect(errors).toEqual([]);
  });

  it('fits the superuser’s admin screens', async () => {
    const { page, context, errors } = await newPage(browser);
    const { email, password } = e2eState().superuser;
    await signIn(page, email, password);
    for (const path of ['/departments', '/users']) await sweep(page, path);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits the public screens, each with its skip link first', async () => {
    const { page, context } = await newPage(browser);
    for (const path of [
      '/login',
      '/reset-password?token=not-a-real-token',
      '/confirm-contact-email?token=not-a-real-token',
      '/setup-password/not-a-real-token',
    ])
      await sweep(page, path);

    await page.goto('/login');
    await settled(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await expectWithinViewport(skip, 'the skip link on /login');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await expectAccessible(page, '/login at 360 px');
    await context.close();
  });

  it('opens the bell’s panel, the department switcher, the menu and the dialogs inside the window', async () => {
    const { page, errors } = director;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto('/');
      await settled(page);

      await page.getByRole('button', { name: /^Notifications/ }).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await panel
        .getByText(/^(Live|Connecting|Offline|Reconnecting)/)
        .first()
        .waitFor();
      await expectWithinViewport(panel, `the bell’s panel at ${width} px`);
      await expectNothingOffScreen(page, 'the bell’s panel');
      if (width === 390) {
        await expectAccessible(page, 'the bell’s panel at 390 px');
        await screenshot(page, 'phone-bell', { fullPage: false });
      }
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });

      await page.getByTestId('department-switcher').click();
      const listbox = page.getByRole('listbox');
      await listbox.getByRole('option', { name: /Westbrook/ }).waitFor();
      await expectWithinViewport(page.getByTestId('department-switcher'), `the switcher at ${width} px`);
      await expectWithinViewport(listbox, `the department list at ${width} px`);
      await expectNothingOffScreen(page, 'the department list');
      if (width === 390) await screenshot(page, 'phone-switcher', { fullPage: false });
      await page.keyboard.press('Escape');
      await listbox.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Open navigation' }).click();
      const menu = page.getByRole('dialog', { name: 'Navigation' }).getByRole('navigation', { name: 'Main' });
      await expectWithinViewport(menu, `the menu at ${width} px`);
      await expectNothingOffScreen(page, 'the menu');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });

      await page.goto('/props');
      await page.getByRole('button', { name: 'Add New Prop' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Prop' });
      await add.getByRole('textbox', { name: /^Name/ }).waitFor();
      await expectWithinViewport(dialogPanel(add), `the Add New Prop dialog at ${width} px`);
      expect(
        await add
          .getByRole('textbox', { name: /^Name/ })
          .evaluate((field) => field === document.activeElement),
      ).toBe(true);
      await expectNothingOffScreen(page, 'the Add New Prop dialog');
      await page.keyboard.press('Escape');
      await add.waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
  });

  it('opens the borrow dialog on its first field, with /borrowing’s headings in order', async () => {
    const { page, errors } = director;
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await page.goto('/borrowing');
    await settled(page);
    await expectHeadingOrder(page, '/borrowing');
    await expectAccessible(page, '/borrowing at 390 px');

    await page.getByRole('searchbox', { name: 'Search items' }).fill('Picnic basket');
    await page.getByRole('button', { name: 'Search' }).click();
    const result = page
      .getByRole('article', { name: 'Picnic basket' })
      .filter({ has: page.getByText('Available', { exact: true }) })
      .first();
    await result.getByRole('button', { name: 'View Details of Picnic basket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Picnic basket' });
    await dialog.getByRole('form', { name: 'Request to borrow' }).waitFor();
    await expectHeadingOrder(page, '/borrowing with results');
    await expectWithinViewport(dialogPanel(dialog), 'the borrow dialog');
    await expectNothingOffScreen(page, 'the borrow dialog');
    // Its first field, wherever the form puts it: not Close.
    const onFirstField = await dialog.evaluate((element) => {
      const first = element.querySelector('form input:not([type="hidden"]), form select, form textarea');
      return first !== null && first === document.activeElement;
    });
    expect(onFirstField).toBe(true);
    expect(await dialog.getByLabel(/^Start date/).evaluate((field) => field === document.activeElement)).toBe(
      true,
    );
    await expectAccessible(page, 'the borrow dialog at 390 px');
    await screenshot(page, 'phone-borrow', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('has a skip link as the first Tab of the signed-in frame, leading to the main content', async () => {
    const { page } = director;
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await page.goto('/borrowing');
    await settled(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await expectWithinViewport(skip, 'the skip link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    // The next Tab goes on from there: the page's first control, not the top bar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
  });
});
