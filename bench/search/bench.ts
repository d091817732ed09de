/**
 * The search bench proper; imported by ./run once the environment is set (see there for settings).
 *
 * The API runs as `npm start` runs it (its own process, api/dist); the baseline is a bare Express
 * route in this process that reads the same number of rows (a page: 20) by primary key from the same
 * database with mysql2. autocannon drives both from a child process (./load) at 16 connections.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import express from 'express';
import mysql from 'mysql2/promise';
import type { LoadRequest, LoadResult } from '../api/load';
import { borrowingSearch, close, listen, measure, positive } from '../harness';
import { seedWorld, type SeededWorld } from './seed';

const root = path.resolve(__dirname, '..', '..');
const CONNECTIONS = 16;
const PAGE = 20;
const MAX_DISTANCE = 50;
const REGION = { latitude: 44.0, longitude: -120.5, width: 300 };
const SEARCHER_DEPARTMENTS = 8;
/**
 * The people the load's searches come from, each request another person's: a person may search
 * about once a second (docs/concurrency-and-limits.md), so the bench's load is, as in real use,
 * many people's.
 */
const SEARCH_PEOPLE = 1000;
const PASSWORD = `Bench-${crypto.randomBytes(9).toString('base64url')}-9!`;
/** Typical searches: a term, or a category (for set pieces, read from their words). */
const QUERIES: Record<string, unknown>[] = [
  { query: 'lantern' },
  { query: 'velvet' },
  { category: 'furniture' },
  { category: 'platform' },
];

// ---------------------------------------------------------------- processes

type Runtime = 'built' | 'tsx';

