import {
  deliveryStatus,
  disabledWarning,
  eventsSummary,
  groupEvents,
  prettyPayload,
  splitUrl,
} from './webhooks';
import type { WebhookDelivery, WebhookEndpoint, WebhookEventInfo } from '../api/webhooks';

const endpoint = (overrides: Partial<WebhookEndpoint>) =>
  ({ enabled: true, disabled_reason: null, disabled_at: null, ...overrides }) as WebhookEndpoint;
const delivery = (overrides: Partial<WebhookDelivery>) =>
  ({ status: 'pending', attempt_count: 0, next_attempt_at: null, ...overrides }) as WebhookDelivery;

describe('webhook display helpers', () => {
  it('says why the system turned a webhook off, and nothing when a person did', () => {
    expect(
      disabledWarning(
        endpoint({ enabled: false, disabled_reason: 'failing', disabled_at: '2026-12-03T12:00:00Z' }),
      ),
    ).toMatch(/^Turned off on .+: failing for 3 days$/);
    expect(disabledWarning(endpoint({ enabled: false, disabled_reason: 'gone', disabled_at: null }))).toBe(
      'Turned off: the receiver answered 410 Gone',
    );
    expect(disabledWarning(endpoint({ enabled: false }))).toBeNull();
    expect(disabledWarning(endpoint({ enabled: true, disabled_reason: 'gone' }))).toBeNull();
  });

  it('words a delivery’s state', () => {
    expect(deliveryStatus(delivery({ status: 'delivered' })).label).toBe('Delivered');
    expect(deliveryStatus(delivery({ status: 'failed' })).label).toBe('Failed');
    expect(deliveryStatus(delivery({})).label).toBe('Queued');
    expect(
      deliveryStatus(delivery({ attempt_count: 2, next_attempt_at: '2026-12-03T12:00:00Z' })).label,
    ).toMatch(/^Retrying — next try at .+2026/);
  });

  it('splits an address, indents JSON and summarises events', () => {
    expect(splitUrl('https://desk.example.org:8443/a/b?x=1')).toEqual({
      host: 'desk.example.org:8443',
      rest: '/a/b?x=1',
    });
    expect(splitUrl('not a url')).toEqual({ host: 'not a url', rest: '' });
    expect(prettyPayload('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyPayload('plain')).toBe('plain');
    expect(eventsSummary(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c and 2 more');
  });

  it('groups the catalogue in its order and keeps events it no longer lists', () => {
    const groups = groupEvents(
      [
        { type: 'loan.requested', group: 'Loans', description: 'Requested' },
        { type: 'booking.created', group: 'Bookings', description: 'Booked' },
        { type: 'loan.approved', group: 'Loans', description: 'Approved' },
      ] as WebhookEventInfo[],
      ['loan.requested', 'item.renamed'],
    );
    expect(groups.map((g) => [g.group, g.events.map((e) => e.type)])).toEqual([
      ['Loans', ['loan.requested', 'loan.approved']],
      ['Bookings', ['booking.created']],
      ['Other', ['item.renamed']],
    ]);
  });
});
