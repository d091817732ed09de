/**
 * The district deployment in one test: Debian's nginx with deploy/nginx/scenedock.conf (its ports
 * and certificate paths swapped for the test's) terminating TLS with a certificate made here, two
 * built API instances behind it and a worker, on one MariaDB database and Redis. Everything goes
 * through https: a sign-in, a notification made on one instance reaching a socket held by the
 * other, an image upload, and a CSV import larger than nginx's default body limit with its live
 * progress.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { csvText } from '../../api/src/test/imports';
import { freePort, launch, REPO_ROOT, stop, stopAll, until, type Child } from '../../api/src/test/processes';
import {
  dropDatabases,
  freshMariaDb,
  installationEnv,
  ready,
  REDIS_URL,
  startBuilt,
  tempDir,
} from './support';

const HOST = 'scenedock.test';
const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

let dir: string;
let ca: Buffer;
let tlsPort: number;
let httpPort: number;
let nginx: Child;
let apis: { origin: string; child: Child }[];
let worker: Child;
const sockets: Socket[] = [];

/** The shipped site configuration, pointed at this test's instances, ports and certificate. */
function siteConfig(upstreams: number[]): string {
  let site = fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx', 'scenedock.conf'), 'utf8');
  const swap = (from: string, to: string) => {
    if (!site.includes(from)) throw new Error(`deploy/nginx/scenedock.conf no longer has "${from}"`);
    site = site.split(from).join(to);
  };
  swap('server 127.0.0.1:3001', `server 127.0.0.1:${upstreams[0]}`);
  swap('server 127.0.0.1:3002', `server 127.0.0.1:${upstreams[1]}`);
  swap('    listen [::]:80;\n', '');
  swap('    listen [::]:443 ssl http2;\n', '');
  swap('listen 80;', `listen ${httpPort};`);
  swap('listen 443 ssl http2;', `listen ${tlsPort} ssl http2;`);
  swap('server_name scenedock.district.example;', `server_name ${HOST};`);
  swap('/etc/ssl/scenedock/fullchain.pem', path.join(dir, 'cert.pem'));
  swap('/etc/ssl/scenedock/privkey.pem', path.join(dir, 'key.pem'));
  // For the test only: which instance answered.
  swap(
    '    client_max_body_size 52m;',
    '    client_max_body_size 52m;\n    add_header X-Upstream $upstream_addr always;',
  );
  return site;
}

function startNginx(upstreams: number[]): Child {
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(dir, temp), { mode: 0o777 });
  fs.chmodSync(dir, 0o755); // nginx's workers run as another user; they write its temp folders
  fs.writeFileSync(path.join(dir, 'scenedock.conf'), siteConfig(upstreams));
  const main = `
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/scenedock.conf;
}`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')];
  const tested = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx -t refused the configuration:\n${tested.stderr}`);
  return launch('nginx', NGINX, [...args, '-g', 'daemon off;']);
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request through nginx over TLS, checked against the test's certificate, from `from`. */
function through(
  method: string,
  url: string,
  {
    headers = {},
    body,
    from = '127.0.0.1',
  }: { headers?: Record<string, string>; body?: Buffer; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        // No keep-alive: each call picks its client address afresh, and none stays open at the end.
        agent: false,
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

beforeAll(async () => {
  dir = tempDir('proxy');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2',
    '-subj', `/CN=${HOST}`, '-addext', `subjectAltName=DNS:${HOST},IP:127.0.0.1`,
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
  ], { stdio: 'ignore' }); // prettier-ignore
  ca = fs.readFileSync(path.join(dir, 'cert.pem'));
  [tlsPort, httpPort] = [await freePort(), await freePort()];

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
  nginx = startNginx(ports);
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
  // Gracefully: killed outright, nginx's master leaves its workers running, holding the test's pipes.
  if (nginx) await stop(nginx, 'SIGQUIT');
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
