import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, jsonResponse, testUser } from '@scenedock/ui/testing';
import type { WebhookDelivery, WebhookEndpoint, WebhookEventInfo, WebhookEventType } from '../api/webhooks';
import { renderAdmin } from '../test/render';
import { WebhooksPage } from './WebhooksPage';

/** A catalogue entry (its example message does not matter here). */
const event = (type: WebhookEventType, group: string, description: string) =>
  ({
    type,
    group,
    description,
    example: { type, timestamp: '2026-12-01T10:00:00.000Z', data: {} },
  }) as WebhookEventInfo;

const CATALOGUE: WebhookEventInfo[] = [
  event('loan.requested', 'Loans between departments', 'A loan is requested'),
  event('loan.approved', 'Loans between departments', 'A loan is approved'),
  event('damage_report.opened', 'Damage reports', 'A damage report is opened'),
  event('booking.created', 'Bookings', 'A booking is made'),
];

function webhook(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: 7,
    department_id: 1,
    url: 'https://helpdesk.riverside.example/hooks/scenedock',
    description: 'Help desk: damaged items',
    events: ['damage_report.opened'],
    enabled: true,
    secret_hint: 'whsec_…x7Qa',
    previous_secret_expires_at: null,
    disabled_reason: null,
    disabled_at: null,
    failing_since: null,
    created_at: '2026-11-02T09:00:00.000Z',
    updated_at: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 31,
    message_id: 'msg_2b7Qx',
    event_type: 'damage_report.opened',
    status: 'delivered',
    attempt_count: 2,
    next_attempt_at: null,
    created_at: '2026-12-01T10:00:00.000Z',
    delivered_at: '2026-12-01T10:05:00.000Z',
    last_status_code: 200,
    last_error: null,
    payload: '{"type":"damage_report.opened","data":{"id":4}}',
    attempts: [
      {
        id: 62,
        attempted_at: '2026-12-01T10:05:00.000Z',
        status_code: 200,
        error: null,
        response_excerpt: 'ok, ticket 5512 opened',
        duration_ms: 184,
        manual: false,
      },
      {
        id: 61,
        attempted_at: '2026-12-01T10:00:00.000Z',
        status_code: null,
        error: 'Timed out after 15 s',
        response_excerpt: null,
        duration_ms: 15000,
        manual: false,
      },
    ],
    ...overrides,
  };
}

type Respond = (method: string, path: string, init: unknown) => unknown;

function setup(options: { webhooks?: WebhookEndpoint[]; path?: string; respond?: Respond } = {}) {
  const list = options.webhooks ?? [webhook()];
  const fake = fakeClient((method, path, init) => {
    const answer = options.respond?.(method, path, init);
    if (answer !== undefined) return answer;
    if (path === '/webhook-events') return CATALOGUE;
    if (method === 'GET' && path === '/departments/{id}/webhooks') return list;
    return {};
  });
  renderAdmin(<WebhooksPage />, {
    client: fake.client,
    user: testUser(),
    path: options.path ?? '/webhooks',
    route: '/webhooks',
  });
  return { calls: fake.calls, user: userEvent.setup() };
}

