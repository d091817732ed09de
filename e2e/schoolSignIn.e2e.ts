import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, newPage, screenshot, signInWithSchool } from './support/browser';

// School sign-in (OpenID Connect) through the provider's own login page (support/browser.ts,
// signInWithSchool).

const DIRECTOR = 'director@lakeside.example';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('school sign-in', () => {
  it('signs a person in with their school account, and Settings shows it linked', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Lakeside School' }).waitFor();
    await expectAccessible(page, '/login with a provider');
    await screenshot(page, 'school-sign-in-login-1280', { fullPage: false });

    await signInWithSchool(page, DIRECTOR);
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
    await signInWithSchool(page, 'nobody@nowhere.example');
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
