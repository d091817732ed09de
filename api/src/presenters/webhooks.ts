import {
  groupOf,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
  type WebhookMessageType,
} from '../domain/webhookEvents';
import type {
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookDisabledReason,
  WebhookEndpoint,
} from '../models';
import { eventsOf } from '../services/webhooks/endpoints';
import { linksOf, type WebhookEventFacts, type WebhookMessage } from '../services/webhooks/outbox';

/** An event a webhook may choose (docs/webhooks.md, "Events"). */
export interface WebhookEventTypeOut {
  type: WebhookEventType;
  /** the heading it is listed under */
  group: string;
  description: string;
  /** what its message looks like (made-up ids and days) */
  example: WebhookMessage;
}

/** A department's webhook. The secret itself is shown only when it is made (create, rotate). */
export interface WebhookEndpointOut {
  /** @isInt */
  id: number;
  /** @isInt */
  department_id: number;
  url: string;
  description: string | null;
  events: WebhookEventType[];
  enabled: boolean;
  /** `whsec_…` and the secret's last four characters */
  secret_hint: string;
  /** while the previous secret still signs beside the new one (a day after a rotation) */
  previous_secret_expires_at: Date | null;
  /** why the system turned it off: `gone` (the receiver answered 410), `failing` (three days of failures) */
  disabled_reason: WebhookDisabledReason | null;
  disabled_at: Date | null;
  /** the first failure since the last success */
  failing_since: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A new webhook, with its signing secret: copy it now, it is not shown again. */
export interface WebhookEndpointCreated extends WebhookEndpointOut {
  secret: string;
}

/** A rotated secret: the previous one signs too until `previous_secret_expires_at`. */
export interface WebhookSecretOut {
  secret: string;
  previous_secret_expires_at: Date;
}

/** One try of a delivery. */
export interface WebhookAttemptOut {
  /** @isInt */
  id: number;
  attempted_at: Date;
  /** @isInt */
  status_code: number | null;
  /** what went wrong without an answer (time-out, refused connection, a redirect) */
  error: string | null;
  /** the start of the answer's body (at most 1000 characters) */
  response_excerpt: string | null;
  /** @isInt */
  duration_ms: number;
  /** sent again by a person */
  manual: boolean;
}

/** One message to the webhook and its attempts: the delivery log's row. */
export interface WebhookDeliveryOut {
  /** @isInt */
  id: number;
  /** the `webhook-id` header, the same on every attempt */
  message_id: string;
  event_type: WebhookMessageType;
  /** `pending`: waiting for its next attempt (`next_attempt_at`) */
  status: WebhookDeliveryStatus;
  /** @isInt */
  attempt_count: number;
  next_attempt_at: Date | null;
  created_at: Date;
  delivered_at: Date | null;
  /** @isInt */
  last_status_code: number | null;
  last_error: string | null;
  /** the body as sent (JSON) */
  payload: string;
  /** newest first */
  attempts: WebhookAttemptOut[];
}

const SAMPLE_ITEM = { type: 'prop', id: 12, name: 'Storm Lantern' } as const;
const SAMPLE_LOAN = { loan_id: 5, lender_department_id: 1, borrower_department_id: 2 };
const SAMPLE_DAYS = { starts_on: '2027-03-01', ends_on: '2027-03-20' };

/** Made-up facts of each kind of event, for the catalogue's examples: the fields each really carries. */
function sampleFacts(type: WebhookEventType): WebhookEventFacts {
  const answer = type.endsWith('_answered') ? { answer: 'accepted' } : {};
  switch (type) {
    case 'loan.overdue':
      return { item: SAMPLE_ITEM, ...SAMPLE_LOAN, ends_on: SAMPLE_DAYS.ends_on };
    case 'damage_report.opened':
    case 'damage_report.resolved':
      return {
        item: SAMPLE_ITEM,
        damage_report_id: 3,
        ...SAMPLE_LOAN,
        ...(type === 'damage_report.resolved' ? { resolution: 'repaired' } : {}),
      };
    case 'booking.created':
      return { item: SAMPLE_ITEM, production_id: 4, ...SAMPLE_DAYS };
    case 'booking.changed':
      return { item: SAMPLE_ITEM, ...SAMPLE_DAYS };
    case 'booking.cancelled':
      return { item: SAMPLE_ITEM, production_id: 4 };
    case 'person_loan.overdue':
      return { item: SAMPLE_ITEM, person_loan_id: 8, ends_on: SAMPLE_DAYS.ends_on };
    case 'import.completed':
    case 'import.failed':
      return { import_job_id: 6, created: 118, failed: 2 };
    case 'item.created':
    case 'item.updated':
    case 'item.deleted':
      return { item: SAMPLE_ITEM, ...(type === 'item.updated' ? { fields: ['condition'] } : {}) };
    default:
      return type.startsWith('person_loan.')
        ? { item: SAMPLE_ITEM, person_loan_id: 8, production_id: null, ...SAMPLE_DAYS }
        : { item: SAMPLE_ITEM, ...SAMPLE_LOAN, ...SAMPLE_DAYS, ...answer };
  }
}

/** The message of `type` as a department named Westbrook High Theatre would receive it. */
export function exampleMessage(type: WebhookEventType): WebhookMessage {
  const facts = sampleFacts(type);
  return {
    type,
    timestamp: '2027-03-01T15:04:05.000Z',
    data: { department: { id: 1, name: 'Westbrook High Theatre' }, ...facts, links: linksOf(facts, type) },
  };
}

export const presentEventTypes = (): WebhookEventTypeOut[] =>
  WEBHOOK_EVENT_TYPES.map((type) => ({
    type,
    group: groupOf(type),
    description: WEBHOOK_EVENT_DESCRIPTIONS[type],
    example: exampleMessage(type),
  }));

export function presentWebhook(endpoint: WebhookEndpoint): WebhookEndpointOut {
  const now = new Date();
  const graceLeft = endpoint.previous_secret_expires_at && endpoint.previous_secret_expires_at > now;
  return {
    id: endpoint.id,
    department_id: endpoint.department_id,
    url: endpoint.url,
    description: endpoint.description,
    events: eventsOf(endpoint),
    enabled: Boolean(endpoint.enabled),
    secret_hint: endpoint.secret_hint,
    previous_secret_expires_at: graceLeft ? endpoint.previous_secret_expires_at : null,
    disabled_reason: endpoint.disabled_reason ?? null,
    disabled_at: endpoint.disabled_at ?? null,
    failing_since: endpoint.failing_since ?? null,
    created_at: endpoint.created_at,
    updated_at: endpoint.updated_at,
  };
}

export const presentAttempt = (attempt: WebhookAttempt): WebhookAttemptOut => ({
  id: attempt.id,
  attempted_at: attempt.attempted_at,
  status_code: attempt.status_code,
  error: attempt.error,
  response_excerpt: attempt.response_excerpt,
  duration_ms: attempt.duration_ms,
  manual: Boolean(attempt.manual),
});

export const presentDelivery = (
  delivery: WebhookDelivery,
  attempts: WebhookAttempt[],
): WebhookDeliveryOut => ({
  id: delivery.id,
  message_id: delivery.message_id,
  event_type: delivery.event_type as WebhookMessageType,
  status: delivery.status,
  attempt_count: delivery.attempt_count,
  next_attempt_at: delivery.next_attempt_at,
  created_at: delivery.created_at,
  delivered_at: delivery.delivered_at ?? null,
  last_status_code: delivery.last_status_code ?? null,
  last_error: delivery.last_error ?? null,
  payload: delivery.payload,
  attempts: attempts.map(presentAttempt),
});
