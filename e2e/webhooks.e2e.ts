/**
 * A department's outgoing webhooks (docs/webhooks.md), as its admin: add one pointing at a receiver
 * this test runs on 127.0.0.1 (global setup lets the server send to http:// and private addresses),
 * see its signing secret once, press "Send test" and find the signed request at the receiver and
 * the delivery in the log, Delivered with a 200. At 390 and 1366 px, with screenshots.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiSession } from './support/api';
import { expectAccessible, launchBrowser, newPage, signIn } from './support/browser';
import { DEMO_PASSWORD } from './support/server';
import { expectNothingOffScreen } from './support/viewport';

const SHOTS = process.env.WEBHOOKS_SHOTS_DIR ?? path.resolve(__dirname, 'screenshots', 'webhooks');
const WIDTHS = [390, 1366] as const;

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A receiver as a help desk would run one: it keeps what it got and answers 200; under /gone it is
 * a system that was retired, answering 410 Gone.
 */
function startReceiver(): Promise<{ server: http.Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      const gone = request.url?.startsWith('/gone') ?? false;
      response.writeHead(gone ? 410 : 200, { 'Content-Type': 'text/plain' });
      response.end(gone ? 'this endpoint was retired' : 'ok, ticket opened');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, received });
    });
  });
}

/** Waits (without fixed sleeps) until `check` answers something, or fails after `timeoutMs`. */
async function eventually<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer !== undefined) return answer;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: path.join(SHOTS, `webhooks-${name}.png`), fullPage });
}

let browser: Browser;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  browser = await launchBrowser();
  receiver = await startReceiver();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => receiver.server.close(resolve));
});

