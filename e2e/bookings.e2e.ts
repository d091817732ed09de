import type { Browser, Locator, Page } from 'playwright-core';
import { apiCall, apiSession, type ApiSession } from './support/api';
import { expectAccessible, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { isoDay, shownDay, shownPeriod } from './support/dates';
import { DEMO_PASSWORD } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const LENDER = 'Westbrook Community Theatre';
const BORROWER = 'Lakeside College Stage Company';

interface Created {
  id: number;
}

interface LoanOut {
  id: number;
  status: string;
  picked_up_date: string | null;
}

/** A prop of the session's department, made for one test: no demo production or loan holds it. */
function createProp(session: ApiSession, name: string): Promise<Created> {
  return apiCall<Created>(session, 'POST', '/props', { name, category: 'other', condition: 'good' });
}

/** The borrower's department asks the lender's for `prop` from `lent` to `due` (status requested). */
function requestLoan(
  borrower: ApiSession,
  lender: ApiSession,
  prop: Created,
  lent: string,
  due: string,
): Promise<LoanOut> {
  return apiCall<LoanOut>(borrower, 'POST', '/lending', {
    item_type: 'prop',
    prop_id: prop.id,
    from_department_id: lender.departmentId,
    to_department_id: borrower.departmentId,
    lent_date: lent,
    due_date: due,
    message: 'May we borrow it for our next show?',
  });
}

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** The value beside a label in a dialog's facts (a <dt> and its <dd>), when it reads `text`. */
const fact = (scope: Locator, label: string, text: string) =>
  scope
    .locator('dt', { hasText: exactly(label) })
    .locator('xpath=following-sibling::dd[1]')
    .filter({ hasText: exactly(text) });

/** An open dialog as one sees it on a laptop and on a phone, for people to look at. */
async function screenshotsAtTwoWidths(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `${name}-${width}`, { fullPage: false });
  }
  if (viewport) await page.setViewportSize(viewport);
}