function chooseRuntime(): Runtime {
  const wanted = process.env.BENCH_RUNTIME;
  if (wanted === 'built' || wanted === 'tsx') return wanted;
  if (wanted) throw new Error('BENCH_RUNTIME must be built or tsx');
  return fs.existsSync(path.join(root, 'api', 'dist', 'main.js')) ? 'built' : 'tsx';
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startApi(runtime: Runtime, env: NodeJS.ProcessEnv): { child: ChildProcess; output: string[] } {
  const script =
    runtime === 'built'
      ? [path.join(root, 'api', 'dist', 'main.js')]
      : ['--import', 'tsx', path.join(root, 'api', 'src', 'main.ts')];
  const child = spawn(process.execPath, script, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------- world

const EARTH_RADIUS_MILES = 3958.8;
function miles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(r(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(r(a.latitude)) * Math.cos(r(b.latitude)) * Math.sin(r(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

/** The departments nearest the middle of the region: their whole 50-mile circle is inside it. */
function searchers(world: SeededWorld): number[] {
  return [...world.places]
    .sort((a, b) => miles(a, REGION) - miles(b, REGION))
    .slice(0, SEARCHER_DEPARTMENTS)
    .map((p) => p.id);
}

async function addSearcher(db: mysql.Connection, departments: number[]): Promise<string> {
  const { hashPassword } = await import('../../api/src/lib/passwords');
  const email = `searcher-${crypto.randomBytes(3).toString('hex')}@bench.example`;
  const now = new Date();
  const [result] = await db.query<mysql.ResultSetHeader>(
    'INSERT INTO users (email, password_hash, first_name, last_name, status, is_superuser, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [email, await hashPassword(PASSWORD), 'Bench', 'Student', 'active', false, now, now],
  );
  await db.query(
    'INSERT INTO department_users (department_id, user_id, role, status, created_at, updated_at) VALUES ?',
    [departments.map((id) => [id, result.insertId, 'student', 'active', now, now])],
  );
  return email;
}

/** `count` students of `departments` without passwords, signed in as sign-in would: their access tokens. */
async function addPeople(db: mysql.Connection, departments: number[], count: number): Promise<string[]> {
  const { User } = await import('../../api/src/models');
  const { issueSession } = await import('../../api/src/services/auth');
  const stamp = crypto.randomBytes(3).toString('hex');
  const now = new Date();
  const [result] = await db.query<mysql.ResultSetHeader>(
    'INSERT INTO users (email, password_hash, first_name, last_name, status, is_superuser, created_at, updated_at) VALUES ?',
    [
      Array.from({ length: count }, (_, i) => [
        `person-${i}-${stamp}@bench.example`,
        null,
        'Bench',
        `Student ${i}`,
        'active',
        false,
        now,
        now,
      ]),
    ],
  );
  const ids = Array.from({ length: count }, (_, i) => result.insertId + i);
  await db.query(
    'INSERT INTO department_users (department_id, user_id, role, status, created_at, updated_at) VALUES ?',
    [ids.flatMap((id) => departments.map((department) => [department, id, 'student', 'active', now, now]))],
  );
  const tokens: string[] = [];
  for (const user of await User.findAll({ where: { id: ids }, order: [['id', 'ASC']] }))
    tokens.push((await issueSession(user)).access_token);
  return tokens;
}

// ---------------------------------------------------------------- main

const ms = (n: number) => n.toFixed(1);

export async function main({ ownDatabase }: { ownDatabase: boolean }): Promise<void> {
  const duration = positive('BENCH_DURATION', 10);
  const warmup = positive('BENCH_WARMUP', 3);
  const departmentCount = Math.round(positive('BENCH_DEPARTMENTS', 500));
  const itemCount = Math.round(positive('BENCH_ITEMS', 500_000));
  const runtime = chooseRuntime();
  const databaseUrl = process.env.DATABASE_URL!;
  const url = new URL(databaseUrl);
  if (!/^(mysql|mariadb):$/.test(url.protocol))
    throw new Error('the search bench needs a mysql:// DATABASE_URL');
  const database = url.pathname.replace(/^\//, '');
  const connect = (db?: string) =>
    mysql.createConnection({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: db,
    });

  const out = process.stdout;
  out.write(`database: ${databaseUrl}${ownDatabase ? ' (created for this run)' : ''}\n`);
  if (runtime === 'built') {
    const built = fs.statSync(path.join(root, 'api', 'dist', 'main.js')).mtime;
    out.write(`API: node api/dist (built ${built.toISOString()})\n`);
  } else out.write('API: node + tsx api/src\n');

  if (ownDatabase) {
    const server = await connect();
    await server.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await server.end();
  }
  let db: mysql.Connection | null = null;
  let pool: mysql.Pool | null = null;
  let api: ReturnType<typeof startApi> | null = null;
  const servers: http.Server[] = [];
  try {
    const { migrate } = await import('../../api/src/db/migrator');
    const { sequelize } = await import('../../api/src/db/sequelize');
    await migrate();
    db = await connect(database);
    out.write(`seeding ${departmentCount} departments and ${itemCount} items…\n`);
    const seedStart = performance.now();
    const world = await seedWorld(db, REGION, { departments: departmentCount, items: itemCount });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const mine = searchers(world);
    const email = await addSearcher(db, mine);

    // ---- the API
    const port = await freePort();
    api = startApi(runtime, {
      DATABASE_URL: databaseUrl,
      DATA_DIR: process.env.DATA_DIR,
      JWT_SECRET: process.env.JWT_SECRET,
      NODE_ENV: 'bench',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'bench-admin@scenedock.local',
      ADMIN_PASSWORD: PASSWORD,
    });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (api.child.exitCode !== null) throw new Error(`the API exited:\n${api.output.join('')}`);
      if (Date.now() > deadline) throw new Error(`the API did not start:\n${api.output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: email, password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { access_token: string }).access_token;

    const searchRequest = (bearer: string, department: number, query: Record<string, unknown>) =>
      borrowingSearch(bearer, department, query, { maxDistance: MAX_DISTANCE, limit: PAGE });
    // Each question from each searcher department, checked once (the first by the person signed in
    // above, the others by as many other people: one person may search about once a second).
    const people = [token, ...(await addPeople(db, mine, SEARCH_PEOPLE - 1))];
    const seen: { department: number; body: Record<string, unknown>; total: number; rows: number }[] = [];
    for (const department of mine) {
      for (const query of QUERIES) {
        const request = searchRequest(people[seen.length % people.length], department, query);
        const res = await fetch(`${base}${request.path}`, {
          method: 'POST',
          headers: request.headers,
          body: request.body,
        });
        if (!res.ok) throw new Error(`search: ${res.status} ${await res.text()}`);
        const rows = ((await res.json()) as unknown[]).length;
        const total = Number(res.headers.get('x-total-count'));
        if (rows !== Math.min(PAGE, total)) throw new Error(`search answered ${rows} rows of ${total}`);
        seen.push({ department, body: query, total, rows });
      }
    }
    // The load asks the same questions as everybody: each request another person's.
    const requests = people.map((bearer, i) =>
      searchRequest(bearer, seen[i % seen.length].department, seen[i % seen.length].body),
    );

    // ---- the baseline: the same number of rows by primary key, through a bare route
    pool = mysql.createPool({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database,
      connectionLimit: 10,
    });
    const bareApp = express();
    bareApp.use(express.json());
    const [[range]] = await db.query<mysql.RowDataPacket[]>('SELECT MIN(id) AS lo, MAX(id) AS hi FROM props');
    const lo = Number(range.lo);
    const span = Number(range.hi) - lo + 1;
    bareApp.post('/rows', (_req, res, next) => {
      const ids = Array.from({ length: PAGE }, () => lo + Math.floor(Math.random() * span));
      pool!
        .query('SELECT * FROM props WHERE id IN (?)', [ids])
        .then(([rows]) => res.json(rows))
        .catch(next);
    });
    const bare = await listen(bareApp);
    servers.push(bare.server);
    const bareRequests: LoadRequest[] = [
      { method: 'POST', path: '/rows', headers: { 'Content-Type': 'application/json' }, body: '{}' },
    ];

    const targets = [
      { name: `bare route: ${PAGE} rows by id`, base: bare.base, requests: bareRequests },
      { name: 'POST /search/inter-department', base, requests },
    ];
    const results: { name: string; r: LoadResult }[] = [];
    for (const target of targets) {
      out.write(`load: ${target.name}…\n`);
      results.push({
        name: target.name,
        r: await measure(target, { connections: CONNECTIONS, warmup, duration }),
      });
    }

    const within = mine.map(
      (id) =>
        world.places.filter(
          (p) =>
            p.id !== id &&
            miles(
              p,
              world.places.find((q) => q.id === id)!,
            ) <= MAX_DISTANCE,
        ).length,
    );
    out.write(
      `\nworld: ${world.departmentIds.length} departments over ${REGION.width} × ${REGION.width} miles; ` +
        `${world.props} props, ${world.sets} set pieces, ${world.costumes} costumes (${world.held} booked by productions, ${world.blocked} blocked), ` +
        `${world.loans} loans, ${world.bookings} bookings; seeded in ${seedSeconds.toFixed(1)} s\n`,
    );
    out.write(
      `searches: ${QUERIES.length} queries from ${mine.length} departments, max_distance ${MAX_DISTANCE}, available_only, ` +
        `asked by ${people.length} people in turn; ` +
        `${Math.min(...within)}–${Math.max(...within)} departments within reach\n`,
    );
    for (const query of QUERIES) {
      const totals = seen.filter((s) => s.body === query).map((s) => s.total);
      out.write(
        `  ${JSON.stringify(query).padEnd(26)} matches ${Math.min(...totals)}–${Math.max(...totals)}\n`,
      );
    }
    out.write(`${CONNECTIONS} connections, ${duration} s per target after ${warmup} s warm-up\n\n`);
    out.write(
      `${'target'.padEnd(34)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}\n`,
    );
    for (const { name, r } of results) {
      out.write(
        `${name.padEnd(34)}${r.requestsPerSecond.toFixed(0).padStart(10)}${ms(r.p50).padStart(10)}${ms(r.p99).padStart(10)}\n`,
      );
    }
    const [baseline, search] = results.map((x) => x.r);
    const ratio = search.requestsPerSecond / baseline.requestsPerSecond;
    out.write(
      `\nsearch ÷ baseline throughput: ${ratio.toFixed(3)}; search p99 ${ms(search.p99)} ms ` +
        `(${search.p99 < 100 ? 'meets' : 'misses'} target: p99 < 100 ms)\n`,
    );

    if (process.env.BENCH_PROFILE === '1') {
      await stop(api.child);
      const { profileSearch } = await import('./profile');
      out.write(`\n${(await profileSearch(mine, QUERIES, MAX_DISTANCE)).join('\n')}\n`);
    }
    await sequelize.close();
  } finally {
    if (api) await stop(api.child);
    for (const server of servers) await close(server);
    await pool?.end().catch(() => undefined);
    await db?.end().catch(() => undefined);
    if (ownDatabase) {
      const server = await connect();
      await server.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await server.end();
    }
  }
}
