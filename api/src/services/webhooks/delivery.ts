/**
 * Sending webhook deliveries (docs/webhooks.md, "Delivery"): signed per Standard Webhooks, one at a
 * time per endpoint (a lease on the endpoint row, so a slow receiver holds one worker at most and
 * never another department's deliveries), 15 s per attempt, redirects not followed. A failure is
 * tried again with exponential back-off and jitter for three days; an endpoint answering 410 Gone,
 * or failing for three days, is turned off and its department's admins are told.
 */
import http from 'node:http';
import https from 'node:https';
import { Op } from 'sequelize';
import { config } from '../../config';
import { logger } from '../../logger';
import {
  DepartmentMembership,
  WebhookAttempt,
  WebhookDelivery,
  WebhookEndpoint,
  type WebhookDisabledReason,
} from '../../models';
import { enqueue, type JobHandler } from '../../queue';
import { notify } from '../notifications';
import { assertPublicHost, safeLookup, UnsafeAddressError } from './addresses';
import { decryptSecret, signatureHeader } from './secrets';

/** How long a failing delivery, and a failing endpoint, is tried before giving up. */
export const RETRY_FOR_MS = 3 * 24 * 3600 * 1000;
/** The longest wait between two attempts. */
const MAX_BACKOFF_MS = 12 * 3600 * 1000;
/** Attempts one endpoint receives per minute at most; more wait for the next minute. */
export const ATTEMPTS_PER_MINUTE = 120;
/** How much of an answer the log keeps. */
const EXCERPT_CHARS = 1000;
/** Deliveries and their attempts are kept this long. */
export const LOG_DAYS = 30;

/** The wait after the `attempt`-th failure: 5 s, 20 s, 80 s, … ×4 each, at most 12 h, ±20 % jitter. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(config.webhooks.retryBaseMs * 4 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

interface Outcome {
  statusCode: number | null;
  error: string | null;
  excerpt: string | null;
  durationMs: number;
}

const userAgent = () => `Scenedock-Webhooks/${config.version}`;

/** One POST; never throws: what went wrong is the outcome's `error`. */
function post(url: string, headers: Record<string, string>, body: string): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<Outcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: safeLookup,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < EXCERPT_CHARS) excerpt += chunk;
          else response.destroy(); // the rest is not kept: no need to read it
        });
        const done = () =>
          finish({
            statusCode: status,
            error: status >= 300 && status < 400 ? `Redirects are not followed (${status})` : null,
            excerpt: excerpt ? excerpt.slice(0, EXCERPT_CHARS) : null,
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({
        statusCode: null,
        error: `Timed out after ${config.webhooks.timeoutMs / 1000} s`,
        excerpt: null,
      });
      request.destroy();
    }, config.webhooks.timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) => {
      finish({ statusCode: null, error: describeError(err), excerpt: null });
    });
    request.end(body);
  });
}

function describeError(err: NodeJS.ErrnoException): string {
  if (err instanceof UnsafeAddressError) return err.message;
  switch (err.code) {
    case 'ECONNREFUSED':
      return 'Connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'The name could not be found';
    case 'ECONNRESET':
      return 'The connection was reset';
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return `The certificate was refused (${err.code})`;
    default:
      return (err.message || String(err.code)).slice(0, 200);
  }
}

/** The secrets that sign now: the current one, and the previous one during its grace period. */
function signingSecrets(endpoint: WebhookEndpoint, now: Date): string[] | null {
  const current = decryptSecret(endpoint.secret_ciphertext);
  if (!current) return null;
  const previous =
    endpoint.previous_secret_ciphertext &&
    endpoint.previous_secret_expires_at &&
    endpoint.previous_secret_expires_at > now
      ? decryptSecret(endpoint.previous_secret_ciphertext)
      : null;
  return previous ? [current, previous] : [current];
}

/** Takes the endpoint's one sending slot until `ms` from now; false when another send holds it. */
async function lease(endpointId: number, ms: number): Promise<boolean> {
  const now = new Date();
  const [taken] = await WebhookEndpoint.update(
    { sending_until: new Date(now.getTime() + ms) },
    {
      where: {
        id: endpointId,
        [Op.or]: [{ sending_until: null }, { sending_until: { [Op.lt]: now } }],
      },
      silent: true,
    },
  );
  return taken === 1;
}

