/**
 * A district's server is reached at its own name or address over plain HTTP as often as through a
 * TLS proxy. The app must work there: no header may tell the browser to fetch its scripts over https.
 */
import { chromium, type Browser } from 'playwright-core';
import { DEMO_PASSWORD, e2eState } from './support/server';

const HOST = 'scenedock.district.test';

let browser: Browser;
beforeAll(async () => {
  // The name resolves to this machine, as a school's DNS would point it at the server.
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
    ],
  });
});
afterAll(async () => {
  await browser.close();
});

it('serves the app over plain HTTP at a name other than localhost, and a person signs in there', async () => {
  const base = new URL(e2eState().baseUrl);
  const origin = `http://${HOST}:${base.port}`;
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const insecureAsks: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith('https:')) insecureAsks.push(req.url());
  });

  const first = await page.goto(`${origin}/login`);
  expect(first?.headers()['strict-transport-security']).toBeUndefined();
  expect(first?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
  await page.getByLabel(/^Email/).fill('manager@riverside.example');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Riverside High School Drama', level: 1 }).waitFor();
  // A remote's screen too: its scripts come from the same address.
  await page.goto(`${origin}/props`);
  await page.getByTestId('page-title').getByText('Props').waitFor();
  expect(new URL(page.url()).host).toBe(`${HOST}:${base.port}`);
  expect(insecureAsks).toEqual([]);
  expect(errors).toEqual([]);
});
