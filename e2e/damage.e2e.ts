/**
 * Damage reports on both sides (docs/lending.md, "Damage reports"): a loan between departments and a
 * loan to a person come back worse; the borrower finds the report on the damage screen and answers
 * it, the lender opens it from the bell, reads the answer and resolves it as repaired with the
 * item's condition now; the item's page lists it. At 390 and 1366 px, with screenshots of both sides.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiSession, type ApiSession } from './support/api';
import { expectAccessible, launchBrowser, newPage, signIn } from './support/browser';
import { isoDay } from './support/dates';
import { DEMO_PASSWORD } from './support/server';
import { measureOverflow } from './support/viewport';

/** The closing note shows these: both sides of the damage screen at both widths. */
const SHOTS = process.env.DAMAGE_SHOTS_DIR ?? path.resolve(__dirname, 'screenshots', 'damage');

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
interface Returned {
  damage_report: { id: number } | null;
}

const WIDTHS = [390, 1366] as const;

/** A prop of the lender's, made for this test (no demo loan or production holds it). */
const createProp = (session: ApiSession, name: string, condition = 'excellent') =>
  apiCall<Created>(session, 'POST', '/props', { name, category: 'other', condition });

/** A loan between departments handed over excellent and taken back poor: its report's id. */
async function damagedLoan(lender: ApiSession, borrower: ApiSession, name: string): Promise<number> {
  const prop = await createProp(lender, name);
  const loan = await apiCall<Created>(borrower, 'POST', '/lending', {
    item_type: 'prop',
    prop_id: prop.id,
    from_department_id: lender.departmentId,
    to_department_id: borrower.departmentId,
    lent_date: isoDay(2),
    due_date: isoDay(6),
    message: 'For the spring show',
  });
  await apiCall(lender, 'PUT', `/lending/${loan.id}`, { status: 'approved' });
  await apiCall(lender, 'PUT', `/lending/${loan.id}`, {
    status: 'active',
    condition: { condition: 'excellent', note: 'Glass clean, handle firm' },
  });
  const back = await apiCall<Returned>(lender, 'PUT', `/lending/${loan.id}`, {
    status: 'returned',
    condition: { condition: 'poor', note: 'Glass cracked, handle loose' },
  });
  return back.damage_report!.id;
}

/** A loan to a person (a member of the lender's) handed over good and taken back fair. */
async function damagedPersonLoan(lender: ApiSession, studentId: number, name: string): Promise<number> {
  const prop = await createProp(lender, name, 'good');
  const loan = await apiCall<Created>(lender, 'POST', '/person-loans', {
    item_type: 'prop',
    item_id: prop.id,
    borrower_user_id: studentId,
    starts_on: isoDay(2),
    due_on: isoDay(5),
  });
  await apiCall(lender, 'PUT', `/person-loans/${loan.id}`, {
    status: 'out',
    condition: { condition: 'good' },
  });
  const back = await apiCall<Returned>(lender, 'PUT', `/person-loans/${loan.id}`, {
    status: 'returned',
    condition: { condition: 'fair', note: 'One strap torn' },
  });
  return back.damage_report!.id;
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  // Without a passing toast over the dialog's close button.
  await page
    .getByRole('status')
    .filter({ hasText: /sent|resolved/ })
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

async function noSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await measureOverflow(page);
  if (overflow.scrollWidth > overflow.innerWidth || overflow.offenders.length)
    throw new Error(`${where} scrolls sideways: ${JSON.stringify(overflow)}`);
}