describe('WebhooksPage', () => {
  it('lists the webhooks with their events, and warns about one the system turned off', async () => {
    setup({
      webhooks: [
        webhook(),
        webhook({
          id: 8,
          url: 'https://finance.riverside.example/in',
          description: null,
          events: ['loan.requested', 'loan.approved', 'booking.created', 'damage_report.opened'],
          enabled: false,
          disabled_reason: 'gone',
          disabled_at: '2026-12-03T12:00:00.000Z',
        }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Webhooks' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]).getByRole('heading', { name: /helpdesk\.riverside\.example/ }),
    ).toBeInTheDocument();
    expect(within(rows[0]).getByText('Help desk: damaged items')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Enabled')).toBeInTheDocument();
    expect(within(rows[0]).getByText('whsec_…x7Qa')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Disabled')).toBeInTheDocument();
    expect(within(rows[1]).getByText('4 events')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('note')).toHaveTextContent(
      /Turned off on .*2026: the receiver answered 410 Gone/,
    );
    expect(within(rows[1]).getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('note')).not.toBeInTheDocument();
  });

  it('adds a webhook and shows its secret once', async () => {
    const { user, calls } = setup({
      webhooks: [],
      respond: (method, path) =>
        method === 'POST' && path === '/departments/{id}/webhooks'
          ? jsonResponse(201, {
              ...webhook({ id: 9, url: 'https://portal.riverside.example/hook', events: ['loan.requested'] }),
              secret: 'whsec_MfKQ9r3Lx7Qa',
            })
          : undefined,
    });
    await screen.findByText('No webhooks yet');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.type(within(dialog).getByLabelText(/^Address/), 'https://portal.riverside.example/hook');
    await user.click(await within(dialog).findByRole('checkbox', { name: /loan\.requested/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(shown).getByText('whsec_MfKQ9r3Lx7Qa')).toBeInTheDocument();
    expect(within(shown).getByText('Copy it now: it will not be shown again.')).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/departments/{id}/webhooks',
      init: {
        params: { path: { id: 1 } },
        body: {
          url: 'https://portal.riverside.example/hook',
          description: null,
          events: ['loan.requested'],
          enabled: true,
        },
      },
    });

    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('whsec_MfKQ9r3Lx7Qa')).not.toBeInTheDocument();
  });

  it('selects a whole group at once and asks for at least one event', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.type(within(dialog).getByLabelText(/^Address/), 'https://portal.riverside.example/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText('Choose at least one event')).toBeInTheDocument();
    const group = within(dialog).getByRole('group', { name: 'Loans between departments' });
    await user.click(within(group).getByRole('checkbox', { name: /Select all/ }));
    expect(within(group).getByRole('checkbox', { name: /loan\.requested/ })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: /loan\.approved/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /booking\.created/ })).not.toBeChecked();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s 422 message beside the address field', async () => {
    const { user } = setup({
      respond: (method) =>
        method === 'POST'
          ? jsonResponse(422, {
              detail: [{ loc: ['body', 'url'], msg: 'Use an https:// address', type: 'value_error' }],
              code: 'validation_failed',
            })
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    const address = within(dialog).getByLabelText(/^Address/);
    await user.type(address, 'http://portal.riverside.example/hook');
    await user.click(await within(dialog).findByRole('checkbox', { name: /booking\.created/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(address).toHaveAccessibleDescription('Use an https:// address'));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add webhook' })).toBeInTheDocument();
  });

  it('opens the delivery log from the address, shows the attempts and sends one again', async () => {
    const { user, calls } = setup({
      path: '/webhooks?webhook=7',
      respond: (method, path) => {
        if (path === '/departments/{id}/webhooks/{webhookId}/deliveries')
          return jsonResponse(200, [delivery()], { 'X-Total-Count': '1' });
        if (path === '/departments/{id}/webhooks/{webhookId}/deliveries/{deliveryId}/retry')
          return jsonResponse(202, delivery({ status: 'pending', attempt_count: 3 }));
        return undefined;
      },
    });
    const log = await screen.findByRole('dialog', { name: 'Delivery log' });
    const row = await within(log).findByTestId('webhook-delivery');
    expect(within(row).getByText('damage_report.opened')).toBeInTheDocument();
    expect(within(row).getByText('Delivered')).toBeInTheDocument();
    expect(within(row).getByText('2 attempts', { exact: false })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { expanded: false }));
    const attempts = within(row).getByRole('region', { name: 'Attempts' });
    expect(within(attempts).getByText('HTTP 200')).toBeInTheDocument();
    expect(within(attempts).getByText('184 ms')).toBeInTheDocument();
    expect(within(attempts).getByText('ok, ticket 5512 opened').tagName).toBe('PRE');
    expect(within(attempts).getByText('Timed out after 15 s')).toBeInTheDocument();
    expect(within(row).getByRole('region', { name: 'Payload' })).toHaveTextContent('"id": 4');

    await user.click(within(row).getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: '/departments/{id}/webhooks/{webhookId}/deliveries/{deliveryId}/retry',
          init: { params: { path: { id: 1, webhookId: 7, deliveryId: 31 } } },
        }),
      ),
    );
    expect(await screen.findByText('damage_report.opened queued to be sent again')).toBeInTheDocument();
  });

  it('rotates the secret after asking, and says until when the old one signs', async () => {
    const { user, calls } = setup({
      respond: (method, path) =>
        path === '/departments/{id}/webhooks/{webhookId}/secret'
          ? { secret: 'whsec_N3wS3cr3tK3y', previous_secret_expires_at: '2026-12-08T10:00:00.000Z' }
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(within(shown).getByText('whsec_N3wS3cr3tK3y')).toBeInTheDocument();
    expect(within(shown).getByText('Copy it now: it will not be shown again.')).toBeInTheDocument();
    expect(within(shown).getByText(/^The old secret keeps signing until .*2026/)).toBeInTheDocument();
  });

  it('turns a webhook off, and deletes one only once asked', async () => {
    const { user, calls } = setup({
      respond: (method, path) =>
        method === 'PUT' && path === '/departments/{id}/webhooks/{webhookId}'
          ? webhook({ enabled: false })
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Webhook turned off')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      init: { params: { path: { id: 1, webhookId: 7 } }, body: { enabled: false } },
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete webhook' }));
    expect(await screen.findByText('Webhook deleted')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: '/departments/{id}/webhooks/{webhookId}',
      init: { params: { path: { id: 1, webhookId: 7 } } },
    });
  });

  it('tells a member who is not an admin that only admins manage webhooks', () => {
    const { calls } = (() => {
      const fake = fakeClient();
      renderAdmin(<WebhooksPage />, {
        client: fake.client,
        user: testUser({
          departmentRole: 'manager',
          departments: [{ id: 1, name: 'Riverside', role: 'manager', time_zone: 'UTC' }],
        }),
      });
      return fake;
    })();
    expect(screen.getByText('Only the department’s admins manage its webhooks')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