describe('webhooks', () => {
  it('the admin adds one, sees its secret once, sends a test and finds it delivered', async () => {
    const { page, errors } = await newPage(browser);
    // The demo department's admin: other files sign in as them but change nothing about them.
    await signIn(page, 'admin@riverside.example', DEMO_PASSWORD);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL('**/webhooks');
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByText('Webhooks tell your other systems').waitFor();

    // Add: the address, what it is for, a group of events at once.
    const address = `${receiver.url}/hooks/scenedock?stamp=${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const add = page.getByRole('dialog', { name: 'Add webhook' });
    await add.getByLabel(/^Address/).fill(address);
    await add.getByLabel('Description').fill('Help desk: damaged items');
    const damage = add.getByRole('group', { name: 'Damage reports' });
    await damage.getByRole('checkbox', { name: /Select all/ }).check();
    await expectAccessible(page, 'the add webhook dialog');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await add.getByLabel(/^Address/).scrollIntoViewIfNeeded();
      await shot(page, `add-dialog-${width}`, false);
      await damage.scrollIntoViewIfNeeded();
      await shot(page, `add-dialog-events-${width}`, false);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await add.getByRole('button', { name: 'Add webhook' }).click();

    // The secret, once.
    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    await secretDialog.getByText('Copy it now: it will not be shown again.').waitFor();
    const secret = (await secretDialog.getByTestId('webhook-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_\S+$/);
    await shot(page, 'secret-1366', false);
    await secretDialog.getByRole('button', { name: 'I have copied it' }).click();
    await secretDialog.waitFor({ state: 'detached' });
    expect(await page.getByText(secret).count()).toBe(0);

    const row = page
      .getByRole('list', { name: 'Webhooks' })
      .getByRole('listitem')
      .filter({ hasText: 'Help desk: damaged items' });
    await row.getByText('Help desk: damaged items').waitFor();
    await row.getByText('Enabled', { exact: true }).waitFor();

    // Send test: the receiver gets a signed webhook.ping; the log shows it delivered with a 200.
    await row.getByRole('button', { name: 'Send test' }).click();
    const ping = await eventually('a signed request at the receiver', () =>
      receiver.received.find((request) => request.body.includes('webhook.ping')),
    );
    expect(ping.path).toBe(new URL(address).pathname + new URL(address).search);
    expect(ping.headers['webhook-id']).toMatch(/^msg_/);
    expect(ping.headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(ping.headers['webhook-signature']).toMatch(/^v1,\S+/);
    // Signed as documented: HMAC-SHA256 of id.timestamp.body, keyed with the secret's bytes after whsec_.
    const expected = crypto
      .createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
      .update(
        `${String(ping.headers['webhook-id'])}.${String(ping.headers['webhook-timestamp'])}.${ping.body}`,
      )
      .digest('base64');
    expect(String(ping.headers['webhook-signature']).split(' ')).toContain(`v1,${expected}`);

    await page.waitForURL(/\/webhooks\?webhook=\d+$/);
    const webhookId = new URL(page.url()).searchParams.get('webhook');
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    const delivery = log.getByTestId('webhook-delivery').filter({ hasText: 'webhook.ping' }).first();
    await delivery.getByText('Delivered', { exact: true }).waitFor({ timeout: 30_000 });
    await delivery.getByText('HTTP 200', { exact: true }).waitFor();
    await delivery.getByRole('button', { expanded: false }).click();
    const attempts = delivery.getByRole('region', { name: 'Attempts' });
    await attempts.getByText('HTTP 200').waitFor();
    await attempts.getByText('ok, ticket opened').waitFor();
    await delivery.getByText(ping.headers['webhook-id'] as string).waitFor();
    await delivery
      .getByRole('region', { name: 'Payload' })
      .getByText('"webhook.ping"', { exact: false })
      .waitFor();
    await expectAccessible(page, 'the delivery log');
    await shot(page, 'delivery-log-1366', false);
    await log.getByRole('button', { name: 'Close' }).first().click();
    await log.waitFor({ state: 'detached' });

    // A retired system answers 410 Gone: the webhook is turned off, and the list says why.
    const admin = await apiSession('admin@riverside.example');
    const retired = await apiCall<{ id: number }>(
      admin,
      'POST',
      `/departments/${admin.departmentId}/webhooks`,
      {
        url: `${receiver.url}/gone/portal`,
        description: 'Old parent portal (retired)',
        events: ['item.deleted'],
      },
    );
    await apiCall(admin, 'POST', `/departments/${admin.departmentId}/webhooks/${retired.id}/ping`);
    await eventually('the retired portal turned off', async () => {
      const now = await apiCall<{ disabled_reason: string | null }>(
        admin,
        'GET',
        `/departments/${admin.departmentId}/webhooks/${retired.id}`,
      );
      return now.disabled_reason === 'gone' ? true : undefined;
    });
    const retiredRow = page
      .getByRole('list', { name: 'Webhooks' })
      .getByRole('listitem')
      .filter({ hasText: 'Old parent portal (retired)' });
    // The list does not poll: read it again.
    await page.reload();
    await retiredRow
      .getByRole('note')
      .filter({ hasText: /^Turned off on .+: the receiver answered 410 Gone/ })
      .waitFor({ timeout: 30_000 });
    await retiredRow.getByText('Disabled', { exact: true }).waitFor();
    await shot(page, 'list-1366');

    // Its admins are told; the notification opens the webhook's log, where the 410 is.
    await page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: /^Webhook turned off: 127\.0\.0\.1/ })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/webhooks\\?webhook=${retired.id}$`));
    const failedLog = page.getByRole('dialog', { name: 'Delivery log' });
    const failed = failedLog.getByTestId('webhook-delivery').first();
    await failed.getByText('Failed', { exact: true }).waitFor();
    await failed.getByText('HTTP 410', { exact: true }).waitFor();
    await failed.getByRole('button', { expanded: false }).click();
    await failed.getByRole('region', { name: 'Attempts' }).getByText('this endpoint was retired').waitFor();
    await shot(page, 'delivery-log-failed-1366', false);
    await failedLog.getByRole('button', { name: 'Close' }).first().click();
    await failedLog.waitFor({ state: 'detached' });

    // On a phone: the list, the log (opened from its address, as a notification links to it) and a
    // rotated secret fit the window.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/webhooks');
    await page.getByRole('list', { name: 'Webhooks' }).waitFor();
    await retiredRow.getByRole('note').waitFor();
    await expectNothingOffScreen(page, 'the webhooks list');
    await shot(page, 'list-390');
    await page.goto(`/webhooks?webhook=${webhookId}`);
    const phoneLog = page.getByRole('dialog', { name: 'Delivery log' });
    await phoneLog.getByTestId('webhook-delivery').first().getByRole('button', { expanded: false }).click();
    await phoneLog.getByRole('region', { name: 'Attempts' }).getByText('HTTP 200').waitFor();
    await expectNothingOffScreen(page, 'the delivery log');
    await shot(page, 'delivery-log-390', false);
    await phoneLog.getByRole('button', { name: 'Close' }).first().click();
    await phoneLog.waitFor({ state: 'detached' });

    await page
      .getByRole('list', { name: 'Webhooks' })
      .getByRole('listitem')
      .filter({ hasText: 'Help desk: damaged items' })
      .getByRole('button', { name: 'Rotate secret' })
      .click();
    await page
      .getByRole('dialog', { name: 'Rotate the signing secret?' })
      .getByRole('button', { name: 'Rotate secret' })
      .click();
    const rotated = page.getByRole('dialog', { name: 'New signing secret' });
    await rotated.getByText('Copy it now: it will not be shown again.').waitFor();
    await rotated.getByText(/The old secret keeps signing until /).waitFor();
    const second = (await rotated.getByTestId('webhook-secret').textContent())?.trim() ?? '';
    expect(second).toMatch(/^whsec_\S+$/);
    expect(second).not.toBe(secret);
    await expectNothingOffScreen(page, 'the new secret');
    await shot(page, 'secret-390', false);
    await rotated.getByRole('button', { name: 'I have copied it' }).click();
    await rotated.waitFor({ state: 'detached' });

    // Turned on again by a person: the system's reason is cleared.
    await page.setViewportSize({ width: 1366, height: 900 });
    await retiredRow.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Webhook turned on').first().waitFor();
    await retiredRow.getByText('Enabled', { exact: true }).waitFor();
    expect(await retiredRow.getByRole('note').count()).toBe(0);
    await apiCall(admin, 'DELETE', `/departments/${admin.departmentId}/webhooks/${retired.id}`);

    // Deleted, after asking: the department's other tests then send nowhere.
    await page
      .getByRole('list', { name: 'Webhooks' })
      .getByRole('listitem')
      .filter({ hasText: 'Help desk: damaged items' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete this webhook?' })
      .getByRole('button', { name: 'Delete webhook' })
      .click();
    await page.getByText('Webhook deleted').first().waitFor();
    await page.getByText('No webhooks yet').waitFor();
    expect(errors).toEqual([]);
  });
});
