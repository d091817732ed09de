import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, screenshot } from './support/browser';
import { DEMO_PASSWORD, e2eState } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A foreign page on another origin, with no React, mounts a remote through `./mount`. */
async function openPortal(remote: string, path: string) {
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const query = new URLSearchParams({ remote, email: 'admin@riverside.example', password: DEMO_PASSWORD });
  await page.goto(`${e2eState().portalUrl}/theatre/${path}?${query}`);
  await page.getByText('Theatre department for').waitFor();
  return { page, errors };
}

describe('embedding in a page that is not ours', () => {
  it('mounts the admin users screen and shows the department’s users', async () => {
    const { page, errors } = await openPortal('admin', 'users');
    const theatre = page.getByRole('region', { name: 'Theatre department' });
    await theatre.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await theatre.getByText('student@riverside.example').waitFor();
    // The portal itself has no React: React came with the remote.
    expect(await page.evaluate(() => document.querySelectorAll('script[src*="react"]').length)).toBe(0);
    await expectAccessible(page, 'the embedded users screen');
    await screenshot(page, 'embedded-users');
    expect(errors).toEqual([]);
  });

  it('mounts the inventory props screen', async () => {
    const { page, errors } = await openPortal('inventory', 'props');
    const theatre = page.getByRole('region', { name: 'Theatre department' });
    await theatre.getByRole('heading', { name: 'Props Inventory', level: 1 }).waitFor();
    await theatre.getByText(/^Showing \d+ props for Riverside High School Drama/).waitFor();
    await expectAccessible(page, 'the embedded props screen');
    expect(errors).toEqual([]);
  });

  it('mounts the productions screen', async () => {
    const { page, errors } = await openPortal('productions', 'productions');
    const theatre = page.getByRole('region', { name: 'Theatre department' });
    await theatre.getByRole('heading', { name: 'Productions', level: 1 }).waitFor();
    await theatre.getByRole('article').first().waitFor();
    await expectAccessible(page, 'the embedded productions screen');
    expect(errors).toEqual([]);
  });
});
