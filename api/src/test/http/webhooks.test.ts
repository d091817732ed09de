import http from 'node:http';
import fc from 'fast-check';
import type net from 'node:net';
import { Webhook } from 'standardwebhooks';
import { config } from '../../config';
import * as webhooksMigration from '../../db/migrations/0029-webhooks';
import { sequelize } from '../../db/sequelize';
import { Notification, WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '../../models';
import { backoffMs } from '../../services/webhooks/delivery';
import { isPrivateAddress } from '../../services/webhooks/addresses';
import { buildMember, buildUser } from '../factories';
import { day, network } from '../lending';
import { until } from '../processes';
import { testServer, useTestDatabase } from '../server';
import { startWorkers } from '../../workers';

const API = '/api/v1';

useTestDatabase();
const saved = { ...config.webhooks };
beforeAll(async () => {
  await startWorkers();
});
beforeEach(() => {
  // A receiver on this machine: what a school's LAN setting allows (docs/webhooks.md, "Safety").
  Object.assign(config.webhooks, { allowHttp: true, allowPrivateNetworks: true, retryBaseMs: 100 });
});
afterEach(() => {
  Object.assign(config.webhooks, saved);
});

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A receiver on loopback; `answer` decides each reply (status, and how long it keeps the caller waiting). */
async function receiver(
  answer: (n: number) => { status: number; delayMs?: number; body?: string } = () => ({ status: 204 }),
) {
  const received: Received[] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body, at: Date.now() });
      const reply = answer(received.length);
      setTimeout(() => {
        if (res.destroyed) return;
        res.statusCode = reply.status;
        res.end(reply.body ?? '');
      }, reply.delayMs ?? 0);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

async function admin() {
  const { user, department } = await buildMember('admin');
  return { user, department, api: testServer(user, department) };
}

async function addWebhook(
  api: ReturnType<typeof testServer>,
  departmentId: number,
  url: string,
  events: string[] = ['item.created', 'item.updated'],
) {
  const res = await api.post(`${API}/departments/${departmentId}/webhooks`).send({ url, events }).expect(201);
  return res.body as { id: number; secret: string; secret_hint: string };
}

const messageOf = (r: Received) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> };

