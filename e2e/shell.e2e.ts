import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { DEMO_PASSWORD, e2eState } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('signing in', () => {
  it('sends a visitor to /login and, after the superuser signs in, to the dashboard with its figures', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto('/');
    await page.waitForURL('**/login');
    await expectAccessible(page, '/login');
    await screenshot(page, 'login');
    const { email, password } = e2eState().superuser;
    await signIn(page, email, password);
    expect(await page.getByTestId('page-title').textContent()).toBe('Dashboard');
    await page.getByRole('heading', { name: 'Riverside High School Drama', level: 1 }).waitFor();
    // The demo department's stock, counted by the server.
    await page.getByTestId('stat-totalProps').getByText(/^\d+$/).waitFor();
    expect(await page.getByTestId('stat-departmentUsers').textContent()).toMatch(/^\d+$/);
    await expectAccessible(page, 'the dashboard');
    await screenshot(page, 'dashboard');
    expect(errors).toEqual([]);
  });

  it('shows the server message for a wrong password and stays on /login', async () => {
    const { page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill('admin@riverside.example');
    await page.getByLabel(/^Password/).fill('Not-The-Password-1!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').getByText('Incorrect email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('returns to the page the visitor asked for', async () => {
    const { page } = await newPage(browser);
    await page.goto('/settings');
    await page.waitForURL('**/login');
    await signIn(page, 'manager@riverside.example', DEMO_PASSWORD);
    await page.waitForURL('**/settings');
  });

  it('keeps unknown addresses behind the session too, and answers them inside the frame', async () => {
    const { page } = await newPage(browser);
    await page.goto('/no-such-page');
    await page.waitForURL('**/login');
    await signIn(page, 'manager@riverside.example', DEMO_PASSWORD);
    await page.waitForURL('**/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.getByRole('heading', { name: 'Riverside High School Drama', level: 1 }).waitFor();
  });

  it('loads exactly one copy of React, shared by the shell and the micro-frontends', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'admin@riverside.example', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    // The federation runtime's registry: per instance, scope, package and version, who provided it.
    const copies = await page.evaluate(() => {
      type Registry = Record<
        string,
        Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>
      >;
      const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Registry } }).__FEDERATION__?.__SHARE__;
      const loaded: string[] = [];
      for (const scopes of Object.values(share ?? {}))
        for (const [name, versions] of Object.entries(scopes.default ?? {}))
          for (const [version, entry] of Object.entries(versions))
            if (name === 'react' && entry.loaded) loaded.push(`${entry.from}@${version}`);
      return [...new Set(loaded)];
    });
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatch(/^scenedock_shell@/);
  });
});

describe('the session', () => {
  it('renews an expired access token without the user noticing', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'admin@riverside.example', DEMO_PASSWORD);
    const before = await page.evaluate(() => localStorage.getItem('refresh_token'));
    // An access token the server no longer accepts, as after 15 minutes.
    await page.evaluate(() => localStorage.setItem('access_token', 'expired.token.value'));
    await page.reload();
    // The first call is answered 401, the session renews itself once, and the call is retried.
    await page.getByRole('heading', { name: 'Riverside High School Drama', level: 1 }).waitFor();
    await page.getByTestId('stat-totalProps').getByText(/^\d+$/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const after = await page.evaluate(() => ({
      access: localStorage.getItem('access_token'),
      refresh: localStorage.getItem('refresh_token'),
    }));
    expect(after.access).not.toBe('expired.token.value');
    expect(after.refresh).not.toBe(before);
    expect(errors).toEqual([]);
  });

  it('keeps an unremembered session for the tab only', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill('assistant@riverside.example');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByLabel('Remember me').uncheck();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByTestId('page-title').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeTruthy();
    // A new tab has no session.
    const other = await context.newPage();
    await other.goto('/');
    await other.waitForURL('**/login');
  });

  it('signs out to /login with the signed-out toast', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'student@riverside.example', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Logged out successfully').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
  });
});

describe('departments', () => {
  it('switches the current department and shows that department’s data', async () => {
    const { page } = await newPage(browser);
    // The Riverside director is also a student at Westbrook.
    await signIn(page, 'director@riverside.example', DEMO_PASSWORD);
    await page.getByRole('heading', { name: 'Riverside High School Drama', level: 1 }).waitFor();
    await page.getByTestId('department-switcher').click();
    await page.getByRole('option', { name: /Westbrook/ }).click();
    await page.getByRole('heading', { name: /Westbrook/, level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('currentDepartmentId'))).not.toBeNull();
    // As a student there, the add buttons are gone, and the lists are Westbrook's.
    expect(await page.getByRole('button', { name: 'Add Prop' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByText('admin@westbrook.example').waitFor();
    expect(await page.getByText('admin@riverside.example').count()).toBe(0);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.reload();
    await page.getByRole('heading', { name: /Westbrook/, level: 1 }).waitFor();
  });

  it('shows the department name instead of a switcher for a member of one department', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'student@riverside.example', DEMO_PASSWORD);
    expect(await page.getByTestId('current-department').textContent()).toContain(
      'Riverside High School Drama',
    );
    expect(await page.getByTestId('department-switcher').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Departments' }).count()).toBe(0);
  });
});
