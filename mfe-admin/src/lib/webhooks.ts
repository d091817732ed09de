import { formatDate, formatDateTime, type BadgeTone } from '@scenedock/ui';
import type { WebhookDelivery, WebhookEndpoint, WebhookEventInfo, WebhookEventType } from '../api/webhooks';

/** The query parameter that opens a webhook's delivery log: /webhooks?webhook=7 (a notification links there). */
export const WEBHOOK_PARAM = 'webhook';

/** The address of a webhook's delivery log in the app, for links from elsewhere. */
export function webhookLogPath(webhookId: number): string {
  return `/webhooks?${WEBHOOK_PARAM}=${webhookId}`;
}

/** The address split for display: the host stands out, the rest follows in grey. */
export function splitUrl(url: string): { host: string; rest: string } {
  try {
    const parsed = new URL(url);
    const host = parsed.host;
    const start = url.indexOf(host);
    return start < 0 ? { host, rest: '' } : { host, rest: url.slice(start + host.length) };
  } catch {
    return { host: url, rest: '' };
  }
}

/** Why the system turned a webhook off, in words; null when it did not. */
export function disabledWarning(endpoint: WebhookEndpoint): string | null {
  if (endpoint.enabled || !endpoint.disabled_reason) return null;
  const on = endpoint.disabled_at ? `Turned off on ${formatDate(endpoint.disabled_at)}` : 'Turned off';
  return endpoint.disabled_reason === 'gone'
    ? `${on}: the receiver answered 410 Gone`
    : `${on}: failing for 3 days`;
}

/** A delivery's state as its badge says it. */
export function deliveryStatus(delivery: WebhookDelivery): { label: string; tone: BadgeTone } {
  if (delivery.status === 'delivered') return { label: 'Delivered', tone: 'green' };
  if (delivery.status === 'failed') return { label: 'Failed', tone: 'red' };
  if (delivery.attempt_count === 0) return { label: 'Queued', tone: 'blue' };
  return {
    label: delivery.next_attempt_at
      ? `Retrying — next try at ${formatDateTime(delivery.next_attempt_at)}`
      : 'Retrying',
    tone: 'yellow',
  };
}

/** The JSON body as sent, indented for reading; as it is when it is not JSON. */
export function prettyPayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

export interface EventGroup {
  group: string;
  events: { type: WebhookEventType; description: string }[];
}

/**
 * The catalogue under its headings, in its order; events a webhook has that the catalogue no
 * longer lists come last, under "Other", so they can still be unticked.
 */
export function groupEvents(catalogue: readonly WebhookEventInfo[], chosen: readonly string[]): EventGroup[] {
  const groups: EventGroup[] = [];
  for (const event of catalogue) {
    let group = groups.find((g) => g.group === event.group);
    if (!group) groups.push((group = { group: event.group, events: [] }));
    group.events.push({ type: event.type, description: event.description });
  }
  const unknown = chosen.filter((type) => !catalogue.some((event) => event.type === type));
  if (unknown.length > 0)
    groups.push({
      group: 'Other',
      events: unknown.map((type) => ({ type: type as WebhookEventType, description: type })),
    });
  return groups;
}

/** "loan.requested, loan.approved and 3 more": the events of a row, short. */
export function eventsSummary(events: readonly string[], shown = 3): string {
  if (events.length <= shown) return events.join(', ');
  return `${events.slice(0, shown).join(', ')} and ${events.length - shown} more`;
}