async function release(endpointId: number): Promise<void> {
  await WebhookEndpoint.update({ sending_until: null }, { where: { id: endpointId }, silent: true });
}

async function attemptsInLastMinute(endpointId: number): Promise<number> {
  return WebhookAttempt.count({
    where: {
      attempted_at: { [Op.gt]: new Date(Date.now() - 60_000) },
      delivery_id: {
        [Op.in]: WebhookDelivery.sequelize!.literal(
          `(SELECT id FROM webhook_deliveries WHERE endpoint_id = ${Number(endpointId)})`,
        ),
      },
    },
  });
}

const later = (deliveryId: number, delayMs: number, manual = false) =>
  enqueue('webhook', { deliveryId, ...(manual ? { manual } : {}) }, `webhook:${deliveryId}:${Date.now()}`, {
    delayMs,
  });

/** Turns an endpoint off, fails what waited for it, and tells its department's admins. */
export async function disableEndpoint(
  endpoint: WebhookEndpoint,
  reason: WebhookDisabledReason,
): Promise<void> {
  const now = new Date();
  await endpoint.update({ enabled: false, disabled_reason: reason, disabled_at: now, sending_until: null });
  await WebhookDelivery.update(
    { status: 'failed', next_attempt_at: null, last_error: 'The webhook was turned off' },
    { where: { endpoint_id: endpoint.id, status: 'pending' } },
  );
  const admins = await DepartmentMembership.findAll({
    where: { department_id: endpoint.department_id, role: 'admin', status: 'active' },
    attributes: ['user_id'],
  });
  const host = new URL(endpoint.url).host;
  const why =
    reason === 'gone'
      ? 'the receiver answered 410 Gone, which says it no longer wants these messages'
      : 'every delivery to it has failed for three days';
  for (const { user_id: userId } of admins) {
    await notify({
      userId,
      departmentId: endpoint.department_id,
      type: 'error',
      category: 'system',
      title: `Webhook turned off: ${host}`,
      message: `The webhook to ${endpoint.url}${endpoint.description ? ` (${endpoint.description})` : ''} was turned off because ${why}. Turn it on again under Webhooks once the receiver works.`,
      actionUrl: `/webhooks?webhook=${endpoint.id}`,
    });
  }
  logger.warn({ endpoint: endpoint.id, department: endpoint.department_id, reason }, 'webhook turned off');
}

/**
 * Tries one delivery now (the `webhook` job). A delivery not due yet, or already settled, is left
 * alone; one whose endpoint is busy with another delivery waits a moment.
 */
export async function attemptDelivery(deliveryId: number, manual = false): Promise<void> {
  const delivery = await WebhookDelivery.findByPk(deliveryId);
  if (!delivery || delivery.status !== 'pending' || !delivery.next_attempt_at) return;
  if (delivery.next_attempt_at.getTime() > Date.now() + 1000) return; // its own job comes then
  const endpoint = await WebhookEndpoint.findByPk(delivery.endpoint_id);
  if (!endpoint || !endpoint.enabled) {
    await delivery.update({
      status: 'failed',
      next_attempt_at: null,
      last_error: 'The webhook was turned off',
    });
    return;
  }
  if (!(await lease(endpoint.id, config.webhooks.timeoutMs + 5000))) {
    await later(delivery.id, 500 + Math.round(Math.random() * 1000), manual);
    return;
  }
  try {
    if ((await attemptsInLastMinute(endpoint.id)) >= ATTEMPTS_PER_MINUTE) {
      await later(delivery.id, 5000 + Math.round(Math.random() * 5000), manual);
      return;
    }
    await delivery.reload();
    if (delivery.status !== 'pending') return; // another process sent it meanwhile
    await send(endpoint, delivery, manual);
  } finally {
    await release(endpoint.id);
  }
}

