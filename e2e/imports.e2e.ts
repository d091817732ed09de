import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { DEMO_PASSWORD } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const DEPARTMENT = 'Riverside High School Drama';
/** In every imported name, so one search finds exactly this test's props. */
const MARK = 'Quillmere';

const FIRST_FILE = [
  'Name,Description,Category,Condition,Location,Tags',
  `${MARK} brass candelabra,Five-arm table candelabra,lighting,good,Prop Room A,"brass, table"`,
  `${MARK} oak writing desk,Roll-top desk with one drawer,furniture,fair,Storage B,`,
  `${MARK} pewter goblet,,decorative,excellent,,tableware`,
  `${MARK} rubber cutlass,Safe for stage fights,swords,good,,stunt`,
].join('\n');

const EXPORT_HEADER = 'ID,Name,Description,Category,Condition,Location,Tags';

/** The department's prop count as the list's status line says it (no search or filter on). */
async function departmentTotal(page: Page): Promise<number> {
  const status = page.getByText(new RegExp(`^Showing \\d+ props for ${DEPARTMENT}$`));
  await status.waitFor();
  return Number(/Showing (\d+)/.exec((await status.textContent())!)![1]);
}

/**
 * Records, from before Start Import is pressed, each state of the progress dialog (title and the
 * bar's value): a job of a few rows may end, and its dialog close, before a test could look.
 */
async function recordProgressViews(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressViews: string[] }).progressViews = seen;
    const look = () => {
      for (const dialog of document.querySelectorAll('dialog')) {
        const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent;
        if (!title?.startsWith('Import ') || title.endsWith(' from CSV')) continue;
        const bar = dialog.querySelector('[role="progressbar"][aria-label="Import progress"]');
        const view = `${title}|${bar?.getAttribute('aria-valuenow') ?? ''}`;
        if (seen.at(-1) !== view) seen.push(view);
      }
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

const progressViews = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressViews: string[] }).progressViews);

/**
 * Start Import in the open dialog and follow the job to its end: the started toast names the job
 * the server queued, the progress dialog follows it, and a job without rejected rows closes its
 * view with the success toast. Answers the job's id.
 */
async function startAndFinish(page: Page): Promise<number> {
  await recordProgressViews(page);
  const uploaded = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/props/bulk-import') && response.request().method() === 'POST',
  );
  await page
    .getByRole('dialog', { name: 'Import Props from CSV' })
    .getByRole('button', { name: 'Start Import' })
    .click();
  const response = await uploaded;
  expect(response.status()).toBe(202);
  const job = (await response.json()) as { id: number; status: string };
  expect(job.status).toBe('pending');
  await page.getByText(`Import job started with ID: ${job.id}`, { exact: true }).waitFor();
  await page.getByText(`Import job ${job.id} completed successfully!`, { exact: true }).waitFor();
  await page.getByRole('dialog', { name: /^Import (In Progress|Completed)$/ }).waitFor({ state: 'detached' });
  await page.getByRole('dialog', { name: 'Import Props from CSV' }).waitFor({ state: 'detached' });

  // It opened as the job's progress (loading or queued), and the last it showed was the job at 100%.
  const views = await progressViews(page);
  expect(views[0]).toMatch(/^Import In Progress\|/);
  expect(views.at(-1)).toBe('Import Completed|100');
  expect(views.every((view) => /^Import (In Progress|Completed)\|\d*$/.test(view))).toBe(true);
  return job.id;
}

