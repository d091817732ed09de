/**
 * The import bench proper; imported by ./run once the environment is set (see there for settings).
 *
 * One API process (RUN_WORKERS=false: it only takes the upload and queues the job) and, for each
 * measured import, a fresh worker process, so its peak memory is that import's. Time runs from the
 * start of the upload to the job's completion as the API reports it. The baseline writes the same
 * rows into a copy of the props table with multi-row INSERTs of 1,000 on one connection.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { createClient } from 'redis';
import { csvLine } from '../../api/src/lib/csv';
import { queuePrefix } from '../../api/src/queue';
import { PROP_HEADER, propRows, type StoredProp } from './rows';

const root = path.resolve(__dirname, '..', '..');
const ADMIN_EMAIL = 'bench-admin@scenedock.local';
const ADMIN_PASSWORD = `Bench-${crypto.randomBytes(9).toString('base64url')}-9!`;
/** The API refuses files from 50 MiB on. */
const MAX_UPLOAD = 50 * 1024 * 1024;
const BASELINE_CHUNK = 1000;

function positive(name: string, fallback: number, { allowZero = false } = {}): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(n) || n < 0 || (n === 0 && !allowZero))
    throw new Error(`${name} must be a positive number`);
  return n;
}

// ---------------------------------------------------------------- processes

type Runtime = 'built' | 'tsx';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** api/dist when it is there and newer than every source (as `npm start` would run it), else tsx. */
function chooseRuntime(): Runtime {
  const wanted = process.env.BENCH_RUNTIME;
  if (wanted === 'built' || wanted === 'tsx') return wanted;
  if (wanted) throw new Error('BENCH_RUNTIME must be built or tsx');
  const stamp = path.join(root, 'api', 'dist', '.build-stamp');
  const built = ['main.js', 'worker.js'].every((f) => fs.existsSync(path.join(root, 'api', 'dist', f)));
  if (
    built &&
    fs.existsSync(stamp) &&
    fs.statSync(stamp).mtimeMs >= newestMtime(path.join(root, 'api', 'src'))
  )
    return 'built';
  return 'tsx';
}

interface Proc {
  name: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<void>;
}

const procs: Proc[] = [];

