import { formatDay } from '@scenedock/dates';
import type { Browser } from 'playwright-core';
import { apiCall, apiSession } from './support/api';
import { launchBrowser, signIn } from './support/browser';
import { isoDay } from './support/dates';
import { DEMO_PASSWORD, e2eState } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Created {
  id: number;
}

describe('one date style', () => {
  it('a British browser reads a refusal’s days as the screen around it prints them', async () => {
    const admin = await apiSession('admin@riverside.example');
    const name = `Music box ${Date.now()}`;
    const prop = await apiCall<Created>(admin, 'POST', '/props', {
      name,
      category: 'other',
      condition: 'good',
    });
    const held = { start: isoDay(3), end: isoDay(9) };
    const ourTown = await apiCall<Created>(admin, 'POST', '/productions', {
      title: 'Our Town',
      status: 'planning',
      start_date: held.start,
      end_date: held.end,
    });
    await apiCall(admin, 'POST', '/bookings', {
      kind: 'production',
      production_id: ourTown.id,
      item_type: 'prop',
      item_id: prop.id,
    });
    const tempest = await apiCall<Created>(admin, 'POST', '/productions', {
      title: 'The Tempest',
      status: 'planning',
      start_date: isoDay(6),
      end_date: isoDay(12),
    });

    // The browser's language is British English: it says so in Accept-Language, and its Intl too.
    const context = await browser.newContext({
      baseURL: e2eState().baseUrl,
      viewport: { width: 1280, height: 900 },
      locale: 'en-GB',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, 'admin@riverside.example', DEMO_PASSWORD);
    await page.goto(`/props/${prop.id}`);
    await page.getByRole('button', { name: 'Book for a production' }).click();
    const form = page.getByRole('form', { name: 'Book for a production' });

    const day = (iso: string) => formatDay(iso, 'en-GB');
    expect(day('2027-03-01')).toBe('1 Mar 2027');
    // The screen prints the productions' days so...
    await form
      .locator('option', { hasText: `Our Town (${day(held.start)} – ${day(held.end)})` })
      .waitFor({ state: 'attached' });
    await form.getByLabel(/^Production/).selectOption(String(tempest.id));
    await form.getByRole('button', { name: 'Book', exact: true }).click();
    // ...and the server's refusal beside it prints its days the same way.
    await form
      .getByText(
        `Prop "${name}" is booked for the production "Our Town" from ${day(held.start)} to ${day(held.end)}; it is free from ${day(isoDay(10))}`,
        { exact: true },
      )
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
