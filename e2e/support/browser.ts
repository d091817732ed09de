import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { e2eState } from './server';

export const SCREENSHOT_DIR = path.resolve(__dirname, '..', 'screenshots');

/** `extraArgs` are added to the defaults (e.g. a fake camera: scan.e2e.ts). */
export async function launchBrowser({ extraArgs = [] }: { extraArgs?: string[] } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', ...extraArgs],
  });
}

/** A fresh context (its own storage) whose pages fail the test on an uncaught error. */
export async function newPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: e2eState().baseUrl,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByTestId('page-title').waitFor();
}

/**
 * School sign-in (global setup runs a test identity provider, configured on the server as `school`,
 * "Lakeside School"): from our sign-in page through the provider's, as `login` (any login name is
 * the account's email there); it ends back on our /login with the answer.
 */
export async function signInWithSchool(page: Page, login: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Lakeside School' }).click();
  await page.getByRole('heading', { name: 'Test school sign-in' }).waitFor({ timeout: 20_000 });
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** axe-core on the page as it is: no serious or critical violations. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Colours are judged as they end up, not halfway through a fade-in.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  if (blocking.length > 0) throw new Error(`Accessibility violations on ${label}:\n${blocking.join('\n')}`);
}

/**
 * Saved under e2e/screenshots/ for people to look at; CI keeps them as artefacts. The whole page by
 * default; `fullPage: false` takes what the window shows (a dialog over the page, as one sees it).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/**
 * The newest mail the API wrote to its outbox for `to`. Some mails are written just after the
 * answer (a reset request answers first so its timing says nothing), so this waits up to 5 s.
 */
export async function lastMailTo(to: string): Promise<{ subject: string; text: string; link?: string }> {
  const dir = path.join(e2eState().dataDir, 'outbox');
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map(
        (file) =>
          JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
            to: string;
            subject: string;
            text: string;
            link?: string;
          },
      )
      .filter((m) => m.to === to)
      .at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
