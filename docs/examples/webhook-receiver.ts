/**
 * A receiver of Scenedock's webhooks (docs/webhooks.md), run against a live server with the client
 * that @hey-api/openapi-ts generates (`npm run openapi:clients`). It listens on 127.0.0.1, signs in
 * as a department admin, adds a webhook for item events pointing at itself, creates a prop and
 * checks the `item.created` delivery: its signature (with the `standardwebhooks` package and with
 * node:crypto alone), its type and its item. Then it rotates the secret, edits the prop and checks
 * that the `item.updated` delivery carries two signatures, one per secret. It deletes the webhook
 * at the end, even after a failure; any failure exits non-zero.
 *
 *   SCENEDOCK_URL=http://localhost:3000 SCENEDOCK_EMAIL=… SCENEDOCK_PASSWORD=… npm run openapi:webhook-example
 *
 * The receiver is plain http on loopback, so the server must allow both:
 * WEBHOOKS_ALLOW_HTTP=true WEBHOOKS_ALLOW_PRIVATE_NETWORKS=true (never on a district's server).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { client } from '../../openapi/clients/generated/hey-api/client.gen';
import {
  createProp,
  createWebhook,
  deleteWebhook,
  getMe,
  listWebhookDeliveries,
  login,
  rotateWebhookSecret,
  updateProp,
  type WebhookDeliveryOut,
} from '../../openapi/clients/generated/hey-api';

const serverUrl = (process.env.SCENEDOCK_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
// The demo data's admin (SEED_DEMO=true): api/src/bootstrap/demo.ts. Webhooks are an admin's to add.
const email = process.env.SCENEDOCK_EMAIL ?? 'admin@riverside.example';
const password = process.env.SCENEDOCK_PASSWORD ?? 'Stage-Door-2026!';
/** How long a delivery may take to arrive. */
const WAIT_MS = 30_000;
/** How far a `webhook-timestamp` may be from now (Standard Webhooks' tolerance). */
const TOLERANCE_SECONDS = 5 * 60;

function say(message: string): void {
  process.stdout.write(`${message}\n`);
}

/** What every generated SDK function resolves to (its default `responseStyle: 'fields'`). */
type Answer<T> = ({ data: T; error: undefined } | { data: undefined; error: unknown }) & {
  response?: Response;
};

/** Awaits one call and hands back its body, or throws with the status and error body. */
async function ok<T>(what: string, call: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response) throw new Error(`${what}: no response (${String(error)})`);
  if (error !== undefined || !response.ok)
    throw new Error(`${what}: HTTP ${response.status} ${JSON.stringify(error)}`);
  return data as T;
}

/** The body of every delivery (docs/webhooks.md, "The body"). */
interface Message {
  type: string;
  timestamp: string;
  data: {
    department: { id: number; name: string };
    item?: { type: string; id: number; name: string };
    links?: { app: string; api: string };
    [field: string]: unknown;
  };
}

/** One request the receiver accepted: the raw body, as signed, and its headers. */
interface Delivery {
  headers: IncomingHttpHeaders;
  body: Buffer;
  message: Message;
}

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  if (typeof value !== 'string' || value === '') throw new Error(`no ${name} header`);
  return value;
}

/**
 * The check docs/webhooks.md shows with node:crypto alone: which of the header's signatures
 * `secret` made. Throws on a timestamp more than five minutes from now.
 */
