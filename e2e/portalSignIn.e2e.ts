import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { e2eState } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface PortalWindow {
  portal: { authErrors: { screen: string; reason: string; title: string; message: string }[] };
}

/**
 * The district portal (e2e/support/sso-portal.html), on its own origin: its people are signed in
 * to it, its backend signs a token for them (/portal-token), and the screens exchange it for a
 * Scenedock session. Counts the page's calls to Scenedock's sign-in endpoints.
 */
async function openSsoPortal(as: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const calls = { login: 0, token: 0, portalToken: 0 };
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'POST' && pathname !== '/portal-token') return;
    if (pathname.endsWith('/api/v1/auth/login')) calls.login += 1;
    if (pathname.endsWith('/api/v1/auth/token')) calls.token += 1;
    if (pathname === '/portal-token') calls.portalToken += 1;
  });
  await page.goto(`${e2eState().portalUrl}/sso/theatre.html?${new URLSearchParams({ as })}`);
  return { page, errors, calls };
}

const region = (page: Page, name: string) => page.getByRole('region', { name: `Theatre ${name}` });

describe('a portal signing its user in with its own token (no Scenedock password)', () => {
  it('shows the person’s department in every screen after one exchange, with no sign-in form', async () => {
    const { page, errors, calls } = await openSsoPortal('admin@riverside.example');
    const props = region(page, 'props');
    await props.getByRole('heading', { name: 'Props Inventory', level: 1 }).waitFor();
    // No department id given: the person's first (only) department.
    await props.getByText(/^Showing \d+ props for Riverside High School Drama/).waitFor();
    const productions = region(page, 'productions');
    await productions.getByRole('heading', { name: 'Productions', level: 1 }).waitFor();
    await productions.getByRole('article').first().waitFor();
    await productions.getByText('The Importance of Being Earnest').first().waitFor();
    // Nothing of another department's.
    expect(await productions.getByText('A Midsummer Night’s Dream').count()).toBe(0);
    await page.getByText('Theatre screens mounted').waitFor();
    await screenshot(page, 'portal-sign-in');

    // No Scenedock sign-in anywhere: no form, no password field, no login call.
    expect(await page.getByRole('button', { name: /sign in/i }).count()).toBe(0);
    expect(await page.locator('input[type=password]').count()).toBe(0);
    for (const host of await page.locator('scenedock-screen').all()) {
      const passwords = await host.evaluate(
        (el) => el.shadowRoot!.querySelectorAll('input[type=password]').length,
      );
      expect(passwords).toBe(0);
    }
    expect(calls.login).toBe(0);
    // Two screens of two remotes, one portal token, one exchange.
    expect(calls.token).toBe(1);
    expect(calls.portalToken).toBe(1);
    expect(await page.evaluate(() => (window as unknown as PortalWindow).portal.authErrors)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the token-rejected message for someone Scenedock does not know, and tells the portal', async () => {
    const { page, calls } = await openSsoPortal('nobody@nowhere.example');
    for (const name of ['props', 'productions']) {
      const alert = region(page, name).getByRole('alert');
      await alert.getByText('Signed out').waitFor();
      await alert
        .getByText('Your Scenedock sign-in has expired or is not valid. Sign in again to go on.')
        .waitFor();
    }
    const reasons = await page.evaluate(() =>
      (window as unknown as PortalWindow).portal.authErrors.map(({ screen, reason }) => ({ screen, reason })),
    );
    expect(reasons).toEqual(
      expect.arrayContaining([
        { screen: 'props', reason: 'token-rejected' },
        { screen: 'productions', reason: 'token-rejected' },
      ]),
    );
    expect(reasons.every(({ reason }) => reason === 'token-rejected')).toBe(true);
    expect(calls.login).toBe(0);
    await screenshot(page, 'portal-sign-in-rejected');
    await page.context().close();
  });
});