async function send(endpoint: WebhookEndpoint, delivery: WebhookDelivery, manual: boolean): Promise<void> {
  const now = new Date();
  const timestamp = Math.floor(now.getTime() / 1000);
  const secrets = signingSecrets(endpoint, now);
  let outcome: Outcome;
  if (!secrets) {
    outcome = {
      statusCode: null,
      error: 'The signing secret cannot be read: rotate it',
      excerpt: null,
      durationMs: 0,
    };
  } else {
    try {
      await assertPublicHost(endpoint.url);
      outcome = await post(
        endpoint.url,
        {
          'content-type': 'application/json',
          'user-agent': userAgent(),
          'webhook-id': delivery.message_id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signatureHeader(secrets, delivery.message_id, timestamp, delivery.payload),
        },
        delivery.payload,
      );
    } catch (err) {
      outcome = {
        statusCode: null,
        error: describeError(err as NodeJS.ErrnoException),
        excerpt: null,
        durationMs: 0,
      };
    }
  }
  await WebhookAttempt.create({
    delivery_id: delivery.id,
    attempted_at: now,
    status_code: outcome.statusCode,
    error: outcome.error,
    response_excerpt: outcome.excerpt,
    duration_ms: outcome.durationMs,
    manual,
  });
  const attempts = delivery.attempt_count + 1;
  const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const common = { attempt_count: attempts, last_status_code: outcome.statusCode, last_error: outcome.error };
  if (ok) {
    await delivery.update({
      ...common,
      status: 'delivered',
      delivered_at: new Date(),
      next_attempt_at: null,
    });
    if (endpoint.failing_since) await endpoint.update({ failing_since: null });
    return;
  }
  const error = common.last_error ?? `The receiver answered ${outcome.statusCode}`;
  if (outcome.statusCode === 410) {
    await delivery.update({ ...common, last_error: error, status: 'failed', next_attempt_at: null });
    await disableEndpoint(endpoint, 'gone');
    return;
  }
  const failingSince = endpoint.failing_since ?? now;
  if (!endpoint.failing_since) await endpoint.update({ failing_since: failingSince });
  if (now.getTime() - failingSince.getTime() >= RETRY_FOR_MS) {
    await delivery.update({ ...common, last_error: error, status: 'failed', next_attempt_at: null });
    await disableEndpoint(endpoint, 'failing');
    return;
  }
  if (now.getTime() - delivery.created_at.getTime() >= RETRY_FOR_MS) {
    await delivery.update({ ...common, last_error: error, status: 'failed', next_attempt_at: null });
    return;
  }
  const wait = backoffMs(attempts);
  await delivery.update({ ...common, last_error: error, next_attempt_at: new Date(now.getTime() + wait) });
  await later(delivery.id, wait);
}

/**
 * The `webhook-sweep` job: sends what is due and has no job waiting (a process stopped between a
 * commit and its queueing, or the in-process queue's timers died with their process), and forgets
 * deliveries older than the log keeps.
 */
export async function sweepDeliveries(): Promise<void> {
  const due = await WebhookDelivery.findAll({
    where: { status: 'pending', next_attempt_at: { [Op.lte]: new Date(Date.now() - 30_000) } },
    attributes: ['id', 'attempt_count'],
    order: [['next_attempt_at', 'ASC']],
    limit: 500,
  });
  for (const delivery of due)
    await enqueue(
      'webhook',
      { deliveryId: delivery.id },
      `webhook:${delivery.id}:sweep:${delivery.attempt_count}`,
    );
  const old = new Date(Date.now() - LOG_DAYS * 24 * 3600 * 1000);
  const expired = await WebhookDelivery.findAll({
    where: { created_at: { [Op.lt]: old }, status: { [Op.ne]: 'pending' } },
    attributes: ['id'],
    limit: 5000,
  });
  if (expired.length > 0) {
    const ids = expired.map((d) => d.id);
    await WebhookAttempt.destroy({ where: { delivery_id: ids } });
    await WebhookDelivery.destroy({ where: { id: ids } });
  }
}

/** How often the sweep runs. */
export const WEBHOOK_SWEEP_MS = 60_000;

export const webhookJobHandler: JobHandler<'webhook'> = {
  run: ({ deliveryId, manual }) => attemptDelivery(deliveryId, manual === true),
  giveUp(data, error) {
    // The delivery stays due: the sweep queues it again.
    logger.error({ err: error, delivery: data.deliveryId }, 'webhook delivery job failed');
    return Promise.resolve();
  },
};

export const webhookSweepHandler: JobHandler<'webhook-sweep'> = {
  run: () => sweepDeliveries(),
  giveUp(_data, error) {
    logger.error({ err: error }, 'webhook sweep failed');
    return Promise.resolve();
  },
};