describe('damage reports on both sides', () => {
  it('the borrower answers a report, the lender opens it from the bell and resolves it with the item’s condition', async () => {
    const stamp = Date.now().toString(36);
    const lantern = `Storm lantern ${stamp}`;
    const basket = `Hamper ${stamp}`;
    const lender = await apiSession('director@westbrook.example');
    const borrower = await apiSession('student@riverside.example');
    // A member of the lender's, whom no other test file changes (admin.e2e.ts deactivates its student).
    const member = await apiSession('manager@westbrook.example');
    const me = await apiCall<{ id: number }>(member, 'GET', '/users/me');
    const reportId = await damagedLoan(lender, borrower, lantern);
    await damagedPersonLoan(lender, me.id, basket);

    // The borrower's student: the damage screen lists what came back worse from them.
    const riverside = await newPage(browser);
    await signIn(riverside.page, 'student@riverside.example', DEMO_PASSWORD);
    for (const width of WIDTHS) {
      await riverside.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await riverside.page.goto('/lending/damage');
      await riverside.page.getByRole('heading', { name: 'Damage reports', level: 1 }).waitFor();
      const row = riverside.page
        .getByRole('list', { name: 'Damage reports' })
        .getByRole('button', { name: new RegExp(lantern) });
      await row.waitFor();
      await expect(row.textContent()).resolves.toContain(
        'Borrowed from Westbrook Community Theatre: came back poor (went out excellent)',
      );
      await noSidewaysScroll(riverside.page, `the borrower's damage list at ${width} px`);
      await shot(riverside.page, `borrower-list-${width}`);
    }

    // It opens; the borrower cannot resolve it, but answers it.
    await riverside.page
      .getByRole('list', { name: 'Damage reports' })
      .getByRole('button', { name: new RegExp(lantern) })
      .click();
    const dialog = riverside.page.getByRole('dialog', { name: `Damage report: ${lantern}` });
    await dialog.waitFor();
    await dialog.getByText('Westbrook Community Theatre resolves it').waitFor();
    await expect(dialog.getByRole('form', { name: 'Resolve the damage report' }).count()).resolves.toBe(0);
    await dialog
      .getByRole('textbox', { name: 'Your comment' })
      .fill('It was already cracked when we picked it up — see our note.');
    await dialog.getByRole('button', { name: 'Send comment' }).click();
    await riverside.page.getByText('Comment sent').first().waitFor();
    const comments = dialog.getByRole('list', { name: 'Comments, oldest first' });
    await comments.getByText('It was already cracked when we picked it up').waitFor();
    await expect(comments.textContent()).resolves.toContain('Riverside High School Drama');
    await expectAccessible(riverside.page, 'the damage report, borrower');
    for (const width of WIDTHS) {
      await riverside.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await dialog.getByRole('heading', { name: 'At hand-over' }).scrollIntoViewIfNeeded();
      await shot(riverside.page, `borrower-report-${width}`, false);
      await dialog.getByRole('button', { name: 'Send comment' }).scrollIntoViewIfNeeded();
      await shot(riverside.page, `borrower-report-comments-${width}`, false);
    }
    expect(riverside.errors).toEqual([]);

    // The lender's director: the bell's notification of the answer opens the report itself.
    const westbrook = await newPage(browser);
    await signIn(westbrook.page, 'director@westbrook.example', DEMO_PASSWORD);
    await westbrook.page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
    const panel = westbrook.page.getByRole('dialog', { name: 'Notifications' });
    await panel
      .getByRole('link', { name: `New comment on the damage report: ${lantern}` })
      .first()
      .click();
    await westbrook.page.waitForURL(new RegExp(`/lending/damage\\?report=${reportId}$`));
    const report = westbrook.page.getByRole('dialog', { name: `Damage report: ${lantern}` });
    await report.getByText('It was already cracked when we picked it up').waitFor();

    // Resolved as repaired: the condition it is in now is asked, and the item takes it.
    const resolve = report.getByRole('form', { name: 'Resolve the damage report' });
    await resolve.getByRole('combobox', { name: 'Resolution' }).selectOption('repaired');
    await resolve.getByRole('combobox', { name: 'Condition now' }).selectOption('good');
    await resolve.getByRole('textbox', { name: 'Note' }).fill('New glass fitted, handle tightened');
    await report
      .getByRole('textbox', { name: 'Your comment' })
      .fill('We have the hand-over photos; it was fine then. Repaired at our cost.');
    await report.getByRole('button', { name: 'Send comment' }).click();
    await westbrook.page.getByText('Comment sent').first().waitFor();
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await westbrook.page.getByText(`Damage report resolved: "${lantern}" is good now`).first().waitFor();
    await report.getByText('Repaired: the item is good now').waitFor();
    await expectAccessible(westbrook.page, 'the damage report, lender');
    for (const width of WIDTHS) {
      await westbrook.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await report.getByRole('heading', { name: 'Resolution' }).scrollIntoViewIfNeeded();
      await shot(westbrook.page, `lender-report-${width}`, false);
      await report.getByRole('button', { name: 'Send comment' }).scrollIntoViewIfNeeded();
      await shot(westbrook.page, `lender-report-comments-${width}`, false);
    }

    // The list, both kinds of loan: the person loan's report is still open, "To resolve".
    await westbrook.page.keyboard.press('Escape');
    await report.waitFor({ state: 'detached' });
    await westbrook.page.getByRole('combobox', { name: 'Status' }).selectOption('');
    const list = westbrook.page.getByRole('list', { name: 'Damage reports' });
    await list.getByRole('button', { name: new RegExp(basket) }).waitFor();
    await expect(list.getByRole('button', { name: new RegExp(basket) }).textContent()).resolves.toContain(
      'To resolve',
    );
    await expect(list.getByRole('button', { name: new RegExp(lantern) }).textContent()).resolves.toContain(
      'Resolved',
    );
    for (const width of WIDTHS) {
      await westbrook.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await noSidewaysScroll(westbrook.page, `the lender's damage list at ${width} px`);
      await shot(westbrook.page, `lender-list-${width}`);
    }

    // The item's page: good again, and its Damage section links the report.
    await westbrook.page.goto('/props');
    const props = await apiCall<{ id: number; name: string; condition: string }[]>(
      lender,
      'GET',
      `/props/?search=${encodeURIComponent(lantern)}`,
    );
    const prop = props.find((p) => p.name === lantern)!;
    expect(prop.condition).toBe('good');
    await westbrook.page.goto(`/props/${prop.id}`);
    const damage = westbrook.page.getByRole('region', { name: 'Damage' });
    const reportLink = damage.getByRole('link', { name: 'Came back poor (went out excellent)' });
    // Should the section not come, the failure says what the page showed instead (once, in full
    // runs, the sign-in page: a spent refresh token presented again, docs/security.md "Sessions").
    await reportLink.waitFor({ timeout: 20_000 }).catch(async (err: Error) => {
      const shown = await westbrook.page
        .locator('main')
        .textContent({ timeout: 5_000 })
        .catch(() => '(no main)');
      throw new Error(
        `${err.message}\nthe page showed: ${shown}\nits errors: ${JSON.stringify(westbrook.errors)}`,
      );
    });
    await reportLink.click();
    await westbrook.page.waitForURL(new RegExp(`/lending/damage\\?report=${reportId}$`));
    await westbrook.page.getByRole('dialog', { name: `Damage report: ${lantern}` }).waitFor();
    expect(westbrook.errors).toEqual([]);
  });
});
