import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';

// School sign-in (OpenID Connect): global setup runs a test identity provider, configured on the
// server as `school`, "Lakeside School"; its login page takes any login name as the account's email.

const DIRECTOR = 'director@lakeside.example';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** From our sign-in page through the provider's, as `login`; back on our /login with the answer. */
async function signInAtSchool(page: Page, login: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Lakeside School' }).click();
  await page.getByRole('heading', { name: 'Test school sign-in' }).waitFor({ timeout: 20_000 });
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('school sign-in', () => {
  it('signs a person in with their school account, and Settings shows it linked', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Lakeside School' }).waitFor();
    await expectAccessible(page, '/login with a provider');
    await screenshot(page, 'school-sign-in-login-1280', { fullPage: false });

    await signInAtSchool(page, DIRECTOR);
    await page.getByTestId('page-title').waitFor({ timeout: 20_000 });
    // The dashboard, and no ticket left in the address.
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).hash).toBe('');

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'School sign-in' });
    const row = section.getByRole('listitem').filter({ hasText: 'Lakeside School' });
    await row.waitFor();
    expect(await row.textContent()).toContain(DIRECTOR);
    expect(await row.textContent()).toMatch(/Linked .+Last used /);
    await expectAccessible(page, '/settings with a linked sign-in');
    await screenshot(page, 'school-sign-in-settings-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains that no account uses the school email', async () => {
    const { page, errors, context } = await newPage(browser);
    await signInAtSchool(page, 'nobody@nowhere.example');
    await page.waitForURL('**/login', { timeout: 20_000 });
    await page
      .getByRole('alert')
      .filter({
        hasText:
          "No Scenedock account uses this school email yet. Ask your department's admin to invite you.",
      })
      .waitFor();
    // The reason leaves the address: a reload does not say it again.
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