describe('bookings', () => {
  it('books for the January production an item the December one uses', async () => {
    const admin = await apiSession('admin@riverside.example');
    const december = { start: isoDay(2), end: isoDay(10) };
    const january = { start: isoDay(30), end: isoDay(40) };
    const decemberShow = await apiCall<Created>(admin, 'POST', '/productions', {
      title: 'A Christmas Carol',
      status: 'planning',
      start_date: december.start,
      end_date: december.end,
    });
    await apiCall<Created>(admin, 'POST', '/productions', {
      title: 'The Snow Queen',
      status: 'planning',
      start_date: january.start,
      end_date: january.end,
    });
    const prop = await createProp(admin, 'Zoetrope');
    await apiCall(admin, 'POST', '/bookings', {
      kind: 'production',
      production_id: decemberShow.id,
      item_type: 'prop',
      item_id: prop.id,
    });

    const { page, errors } = await newPage(browser);
    await signIn(page, 'admin@riverside.example', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Productions' }).click();
    await page.getByRole('heading', { name: 'Productions', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Manage Items of The Snow Queen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Production Items' });
    const januaryDays = await shownPeriod(page, january.start, january.end);
    // The heading states the days the production holds its items.
    await dialog.getByText(`Holds items ${januaryDays}`, { exact: true }).waitFor();

    // December's booking does not hold the prop in January: it is not among the held items...
    const held = dialog.getByRole('region', { name: /^Held on these days/ });
    await held.getByRole('searchbox', { name: 'Search props held on these days' }).fill('Zoetrope');
    await held.getByText('No items match the search.').waitFor();
    await held.locator('[aria-busy]').waitFor({ state: 'detached' });
    await held.getByText('No items match the search.').waitFor();
    expect(await held.getByText('Zoetrope', { exact: true }).count()).toBe(0);

    // ...but free on these days, and added from there.
    const free = dialog.getByRole('region', { name: /^Free on these days/ });
    await free.getByRole('searchbox', { name: 'Search props free on these days' }).fill('Zoetrope');
    await free.getByRole('button', { name: 'Add Zoetrope' }).click();
    await page.getByText(`Zoetrope added to production, held ${januaryDays}`).waitFor();
    const inProduction = dialog.getByRole('region', { name: /^In this production/ });
    const row = inProduction.getByRole('listitem').filter({ hasText: 'Zoetrope' });
    await row.getByText(januaryDays).waitFor();
    await row.getByText('(production dates)').waitFor();
    await free.getByRole('button', { name: 'Add Zoetrope' }).waitFor({ state: 'detached' });
    expect(await held.getByText('Zoetrope', { exact: true }).count()).toBe(0);
    // The panes unfiltered, as they first open.
    await free.getByRole('searchbox', { name: 'Search props free on these days' }).fill('');
    await held.getByRole('searchbox', { name: 'Search props held on these days' }).fill('');
    await free.getByRole('button', { name: /^Add / }).first().waitFor();
    await expectAccessible(page, 'the Manage Production Items dialog with an item on the production’s days');
    await screenshotsAtTwoWidths(page, 'production-items-days');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The prop's card still says what comes first: December's production.
    await page.getByRole('link', { name: 'Props' }).click();
    await page.getByRole('searchbox', { name: 'Search props' }).fill('Zoetrope');
    await page.getByText(/^Showing 1 props? for Riverside High School Drama matching "Zoetrope"/).waitFor();
    await page
      .getByRole('article', { name: 'Zoetrope' })
      .getByText(`Booked for A Christmas Carol from ${await shownDay(page, december.start)}`, { exact: true })
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the lender a prop that went out on loan as on loan to the borrower until its due day', async () => {
    const manager = await apiSession('manager@westbrook.example');
    const director = await apiSession('director@westbrook.example');
    const borrower = await apiSession('director@lakeside.example');
    const prop = await createProp(manager, 'Ouija board');
    const due = isoDay(14);
    const loan = await requestLoan(borrower, director, prop, isoDay(0), due);
    await apiCall(director, 'PUT', `/lending/${loan.id}`, { status: 'approved' });
    const out = await apiCall<LoanOut>(director, 'PUT', `/lending/${loan.id}`, { status: 'active' });
    expect(out.status).toBe('active');

    const { page, errors } = await newPage(browser);
    await signIn(page, 'director@westbrook.example', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Props' }).click();
    await page.getByRole('heading', { name: 'Props Inventory', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search props' }).fill('Ouija board');
    // The search is applied (the results line says so) before going on: a search still waiting
    // to apply when a link is followed would bring the page back to the list.
    await page.getByText(new RegExp(`^Showing 1 props? for ${LENDER} matching "Ouija board"`)).waitFor();
    await page
      .getByRole('article', { name: 'Ouija board' })
      .getByText(`On loan to ${BORROWER} until ${await shownDay(page, due)}`, { exact: true })
      .waitFor();

    // The loan itself says the day it really went out.
    await page.getByRole('link', { name: 'Lending', exact: true }).click();
    await page.getByRole('heading', { name: 'Lending & Transfers', level: 1 }).waitFor();
    const card = page.getByRole('article', { name: 'Ouija board' });
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText(`Picked up ${await shownDay(page, out.picked_up_date!)}`, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('starts a request to borrow on the days searched for', async () => {
    const manager = await apiSession('manager@westbrook.example');
    await createProp(manager, 'Theremin');
    const needed = { from: isoDay(20), until: isoDay(27) };

    const { page, errors } = await newPage(browser);
    await signIn(page, 'student@lakeside.example', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Borrowing', exact: true }).click();
    await page.getByRole('heading', { name: 'Borrowing', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search items' }).fill('Theremin');
    await page.getByLabel('Needed from').fill(needed.from);
    await page.getByLabel('Needed until').fill(needed.until);
    await page.getByRole('button', { name: 'Search' }).click();
    const result = page.getByRole('article', { name: 'Theremin' }).filter({ hasText: LENDER });
    await result.getByText('Available', { exact: true }).waitFor();
    await result.getByRole('button', { name: 'View Details of Theremin' }).click();
    const ask = page.getByRole('dialog', { name: 'Theremin' });
    await ask.getByRole('heading', { name: 'Request to borrow' }).waitFor();
    expect(await ask.getByLabel(/^Start date/).inputValue()).toBe(needed.from);
    expect(await ask.getByLabel(/^End date/).inputValue()).toBe(needed.until);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the lender suggests other dates and the borrower accepts them: the loan is approved on them', async () => {
    const manager = await apiSession('manager@westbrook.example');
    const director = await apiSession('director@westbrook.example');
    const student = await apiSession('student@lakeside.example');
    const prop = await createProp(manager, 'Sextant');
    const asked = { lent: isoDay(5), due: isoDay(12) };
    const suggested = { lent: isoDay(8), due: isoDay(15) };
    await requestLoan(student, director, prop, asked.lent, asked.due);

    // The lender's director answers the request with other days.
    const lender = await newPage(browser);
    await signIn(lender.page, 'director@westbrook.example', DEMO_PASSWORD);
    await lender.page.getByRole('link', { name: 'Lending', exact: true }).click();
    await lender.page.getByRole('heading', { name: 'Lending & Transfers', level: 1 }).waitFor();
    const askedDays = await shownPeriod(lender.page, asked.lent, asked.due);
    const newDays = await shownPeriod(lender.page, suggested.lent, suggested.due);
    const card = lender.page.getByRole('article', { name: 'Sextant' }).filter({ hasText: BORROWER });
    await card.getByText('Requested', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Details of Sextant' }).click();
    const loan = lender.page.getByRole('dialog', { name: 'Sextant' });
    await fact(loan, 'Planned', askedDays).waitFor();
    await loan.getByRole('button', { name: 'Suggest other dates' }).click();
    const suggest = lender.page.getByRole('dialog', { name: 'Suggest other dates' });
    // It starts from the days asked for.
    expect(await suggest.getByLabel(/^Start date/).inputValue()).toBe(asked.lent);
    expect(await suggest.getByLabel(/^Due date/).inputValue()).toBe(asked.due);
    await suggest.getByLabel(/^Start date/).fill(suggested.lent);
    await suggest.getByLabel(/^Due date/).fill(suggested.due);
    await expectAccessible(lender.page, 'the Suggest other dates dialog');
    await suggest.getByRole('button', { name: 'Suggest Dates' }).click();
    await lender.page.getByText(`Dates suggested to ${BORROWER}`).waitFor();
    await suggest.waitFor({ state: 'detached' });
    await fact(loan, 'Suggested dates', newDays).waitFor();
    await loan.getByText(`You suggested ${newDays}: waiting for ${BORROWER} to answer.`).waitFor();
    await fact(loan, 'Status', 'Requested').waitFor();

    // The borrower, in a browser of their own, takes the new days.
    const borrower = await newPage(browser);
    await signIn(borrower.page, 'student@lakeside.example', DEMO_PASSWORD);
    await borrower.page.getByRole('link', { name: 'Lending', exact: true }).click();
    await borrower.page.getByRole('heading', { name: 'Lending & Transfers', level: 1 }).waitFor();
    const mine = borrower.page.getByRole('article', { name: 'Sextant' }).filter({ hasText: LENDER });
    await mine.getByText(`${LENDER} suggests ${newDays}`, { exact: true }).waitFor();
    await mine.getByRole('button', { name: 'Details of Sextant' }).click();
    const answer = borrower.page.getByRole('dialog', { name: 'Sextant' });
    await answer.getByText(`${LENDER} suggests ${newDays}. You asked for ${askedDays}.`).waitFor();
    await screenshotsAtTwoWidths(borrower.page, 'lending-suggested-dates');
    await answer.getByRole('button', { name: 'Accept New Dates' }).click();
    const confirm = borrower.page.getByRole('dialog', { name: 'Accept New Dates' });
    await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
    await borrower.page.getByText('New dates accepted: the loan is approved').waitFor();
    await confirm.waitFor({ state: 'detached' });

    // The loan is approved, on the new days; nothing waits for an answer any more.
    await fact(answer, 'Status', 'Approved').waitFor();
    await fact(answer, 'Planned', newDays).waitFor();
    await answer.getByRole('button', { name: 'Accept New Dates' }).waitFor({ state: 'detached' });
    expect(await answer.locator('dt', { hasText: /^Suggested dates$/ }).count()).toBe(0);
    await borrower.page.keyboard.press('Escape');
    await answer.waitFor({ state: 'detached' });
    await mine.getByText('Approved', { exact: true }).waitFor();
    await mine.getByText(`Planned: ${newDays}`, { exact: true }).waitFor();

    expect(lender.errors.concat(borrower.errors)).toEqual([]);
    await lender.context.close();
    await borrower.context.close();
  });
});