function startNode(
  name: string,
  entry: 'main' | 'worker',
  runtime: Runtime,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Proc {
  const script =
    runtime === 'built'
      ? [path.join(root, 'api', 'dist', `${entry}.js`)]
      : ['--import', 'tsx', path.join(root, 'api', 'src', `${entry}.ts`)];
  // Node itself runs the entry (not a wrapper), so the pid sampled for memory is the process's own.
  const child = spawn(process.execPath, [...nodeArgs, ...script], {
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
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const proc = { name, child, output, exited };
  procs.push(proc);
  return proc;
}

const alive = (proc: Proc) => proc.child.exitCode === null && proc.child.signalCode === null;

/** SIGTERM (a clean shutdown: CPU profiles are written then), SIGKILL after 10 s. */
async function stop(proc: Proc): Promise<void> {
  if (!alive(proc)) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => alive(proc) && proc.child.kill('SIGKILL'), 10_000);
  await proc.exited;
  clearTimeout(timer);
}

async function waitFor<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  { watch = [] as Proc[], timeoutMs = 60_000, everyMs = 100, retryErrors = false } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch((err: unknown) => {
      if (retryErrors) return null;
      throw err;
    });
    if (value) return value;
    for (const proc of watch) {
      if (!alive(proc))
        throw new Error(`${proc.name} exited while waiting for ${what}:\n${proc.output.join('')}`);
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A process's memory from /proc: its resident set now and its peak (high-water mark). */
function memoryOf(pid: number): { rss: number; peak: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- files

interface CsvFile {
  file: string;
  rows: number;
  bytes: number;
}

/** Writes props rows as the product's exports write CSV (CRLF, quoted as needed). */
async function writeCsv(
  file: string,
  seed: number,
  until: { rows?: number; bytes?: number },
  keep?: StoredProp[],
): Promise<CsvFile> {
  const out = fs.createWriteStream(file);
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  let bytes = 0;
  let rows = 0;
  const header = csvLine(PROP_HEADER);
  await write(header);
  bytes += Buffer.byteLength(header);
  for (const row of propRows(seed)) {
    const line = csvLine(row.cells);
    const size = Buffer.byteLength(line);
    if (until.rows !== undefined && rows >= until.rows) break;
    if (until.bytes !== undefined && bytes + size > until.bytes) break;
    await write(line);
    bytes += size;
    rows += 1;
    keep?.push(row.stored);
  }
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve())),
  );
  return { file, rows, bytes };
}

// ---------------------------------------------------------------- API

class Api {
  token = '';
  constructor(readonly base: string) {}

  async call<T>(method: string, url: string, body?: unknown, department?: number): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.token}` };
    if (department !== undefined) headers['X-Current-Department'] = String(department);
    let payload: BodyInit | undefined;
    if (body instanceof FormData || body instanceof URLSearchParams) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${this.base}${url}`, { method, headers, body: payload });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  async signIn(): Promise<void> {
    const form = new URLSearchParams({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const pair = await this.call<{ access_token: string }>('POST', '/api/v1/auth/login', form);
    this.token = pair.access_token;
  }
}

interface JobOut {
  id: number;
  status: string;
  total_items: number | null;
  processed_items: number;
  successful_items: number;
  failed_items: number;
  error_message: string | null;
}

// ---------------------------------------------------------------- CPU profiles

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time by function, and total time under a few markers of the import's phases. */
function summariseProfile(file: string): string[] {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const label = (n: ProfileNode) => {
    const url = n.callFrame.url.replace(/^file:\/\//, '').replace(`${root}/`, '');
    return `${n.callFrame.functionName || '(anonymous)'} ${url ? `${url}:${n.callFrame.lineNumber + 1}` : ''}`.trim();
  };
  const selfBy = new Map<string, number>();
  for (const [id, us] of self) {
    const key = label(byId.get(id)!);
    selfBy.set(key, (selfBy.get(key) ?? 0) + us);
  }
  // Inclusive time of the phases: a sample counts for a phase when a frame of it is on its stack.
  const phases: [string, (n: ProfileNode) => boolean][] = [
    ['csv parsing (csv-parser)', (n) => n.callFrame.url.includes('/csv-parser/')],
    ['row rules (checkRow)', (n) => n.callFrame.functionName === 'checkRow'],
    ['sequelize', (n) => n.callFrame.url.includes('/sequelize/')],
    ['mysql2', (n) => n.callFrame.url.includes('/mysql2/')],
    ['progress pushes (publishProgress)', (n) => n.callFrame.functionName === 'publishProgress'],
    ['garbage collection', (n) => n.callFrame.functionName === '(garbage collector)'],
    ['idle (waiting on I/O)', (n) => n.callFrame.functionName === '(idle)'],
  ];
  const phaseTime = new Map<string, number>();
  for (const [id, us] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at)!;
      for (const [name, test] of phases) if (!seen.has(name) && test(node)) seen.add(name);
    }
    for (const name of seen) phaseTime.set(name, (phaseTime.get(name) ?? 0) + us);
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
  const lines = [`  profile ${path.basename(file)}: ${(total / 1e6).toFixed(1)} s sampled`];
  for (const [name] of phases) lines.push(`    ${pct(phaseTime.get(name) ?? 0)}  ${name}`);
  lines.push('    top self time:');
  for (const [name, us] of [...selfBy].sort((a, b) => b[1] - a[1]).slice(0, 12))
    lines.push(`    ${pct(us)}  ${name}`);
  return lines;
}

// ---------------------------------------------------------------- runs

interface Measured {
  label: string;
  rows: number;
  bytes: number;
  seconds: number;
  peakRss?: number;
  idleRss?: number;
  uploadSeconds?: number;
}

async function databaseConnection(url: URL, database?: string) {
  return mysql.createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database,
    multipleStatements: false,
  });
}

