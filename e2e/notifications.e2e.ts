import type { Browser, Locator, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { DEMO_PASSWORD, e2eState } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const LIVE = 'Live: new notifications arrive as they happen';
const OFFLINE = 'Offline notifications mode: checking for new ones every 15 seconds';

/** An access token of `email`'s own, for calls made outside the page. */
async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${e2eState().baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`${email} could not sign in: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function call(token: string, method: string, path: string, body?: object): Promise<Response> {
  const response = await fetch(`${e2eState().baseUrl}/api/v1${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response;
}

/**
 * Starts `email` with nothing unread and desktop notifications on, whatever other tests left
 * (they share the server): the badge must start absent.
 */
async function freshStart(email: string): Promise<string> {
  const token = await tokenOf(email);
  await call(token, 'PUT', '/notifications/read-all');
  await call(token, 'PUT', '/notifications/settings', { desktopNotifications: true });
  return token;
}

/** POST /notifications/simulate as the person: a 'Test notification', stored and pushed live. */
async function simulate(token: string): Promise<void> {
  await call(token, 'POST', '/notifications/simulate?type=info&category=system');
}

const bell = (scope: Page | Locator, name = 'Notifications') =>
  scope.getByRole('button', { name, exact: true });
const badge = (scope: Page | Locator) => scope.getByTestId('notification-badge');

/** A mark that only a full page load clears: the tests check that nothing reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** Opens the bell's panel and waits until it says the socket is live, then closes it again. */
async function waitUntilLive(page: Page, scope: Page | Locator = page): Promise<void> {
  await bell(scope).click();
  const panel = scope.getByRole('dialog', { name: 'Notifications' });
  await panel.getByText(LIVE).waitFor();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
}

describe('notifications in the app', () => {
  it('an invitation to another department reaches the invitee’s bell live, and opens their invitations', async () => {
    const invitee = 'director@lakeside.example';
    const westbrook = 'Westbrook Community Theatre';
    await freshStart(invitee);

    const person = await newPage(browser);
    await signIn(person.page, invitee, DEMO_PASSWORD);
    await markDocument(person.page);
    await bell(person.page).waitFor();
    await expect(badge(person.page).count()).resolves.toBe(0);
    await waitUntilLive(person.page);

    const admin = await newPage(browser);
    await signIn(admin.page, 'admin@westbrook.example', DEMO_PASSWORD);
    await admin.page.getByRole('link', { name: 'Users' }).click();
    await admin.page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await admin.page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByLabel('Email').fill(invitee);
    await dialog.getByLabel('First name').fill('Owen');
    await dialog.getByLabel('Last name').fill('Gallagher');
    await dialog.getByLabel('Role').selectOption('assistant');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await admin.page.getByText(`An invitation was sent to ${invitee}.`, { exact: false }).waitFor();

    // Pushed over the socket: the badge moves without a reload, and a toast says what came.
    await badge(person.page).filter({ hasText: /^1$/ }).waitFor();
    const toast = person.page.getByRole('status').filter({ hasText: `Invitation to ${westbrook}:` });
    await toast.waitFor();
    // It lasts 5 s (paused while the pointer is on it), over the corner where the bell is.
    await person.page.mouse.move(640, 600);
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
    await bell(person.page, 'Notifications (1 unread)').click();
    const panel = person.page.getByRole('dialog', { name: 'Notifications' });
    const invitation = panel.getByRole('link', { name: `Invitation to ${westbrook}` });
    await invitation.waitFor();
    await expectAccessible(person.page, 'the open notifications panel');
    await screenshot(person.page, 'notifications-panel');
    await invitation.click();

    await person.page.getByRole('heading', { name: 'Invitations', level: 1 }).waitFor();
    expect(new URL(person.page.url()).pathname).toBe('/invitations');
    await person.page.getByRole('button', { name: `Accept the invitation to ${westbrook}` }).waitFor();
    // Opening it marked it read: the badge is gone, the bell says nothing is unread.
    await bell(person.page).waitFor();
    await expect(badge(person.page).count()).resolves.toBe(0);
    await expect(sameDocument(person.page)).resolves.toBe(true);
    expect(person.errors.concat(admin.errors)).toEqual([]);
    await person.context.close();
    await admin.context.close();
  });

  it('falls back to polling when the socket cannot connect, and still shows new notifications', async () => {
    const email = 'manager@lakeside.example';
    const token = await freshStart(email);
    const { context, page, errors } = await newPage(browser);
    // socket.io starts with long-polling requests under /socket.io/: refused, no socket can open
    // (and a websocket straight away would be closed too).
    const refused: string[] = [];
    await page.route(/\/socket\.io\//, (route) => {
      refused.push(route.request().url());
      return route.abort();
    });
    await page.routeWebSocket(/\/socket\.io\//, (socket) => socket.close());
    await signIn(page, email, DEMO_PASSWORD);
    await markDocument(page);
    await page.getByRole('link', { name: 'Notifications', exact: true }).click();
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();

    // The first try and three retries 5 s apart, then the fallback says so.
    const startedAt = Date.now();
    await page.getByText('Using offline notifications mode').waitFor({ timeout: 30_000 });
    expect(Date.now() - startedAt).toBeGreaterThan(8_000);
    expect(refused.length).toBeGreaterThanOrEqual(4);
    await page.getByRole('status').filter({ hasText: OFFLINE }).waitFor();
    await expectAccessible(page, '/notifications in offline mode');
    await screenshot(page, 'notifications-offline');

    await simulate(token);
    // The next poll (every 15 s) brings it: in the list and on the bell, without a reload.
    const list = page.getByRole('list', { name: 'Notifications list' });
    await list.getByRole('button', { name: 'Mark "Test notification" read' }).waitFor({ timeout: 20_000 });
    await badge(page).filter({ hasText: /^1$/ }).waitFor({ timeout: 20_000 });
    await expect(sameDocument(page)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a desktop notification for a live one while the preference is on, and none once it is off', async () => {
    const email = 'assistant@lakeside.example';
    const token = await freshStart(email);
    const context = await browser.newContext({
      baseURL: e2eState().baseUrl,
      viewport: { width: 1280, height: 900 },
      permissions: ['notifications'],
    });
    // Records each desktop notification's title, then shows it as the browser would.
    await context.addInitScript(() => {
      const Real = window.Notification;
      const titles: string[] = [];
      Object.assign(window, { desktopTitles: titles });
      window.Notification = class extends Real {
        constructor(title: string, options?: NotificationOptions) {
          titles.push(title);
          super(title, options);
        }
      };
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const titles = () =>
      page.evaluate(() => (window as unknown as { desktopTitles: string[] }).desktopTitles);

    await signIn(page, email, DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Notifications', exact: true }).click();
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: LIVE }).waitFor();
    const desktop = page.getByRole('switch', { name: 'Desktop notifications' });
    await expect(desktop.getAttribute('aria-checked')).resolves.toBe('true');

    await simulate(token);
    await badge(page).filter({ hasText: /^1$/ }).waitFor();
    await page.waitForFunction(
      () => (window as unknown as { desktopTitles: string[] }).desktopTitles.length > 0,
    );
    expect(await titles()).toEqual(['Test notification']);
    await expectAccessible(page, '/notifications');
    await screenshot(page, 'notifications-page');

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/notifications/settings') && response.request().method() === 'PUT',
    );
    await desktop.click();
    expect((await saved).status()).toBe(200);
    await expect(desktop.getAttribute('aria-checked')).resolves.toBe('false');
    await simulate(token);
    // The second one arrived (the handler that would show it runs before the lists refresh)...
    await badge(page).filter({ hasText: /^2$/ }).waitFor();
    // ...and no desktop notification came with it.
    expect(await titles()).toEqual(['Test notification']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the notification bell in a portal that is not ours', () => {
  it('mounts through /embed.js with the portal’s token getter, and its badge and panel move live', async () => {
    const email = 'student@lakeside.example';
    const token = await freshStart(email);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${e2eState().portalUrl}/school/home.html?screens=notification-bell`);
    await expect(
      page.evaluate(() => (window as unknown as { Scenedock: { screens: string[] } }).Scenedock.screens),
    ).resolves.toEqual(expect.arrayContaining(['notification-bell', 'notifications']));
    await page.locator('#sign-in input[name=email]').fill(email);
    await page.locator('#sign-in input[name=password]').fill(DEMO_PASSWORD);
    await page.locator('#sign-in button[type=submit]').click();
    await page.getByText('Theatre screens mounted').waitFor();

    const embedded = page.locator('#notification-bell');
    await bell(embedded).waitFor();
    await expect(badge(embedded).count()).resolves.toBe(0);
    // Its own socket, from the portal's origin with the portal's token.
    await waitUntilLive(page, embedded);

    await simulate(token);
    await badge(embedded).filter({ hasText: /^1$/ }).waitFor();
    await bell(embedded, 'Notifications (1 unread)').click();
    const panel = embedded.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('list', { name: 'Notifications list' }).getByText('Test notification').waitFor();
    // Above what follows the portal's fixed header, and inside the isolation.
    const hit = await panel.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const topmost = document.elementFromPoint(box.left + box.width / 2, box.bottom - 20);
      return topmost?.tagName;
    });
    expect(hit).toBe('SCENEDOCK-SCREEN');
    await expectAccessible(page, 'the embedded bell’s open panel');
    await screenshot(page, 'embedded-notification-bell');
    expect(errors).toEqual([]);
    await context.close();
  });
});
