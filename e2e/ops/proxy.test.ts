/**
 * The district deployment in one test: Debian's nginx with deploy/nginx/scenedock.conf (its ports
 * and certificate paths swapped for the test's by ./nginxSite, as bench/abuse does) terminating TLS with a certificate made here, two
 * built API instances behind it and a worker, on one MariaDB database and Redis. Everything goes
 * through https: a sign-in, a notification made on one instance reaching a socket held by the
 * other, an image upload, a CSV import larger than nginx's default body limit with its live
 * progress, and the site's request limits at their shipped numbers.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { csvText } from '../../api/src/test/imports';
import { freePort, REPO_ROOT, stopAll, until, type Child } from '../../api/src/test/processes';
import { prepareSite, shippedLimit, SITE_HOST as HOST, startNginx, stopNginx, type Site } from './nginxSite';
import { dropDatabases, freshMariaDb, installationEnv, ready, REDIS_URL, startBuilt } from './support';

let site: Site;
let ca: Buffer;
let tlsPort: number;
let httpPort: number;
let nginx: Child;
let apis: { origin: string; child: Child }[];
let worker: Child;
const sockets: Socket[] = [];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * One request through nginx over TLS, checked against the test's certificate, from `from`. An
 * `agent` (see clientAt) keeps connections alive, so bursts are not slowed by TLS handshakes.
 */
