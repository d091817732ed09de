import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { DEMO_PASSWORD, e2eState } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const LENDER = 'Westbrook Community Theatre';
const BORROWER = 'Riverside High School Drama';
/** A prop every demo department has, that no demo production holds. */
const ITEM = 'Picnic basket';

/** Clears `email`'s unread notifications through the API, so the bell starts at none. */
async function nothingUnread(email: string): Promise<void> {
  const login = await fetch(`${e2eState().baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`${email} could not sign in: ${login.status}`);
  const { access_token } = (await login.json()) as { access_token: string };
  const read = await fetch(`${e2eState().baseUrl}/api/v1/notifications/read-all`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${access_token}` },
  });
  if (!read.ok) throw new Error(`read-all answered ${read.status}`);
}

/** A mark that only a full page load clears: the test checks that nothing reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** Waits until the session's socket is live (the bell's panel says so), then closes the panel. */
async function waitUntilLive(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByText('Live: new notifications arrive as they happen').waitFor();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
}

/**
 * Confirms a move from the loan's dialog: its button, then the confirmation's (`dialog`: the
 * confirmation's title when it is not the button's, e.g. the hand-over's condition form).
 */
async function move(
  page: Page,
  button: string,
  confirm: string,
  done: string,
  dialog = button,
): Promise<void> {
  await page.getByRole('dialog', { name: ITEM }).getByRole('button', { name: button }).click();
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: confirm }).click();
  await page.getByText(done).first().waitFor();
  await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'detached' });
}

describe('lending between departments', () => {
  it('a student asks to borrow a prop; the lender sees it live, approves, hands it over and takes it back; both talk in the loan', async () => {
    const director = 'director@westbrook.example';
    await nothingUnread(director);

    // The lender's director is on Lending & Transfers with a live socket.
    const lender = await newPage(browser);
    await signIn(lender.page, director, DEMO_PASSWORD);
    await lender.page.getByRole('link', { name: 'Lending', exact: true }).click();
    await lender.page.getByRole('heading', { name: 'Lending & Transfers', level: 1 }).waitFor();
    await markDocument(lender.page);
    await waitUntilLive(lender.page);
    await expect(
      lender.page.getByRole('article', { name: ITEM }).filter({ hasText: BORROWER }).count(),
    ).resolves.toBe(0);

    // A student of another department finds the prop and asks for it.
    const borrower = await newPage(browser);
    await signIn(borrower.page, 'student@riverside.example', DEMO_PASSWORD);
    await borrower.page.getByRole('link', { name: 'Borrowing', exact: true }).click();
    await borrower.page.getByRole('heading', { name: 'Borrowing', level: 1 }).waitFor();
    await markDocument(borrower.page);
    await borrower.page.getByRole('searchbox', { name: 'Search items' }).fill(ITEM);
    await borrower.page.getByRole('button', { name: 'Search' }).click();
    const result = borrower.page.getByRole('article', { name: ITEM }).filter({ hasText: LENDER });
    await result.getByText('Available', { exact: true }).waitFor();
    await result.getByText(/\d+\.\d mi$/).waitFor();
    await screenshot(borrower.page, 'borrowing-results');
    await result.getByRole('button', { name: `View Details of ${ITEM}` }).click();
    const ask = borrower.page.getByRole('dialog', { name: ITEM });
    await ask.getByRole('heading', { name: 'Request to borrow' }).waitFor();
    await ask.getByRole('textbox', { name: /^Message/ }).fill('Could we borrow it for our picnic scene?');
    await expectAccessible(borrower.page, '/borrowing with the borrow dialog open');
    await screenshot(borrower.page, 'borrowing-request');
    await ask.getByRole('button', { name: 'Send Request' }).click();
    await borrower.page.getByText(`Request sent to ${LENDER}`).waitFor();
    await ask.waitFor({ state: 'detached' });
    await result.getByText('Unavailable (requested)').waitFor();

    // The lender's bell and list follow without a reload.
    await lender.page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).waitFor();
    const card = lender.page.getByRole('article', { name: ITEM }).filter({ hasText: BORROWER });
    await card.getByText('Requested', { exact: true }).waitFor();
    await screenshot(lender.page, 'lending-list');
    await card.getByRole('button', { name: `Details of ${ITEM}` }).click();
    const loan = lender.page.getByRole('dialog', { name: ITEM });
    // The request's message opened the conversation.
    await loan.getByText('Could we borrow it for our picnic scene?').waitFor();
    await expectAccessible(lender.page, '/lending with a loan open');
    await screenshot(lender.page, 'lending-detail');
    await move(lender.page, 'Approve Request', 'Approve', 'Request approved');
    await loan.getByRole('button', { name: 'Mark as Picked Up' }).waitFor();

    // The borrower follows the loan from Lending & Transfers, and the two write to each other.
    await borrower.page.getByRole('link', { name: 'Lending', exact: true }).click();
    const mine = borrower.page.getByRole('article', { name: ITEM }).filter({ hasText: LENDER });
    await mine.getByText('Approved', { exact: true }).waitFor();
    await mine.getByRole('button', { name: new RegExp(`^Messages about ${ITEM}`) }).click();
    const conversation = borrower.page.getByRole('dialog', { name: ITEM });
    await conversation.getByText('Could we borrow it for our picnic scene?').waitFor();
    // Only the lender moves the loan: the borrower has no such buttons.
    await expect(conversation.getByRole('button', { name: 'Mark as Picked Up' }).count()).resolves.toBe(0);

    await loan.getByRole('textbox', { name: 'Write a message' }).fill('Collect it on Friday after 4?');
    await loan.getByRole('button', { name: 'Send' }).click();
    await conversation.getByText('Collect it on Friday after 4?').waitFor();
    await conversation.getByRole('textbox', { name: 'Write a message' }).fill('Friday works. Thank you!');
    await conversation.getByRole('textbox', { name: 'Write a message' }).press('Enter');
    await loan.getByText('Friday works. Thank you!').waitFor();
    await expectAccessible(borrower.page, '/lending with the conversation open');

    await move(lender.page, 'Mark as Picked Up', 'Mark as Picked Up', 'Marked as picked up', 'Hand over');
    await move(lender.page, 'Mark as Returned', 'Mark as Returned', 'Marked as returned', 'Take back');
    await loan.getByText('Returned', { exact: true }).first().waitFor();
    // The borrower's open dialog follows the loan's moves as they are announced.
    await conversation.getByText('Returned', { exact: true }).first().waitFor();

    await expect(sameDocument(lender.page)).resolves.toBe(true);
    await expect(sameDocument(borrower.page)).resolves.toBe(true);
    expect(lender.errors.concat(borrower.errors)).toEqual([]);
    await lender.context.close();
    await borrower.context.close();
  });
});