function signaturesBy(secret: string, headers: IncomingHttpHeaders, body: Buffer): string[] {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS)
    throw new Error(`webhook-timestamp ${timestamp} is not within 5 minutes of now`);
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest();
  return header(headers, 'webhook-signature')
    .split(' ')
    .filter((signature) => {
      if (!signature.startsWith('v1,')) return false;
      const given = Buffer.from(signature.slice('v1,'.length), 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** The check with the `standardwebhooks` package: throws unless one of the signatures is `secret`'s. */
function verifyWithPackage(secret: string, headers: IncomingHttpHeaders, body: Buffer): Message {
  return new Webhook(secret).verify(body, {
    'webhook-id': header(headers, 'webhook-id'),
    'webhook-timestamp': header(headers, 'webhook-timestamp'),
    'webhook-signature': header(headers, 'webhook-signature'),
  }) as Message;
}

/**
 * A receiver as a school's system would run one: it reads the raw body, verifies it with the
 * secrets it currently holds, answers 401 to anything unsigned, 204 at once to the rest, and
 * remembers each `webhook-id` once (a retry repeats it).
 */
async function startReceiver(): Promise<{
  url: string;
  secrets: string[];
  deliveries: Delivery[];
  rejected: string[];
  close: () => Promise<void>;
}> {
  const secrets: string[] = [];
  const deliveries: Delivery[] = [];
  const rejected: string[] = [];
  const seen = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      let message: Message | undefined;
      for (const secret of secrets) {
        try {
          message = verifyWithPackage(secret, request.headers, body);
          break;
        } catch {
          // the next secret, if any
        }
      }
      if (!message) {
        rejected.push(`${request.method} ${request.url}: ${String(request.headers['webhook-id'])}`);
        response.writeHead(401).end();
        return;
      }
      const id = header(request.headers, 'webhook-id');
      if (!seen.has(id)) {
        seen.add(id);
        deliveries.push({ headers: request.headers, body, message });
      }
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/scenedock/webhooks`,
    secrets,
    deliveries,
    rejected,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // the server's keep-alive connections would hold close() up
      }),
  };
}

/** Waits for the delivery of `type` about item `itemId`. */
async function delivery(
  receiver: { deliveries: Delivery[]; rejected: string[] },
  type: string,
  itemId: number,
): Promise<Delivery> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const found = receiver.deliveries.find(
      ({ message }) => message.type === type && message.data.item?.id === itemId,
    );
    if (found) return found;
    if (Date.now() > deadline) {
      const got = receiver.deliveries.map(({ message }) => message.type).join(', ') || 'nothing';
      const refused = receiver.rejected.length
        ? `; refused, bad signature: ${receiver.rejected.join(', ')}`
        : '';
      throw new Error(`no ${type} for item ${itemId} within ${WAIT_MS / 1000} s (received ${got}${refused})`);
    }
    await sleep(100);
  }
}

/** The delivery log's row of message `messageId` once it says delivered (just after the answer). */
async function loggedAsDelivered(
  log: () => Promise<WebhookDeliveryOut[]>,
  messageId: string,
): Promise<WebhookDeliveryOut> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const row = (await log()).find((delivery) => delivery.message_id === messageId);
    if (row?.status === 'delivered') return row;
    if (Date.now() > deadline) throw new Error(`the log has ${messageId} as ${row?.status ?? 'missing'}`);
    await sleep(100);
  }
}

/** The secret as the server shows it: `whsec_` and the base64 of 24 random bytes. */
function checkSecret(secret: string): void {
  if (!/^whsec_[A-Za-z0-9+/]+={0,2}$/.test(secret) || Buffer.from(secret.slice(6), 'base64').length !== 24)
    throw new Error(`the secret is not whsec_ and 24 bytes in base64 (${secret.length} characters)`);
}

async function main(): Promise<void> {
  client.setConfig({ baseUrl: `${serverUrl}/api/v1` });
  const receiver = await startReceiver();
  let cleanUp: (() => Promise<void>) | undefined;
  try {
    say(`1. Receiver listening at ${receiver.url}`);

    say(`2. Sign in to ${serverUrl} as ${email}`);
    const tokens = await ok('POST /auth/login', login({ body: { username: email, password } }));
    client.setConfig({ auth: tokens.access_token });
    const me = await ok('GET /users/me', getMe());
    const department = me.departments.find((d) => d.role === 'admin');
    if (!department) throw new Error(`${me.email} is an admin of no department`);
    const headers = { 'X-Current-Department': department.id };
    say(`   admin of "${department.name}" (id ${department.id})`);

    say(`3. Add a webhook for item.created and item.updated (POST /departments/${department.id}/webhooks)`);
    const webhook = await ok(
      'POST /departments/{id}/webhooks',
      createWebhook({
        headers,
        path: { id: department.id },
        body: {
          url: receiver.url,
          description: 'Webhook receiver example',
          events: ['item.created', 'item.updated'],
        },
      }),
    ).catch((error: unknown) => {
      throw new Error(
        `${error instanceof Error ? error.message : String(error)} (a plain-http loopback receiver needs ` +
          'WEBHOOKS_ALLOW_HTTP=true WEBHOOKS_ALLOW_PRIVATE_NETWORKS=true on the server)',
      );
    });
    cleanUp = async () => {
      await ok(
        'DELETE /departments/{id}/webhooks/{webhookId}',
        deleteWebhook({ headers, path: { id: department.id, webhookId: webhook.id } }),
      );
    };
    const firstSecret = webhook.secret;
    checkSecret(firstSecret);
    receiver.secrets.push(firstSecret);
    say(`   webhook ${webhook.id}, secret ${webhook.secret_hint} (the whole secret is in this answer only)`);

    say('4. Create a prop (POST /props) and wait for item.created');
    const prop = await ok(
      'POST /props',
      createProp({
        headers,
        body: { name: `Tin whistle (webhook example ${new Date().toISOString()})`, category: 'other' },
      }),
    );
    const created = await delivery(receiver, 'item.created', prop.id);
    const id = header(created.headers, 'webhook-id');
    say(`   ${id} arrived for prop ${prop.id}`);
    if (!header(created.headers, 'content-type').startsWith('application/json'))
      throw new Error(`content-type ${created.headers['content-type']}`);
    if (!header(created.headers, 'user-agent').startsWith('Scenedock-Webhooks/'))
      throw new Error(`user-agent ${created.headers['user-agent']}`);
    const message = verifyWithPackage(firstSecret, created.headers, created.body);
    say('   standardwebhooks: signature valid');
    if (signaturesBy(firstSecret, created.headers, created.body).length !== 1)
      throw new Error(
        `node:crypto: no signature by the secret in ${header(created.headers, 'webhook-signature')}`,
      );
    say('   node:crypto: signature valid');
    const { item } = message.data;
    if (message.type !== 'item.created' || item?.id !== prop.id || item.type !== 'prop')
      throw new Error(`unexpected body ${created.body.toString()}`);
    if (message.data.department.id !== department.id)
      throw new Error(`data.department is ${JSON.stringify(message.data.department)}`);
    say(
      `   type ${message.type}, data.item ${item.type} ${item.id} "${item.name}", links.api ${message.data.links?.api}`,
    );

    say(
      `5. Find it in the delivery log (GET /departments/${department.id}/webhooks/${webhook.id}/deliveries)`,
    );
    const logged = await loggedAsDelivered(
      () =>
        ok(
          'GET /departments/{id}/webhooks/{webhookId}/deliveries',
          listWebhookDeliveries({ headers, path: { id: department.id, webhookId: webhook.id } }),
        ),
      id,
    );
    const [attempt] = logged.attempts;
    say(
      `   delivery ${logged.id}: ${logged.event_type} ${logged.status} after ${logged.attempt_count} attempt(s), ` +
        `HTTP ${attempt?.status_code} in ${attempt?.duration_ms} ms`,
    );

    say(`6. Rotate the secret (POST /departments/${department.id}/webhooks/${webhook.id}/secret)`);
    const rotated = await ok(
      'POST /departments/{id}/webhooks/{webhookId}/secret',
      rotateWebhookSecret({ headers, path: { id: department.id, webhookId: webhook.id } }),
    );
    const secondSecret = rotated.secret;
    checkSecret(secondSecret);
    if (secondSecret === firstSecret) throw new Error('the rotated secret is the old one');
    receiver.secrets.unshift(secondSecret);
    say(
      `   new secret whsec_…${secondSecret.slice(-4)}; the old one signs too until ${rotated.previous_secret_expires_at}`,
    );

    say(`7. Edit the prop (PUT /props/${prop.id}) and wait for item.updated`);
    await ok('PUT /props/{id}', updateProp({ headers, path: { id: prop.id }, body: { condition: 'fair' } }));
    const updated = await delivery(receiver, 'item.updated', prop.id);
    if (!updated.message.data.fields || !(updated.message.data.fields as string[]).includes('condition'))
      throw new Error(`data.fields is ${JSON.stringify(updated.message.data.fields)}`);
    const signatures = header(updated.headers, 'webhook-signature').split(' ');
    const byOld = signaturesBy(firstSecret, updated.headers, updated.body);
    const byNew = signaturesBy(secondSecret, updated.headers, updated.body);
    if (signatures.length !== 2 || byOld.length !== 1 || byNew.length !== 1 || byOld[0] === byNew[0])
      throw new Error(`expected one signature per secret, got ${signatures.join(' ')}`);
    verifyWithPackage(firstSecret, updated.headers, updated.body);
    verifyWithPackage(secondSecret, updated.headers, updated.body);
    say(`   ${header(updated.headers, 'webhook-id')}: 2 signatures, one by each secret (both checks)`);

    say(`8. Delete the webhook (DELETE /departments/${department.id}/webhooks/${webhook.id})`);
    await cleanUp();
    cleanUp = undefined;

    say(
      `Done: webhook ${webhook.id} delivered item.created and item.updated for prop ${prop.id}, ` +
        'signatures verified with standardwebhooks and node:crypto, rotation signed with both secrets.',
    );
  } finally {
    await cleanUp?.().catch(() => undefined);
    await receiver.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Webhook receiver example failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
});