describe('managing webhooks', () => {
  it('an admin adds one and sees the secret once; the list shows only its hint', async () => {
    const { api, department } = await admin();
    const created = await addWebhook(api, department.id, 'https://helpdesk.example.org/hooks');
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created.secret_hint).toBe(`whsec_…${created.secret.slice(-4)}`);
    const list = await api.get(`${API}/departments/${department.id}/webhooks`).expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ url: 'https://helpdesk.example.org/hooks', enabled: true });
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    // Stored encrypted: the row does not hold the secret either.
    const row = await WebhookEndpoint.findByPk(created.id);
    expect(row!.secret_ciphertext).not.toContain(created.secret.slice(6));
  });

  it.each(['director', 'manager', 'assistant', 'student'] as const)(
    'a %s may not see or add them',
    async (role) => {
      const { user, department } = await buildMember(role);
      const api = testServer(user, department);
      const denied = await api.get(`${API}/departments/${department.id}/webhooks`).expect(403);
      expect(denied.body.detail).toBe("You do not have permission to manage this department's webhooks");
      await api
        .post(`${API}/departments/${department.id}/webhooks`)
        .send({ url: 'https://a.example.org/', events: ['item.created'] })
        .expect(403);
      expect(await WebhookEndpoint.count({ where: { department_id: department.id } })).toBe(0);
    },
  );

  it("another department's admin gets 403; its webhook under my department is a 404", async () => {
    const mine = await admin();
    const theirs = await admin();
    const hook = await addWebhook(theirs.api, theirs.department.id, 'https://theirs.example.org/');
    await mine.api.get(`${API}/departments/${theirs.department.id}/webhooks`).expect(403);
    await mine.api.get(`${API}/departments/${theirs.department.id}/webhooks/${hook.id}`).expect(403);
    await mine.api.delete(`${API}/departments/${theirs.department.id}/webhooks/${hook.id}`).expect(403);
    await mine.api.post(`${API}/departments/${theirs.department.id}/webhooks/${hook.id}/secret`).expect(403);
    await mine.api.get(`${API}/departments/${mine.department.id}/webhooks/${hook.id}`).expect(404);
    await mine.api
      .put(`${API}/departments/${mine.department.id}/webhooks/${hook.id}`)
      .send({ enabled: false })
      .expect(404);
    expect((await WebhookEndpoint.findByPk(hook.id))!.enabled).toBe(true);
    // A superuser may.
    const superuser = await buildUser({ superuser: true });
    await testServer(superuser, theirs.department)
      .get(`${API}/departments/${theirs.department.id}/webhooks`)
      .expect(200);
  });

  it('refuses bad input with the message and stores nothing', async () => {
    const { api, department } = await admin();
    const post = (body: object) => api.post(`${API}/departments/${department.id}/webhooks`).send(body);
    const msg = async (body: object) => (await post(body).expect(422)).body.detail[0].msg as string;
    Object.assign(config.webhooks, { allowHttp: false, allowPrivateNetworks: false });
    expect(await msg({ url: 'http://helpdesk.example.org/', events: ['item.created'] })).toBe(
      'Use an https:// address',
    );
    expect(await msg({ url: 'not a url', events: ['item.created'] })).toMatch(/^Enter a web address/);
    expect(await msg({ url: 'https://u:p@a.example.org/', events: ['item.created'] })).toMatch(/user name/);
    expect(await msg({ url: 'https://a.example.org/', events: [] })).toBe('Choose at least one event');
    for (const url of [
      'https://127.0.0.1/',
      'https://10.1.2.3/',
      'https://169.254.169.254/latest/',
      'https://[::1]/',
      'https://localhost/',
    ])
      expect(await msg({ url, events: ['item.created'] })).toBe('This address is on a private network');
    await post({ url: 'https://a.example.org/', events: ['item.exploded'] }).expect(422);
    await post({ url: `https://a.example.org/${'x'.repeat(2100)}`, events: ['item.created'] }).expect(422);
    await post({
      url: 'https://a.example.org/',
      events: ['item.created'],
      description: 'd'.repeat(201),
    }).expect(422);
    expect(await WebhookEndpoint.count({ where: { department_id: department.id } })).toBe(0);
  });

  it('a department has at most 10, however many are added at once', async () => {
    const { api, department } = await admin();
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        api
          .post(`${API}/departments/${department.id}/webhooks`)
          .send({ url: `https://h${i}.example.org/`, events: ['item.created'] }),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(10);
    const refused = answers.filter((res) => res.status !== 201);
    expect(refused).toHaveLength(4);
    for (const res of refused)
      expect(res.body).toEqual({ detail: 'A department has at most 10 webhooks', code: 'webhook_limit' });
    expect(await WebhookEndpoint.count({ where: { department_id: department.id } })).toBe(10);
  });

  it('lists the event catalogue with an example message for each', async () => {
    const { api } = await admin();
    const res = await api.get(`${API}/webhook-events`).expect(200);
    const types = res.body.map((e: { type: string }) => e.type);
    expect(types).toEqual(expect.arrayContaining(['loan.approved', 'damage_report.opened', 'import.failed']));
    expect(res.body.find((e: { type: string }) => e.type === 'loan.returned').example).toMatchObject({
      type: 'loan.returned',
      data: { loan_id: 5, links: { api: expect.stringContaining('/api/v1/lending/5') } },
    });
  });
  it('junk on the other calls: a clear 4xx, nothing changed', async () => {
    const { api, department } = await admin();
    const one = await addWebhook(api, department.id, 'https://one.example.org/');
    const two = await addWebhook(api, department.id, 'https://two.example.org/');
    const base = `${API}/departments/${department.id}/webhooks`;
    await api.put(`${base}/${one.id}`).send({ events: [] }).expect(422);
    await api.put(`${base}/${one.id}`).send({ url: 'ftp://one.example.org/' }).expect(422);
    await api.put(`${base}/${one.id}`).send({ enabled: 'yes please' }).expect(422);
    await api.put(`${base}/${one.id}`).send({ secret_hint: 'whsec_…mine' }).expect(422);
    await api.get(`${base}/${one.id}/deliveries`).query({ limit: 0 }).expect(422);
    await api.get(`${base}/abc/deliveries`).expect(422);
    const ping = await api.post(`${base}/${two.id}/ping`).expect(202);
    // A delivery of another webhook is not this one's.
    await api.post(`${base}/${one.id}/deliveries/${ping.body.id}/retry`).expect(404);
    await api.put(`${base}/${one.id}`).send({ enabled: false }).expect(200);
    const off = await api.post(`${base}/${one.id}/ping`).expect(409);
    expect(off.body.detail).toBe('Turn the webhook on before sending a test');
    const row = await WebhookEndpoint.findByPk(one.id);
    expect(row).toMatchObject({ url: 'https://one.example.org/', enabled: false });
    expect(JSON.parse(row!.events)).toEqual(['item.created', 'item.updated']);
  });
});

