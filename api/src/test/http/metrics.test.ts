/**
 * /metrics (docs: monitoring): never public on the app's port (404 without METRICS_TOKEN, 401 for a
 * missing or wrong token), Prometheus's text format with the right one, and each instrument moved by
 * what it measures: requests by route template, job runs, sockets, the queue and the database pool.
 * The METRICS_PORT listener serves it without a token.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { createApp } from '../../app';
import { config } from '../../config';
import { isSqlite, sequelize } from '../../db/sequelize';
import { startMetricsServer, stopMetricsServer } from '../../http/metrics';
import { closeQueue, enqueue, queueIdle, startWorking, type JobHandlers } from '../../queue';
import { attachRealtime, closeRealtime } from '../../realtime';
import { startWorkers } from '../../workers';
import { buildMember } from '../factories';
import { csvText, waitForImport } from '../imports';
import { freePort } from '../processes';
import { sample } from '../prometheus';
import { sessionToken, testServer, useTestDatabase } from '../server';

useTestDatabase();

// The handler reads the token per request, as it reads the configuration loaded from METRICS_TOKEN.
const TOKEN = 'metrics-test-token-0123456789';

let server: http.Server;
let origin: string;

beforeAll(async () => {
  Object.assign(config, { metricsToken: TOKEN });
  server = http.createServer(createApp());
  await attachRealtime(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await startWorkers();
});

afterAll(async () => {
  Object.assign(config, { metricsToken: undefined });
  await stopMetricsServer();
  await closeRealtime();
  await new Promise((resolve) => server.close(resolve));
});

async function scrape(): Promise<string> {
  const res = await request(server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
  return res.text;
}

const requestCount = (text: string, route: string, status: string, method = 'GET') =>
  sample(text, 'scenedock_http_request_duration_seconds_count', { method, route, status }) ?? 0;

const jobCount = (text: string, jobName: string, outcome: string) =>
  sample(text, 'scenedock_job_duration_seconds_count', { job_name: jobName, outcome }) ?? 0;

async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('GET /metrics on the app’s port', () => {
  it('is not there while no METRICS_TOKEN is configured, whatever is sent', async () => {
    Object.assign(config, { metricsToken: undefined });
    try {
      for (const auth of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
        const req = request(server).get('/metrics').set('Accept', 'text/html,*/*');
        if (auth) req.set('Authorization', auth);
        const res = await req.expect(404);
        expect(res.headers['content-type']).toMatch(/^text\/plain/); // not the app's page
        expect(res.text).not.toMatch(/scenedock_/);
      }
    } finally {
      Object.assign(config, { metricsToken: TOKEN });
    }
  });

  it('refuses a missing or wrong token with 401 and gives nothing away', async () => {
    const attempts = [
      undefined,
      'Bearer wrong-token',
      `Bearer ${TOKEN.slice(0, -1)}`, // all but the last character
      `Bearer ${TOKEN}x`,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
      TOKEN, // without the scheme
    ];
    for (const auth of attempts) {
      const req = request(server).get('/metrics');
      if (auth) req.set('Authorization', auth);
      const res = await req.expect(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.text).not.toMatch(/scenedock_/);
    }
  });

  it('answers the right token in Prometheus’s text format, with the process metrics under scenedock_', async () => {
    const res = await request(server).get('/metrics').set('Authorization', `bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toMatch(/^# HELP scenedock_http_request_duration_seconds /m);
    expect(res.text).toMatch(/^# TYPE scenedock_http_request_duration_seconds histogram$/m);
    expect(sample(res.text, 'scenedock_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(res.text, 'scenedock_build_info', { version: config.version })).toBe(1);
  });
});

describe('scenedock_http_request_duration_seconds', () => {
  it('counts each request under its route template and status, never its URL', async () => {
    const { user, department } = await buildMember('manager');
    const api = testServer(user, department);
    const before = await scrape();

    await api.get('/api/v1/props').expect(200);
    await api.get('/api/v1/props/987654321').expect(404);
    await api.get('/api/v1/no-such-thing/123456789').expect(404);
    await request(server).get('/no/such/page/555444333').set('Accept', 'text/plain').expect(404);
    await request(server).get('/health');

    const after = await scrape();
    const moved = (route: string, status: string) =>
      requestCount(after, route, status) - requestCount(before, route, status);
    expect(moved('/api/v1/props', '200')).toBe(1);
    expect(moved('/api/v1/props/:id', '404')).toBe(1);
    expect(moved('unmatched', '404')).toBe(2);
    expect(moved('/health', '200') + moved('/health', '503')).toBe(1);
    // The ids asked for appear nowhere: one series per template, however many ids are asked for.
    expect(after).not.toMatch(/987654321|123456789|555444333/);
    // The scrapes themselves are not counted.
    expect(after).not.toMatch(/route="\/metrics"/);
    expect(
      sample(after, 'scenedock_http_request_duration_seconds_sum', { route: '/api/v1/props' }),
    ).toBeGreaterThan(0);
  });
});

describe('scenedock_search_wait_seconds and scenedock_search_run_seconds', () => {
  it('time each search waiting for its slot and running there, by slot and outcome', async () => {
    const { user, department } = await buildMember('student');
    const api = testServer(user, department);
    const count = (text: string, name: string, labels: Record<string, string>) =>
      sample(text, `${name}_count`, labels) ?? 0;
    const before = await scrape();
    await api.post('/api/v1/search/advanced').send({ query: 'lantern' }).expect(200);
    await api.post('/api/v1/search/inter-department').send({}).expect(200);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      count(after, name, labels) - count(before, name, labels);
    // A new person is light: both searches waited for, and ran in, a light slot ...
    const run = 'scenedock_search_run_seconds';
    expect(moved('scenedock_search_wait_seconds', { slot: 'light' })).toBe(2);
    expect(
      moved(run, { slot: 'light', outcome: 'answered' }) + moved(run, { slot: 'light', outcome: 'moved' }),
    ).toBe(2);
    // ... and both were answered: there, or (one cut there past 250 ms, on a busy machine) in the
    // shared slot.
    expect(
      moved(run, { slot: 'light', outcome: 'answered' }) +
        moved(run, { slot: 'shared', outcome: 'answered' }),
    ).toBe(2);
  });
});

describe('scenedock_job_duration_seconds and scenedock_queue_jobs', () => {
  it('times an import run by the queue', async () => {
    const { user, department } = await buildMember('manager');
    const before = jobCount(await scrape(), 'import', 'completed');
    const res = await testServer(user, department)
      .post('/api/v1/props/bulk-import')
      .attach(
        'file',
        Buffer.from(
          csvText([
            ['Name', 'Description', 'Category', 'Condition', 'Location', 'Tags'],
            ['Lamp', '', 'lighting', 'good', '', ''],
          ]),
        ),
        'props.csv',
      )
      .expect(202);
    expect((await waitForImport(res.body.id as number)).status).toBe('completed');
    const after = await scrape();
    expect(jobCount(after, 'import', 'completed')).toBe(before + 1);
    expect(sample(after, 'scenedock_job_duration_seconds_sum', { job_name: 'import' })).toBeGreaterThan(0);
  });

  it('shows jobs waiting for a worker, then each failed and completed run', async () => {
    await closeQueue(); // a queue this process does not work yet
    const key = crypto.randomUUID();
    const keys = [`metrics-${key}-1`, `metrics-${key}-2`];
    // Only our two jobs count: other files' jobs share a Bull queue on the same database.
    for (const [i, jobKey] of keys.entries()) await enqueue('import', { importJobId: -(i + 1) }, jobKey);

    const waiting = await scrape();
    const depth = sample(waiting, 'scenedock_queue_jobs', { state: 'waiting' });
    if (config.redisUrl) expect(depth).toBeGreaterThanOrEqual(2);
    else expect(depth).toBe(2);
    for (const state of ['active', 'delayed', 'failed'])
      expect(sample(waiting, 'scenedock_queue_jobs', { state })).toEqual(expect.any(Number));
    const failedBefore = jobCount(waiting, 'import', 'failed');
    const completedBefore = jobCount(waiting, 'import', 'completed');

    // Each job fails its first run; Bull runs it again (and it completes), the in-process runner gives up.
    const tried = new Set<number>();
    const handlers: JobHandlers = {
      import: {
        run: ({ importJobId }) => {
          if (tried.has(importJobId)) return Promise.resolve();
          tried.add(importJobId);
          return Promise.reject(new Error('first run fails'));
        },
        giveUp: () => Promise.resolve(),
      },
      'lending-clock': { run: () => Promise.resolve(), giveUp: () => Promise.resolve() },
      'sweep-uploads': { run: () => Promise.resolve(), giveUp: () => Promise.resolve() },
      webhook: { run: () => Promise.resolve(), giveUp: () => Promise.resolve() },
      'webhook-sweep': { run: () => Promise.resolve(), giveUp: () => Promise.resolve() },
      'mail-outbox': { run: () => Promise.resolve(), giveUp: () => Promise.resolve() },
    };
    startWorking(handlers);
    const after = await until('both jobs to have failed once', async () => {
      const text = await scrape();
      return jobCount(text, 'import', 'failed') >= failedBefore + 2 && text;
    });
    expect(jobCount(after, 'import', 'failed')).toBe(failedBefore + 2);
    if (config.redisUrl) {
      // Retried after Bull's backoff (2 s).
      await until('both retries to complete', async () =>
        jobCount(await scrape(), 'import', 'completed') >= completedBefore + 2 ? true : undefined,
      );
    } else {
      await queueIdle();
      const idle = await scrape();
      expect(sample(idle, 'scenedock_queue_jobs', { state: 'waiting' })).toBe(0);
      expect(sample(idle, 'scenedock_queue_jobs', { state: 'active' })).toBe(0);
      expect(jobCount(idle, 'import', 'completed')).toBe(completedBefore);
    }
  });
  it('leaves the depth out, without waiting, while Redis does not answer', async () => {
    await closeQueue();
    const saved = config.redisUrl;
    Object.assign(config, { redisUrl: `redis://127.0.0.1:${await freePort()}` }); // nothing listens
    try {
      const started = Date.now();
      const text = await scrape();
      expect(Date.now() - started).toBeLessThan(5000);
      expect(text).not.toMatch(/^scenedock_queue_jobs\{/m);
      expect(text).toMatch(/^# TYPE scenedock_queue_jobs gauge$/m);
    } finally {
      Object.assign(config, { redisUrl: saved });
      await closeQueue();
      // ioredis holds a socket that never connected for its disconnectTimeout (2 s) after closing.
      await new Promise((resolve) => setTimeout(resolve, 2100));
    }
  });
});

describe('scenedock_socketio_connected_sockets', () => {
  it('counts the sockets open to this process, by namespace', async () => {
    const count = async () =>
      sample(await scrape(), 'scenedock_socketio_connected_sockets', { namespace: '/notifications' });
    expect(await count()).toBe(0);
    const { user, department } = await buildMember('student');
    const socket: Socket = connect(`${origin}/notifications`, {
      auth: { token: await sessionToken(user), department_id: department.id },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    try {
      expect(await count()).toBe(1);
      expect(
        sample(await scrape(), 'scenedock_socketio_connected_sockets', { namespace: '/import-progress' }),
      ).toBe(0);
    } finally {
      socket.close();
    }
    await until('the socket to be counted out', async () => ((await count()) === 0 ? true : undefined));
  });
});

describe('database connections', () => {
  it(`reports ${isSqlite ? 'the open SQLite connections' : 'the pool: in use, idle, waiting and its size'}`, async () => {
    if (isSqlite) {
      const text = await scrape();
      expect(sample(text, 'scenedock_db_connections_open')).toBeGreaterThanOrEqual(1);
      // SQLite has no pool: nothing made up.
      expect(text).not.toMatch(/^scenedock_db_pool_/m);
      return;
    }
    // A transaction holds one pooled connection while the scrape reads the pool.
    const text = await sequelize.transaction(async (transaction) => {
      await sequelize.query('SELECT 1', { transaction });
      return scrape();
    });
    expect(sample(text, 'scenedock_db_pool_connections_max')).toBe(10);
    expect(sample(text, 'scenedock_db_pool_connections_in_use')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'scenedock_db_pool_connections_idle')).toEqual(expect.any(Number));
    expect(sample(text, 'scenedock_db_pool_waiting_requests')).toEqual(expect.any(Number));
    expect(sample(text, 'scenedock_db_connections_open')).toBeGreaterThanOrEqual(1);
  });
});

describe('the METRICS_PORT listener', () => {
  it('serves /metrics without a token on loopback, and nothing else', async () => {
    const port = await freePort();
    const address = await startMetricsServer(port);
    expect(address).toMatchObject({ address: '127.0.0.1', port });
    const base = `http://127.0.0.1:${port}`;

    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/^# TYPE scenedock_job_duration_seconds histogram$/m);
    expect(sample(text, 'scenedock_process_resident_memory_bytes')).toBeGreaterThan(0);

    expect((await fetch(`${base}/metrics?x=1`)).status).toBe(200);
    for (const path of ['/', '/health', '/api/v1/props', '/metrics/x']) {
      const other = await fetch(`${base}${path}`);
      expect(other.status).toBe(404);
      expect(await other.text()).not.toMatch(/scenedock_/);
    }
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);

    await stopMetricsServer();
    await expect(fetch(`${base}/metrics`)).rejects.toThrow();
  });

  it('is not started without METRICS_PORT', async () => {
    expect(config.metricsPort).toBe(0);
    expect(await startMetricsServer()).toBeNull();
  });
});