function through(
  method: string,
  url: string,
  {
    headers = {},
    body,
    from = '127.0.0.1',
    agent,
  }: { headers?: Record<string, string>; body?: Buffer; from?: string; agent?: https.Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        // No keep-alive by default: each call picks its client address afresh, and none stays open.
        agent: agent ?? false,
        host: '127.0.0.1',
        servername: HOST,
        port: tlsPort,
        path: url,
        method,
        headers,
        ca,
        localAddress: from,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const json = (answer: Answer) => JSON.parse(answer.body.toString()) as Record<string, unknown>;

/** A form (multipart or urlencoded) as the bytes and content type a browser would send. */
async function encoded(form: FormData | URLSearchParams) {
  const request = new Request('http://encode.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

async function signIn(email: string, from?: string) {
  const form = await encoded(new URLSearchParams({ username: email, password: 'Stage-Door-2026!' }));
  const answer = await through('POST', '/api/v1/auth/login', {
    headers: { 'Content-Type': form.type },
    body: form.body,
    from,
  });
  expect(answer.status).toBe(200);
  const token = json(answer).access_token as string;
  const me = json(
    await through('GET', '/api/v1/users/me', { headers: { Authorization: `Bearer ${token}` }, from }),
  );
  const department = (me.departments as { id: number }[])[0].id;
  return { token, department, answer };
}

/** A socket.io client through nginx: long-polling first, then the websocket upgrade. */
async function openSocket(namespace: string, auth: Record<string, unknown>, from: string): Promise<Socket> {
  const socket = connect(`https://127.0.0.1:${tlsPort}${namespace}`, {
    auth,
    // engine.io-client hands `agent` to Node's https and ws; its type only names the browser's values.
    agent: new https.Agent({ ca, localAddress: from, servername: HOST }) as unknown as string,
    ca: ca.toString(),
    transports: ['polling', 'websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Two client addresses whose requests nginx sends to different instances (the upstream it named). */
async function addressesOnEachInstance(): Promise<[string, string]> {
  const byUpstream = new Map<string, string>();
  for (let n = 2; n < 60 && byUpstream.size < 2; n++) {
    const from = `127.0.0.${n}`;
    const upstream = String((await through('GET', '/health/live', { from })).headers['x-upstream']);
    if (!byUpstream.has(upstream)) byUpstream.set(upstream, from);
  }
  if (byUpstream.size < 2) throw new Error('every address went to one instance');
  return [...byUpstream.values()] as [string, string];
}

const agents: https.Agent[] = [];

/** A client at one address holding up to `sockets` connections open, like a busy browser or NAT. */
function clientAt(from: string, sockets: number): https.Agent {
  const agent = new https.Agent({
    keepAlive: true,
    maxSockets: sockets,
    ca,
    localAddress: from,
    servername: HOST,
  });
  agents.push(agent);
  return agent;
}

const TOO_MANY = { detail: 'Too many requests: try again in a moment', code: 'rate_limited' };

/** nginx's own refusal (the API's 429s carry their own messages). */
const refusedByProxy = (answer: Answer) =>
  answer.status === 429 && answer.body.toString().trim() === JSON.stringify(TOO_MANY);

/** The status, with the body when it is not a 200 (so a failure says who refused). */
const outcome = (answer: Answer) =>
  answer.status === 200 ? 200 : `${answer.status} ${answer.body.toString().slice(0, 200)}`;

/** `count` requests sent at once; the answers and the seconds they took. */
async function burst(count: number, send: () => Promise<Answer>) {
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: count }, send));
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/**
 * One client sending as fast as `lanes` connections allow until nginx refuses it (or `most` are
 * sent): however fast the machine, the answer comes as soon as the zone's burst and rate run out.
 */
async function flood(lanes: number, most: number, send: () => Promise<Answer>) {
  const started = performance.now();
  const answers: Answer[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (sent < most && !answers.some(refusedByProxy)) {
        sent += 1;
        answers.push(await send());
      }
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
}

beforeAll(async () => {
  site = await prepareSite('proxy');
  ({ ca, tlsPort, httpPort } = site);

  const env = installationEnv(await freshMariaDb('proxy'), {
    REDIS_URL,
    PUBLIC_URL: `https://${HOST}:${tlsPort}`,
    TRUST_PROXY: 'loopback',
    RUN_WORKERS: 'false',
    SEED_DEMO: 'true',
    IMPORT_BATCH_SIZE: '500',
  });
  const ports = [await freePort(), await freePort()];
  apis = ports.map((port, i) => ({
    origin: `http://127.0.0.1:${port}`,
    child: startBuilt(`API ${i + 1}`, 'main', { ...env, PORT: String(port) }),
  }));
  await Promise.all(apis.map(({ origin, child }) => ready(origin, child)));
  worker = startBuilt('worker', 'worker', env);
  nginx = startNginx(site, ports);
  await until(
    'nginx to answer over TLS',
    () =>
      through('GET', '/health/ready').then(
        (a) => a.status === 200,
        () => false,
      ),
    {
      alive: [nginx],
    },
  );
}, 240_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const agent of agents) agent.destroy();
  if (nginx) await stopNginx(nginx);
  await stopAll();
  await dropDatabases();
});

it('moves plain HTTP to https, and signs in over TLS with the https-only headers on', async () => {
  const plain = await fetch(`http://127.0.0.1:${httpPort}/props?x=1`, { redirect: 'manual' });
  expect(plain.status).toBe(301);
  expect(plain.headers.get('location')).toBe(`https://127.0.0.1/props?x=1`);

  const { answer } = await signIn('manager@riverside.example');
  expect(answer.headers['strict-transport-security']).toBe('max-age=15552000');
  const page = await through('GET', '/login');
  expect(page.status).toBe(200);
  expect(page.body.toString()).toContain('<script');
  expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  // Metrics never leave the monitoring network through the public proxy.
  expect((await through('GET', '/metrics')).status).toBe(404);
});

it('delivers a notification made through one instance to a socket held by the other', async () => {
  const [onFirst, onSecond] = await addressesOnEachInstance();
  const { token, department } = await signIn('student@riverside.example', onFirst);
  const socket = await openSocket('/notifications', { token, department_id: department }, onFirst);
  // Sticky sessions let the long-polling session upgrade to a websocket on the same instance.
  await until('the websocket upgrade', () => socket.io.engine.transport.name === 'websocket');
  const arrived = new Promise<{ title: string }>((resolve) => socket.once('notification', resolve));

  const sent = await through('POST', '/api/v1/notifications/simulate', {
    headers: { Authorization: `Bearer ${token}`, 'X-Current-Department': String(department) },
    from: onSecond,
  });
  expect(sent.status).toBe(201);
  expect(sent.headers['x-upstream']).not.toBe(
    (await through('GET', '/health/live', { from: onFirst })).headers['x-upstream'],
  );
  expect((await arrived).title).toBe('Test notification');
});

it('uploads an image and serves it back through the proxy', async () => {
  const { token, department } = await signIn('manager@riverside.example');
  const png = fs.readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'lantern.png'));
  const form = new FormData();
  form.append('file_type', 'prop');
  form.append('file', new Blob([png], { type: 'image/png' }), 'lantern.png');
  const upload = await encoded(form);
  const stored = await through('POST', '/api/v1/files/upload', {
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Current-Department': String(department),
      'Content-Type': upload.type,
    },
    body: upload.body,
  });
  expect(stored.status).toBe(201);
  const url = new URL(json(stored).url as string);
  expect(url.origin).toBe(`https://${HOST}:${tlsPort}`);
  const image = await through('GET', url.pathname);
  expect(image.status).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');
  expect(image.body.equals(png)).toBe(true);
});

it('imports a CSV larger than nginx’s default body limit, its progress arriving live over the socket', async () => {
  const ROWS = 12_000;
  const { token, department } = await signIn('manager@riverside.example');
  const rows = Array.from({ length: ROWS }, (_, i) => [
    `Proxied prop ${i + 1}`,
    'A prop that came in through the district proxy, with a description long enough to weigh.',
    'other', 'good', 'Store room B', 'proxy,import',
  ]); // prettier-ignore
  const file = csvText([['Name', 'Description', 'Category', 'Condition', 'Location', 'Tags'], ...rows]);
  expect(Buffer.byteLength(file)).toBeGreaterThan(1024 * 1024);
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'district.csv');
  const upload = await encoded(form);
  const started = await through('POST', '/api/v1/props/bulk-import', {
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Current-Department': String(department),
      'Content-Type': upload.type,
    },
    body: upload.body,
  });
  expect(started.status).toBe(202);
  const job = json(started);

  const progress = await openSocket(
    '/import-progress',
    { token, job_id: job.job_id, department_id: department },
    '127.0.0.1',
  );
  const statuses: { status: string; items_successful?: number }[] = [];
  progress.on('status', (s: { status: string }) => statuses.push(s));
  await until('the import to complete', () => statuses.at(-1)?.status === 'completed', {
    timeoutMs: 120_000,
    alive: [worker, nginx, ...apis.map((a) => a.child)],
  });
  expect(statuses.at(-1)).toMatchObject({ items_successful: ROWS });
  expect(statuses.length).toBeGreaterThan(1);
});