describe('delivering', () => {
  it('an item created sends a signed item.created; the log shows it delivered', async () => {
    const hook = await receiver(() => ({ status: 200, body: 'thanks' }));
    try {
      const { api, department } = await admin();
      const created = await addWebhook(api, department.id, hook.url);
      const prop = await api
        .post(`${API}/props`)
        .send({ name: 'Brass Telescope', category: 'other' })
        .expect(201);
      await until('the delivery', () => hook.received.length > 0);
      const [got] = hook.received;
      // Verified as a receiver would, with the Standard Webhooks library.
      const verified = new Webhook(created.secret).verify(got.body, {
        'webhook-id': String(got.headers['webhook-id']),
        'webhook-timestamp': String(got.headers['webhook-timestamp']),
        'webhook-signature': String(got.headers['webhook-signature']),
      }) as { type: string; data: Record<string, unknown> };
      expect(verified).toMatchObject({
        type: 'item.created',
        data: {
          department: { id: department.id, name: department.name },
          item: { type: 'prop', id: prop.body.id, name: 'Brass Telescope' },
          links: {
            app: `${config.publicUrl}/props/${prop.body.id}`,
            api: `${config.publicUrl}/api/v1/props/${prop.body.id}`,
          },
        },
      });
      expect(got.headers['content-type']).toBe('application/json');
      expect(got.headers['user-agent']).toMatch(/^Scenedock-Webhooks\//);
      const log = await until('the log to say delivered', async () => {
        const res = await api
          .get(`${API}/departments/${department.id}/webhooks/${created.id}/deliveries`)
          .expect(200);
        return res.body[0]?.status === 'delivered' && res;
      });
      expect(log.headers['x-total-count']).toBe('1');
      expect(log.body[0]).toMatchObject({
        event_type: 'item.created',
        message_id: got.headers['webhook-id'],
        attempt_count: 1,
        last_status_code: 200,
        attempts: [{ status_code: 200, response_excerpt: 'thanks', manual: false }],
      });
      // A wrong secret does not verify.
      expect(() =>
        new Webhook('whsec_' + Buffer.alloc(24, 1).toString('base64')).verify(got.body, {
          'webhook-id': String(got.headers['webhook-id']),
          'webhook-timestamp': String(got.headers['webhook-timestamp']),
          'webhook-signature': String(got.headers['webhook-signature']),
        }),
      ).toThrow();
    } finally {
      await hook.close();
    }
  });

  it('a 500 then a 200 is tried again once, with the same webhook-id', async () => {
    const hook = await receiver((n) => ({
      status: n === 1 ? 500 : 200,
      body: n === 1 ? 'database down' : 'ok',
    }));
    try {
      const { api, department } = await admin();
      const created = await addWebhook(api, department.id, hook.url);
      await api.post(`${API}/props`).send({ name: 'Parasol', category: 'other' }).expect(201);
      await until('the second attempt', () => hook.received.length >= 2);
      expect(hook.received[1].headers['webhook-id']).toBe(hook.received[0].headers['webhook-id']);
      const delivery = await until('delivered', async () => {
        const row = await WebhookDelivery.findOne({ where: { endpoint_id: created.id } });
        return row?.status === 'delivered' && row;
      });
      expect(delivery.attempt_count).toBe(2);
      const attempts = await WebhookAttempt.findAll({
        where: { delivery_id: delivery.id },
        order: [['id', 'ASC']],
      });
      expect(attempts.map((a) => [a.status_code, a.response_excerpt])).toEqual([
        [500, 'database down'],
        [200, 'ok'],
      ]);
      expect(hook.received).toHaveLength(2);
    } finally {
      await hook.close();
    }
  });

  it('a 410 turns the webhook off and tells the admins', async () => {
    const hook = await receiver(() => ({ status: 410 }));
    try {
      const { api, department, user } = await admin();
      const created = await addWebhook(api, department.id, hook.url);
      await api.post(`${API}/props`).send({ name: 'Hat Stand', category: 'other' }).expect(201);
      const off = await until('turned off', async () => {
        const row = await WebhookEndpoint.findByPk(created.id);
        return row && !row.enabled && row;
      });
      expect(off.disabled_reason).toBe('gone');
      const told = await until('the admin told', () =>
        Notification.findOne({
          where: { user_id: user.id, title: `Webhook turned off: ${new URL(hook.url).host}` },
        }),
      );
      expect(told.action_url).toBe(`/webhooks?webhook=${created.id}`);
      // Nothing more is sent while it is off.
      await api.post(`${API}/props`).send({ name: 'Hat Stand 2', category: 'other' }).expect(201);
      expect(hook.received).toHaveLength(1);
      const shown = await api.get(`${API}/departments/${department.id}/webhooks/${created.id}`).expect(200);
      expect(shown.body).toMatchObject({ enabled: false, disabled_reason: 'gone' });
      // Turning it on again clears why.
      const on = await api
        .put(`${API}/departments/${department.id}/webhooks/${created.id}`)
        .send({ enabled: true })
        .expect(200);
      expect(on.body).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null });
    } finally {
      await hook.close();
    }
  });

  it("a slow receiver times out without holding up another department's delivery", async () => {
    config.webhooks.timeoutMs = 3000;
    const slow = await receiver(() => ({ status: 200, delayMs: 20_000 }));
    const fast = await receiver(() => ({ status: 200 }));
    try {
      const a = await admin();
      const b = await admin();
      const slowHook = await addWebhook(a.api, a.department.id, slow.url);
      await addWebhook(b.api, b.department.id, fast.url);
      await a.api.post(`${API}/props`).send({ name: 'Anchor', category: 'other' }).expect(201);
      await until('the slow receiver to be called', () => slow.received.length > 0);
      const asked = Date.now();
      await b.api.post(`${API}/props`).send({ name: 'Oar', category: 'other' }).expect(201);
      await until('the other department delivered', () => fast.received.length > 0);
      // Well before the slow one's time-out.
      expect(fast.received[0].at - asked).toBeLessThan(2500);
      const timedOut = await until(
        'the slow attempt to time out',
        async () => {
          const delivery = await WebhookDelivery.findOne({ where: { endpoint_id: slowHook.id } });
          return delivery && delivery.attempt_count > 0 && delivery;
        },
        { timeoutMs: 10_000 },
      );
      expect(timedOut).toMatchObject({
        status: 'pending',
        last_status_code: null,
        last_error: 'Timed out after 3 s',
      });
    } finally {
      await slow.close();
      await fast.close();
    }
  });

  it('a private address is refused at send time too, without the setting', async () => {
    const hook = await receiver();
    try {
      const { api, department } = await admin();
      const created = await addWebhook(api, department.id, hook.url);
      config.webhooks.allowPrivateNetworks = false;
      await api.post(`${API}/props`).send({ name: 'Rope', category: 'other' }).expect(201);
      const delivery = await until('the attempt', async () => {
        const row = await WebhookDelivery.findOne({ where: { endpoint_id: created.id } });
        return row && row.attempt_count > 0 && row;
      });
      expect(delivery.last_error).toBe('This address is on a private network');
      expect(hook.received).toHaveLength(0);
    } finally {
      await hook.close();
    }
  });

  it('after a rotation both secrets sign until the grace period ends', async () => {
    const hook = await receiver();
    try {
      const { api, department } = await admin();
      const created = await addWebhook(api, department.id, hook.url);
      const rotated = await api
        .post(`${API}/departments/${department.id}/webhooks/${created.id}/secret`)
        .expect(200);
      expect(rotated.body.secret).not.toBe(created.secret);
      await api.post(`${API}/departments/${department.id}/webhooks/${created.id}/ping`).expect(202);
      await until('the ping', () => hook.received.length > 0);
      const [got] = hook.received;
      expect(messageOf(got).type).toBe('webhook.ping');
      const signatures = String(got.headers['webhook-signature']).split(' ');
      expect(signatures).toHaveLength(2);
      for (const secret of [created.secret, rotated.body.secret])
        expect(() =>
          new Webhook(secret).verify(got.body, {
            'webhook-id': String(got.headers['webhook-id']),
            'webhook-timestamp': String(got.headers['webhook-timestamp']),
            'webhook-signature': String(got.headers['webhook-signature']),
          }),
        ).not.toThrow();
    } finally {
      await hook.close();
    }
  });

  it('"Send again" sends the same message; a rolled-back change sends nothing', async () => {
    const hook = await receiver();
    try {
      const { api, department } = await admin();
      const created = await addWebhook(api, department.id, hook.url);
      // A change refused (an empty name) writes no delivery.
      await api.post(`${API}/props`).send({ name: '' }).expect(422);
      await api.post(`${API}/props`).send({ name: 'Lute', category: 'other' }).expect(201);
      await until('the first', () => hook.received.length === 1);
      const [delivery] = (
        await api.get(`${API}/departments/${department.id}/webhooks/${created.id}/deliveries`).expect(200)
      ).body;
      await until(
        'delivered',
        async () => (await WebhookDelivery.findByPk(delivery.id))?.status === 'delivered',
      );
      await api
        .post(`${API}/departments/${department.id}/webhooks/${created.id}/deliveries/${delivery.id}/retry`)
        .expect(202);
      await until('the second', () => hook.received.length === 2);
      expect(hook.received[1].headers['webhook-id']).toBe(hook.received[0].headers['webhook-id']);
      expect(hook.received[1].body).toBe(hook.received[0].body);
      const attempts = await until('the manual attempt logged', async () => {
        const rows = await WebhookAttempt.findAll({ where: { delivery_id: delivery.id } });
        return rows.length === 2 && rows;
      });
      expect(attempts.map((a) => Boolean(a.manual)).sort()).toEqual([false, true]);
      expect(await WebhookDelivery.count({ where: { endpoint_id: created.id } })).toBe(1);
    } finally {
      await hook.close();
    }
  });

  it('a loan between departments is told to both sides, each with its own department', async () => {
    const hook = await receiver();
    try {
      const n = await network();
      await addWebhook(n.as(n.lenders.admin, n.lender), n.lender.id, hook.url, ['loan.requested']);
      await addWebhook(n.as(n.borrowers.admin, n.borrower), n.borrower.id, hook.url, ['loan.requested']);
      const loan = await n
        .as(n.borrowers.manager, n.borrower)
        .post(`${API}/lending/`)
        .send({
          item_type: 'prop',
          prop_id: n.prop.id,
          from_department_id: n.lender.id,
          to_department_id: n.borrower.id,
          lent_date: day(3),
          due_date: day(6),
        })
        .expect(201);
      await until('both told', () => hook.received.length >= 2);
      const messages = hook.received.map(messageOf);
      expect(messages.map((m) => (m.data.department as { id: number }).id).sort()).toEqual(
        [n.lender.id, n.borrower.id].sort(),
      );
      for (const m of messages)
        expect(m).toMatchObject({
          type: 'loan.requested',
          data: {
            loan_id: loan.body.id,
            lender_department_id: n.lender.id,
            borrower_department_id: n.borrower.id,
            starts_on: day(3),
            ends_on: day(6),
          },
        });
      // The third department hears nothing.
      expect(await WebhookDelivery.count({ where: { department_id: n.third.id } })).toBe(0);
    } finally {
      await hook.close();
    }
  });
});

