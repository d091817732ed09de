/**
 * A department's webhooks, managed by its admins (docs/webhooks.md): add, change, turn on and off,
 * remove, rotate the secret, send a test, read the delivery log and send a delivery again.
 */
import type { Transaction } from 'sequelize';
import type { Actor } from '../../domain/actor';
import { PING_EVENT, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../domain/webhookEvents';
import { Conflict, NotFound, ValidationFailed } from '../../errors';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '../../models';
import { authorize } from '../../policies/departments';
import { inDepartmentTransaction } from '../departmentLock';
import { findDepartment } from '../departmentLookup';
import { takeAttempt, tooManyWebhookSends, webhookSendLimits } from '../rateLimit';
import { assertPublicHost, UnsafeAddressError, urlProblem } from './addresses';
import { sendSoon, writeDeliveries } from './outbox';
import { encryptSecret, hintOf, newSecret } from './secrets';

/** Webhooks one department may have. */
export const MAX_WEBHOOKS = 10;
/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_GRACE_MS = 24 * 3600 * 1000;

export interface WebhookFields {
  url?: string;
  description?: string | null;
  events?: WebhookEventType[];
  enabled?: boolean;
}

export const eventsOf = (endpoint: WebhookEndpoint): WebhookEventType[] =>
  (JSON.parse(endpoint.events) as string[]).filter((type): type is WebhookEventType =>
    (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type),
  );

const invalid = (field: string, msg: string) =>
  new ValidationFailed([{ loc: ['body', field], msg, type: 'value_error' }]);

/** The address as stored, or a 422 saying why it may not be a webhook's. */
async function checkedUrl(raw: string): Promise<string> {
  const url = raw.trim();
  const problem = urlProblem(url);
  if (problem) throw invalid('url', problem);
  try {
    await assertPublicHost(url);
  } catch (err) {
    if (err instanceof UnsafeAddressError) throw invalid('url', err.message);
    throw err;
  }
  return new URL(url).toString();
}

function checkedEvents(events: WebhookEventType[]): string {
  const chosen = [...new Set(events)];
  if (chosen.length === 0) throw invalid('events', 'Choose at least one event');
  return JSON.stringify(WEBHOOK_EVENT_TYPES.filter((type) => chosen.includes(type)));
}

const description = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

async function managed(actor: Actor, departmentId: number) {
  const department = await findDepartment(departmentId);
  authorize(actor, 'manageWebhooks', department.id);
  return department;
}

async function endpointOf(actor: Actor, departmentId: number, webhookId: number): Promise<WebhookEndpoint> {
  await managed(actor, departmentId);
  const endpoint = await WebhookEndpoint.findOne({ where: { id: webhookId, department_id: departmentId } });
  if (!endpoint) throw new NotFound('Webhook not found');
  return endpoint;
}

export async function listWebhooks(actor: Actor, departmentId: number): Promise<WebhookEndpoint[]> {
  await managed(actor, departmentId);
  return WebhookEndpoint.findAll({ where: { department_id: departmentId }, order: [['id', 'ASC']] });
}

export const getWebhook = endpointOf;

/** A new webhook and its secret: the only time the secret is shown, with a rotation's. */
export async function createWebhook(
  actor: Actor,
  departmentId: number,
  fields: Required<Pick<WebhookFields, 'url' | 'events'>> & WebhookFields,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  await managed(actor, departmentId);
  const events = checkedEvents(fields.events);
  const url = await checkedUrl(fields.url);
  const secret = newSecret();
  // Counted and added under the department's lock: ten added at once still stop at the limit.
  const endpoint = await inDepartmentTransaction(departmentId, async (transaction) => {
    if (
      (await WebhookEndpoint.count({ where: { department_id: departmentId }, transaction })) >= MAX_WEBHOOKS
    )
      throw new Conflict(`A department has at most ${MAX_WEBHOOKS} webhooks`, 'webhook_limit');
    return WebhookEndpoint.create(
      {
        department_id: departmentId,
        url,
        description: description(fields.description),
        events,
        enabled: fields.enabled ?? true,
        secret_ciphertext: encryptSecret(secret),
        secret_hint: hintOf(secret),
        created_by: actor.user.id,
      },
      { transaction },
    );
  });
  return { endpoint, secret };
}

/** Changes what is given; turning a webhook on again clears why the system turned it off. */
export async function updateWebhook(
  actor: Actor,
  departmentId: number,
  webhookId: number,
  fields: WebhookFields,
): Promise<WebhookEndpoint> {
  const endpoint = await endpointOf(actor, departmentId, webhookId);
  const changes: Partial<WebhookEndpoint['_creationAttributes']> = {};
  if (fields.events !== undefined) changes.events = checkedEvents(fields.events);
  if (fields.url !== undefined) changes.url = await checkedUrl(fields.url);
  if (fields.description !== undefined) changes.description = description(fields.description);
  if (fields.enabled !== undefined) {
    changes.enabled = fields.enabled;
    if (fields.enabled && !endpoint.enabled)
      Object.assign(changes, { disabled_reason: null, disabled_at: null, failing_since: null });
  }
  return endpoint.update(changes);
}

/** Removes webhooks with their delivery logs. */
async function removeWebhooks(endpointIds: number[], transaction: Transaction): Promise<void> {
  if (endpointIds.length === 0) return;
  const deliveries = await WebhookDelivery.findAll({
    where: { endpoint_id: endpointIds },
    attributes: ['id'],
    transaction,
  });
  await WebhookAttempt.destroy({ where: { delivery_id: deliveries.map((d) => d.id) }, transaction });
  await WebhookDelivery.destroy({ where: { endpoint_id: endpointIds }, transaction });
  await WebhookEndpoint.destroy({ where: { id: endpointIds }, transaction });
}

/** A department being deleted takes its webhooks with it. */
export async function removeWebhooksOf(departmentId: number, transaction: Transaction): Promise<void> {
  const endpoints = await WebhookEndpoint.findAll({
    where: { department_id: departmentId },
    attributes: ['id'],
    transaction,
  });
  await removeWebhooks(
    endpoints.map((e) => e.id),
    transaction,
  );
}

export async function deleteWebhook(actor: Actor, departmentId: number, webhookId: number): Promise<void> {
  const endpoint = await endpointOf(actor, departmentId, webhookId);
  // Its log and the webhook go together: a failure halfway leaves neither a webhook without its log nor the reverse.
  await inDepartmentTransaction(departmentId, (transaction) => removeWebhooks([endpoint.id], transaction));
}

/** A new secret; the old one keeps signing beside it for a day, so receivers can change over. */
export async function rotateSecret(
  actor: Actor,
  departmentId: number,
  webhookId: number,
): Promise<{ secret: string; previous_secret_expires_at: Date }> {
  const endpoint = await endpointOf(actor, departmentId, webhookId);
  const secret = newSecret();
  const expires = new Date(Date.now() + ROTATION_GRACE_MS);
  await endpoint.update({
    previous_secret_ciphertext: endpoint.secret_ciphertext,
    previous_secret_expires_at: expires,
    secret_ciphertext: encryptSecret(secret),
    secret_hint: hintOf(secret),
  });
  return { secret, previous_secret_expires_at: expires };
}

/** "Send test": a `webhook.ping` to this webhook alone, whatever events it chose; it must be on. */
export async function pingWebhook(
  actor: Actor,
  departmentId: number,
  webhookId: number,
): Promise<WebhookDelivery> {
  const endpoint = await endpointOf(actor, departmentId, webhookId);
  await takeAttempt(webhookSendLimits(endpoint.id), tooManyWebhookSends);
  if (!endpoint.enabled) throw new Conflict('Turn the webhook on before sending a test', 'conflict');
  const [delivery] = await writeDeliveries([endpoint], PING_EVENT, {});
  return delivery;
}

export interface DeliveryPage {
  rows: WebhookDelivery[];
  attempts: Map<number, WebhookAttempt[]>;
  total: number;
}

/** The delivery log, newest first, each with its attempts (newest first). */
export async function listDeliveries(
  actor: Actor,
  departmentId: number,
  webhookId: number,
  offset: number,
  limit: number,
): Promise<DeliveryPage> {
  const endpoint = await endpointOf(actor, departmentId, webhookId);
  const { rows, count } = await WebhookDelivery.findAndCountAll({
    where: { endpoint_id: endpoint.id },
    order: [['id', 'DESC']],
    offset,
    limit,
  });
  return { rows, attempts: await attemptsOf(rows.map((row) => row.id)), total: count };
}

export async function attemptsOf(deliveryIds: number[]): Promise<Map<number, WebhookAttempt[]>> {
  const attempts = new Map<number, WebhookAttempt[]>(deliveryIds.map((id) => [id, []]));
  if (deliveryIds.length === 0) return attempts;
  const rows = await WebhookAttempt.findAll({ where: { delivery_id: deliveryIds }, order: [['id', 'DESC']] });
  for (const row of rows) attempts.get(row.delivery_id)?.push(row);
  return attempts;
}

/** "Send again": the same message (same `webhook-id`), tried now. */
export async function redeliver(
  actor: Actor,
  departmentId: number,
  webhookId: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  const endpoint = await endpointOf(actor, departmentId, webhookId);
  const delivery = await WebhookDelivery.findOne({ where: { id: deliveryId, endpoint_id: endpoint.id } });
  if (!delivery) throw new NotFound('Delivery not found');
  await takeAttempt(webhookSendLimits(endpoint.id), tooManyWebhookSends);
  if (!endpoint.enabled) throw new Conflict('Turn the webhook on before sending again', 'conflict');
  await delivery.update({ status: 'pending', next_attempt_at: new Date() });
  sendSoon(delivery.id, undefined, true);
  return delivery;
}
