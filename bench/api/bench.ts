/**
 * The bench proper; imported by ./run once the environment is set (see there).
 * One process serves both the API and the bare route; autocannon runs in a child (./load).
 */
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import '../../api/src/models';
import { createApp } from '../../api/src/app';
import { migrate } from '../../api/src/db/migrator';
import { sequelize } from '../../api/src/db/sequelize';
import { signAccessToken } from '../../api/src/lib/tokens';
import { Prop } from '../../api/src/models';
import type { LoadJob, LoadResult } from './load';
import { seed } from './seed';

const CONNECTIONS = 16;
const LIMIT = 100;
/** Matches "lantern" / "storm lantern" / "lantern garland" names and the `lantern` tag: about 5% of rows. */
const SEARCH_TERM = 'lantern';

function seconds(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return n;
}

function listen(handler: http.RequestListener): Promise<{ server: http.Server; base: string }> {
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}` });
    });
  });
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'load.ts'), { stdio: 'inherit' });
    let result: LoadResult | null = null;
    child.once('message', (message: LoadResult) => (result = message));
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`load generator exited with ${code}`)),
    );
    child.send(job);
  });
}

async function fetchJson(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return { body: (await response.json()) as unknown[], total: Number(response.headers.get('x-total-count')) };
}

const ms = (n: number) => n.toFixed(1);

export async function main(): Promise<void> {
  const duration = seconds('BENCH_DURATION', 10);
  const warmup = seconds('BENCH_WARMUP', 3);
  const propCount = Math.round(seconds('BENCH_PROPS', 50_000));

  await migrate();
  const seedStart = performance.now();
  const { department, user } = await seed(sequelize, propCount);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const rows = await Prop.count({ where: { department_id: department.id } });
  const tableRows = await Prop.count();

  const api = await listen(createApp());
  const headers = {
    Authorization: `Bearer ${signAccessToken(user.id, crypto.randomUUID())}`,
    'X-Current-Department': String(department.id),
  };
  const listUrl = `${api.base}/api/v1/props/?limit=${LIMIT}`;
  const searchUrl = `${listUrl}&search=${SEARCH_TERM}`;

  // The bare route sends exactly what the API sent, so the two differ only in how they get it.
  const list = await fetchJson(listUrl, headers);
  const search = await fetchJson(searchUrl, headers);
  if (list.body.length !== LIMIT || list.total !== rows) {
    throw new Error(
      `API list gave ${list.body.length} items, total ${list.total}; expected ${LIMIT}, ${rows}`,
    );
  }
  const items = list.body;
  const bareApp = express();
  bareApp.get('/items', (_req, res) => {
    res.json(items);
  });
  const bare = await listen(bareApp);

  const targets = [
    { name: 'bare express', url: `${bare.base}/items`, headers: {} },
    { name: 'API list', url: listUrl, headers },
    { name: `API search "${SEARCH_TERM}"`, url: searchUrl, headers },
  ];
  const results: { name: string; r: LoadResult }[] = [];
  for (const target of targets) {
    await load({ url: target.url, headers: target.headers, connections: CONNECTIONS, duration: warmup });
    const r = await load({ url: target.url, headers: target.headers, connections: CONNECTIONS, duration });
    if (r.non2xx || r.errors) throw new Error(`${target.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    results.push({ name: target.name, r });
  }

  const out = process.stdout;
  out.write(`\ndatabase: ${sequelize.getDialect()}  (${process.env.DATABASE_URL})\n`);
  out.write(
    `props: ${rows} in the bench department (${tableRows} in the table), seeded in ${seedSeconds.toFixed(1)} s\n`,
  );
  out.write(
    `search "${SEARCH_TERM}": ${search.total} matches (${((100 * search.total) / rows).toFixed(1)}%)\n`,
  );
  out.write(
    `payload: ${LIMIT} items, ${Buffer.byteLength(JSON.stringify(items))} bytes; ` +
      `${CONNECTIONS} connections, ${duration} s per target after ${warmup} s warm-up\n\n`,
  );
  out.write(
    `${'target'.padEnd(26)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}\n`,
  );
  for (const { name, r } of results) {
    out.write(
      `${name.padEnd(26)}${r.requestsPerSecond.toFixed(0).padStart(10)}${ms(r.p50).padStart(10)}${ms(r.p99).padStart(10)}\n`,
    );
  }
  const bareRps = results[0].r.requestsPerSecond;
  out.write('\n');
  for (const { name, r } of results.slice(1)) {
    const ratio = r.requestsPerSecond / bareRps;
    const verdict = ratio >= 0.25 && r.p99 < 100 ? 'meets' : 'misses';
    out.write(
      `${`${name} ÷ bare`.padEnd(34)}${ratio.toFixed(3)}  (${verdict} target: ratio ≥ 0.25, p99 < 100 ms)\n`,
    );
  }

  await close(api.server);
  await close(bare.server);
  await sequelize.close();
}