describe('a department deleted', () => {
  it('takes its webhooks and their log with it', async () => {
    const hook = await receiver();
    try {
      const { api, department } = await admin();
      const created = await addWebhook(api, department.id, hook.url, ['item.created']);
      await api.post(`${API}/departments/${department.id}/webhooks/${created.id}/ping`).expect(202);
      await until('the ping', () => hook.received.length > 0);
      const superuser = await buildUser({ superuser: true });
      await testServer(superuser).delete(`${API}/departments/${department.id}`).expect(204);
      expect(await WebhookEndpoint.count({ where: { department_id: department.id } })).toBe(0);
      expect(await WebhookDelivery.count({ where: { department_id: department.id } })).toBe(0);
    } finally {
      await hook.close();
    }
  });
});

describe('migration 0029: webhooks', () => {
  it('goes down and up again', async () => {
    const qi = sequelize.getQueryInterface();
    await webhooksMigration.down(qi);
    try {
      await expect(qi.describeTable('webhook_endpoints')).rejects.toThrow();
      await expect(qi.describeTable('webhook_deliveries')).rejects.toThrow();
    } finally {
      await webhooksMigration.up(qi);
    }
    expect(await qi.describeTable('webhook_endpoints')).toHaveProperty('secret_ciphertext');
    expect(await qi.describeTable('webhook_deliveries')).toHaveProperty('message_id');
    expect(await qi.describeTable('webhook_attempts')).toHaveProperty('response_excerpt');
  });
});