describe('request limits', () => {
  // The tests use the shipped numbers; these are the ones docs/operations.md explains.
  const apiZone = shippedLimit('scenedock_api');
  const signInZone = shippedLimit('scenedock_signin');
  const feedZone = shippedLimit('scenedock_feeds');

  it('ships the documented numbers', () => {
    expect({ api: apiZone, signIn: signInZone, feeds: feedZone }).toEqual({
      api: { rate: 50, burst: 300 },
      signIn: { rate: 10, burst: 50 },
      feeds: { rate: 5, burst: 100 },
    });
  });

  it('refuses a flood of sign-ins from one address with a JSON 429, while /health keeps answering', async () => {
    const from = '127.0.0.201';
    const agent = clientAt(from, 25);
    const form = await encoded(new URLSearchParams({ username: 'flood@riverside.example' }));
    let flooding = true;
    const health: number[] = [];
    const monitoring = (async () => {
      while (flooding) health.push((await through('GET', '/health', { from })).status);
    })();
    const { answers, seconds } = await flood(25, signInZone.burst * 20, () =>
      through('POST', '/api/v1/auth/login', {
        headers: { 'Content-Type': form.type },
        body: form.body,
        from,
        agent,
      }),
    ).finally(() => (flooding = false));
    await monitoring;

    const refused = answers.filter(refusedByProxy);
    const passed = answers.filter((a) => !refusedByProxy(a));
    // The burst goes through at once; after it, only the zone's rate for as long as the flood lasted.
    expect(passed.length).toBeGreaterThanOrEqual(signInZone.burst);
    expect(passed.length).toBeLessThanOrEqual(
      signInZone.burst + 1 + signInZone.rate * Math.ceil(seconds + 1),
    );
    expect(refused.length).toBeGreaterThan(0);
    expect(passed.every((a) => a.status < 500)).toBe(true);
    for (const answer of refused.slice(0, 3)) {
      expect(answer.headers['content-type']).toBe('application/json');
      expect(answer.headers['retry-after']).toBe('1');
      expect(json(answer)).toEqual(TOO_MANY);
    }
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((status) => status === 200)).toBe(true);
  });

  it('lets a school behind one address sign in together and use the API without a refusal', async () => {
    const from = '127.0.0.202';
    const agent = clientAt(from, 40);
    // A class signing in in the same moment (the flood above shows the whole burst goes through).
    // The API itself allows few parallel attempts per account and address: one per demo account.
    const accounts = ['riverside', 'westbrook', 'lakeside'].flatMap((school) =>
      ['admin', 'director', 'manager', 'assistant', 'student'].map((role) => `${role}@${school}.example`),
    );
    const classSize = accounts.length;
    let pupil = 0;
    const signIns = await burst(classSize, async () => {
      const username = accounts[pupil++ % accounts.length];
      const form = await encoded(new URLSearchParams({ username, password: 'Stage-Door-2026!' }));
      return through('POST', '/api/v1/auth/login', {
        headers: { 'Content-Type': form.type },
        body: form.body,
        from,
        agent,
      });
    });
    expect(signIns.answers.map(outcome)).toEqual(Array(classSize).fill(200));
    const token = json(signIns.answers[0]).access_token as string;

    // Then their pages' requests, all sent at once: nearly the rest of the API burst.
    const headers = { Authorization: `Bearer ${token}` };
    const pages = ['/api/v1/users/me', '/api/v1/auth/methods'];
    let n = 0;
    const used = await burst(apiZone.burst - classSize - 10, () =>
      through('GET', pages[n++ % pages.length], { headers, from, agent }),
    );
    expect(used.answers.map(outcome).filter((o) => o !== 200)).toEqual([]);
  });

  it('cuts off one address flooding the API, and only that address', async () => {
    const from = '127.0.0.205';
    const agent = clientAt(from, 50);
    const { answers, seconds } = await flood(50, apiZone.burst * 20, () =>
      through('GET', '/api/v1/auth/methods', { from, agent }),
    );
    const passed = answers.filter((a) => !refusedByProxy(a));
    expect(passed.length).toBeGreaterThanOrEqual(apiZone.burst);
    expect(passed.length).toBeLessThanOrEqual(apiZone.burst + 1 + apiZone.rate * Math.ceil(seconds + 1));
    expect(passed.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter(refusedByProxy).length).toBeGreaterThan(0);
    expect((await through('GET', '/api/v1/auth/methods', { from: '127.0.0.206' })).status).toBe(200);
  });

  it('limits calendar feeds per address', async () => {
    const from = '127.0.0.203';
    const agent = clientAt(from, 25);
    const { answers, seconds } = await flood(25, feedZone.burst * 20, () =>
      through('GET', `/calendar/feeds/${crypto.randomBytes(16).toString('hex')}.ics`, { from, agent }),
    );
    const passed = answers.filter((a) => !refusedByProxy(a));
    expect(passed.length).toBeGreaterThanOrEqual(feedZone.burst);
    expect(passed.length).toBeLessThanOrEqual(feedZone.burst + 1 + feedZone.rate * Math.ceil(seconds + 1));
    expect(passed.every((a) => a.status === 404)).toBe(true);
    expect(answers.filter(refusedByProxy).length).toBeGreaterThan(0);
    // Another address is not affected by this one's flood.
    expect((await through('GET', '/calendar/feeds/unknown.ics', { from: '127.0.0.204' })).status).toBe(404);
  });
});