async function baseline(db: mysql.Connection, departmentId: number, rows: StoredProp[]): Promise<Measured> {
  await db.query('DROP TABLE IF EXISTS props_baseline');
  await db.query('CREATE TABLE props_baseline LIKE props');
  // LIKE copies the columns and indexes; the department's foreign key is checked on every row too.
  await db.query(
    'ALTER TABLE props_baseline ADD CONSTRAINT props_baseline_department FOREIGN KEY (department_id) REFERENCES departments (id)',
  );
  const columns = [
    'department_id',
    'name',
    'description',
    'category',
    '`condition`',
    'location',
    'tags',
    'created_at',
    'updated_at',
  ];
  const started = performance.now();
  for (let i = 0; i < rows.length; i += BASELINE_CHUNK) {
    const now = new Date();
    const values = rows
      .slice(i, i + BASELINE_CHUNK)
      .map((r) => [
        departmentId,
        r.name,
        r.description,
        r.category,
        r.condition,
        r.location,
        r.tags,
        now,
        now,
      ]);
    await db.query(`INSERT INTO props_baseline (${columns.join(', ')}) VALUES ?`, [values]);
  }
  const seconds = (performance.now() - started) / 1000;
  const [[{ n }]] = await db.query<mysql.RowDataPacket[]>('SELECT COUNT(*) AS n FROM props_baseline');
  if (Number(n) !== rows.length) throw new Error(`baseline wrote ${n} rows, expected ${rows.length}`);
  return { label: `INSERT ×${BASELINE_CHUNK} (baseline)`, rows: rows.length, bytes: 0, seconds };
}

interface ImportSetup {
  api: Api;
  db: mysql.Connection;
  runtime: Runtime;
  workerEnv: NodeJS.ProcessEnv;
  profileDir: string | null;
}