describe('rules', () => {
  it('back-off grows four times each try, up to 12 hours, with ±20 % jitter', () => {
    Object.assign(config.webhooks, { retryBaseMs: 5000 });
    expect(backoffMs(1, () => 0.5)).toBe(5000);
    expect(backoffMs(2, () => 0.5)).toBe(20_000);
    expect(backoffMs(3, () => 0.5)).toBe(80_000);
    expect(backoffMs(20, () => 0.5)).toBe(12 * 3600 * 1000);
    expect(backoffMs(1, () => 0)).toBe(4000);
    expect(backoffMs(1, () => 1)).toBe(6000);
    // Tried for three days: the sum of the waits passes 72 hours after a dozen tries.
    let total = 0;
    let tries = 0;
    while (total < 72 * 3600 * 1000) total += backoffMs(++tries, () => 0.5);
    expect(tries).toBeLessThanOrEqual(14);
  });

  it('any wait lies within ±20 % of its step, and the steps never shrink (property)', () => {
    Object.assign(config.webhooks, { retryBaseMs: 5000 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (attempt, r) => {
          const step = Math.min(5000 * 4 ** (attempt - 1), 12 * 3600 * 1000);
          const wait = backoffMs(attempt, () => r);
          expect(wait).toBeGreaterThanOrEqual(Math.floor(step * 0.8));
          expect(wait).toBeLessThanOrEqual(Math.ceil(step * 1.2));
          expect(backoffMs(attempt + 1, () => 0.5)).toBeGreaterThanOrEqual(backoffMs(attempt, () => 0.5));
        },
      ),
    );
  });

  it.each([
    ['127.0.0.1', true],
    ['10.0.0.8', true],
    ['172.20.1.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['fe80::1', true],
    ['fd00:ec2::254', true],
    ['::ffff:10.0.0.1', true],
    ['93.184.216.34', false],
    ['2606:4700::1111', false],
  ])('%s is private: %s', (address, blocked) => {
    expect(isPrivateAddress(address)).toBe(blocked);
  });
});