describe('CSV import and export of props', () => {
  it('previews and corrects a file, imports it, exports it, and imports the edited export as updates', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'manager@riverside.example', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Props' }).click();
    await page.getByRole('heading', { name: 'Props Inventory', level: 1 }).waitFor();
    const before = await departmentTotal(page);

    // 1. The preview finds the bad category; Start Import waits until the cell is corrected.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Props from CSV' });
    await dialog.getByRole('button', { name: 'Start Import' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Start Import' }).isDisabled()).toBe(true);
    await dialog.getByText('Please select a file first', { exact: true }).waitFor();
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'new-props.csv', mimeType: 'text/csv', buffer: Buffer.from(FIRST_FILE) });
    await dialog
      .getByText('Found 1 rows with errors. Please fix before starting import.', { exact: true })
      .waitFor();
    await dialog.getByText('Please fix all errors before starting import', { exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Start Import' }).isDisabled()).toBe(true);
    const table = dialog.getByRole('table', { name: 'Rows to import (4 rows)' });
    const category = table.getByLabel('Row 4 Category', { exact: true });
    expect(await category.getAttribute('aria-invalid')).toBe('true');
    await table
      .getByText('Must be one of: furniture, weapons, costumes, decorative, lighting, electronics, other')
      .waitFor();
    await expectAccessible(page, 'the Import Props from CSV dialog with a row error');
    await screenshot(page, 'import-preview');

    await category.fill('weapons');
    await dialog.getByText('4 rows ready to import.', { exact: true }).waitFor();
    expect(await category.getAttribute('aria-invalid')).toBeNull();
    expect(await dialog.getByText(/rows with errors/).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Start Import' }).isEnabled()).toBe(true);
    await expectAccessible(page, 'the Import Props from CSV dialog ready to import');
    const firstJob = await startAndFinish(page);

    // 2. The job's end refreshes the list (no reload): the total moves on, the new props are there.
    await page.getByText(`Showing ${before + 4} props for ${DEPARTMENT}`, { exact: true }).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search props' });
    await search.fill(MARK);
    await page.getByText(`Showing 4 props for ${DEPARTMENT} matching "${MARK}"`, { exact: true }).waitFor();
    for (const name of ['brass candelabra', 'oak writing desk', 'pewter goblet', 'rubber cutlass'])
      await page.getByRole('article', { name: `${MARK} ${name}` }).waitFor();

    // 3. Export CSV (the searched list): the import's columns with ID first.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const exported = await download;
    expect(exported.suggestedFilename()).toMatch(/\.csv$/);
    const text = fs.readFileSync(await exported.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = text.split(/\r?\n/).filter((line) => line !== '');
    expect(lines[0]).toBe(EXPORT_HEADER);
    expect(lines).toHaveLength(5);
    const rows = lines.slice(1);
    for (const row of rows) expect(row).toMatch(new RegExp(`^\\d+,${MARK} `));
    const desk = rows.find((row) => row.includes(`${MARK} oak writing desk`))!;
    expect(desk).toMatch(
      new RegExp(`^\\d+,${MARK} oak writing desk,Roll-top desk with one drawer,furniture,fair,Storage B,$`),
    );
    expect(rows.find((row) => row.includes('rubber cutlass'))).toMatch(/,weapons,good,,stunt$/);
    expect(rows.find((row) => row.includes('candelabra'))).toMatch(/,"brass, table"$/);
    const deskId = desk.split(',')[0];

    // 4. The export with one name changed goes back in: updates, no new props.
    const edited = text.replace(`${MARK} oak writing desk`, `${MARK} walnut writing desk`);
    expect(edited).not.toBe(text);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await dialog.getByLabel('CSV file').setInputFiles({
      name: exported.suggestedFilename(),
      mimeType: 'text/csv',
      buffer: Buffer.from(edited),
    });
    await dialog.getByText('4 rows ready to import.', { exact: true }).waitFor();
    const deskRow = rows.indexOf(desk) + 1;
    expect(await dialog.getByRole('textbox', { name: `Row ${deskRow} ID` }).inputValue()).toBe(deskId);
    expect(await dialog.getByRole('textbox', { name: `Row ${deskRow} Name` }).inputValue()).toBe(
      `${MARK} walnut writing desk`,
    );
    const secondJob = await startAndFinish(page);
    await page.getByRole('article', { name: `${MARK} walnut writing desk` }).waitFor();
    await page.getByRole('article', { name: `${MARK} oak writing desk` }).waitFor({ state: 'detached' });
    await page.getByText(`Showing 4 props for ${DEPARTMENT} matching "${MARK}"`, { exact: true }).waitFor();
    // A fresh load (nothing cached) counts the department's props: none were added.
    await page.goto('/props');
    expect(await departmentTotal(page)).toBe(before + 4);

    // 5. Both jobs in the history, newest first; ?job= opens one.
    await page.getByRole('button', { name: 'Import History' }).click();
    await page.getByRole('heading', { name: 'Import History', level: 1 }).waitFor();
    const history = page.getByRole('table', { name: 'Import jobs' });
    for (const id of [firstJob, secondJob]) {
      const row = history.getByRole('row', { name: `Import job ${id}` });
      await row.getByText('Completed', { exact: true }).waitFor();
      await row.getByText('4/4', { exact: true }).waitFor();
      await row.getByText('100%', { exact: true }).waitFor();
      expect(await row.getByText('Props', { exact: true }).count()).toBe(1);
    }
    const order = await history
      .getByRole('row', { name: /^Import job \d+$/ })
      .evaluateAll((rows) =>
        rows.map((row) => Number(row.getAttribute('aria-label')!.replace('Import job ', ''))),
      );
    expect(order.indexOf(secondJob)).toBeLessThan(order.indexOf(firstJob));
    await expectAccessible(page, '/import-history');
    await screenshot(page, 'import-history');

    await page.goto(`/import-history?job=${secondJob}`);
    const details = page.getByRole('dialog', { name: `Import Job ${secondJob}` });
    await details.waitFor();
    const field = (label: string) =>
      details.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`);
    await details.getByText(exported.suggestedFilename(), { exact: true }).first().waitFor();
    expect(await field('Created items').textContent()).toBe('0');
    expect(await field('Updated items').textContent()).toBe('4');
    expect(await field('Status').textContent()).toBe('Completed');
    await expectAccessible(page, 'the Import Job details dialog');
    await details.getByRole('button', { name: 'Close' }).last().click();
    await details.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('job')).toBe(false);

    await page.goto(`/import-history?job=${firstJob}`);
    const first = page.getByRole('dialog', { name: `Import Job ${firstJob}` });
    await first.getByText('new-props.csv', { exact: true }).first().waitFor();
    const created = first.locator('xpath=.//dt[normalize-space()="Created items"]/following-sibling::dd');
    expect(await created.textContent()).toBe('4');
    expect(errors).toEqual([]);
  });
});