async function measureImport(setup: ImportSetup, label: string, csv: CsvFile): Promise<Measured> {
  const { api, db } = setup;
  const department = await api.call<{ id: number }>('POST', '/api/v1/departments', {
    name: `Bench ${label} ${crypto.randomBytes(3).toString('hex')}`,
  });

  const profileArgs = setup.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${setup.profileDir}`] : [];
  const worker = startNode(`worker (${label})`, 'worker', setup.runtime, setup.workerEnv, profileArgs);
  await waitFor(
    'the worker to start',
    () => Promise.resolve(worker.output.join('').includes('worker started')),
    {
      watch: [worker],
    },
  );
  const idleRss = memoryOf(worker.child.pid!)?.rss;
  let peakRss = 0;
  const sampler = setInterval(() => {
    const memory = memoryOf(worker.child.pid!);
    if (memory) peakRss = Math.max(peakRss, memory.rss, memory.peak);
  }, 50);

  try {
    const started = performance.now();
    const form = new FormData();
    form.append('file', await fs.openAsBlob(csv.file, { type: 'text/csv' }), path.basename(csv.file));
    const queued = await api.call<{ id: number }>('POST', '/api/v1/props/bulk-import', form, department.id);
    const uploadSeconds = (performance.now() - started) / 1000;
    const job = await waitFor(
      `import job ${queued.id}`,
      async () => {
        const current = await api.call<JobOut>(
          'GET',
          `/api/v1/import-jobs/${queued.id}`,
          undefined,
          department.id,
        );
        return current.status === 'pending' || current.status === 'processing' ? null : current;
      },
      { watch: [worker], timeoutMs: 30 * 60_000, everyMs: 50 },
    );
    const seconds = (performance.now() - started) / 1000;
    const memory = memoryOf(worker.child.pid!);
    if (memory) peakRss = Math.max(peakRss, memory.peak);

    if (job.status !== 'completed' || job.successful_items !== csv.rows || job.failed_items !== 0)
      throw new Error(`import ${label} ended ${job.status}: ${JSON.stringify(job)}`);
    const [[counts]] = await db.query<mysql.RowDataPacket[]>(
      'SELECT (SELECT COUNT(*) FROM props WHERE department_id = ?) AS written, prop_count FROM departments WHERE id = ?',
      [department.id, department.id],
    );
    if (Number(counts.written) !== csv.rows || Number(counts.prop_count) !== csv.rows)
      throw new Error(
        `import ${label}: ${counts.written} props written, prop_count ${counts.prop_count}; expected ${csv.rows}`,
      );
    return {
      label,
      rows: csv.rows,
      bytes: csv.bytes,
      seconds,
      uploadSeconds,
      peakRss,
      idleRss,
    };
  } finally {
    clearInterval(sampler);
    await stop(worker);
  }
}

function newestProfile(dir: string | null, after: Set<string>): string | null {
  if (!dir) return null;
  const fresh = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile') && !after.has(f));
  return fresh.length > 0 ? path.join(dir, fresh.sort().at(-1)!) : null;
}

// ---------------------------------------------------------------- main

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

export async function main({
  workDir,
  ownDatabase,
}: {
  workDir: string;
  ownDatabase: boolean;
}): Promise<void> {
  const rowsWanted = Math.round(positive('BENCH_ROWS', 100_000));
  const largeBytes = Math.min(positive('BENCH_LARGE_MB', 50, { allowZero: true }) * 1e6, MAX_UPLOAD - 1024);
  const runtime = chooseRuntime();
  const databaseUrl = process.env.DATABASE_URL!;
  const url = new URL(databaseUrl);
  if (!/^(mysql|mariadb):$/.test(url.protocol))
    throw new Error('the import bench needs a mysql:// DATABASE_URL');
  const database = url.pathname.replace(/^\//, '');
  const profileDir = process.env.BENCH_PROFILE === '1' ? path.join(workDir, 'profiles') : null;
  if (profileDir) fs.mkdirSync(profileDir, { recursive: true });

  const out = process.stdout;
  out.write(`database: ${databaseUrl}${ownDatabase ? ' (created for this run)' : ''}\n`);
  out.write(
    `redis: ${process.env.REDIS_URL}; API and worker: ${runtime === 'built' ? 'node api/dist' : 'node + tsx api/src'}\n`,
  );

  if (ownDatabase) {
    const server = await databaseConnection(url);
    await server.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await server.end();
  }
  const redis = createClient({ url: process.env.REDIS_URL });
  await redis.connect();
  let db: mysql.Connection | null = null;
  try {
    out.write(`writing ${rowsWanted} rows${largeBytes > 0 ? ` and a ${mb(largeBytes)} MB file` : ''}…\n`);
    const stored: StoredProp[] = [];
    const measuredFile = await writeCsv(path.join(workDir, 'props.csv'), 1, { rows: rowsWanted }, stored);
    const large =
      largeBytes > 0 ? await writeCsv(path.join(workDir, 'props-large.csv'), 2, { bytes: largeBytes }) : null;

    const port = await freePort();
    const common: NodeJS.ProcessEnv = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL,
      DATA_DIR: process.env.DATA_DIR,
      JWT_SECRET: process.env.JWT_SECRET,
      NODE_ENV: 'bench',
      LOG_LEVEL: 'info',
    };
    const api = startNode('API', 'main', runtime, {
      ...common,
      PORT: String(port),
      RUN_WORKERS: 'false',
      SEED_DEMO: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    });
    const client = new Api(`http://127.0.0.1:${port}`);
    await waitFor(
      'the API to answer /health',
      async () => {
        const res = await fetch(`${client.base}/health`);
        const health = (await res.json()) as { queue?: { backend?: string; working?: boolean } };
        return res.ok && health.queue?.backend === 'redis' && health.queue.working === false;
      },
      // Connection refused until it listens.
      { watch: [api], retryErrors: true },
    );
    await client.signIn();
    db = await databaseConnection(url, database);

    const setup: ImportSetup = {
      api: client,
      db,
      runtime,
      profileDir,
      workerEnv: {
        ...common,
        ...(process.env.IMPORT_BATCH_SIZE ? { IMPORT_BATCH_SIZE: process.env.IMPORT_BATCH_SIZE } : {}),
        ...(process.env.WORKER_CONCURRENCY ? { WORKER_CONCURRENCY: process.env.WORKER_CONCURRENCY } : {}),
      },
    };
    const profiles: string[] = [];
    const seen = () => new Set(profileDir ? fs.readdirSync(profileDir) : []);

    out.write('baseline…\n');
    const baselineDepartment = await client.call<{ id: number }>('POST', '/api/v1/departments', {
      name: `Bench baseline ${crypto.randomBytes(3).toString('hex')}`,
    });
    const base = await baseline(db, baselineDepartment.id, stored);
    stored.length = 0;

    out.write(`import of ${measuredFile.rows} rows…\n`);
    let before = seen();
    const measured = await measureImport(setup, `${measuredFile.rows} rows`, measuredFile);
    const first = newestProfile(profileDir, before);
    if (first) profiles.push(first);

    let largeRun: Measured | null = null;
    if (large) {
      out.write(`import of the ${mb(large.bytes)} MB file (${large.rows} rows)…\n`);
      before = seen();
      largeRun = await measureImport(setup, `${mb(large.bytes)} MB`, large);
      const second = newestProfile(profileDir, before);
      if (second) profiles.push(second);
    }
    await stop(api);

    const results: Measured[] = [base, { ...measured, label: `import of ${measuredFile.rows} rows` }];
    if (largeRun) results.push({ ...largeRun, label: `import of ${largeRun.label}` });
    const cell = (text: string, width: number) => text.padStart(width);
    out.write(
      `\n${'run'.padEnd(28)}${cell('rows', 9)}${cell('file MB', 9)}${cell('upload s', 10)}${cell('total s', 9)}${cell('rows/s', 9)}${cell('worker peak RSS MB', 20)}\n`,
    );
    for (const r of results) {
      out.write(
        `${r.label.padEnd(28)}${cell(String(r.rows), 9)}${cell(r.bytes ? mb(r.bytes) : '—', 9)}${cell(
          r.uploadSeconds !== undefined ? r.uploadSeconds.toFixed(2) : '—',
          10,
        )}${cell(r.seconds.toFixed(2), 9)}${cell((r.rows / r.seconds).toFixed(0), 9)}${cell(
          r.peakRss ? `${mb(r.peakRss)} (idle ${mb(r.idleRss ?? 0)})` : '—',
          20,
        )}\n`,
      );
    }
    const ratio = measured.seconds / base.seconds;
    out.write(
      `\nimport time ÷ baseline time: ${ratio.toFixed(2)}×  (${ratio <= 2 ? 'meets' : 'misses'} target: ≤ 2×)\n`,
    );
    if (largeRun?.peakRss) {
      out.write(
        `worker peak RSS on the ${mb(largeRun.bytes)} MB file: ${mb(largeRun.peakRss)} MB  (${largeRun.peakRss < 300e6 ? 'meets' : 'misses'} target: < 300 MB)\n`,
      );
    }
    for (const profile of profiles) out.write(`\n${summariseProfile(profile).join('\n')}\n`);
  } finally {
    await Promise.all(procs.map(stop));
    await db?.end().catch(() => undefined);
    // The queue's keys in Redis are this database's (their prefix names it): remove them with it.
    if (ownDatabase) {
      const keys: string[] = [];
      for await (const batch of redis.scanIterator({ MATCH: `${queuePrefix(databaseUrl)}:*`, COUNT: 500 }))
        keys.push(...batch);
      if (keys.length > 0) await redis.del(keys);
      const server = await databaseConnection(url);
      await server.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await server.end();
    }
    await redis.quit().catch(() => undefined);
  }
}
