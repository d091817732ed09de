/**
 * The abuse bench proper; imported by ./run once the environment is set (see there for settings).
 *
 * As a district runs it: the shipped nginx site (deploy/nginx/scenedock.conf through
 * e2e/ops/nginxSite: its ports, instances and certificate swapped, a self-signed one made by openssl;
 * its request limits as shipped) in front of API instances that are processes of their own
 * (./instance: api/src/main.ts from source). On MariaDB/MySQL with REDIS_URL, two instances sharing
 * the database and Redis; on SQLite one (SQLite is one instance by design; MariaDB without Redis is
 * one too, as two would each count a person's search allowance). This process seeds the world into
 * the database first, then starts the instances on it, waits for their /health, and starts nginx.
 * The people and the attackers are a child process (./load) speaking https to nginx, each from a
 * loopback address of its own (127.0.1.x people, 127.0.2.x attackers, 127.0.3.1 the /health prober):
 * nginx limits per client address, and real people come from different addresses. Phases, in one
 * run, on the same world:
 *
 * 1. **Baseline**: ordinary people of 16 departments use their lists and searches, a request each
 *    second or so, while a prober asks /health.
 * 2. **Under attack**: the same, while 16 students of 16 other departments send the borrowing search
 *    back to back with the costliest input they can: what it refuses (66 short words, 60 tags), and
 *    the widest it takes (8 two-letter words, 10 common tags, no distance, the deepest page).
 * 3. **Refusals only** (short): the attackers alone, their search allowance spent first (each
 *    searches until refused, before the CPU is read), send the input the search refuses back to
 *    back: 429 for the allowance (paced by the API to about one a second) or 422 for the input.
 * 4. **Health only** (short): the attackers' addresses ask /health back to back: the floor, what
 *    the cheapest answer costs.
 *
 * CPU is each process's own (utime + stime of /proc/<pid>/stat, every thread; nginx's master and
 * workers), read as each phase's load begins and as it ends.
 *
 * It prints the topology, each kind of request's p50 and p99 in both phases, the ratio of the
 * attack's to the baseline's, what the attackers were answered, who answered (each instance, or
 * nginx refusing), CPU ms per refusal per instance and in all next to CPU ms per /health answer, and
 * whether the aims hold: the ordinary requests' p99 under 250 ms and /health's under 100 ms while
 * under attack, and no ordinary request refused. Then where the time goes under attack: the CPU of
 * every process (the instances, nginx, the database, Redis, the load generator) and the machine's
 * idle share, each instance's event-loop delay, and the answers over those aims one by one, split
 * by nginx's log (each request carries an X-Bench-Request id that the rendered site logs with its
 * times) into the instance's part, nginx's and the rest.
 */
import { execFileSync, fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import '../../api/src/models';
import { migrate } from '../../api/src/db/migrator';
import { sequelize } from '../../api/src/db/sequelize';
import { DepartmentMembership, User } from '../../api/src/models';
import { issueSession } from '../../api/src/services/auth';
import { haversineMiles } from '../../api/src/services/search/distance';
import { answers, freePort, launch, running, until, type Child } from '../../api/src/test/processes';
import {
  nginxBinary,
  prepareSite,
  siteStatus,
  startNginx,
  stopNginx,
  type Site,
} from '../../e2e/ops/nginxSite';
import type { BenchSettings } from '../environment';
import { positive } from '../harness';
import { MAX_DISTANCE, REGION, sequelizeSink } from '../api/world';
import { seedWorldInto } from '../search/seed';
import type { AbuseClient, AbuseJob, AbuseRequest, AbuseResult, KindResult, SlowAnswer } from './load';

const PEOPLE = 16;
const ATTACKERS = 16;
/** A person's pause between two requests. */
const PAUSE_MS = 1000;
const HEALTH_EVERY_MS = 100;
const AIM_P99_MS = 250;
const AIM_HEALTH_P99_MS = 100;
/** The short phases' length at most (the refusals only, /health only), seconds. */
const SHORT_PHASE_S = 5;

/** Each client's own loopback address: nginx limits per address. */
const personAt = (i: number) => `127.0.1.${i + 1}`;
const attackerAt = (i: number) => `127.0.2.${i + 1}`;
const PROBER_AT = '127.0.3.1';

const HEALTH: AbuseRequest = { kind: 'GET /health', method: 'GET', path: '/health', headers: {} };

const SEARCH = '/api/v1/search/inter-department';

/** What an ordinary person does, in turn. */
function ordinaryRequests(headers: Record<string, string>): AbuseRequest[] {
  const post = (kind: string, path: string, body: object): AbuseRequest => ({
    kind,
    method: 'POST',
    path,
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const get = (kind: string, path: string): AbuseRequest => ({ kind, method: 'GET', path, headers });
  return [
    get('list: GET /props', '/api/v1/props/?limit=24'),
    post('borrowing search', SEARCH, { query: 'lantern', max_distance: MAX_DISTANCE, limit: 20 }),
    get('list search: GET /props?search=', '/api/v1/props/?limit=24&search=velvet'),
    post('own search: POST /search/advanced', '/api/v1/search/advanced', { query: 'brass', limit: 20 }),
    get('list: GET /costumes', '/api/v1/costumes/?limit=24'),
    post('borrowing search', SEARCH, { category: 'furniture', max_distance: MAX_DISTANCE, limit: 20 }),
  ];
}

/** What an attacker sends, in turn, back to back: refused input, then the widest it takes. */
function attackRequests(headers: Record<string, string>): AbuseRequest[] {
  const search = (kind: string, body: object): AbuseRequest => ({
    kind,
    method: 'POST',
    path: SEARCH,
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const shortWords = Array.from({ length: 66 }, (_, i) => `${'abcdefghij'[i % 10]}${i % 9}`)
    .join(' ')
    .slice(0, 200);
  const sixtyTags = Array.from({ length: 60 }, (_, i) => `t${i}`)
    .join(',')
    .slice(0, 200);
  return [
    search('66 one- and two-letter words', { query: shortWords, available_only: false }),
    search('60 tags', { tags: sixtyTags }),
    search('8 two-letter words, every department', { query: 'he ma re sc ne pa la wo' }),
    search('8 two-letter words, unavailable too', {
      query: 'th se to in tw ca ou ha',
      available_only: false,
    }),
    search('10 common tags, every department', {
      tags: 'period,victorian,modern,fragile,breakaway,hero,rental,heavy,metal,wood',
      limit: 100,
    }),
    search('10 tags nobody has', {
      tags: Array.from({ length: 10 }, (_, i) => `zq${i}x`).join(','),
    }),
    search('the deepest page of a two-letter word', { query: 'he', skip: 1000, limit: 100 }),
    search('no filter, 100 a page', { limit: 100, available_only: false }),
  ];
}

/**
 * An attacker in the refusals-only phase: its allowance spent first with searches within a mile
 * (`drain`: when one runs, it reads next to nothing), then input the search refuses, back to back.
 * Every answer is a refusal: 429 for the allowance, paced by the API to about one a second, or 422
 * for the input when a token has come back (422 only, should the input be checked first).
 */
function refusedOnly(headers: Record<string, string>): Pick<AbuseClient, 'requests' | 'drain'> {
  const [refused] = attackRequests(headers);
  return {
    requests: [{ ...refused, kind: `refusals only: ${refused.kind}` }],
    drain: {
      kind: 'a search within a mile',
      method: 'POST',
      path: SEARCH,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'lantern', max_distance: 1, limit: 1 }),
    },
  };
}

/** ms of CPU a process used since it started: utime + stime of every thread, /proc/<pid>/stat. */
const TICK_MS = 1000 / (Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100);
function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // gone
  }
}

/** The processes running `names` (the first name any process has): the database's, Redis's. */
function pidsOf(...names: string[]): number[] {
  for (const name of names) {
    try {
      return execFileSync('pidof', [name], { encoding: 'utf8' }).trim().split(/\s+/).map(Number);
    } catch {
      // none of that name
    }
  }
  return [];
}

/** nginx's master and its workers. */
function nginxPids(master: number): number[] {
  const workers = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === master;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [master, ...workers];
}

interface Measured {
  name: string;
  /** the instance's address as nginx names it (X-Upstream); none for nginx */
  upstream: string | null;
  pids: () => number[];
}

type Cpu = Map<string, number>;

/** The machine's CPU time (every core), busy and in all, ms: /proc/stat's first line. */
function machineCpu(): { busy: number; ioWait: number; all: number } {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal (guest time is in user already)
  const ticks = fields.slice(0, 8).map(Number);
  const all = ticks.reduce((a, b) => a + b, 0);
  return { busy: (all - ticks[3] - ticks[4]) * TICK_MS, ioWait: ticks[4] * TICK_MS, all: all * TICK_MS };
}

/** Each measured process's CPU so far, the load generator's (`load`), and the machine's. */
const cpuOf = (processes: Measured[], load?: number): Cpu => {
  const machine = machineCpu();
  return new Map([
    ...processes.map((p): [string, number] => [p.name, p.pids().reduce((sum, pid) => sum + cpuMs(pid), 0)]),
    ['load generator', load ? cpuMs(load) : 0],
    [MACHINE_BUSY, machine.busy],
    [MACHINE_IO_WAIT, machine.ioWait],
    [MACHINE_ALL, machine.all],
  ]);
};
const MACHINE_BUSY = 'the machine, busy';
const MACHINE_ALL = 'the machine, in all';
const MACHINE_IO_WAIT = 'the machine, idle waiting for the disk';

/** Runs the load once; with `processes`, the CPU each used from the load's start to its end. */
function load(job: AbuseJob, processes: Measured[] = []): Promise<{ result: AbuseResult; cpu: Cpu }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'load.ts'), { stdio: 'inherit' });
    let result: AbuseResult | null = null;
    let since: Cpu = cpuOf(processes, child.pid);
    let cpu: Cpu = new Map();
    child.on('message', (message: AbuseResult | 'started') => {
      if (message === 'started') since = cpuOf(processes, child.pid);
      else {
        const now = cpuOf(processes, child.pid);
        cpu = new Map([...now].map(([name, ms]) => [name, ms - (since.get(name) ?? 0)]));
        result = message;
      }
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve({ result, cpu }) : reject(new Error(`the abuse load exited with ${code}`)),
    );
    child.send(job);
  });
}

/** Stops an API instance as systemd would (SIGTERM), killing it if it has not gone in 15 s. */
async function stopInstance(instance: Child): Promise<void> {
  if (!running(instance)) return;
  instance.child.kill('SIGTERM');
  const late = setTimeout(() => instance.child.kill('SIGKILL'), 15_000);
  await instance.exited;
  clearTimeout(late);
}

/**
 * The search series of every instance's /metrics (scenedock_search_wait_seconds and
 * scenedock_search_run_seconds, services/search/budget.ts), summed: `<series>{labels}` → [sum, count].
 */
type SearchSeries = Map<string, [number, number]>;

/**
 * What one read of every instance's /metrics says: the search series, summed, and each instance's
 * event-loop delay (p99 and max, ms) since the read before, as prom-client starts it over at each.
 */
interface Scrape {
  search: SearchSeries;
  loopDelay: Map<number, LoopDelay>;
}

async function scrape(ports: number[], token: string): Promise<Scrape> {
  const series: SearchSeries = new Map();
  const loopDelay = new Map<number, LoopDelay>();
  for (const port of ports) {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const delay = { p99: NaN, max: NaN };
    loopDelay.set(port, delay);
    for (const line of (await res.text()).split('\n')) {
      const lag = /^scenedock_nodejs_eventloop_lag_(p99|max)_seconds (\S+)$/.exec(line);
      if (lag) delay[lag[1] as 'p99' | 'max'] = Number(lag[2]) * 1000;
      const m = /^scenedock_search_(wait|run)_seconds_(sum|count)\{([^}]*)\} (\S+)$/.exec(line);
      if (!m) continue;
      const key = `${m[1]} ${m[3].replace(/"/g, '')}`;
      const entry = series.get(key) ?? [0, 0];
      entry[m[2] === 'sum' ? 0 : 1] += Number(m[4]);
      series.set(key, entry);
    }
  }
  return { search: series, loopDelay };
}

/** What the searches of one phase spent, where: each series' count and mean time between two scrapes. */
function searchTime(before: SearchSeries, after: SearchSeries): string[] {
  return [...after]
    .map(([key, [total, count]]) => {
      const [was, wasCount] = before.get(key) ?? [0, 0];
      return {
        key,
        n: count - wasCount,
        mean: count > wasCount ? ((total - was) * 1000) / (count - wasCount) : 0,
      };
    })
    .filter((r) => r.n > 0)
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((r) => `  ${r.key.padEnd(40)}${String(r.n).padStart(7)}${r.mean.toFixed(1).padStart(10)}`);
}

/** One request's times as nginx logged them (deploy's site through e2e/ops/nginxSite: `timed`), ms. */
interface Logged {
  /** all of it in nginx: from the request's first byte read to the answer's last written */
  total: number;
  /** the instance's part: connecting to it, until its headers, until its last byte */
  connect: number;
  header: number;
  upstream: number;
}

/** nginx's log of the run by each request's X-Bench-Request. */
function nginxLog(file: string): Map<string, Logged> {
  // An upstream time is "-" without an instance, or one per instance tried ("0.1, 0.2").
  const seconds = (field: string) =>
    field
      .split(',')
      .map((t) => Number(t.trim()))
      .filter((t) => Number.isFinite(t))
      .reduce((a, b) => a + b, 0) * 1000;
  const logged = new Map<string, Logged>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^\d{3} (\S+) ((?:\S+, )*\S+) ((?:\S+, )*\S+) ((?:\S+, )*\S+) "([^"]*)"/.exec(line);
    if (!m || m[5] === '-' || !m[5]) continue;
    logged.set(m[5], {
      total: seconds(m[1]),
      connect: seconds(m[2]),
      header: seconds(m[3]),
      upstream: seconds(m[4]),
    });
  }
  return logged;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

/** InnoDB's page reads: all of them, and those the buffer pool did not hold (SHOW GLOBAL STATUS). */
interface PageReads {
  reads: number;
  fromDisk: number;
}

/** The bench database's tables and indexes beside the buffer pool that caches them, MB; null on SQLite. */
async function databaseSize(): Promise<{ data: number; pool: number } | null> {
  if (sequelize.getDialect() === 'sqlite') return null;
  const [size] = await sequelize.query<{ data: number; pool: number }>(
    `SELECT (SELECT SUM(data_length + index_length) FROM information_schema.tables
              WHERE table_schema = DATABASE()) / 1048576 AS data,
            @@innodb_buffer_pool_size / 1048576 AS pool`,
    { type: QueryTypes.SELECT },
  );
  return { data: Number(size.data), pool: Number(size.pool) };
}

/** InnoDB's page reads so far; null on SQLite. */
async function pageReads(): Promise<PageReads | null> {
  if (sequelize.getDialect() === 'sqlite') return null;
  const rows = await sequelize.query<{ Variable_name: string; Value: string }>(
    "SHOW GLOBAL STATUS WHERE Variable_name IN ('Innodb_buffer_pool_read_requests', 'Innodb_buffer_pool_reads')",
    { type: QueryTypes.SELECT },
  );
  const value = (name: string) => Number(rows.find((r) => r.Variable_name === name)?.Value ?? NaN);
  return { reads: value('Innodb_buffer_pool_read_requests'), fromDisk: value('Innodb_buffer_pool_reads') };
}

interface LoopDelay {
  p99: number;
  max: number;
}

/**
 * Where the time of the answers over their aims went, under attack, as lines to print: the CPU each
 * process used (and the machine's idle share), each instance's event-loop delay, and each slow
 * answer split by nginx's log into the instance's part, nginx's own and what lies outside nginx
 * (TLS, the client, the kernel's queues).
 */
function whereTheTimeGoes(
  cpu: Cpu,
  names: string[],
  loopDelay: { name: string; baseline: LoopDelay; attack: LoopDelay }[],
  slow: SlowAnswer[],
  logged: Map<string, Logged>,
  database: (PageReads & { size: { data: number; pool: number } | null }) | null,
): string[] {
  const all = cpu.get(MACHINE_ALL) ?? NaN;
  const busy = cpu.get(MACHINE_BUSY) ?? NaN;
  const ioWait = cpu.get(MACHINE_IO_WAIT) ?? NaN;
  const cpuRow = (name: string, cpuMs: number) =>
    `  ${name.padEnd(36)}${cpuMs.toFixed(0).padStart(9)}${`${((100 * cpuMs) / all).toFixed(1)} %`.padStart(10)}`;
  const lines = [
    `CPU under attack, by process${'ms'.padStart(19)}${`of ${os.cpus().length} cores`.padStart(12)}`,
  ];
  let counted = 0;
  for (const name of [...names, 'load generator']) {
    const used = cpu.get(name) ?? 0;
    counted += used;
    lines.push(cpuRow(name, used));
  }
  lines.push(
    // Ticks are 10 ms: a machine almost idle can read a few ticks under its processes' sum.
    cpuRow('everything else', Math.max(0, busy - counted)),
    cpuRow('idle, waiting for the disk', ioWait),
    cpuRow('idle', all - busy - ioWait),
  );
  if (database)
    lines.push(
      `the database's page reads: ${database.reads} from its buffer pool, ${database.fromDisk} of them from the disk ` +
        `(${((100 * database.fromDisk) / Math.max(1, database.reads)).toFixed(2)} %)` +
        (database.size
          ? `; its tables and indexes ${database.size.data.toFixed(0)} MB, its buffer pool ${database.size.pool.toFixed(0)} MB`
          : ''),
    );
  lines.push('');

  lines.push(
    `event-loop delay (/metrics), ms${'baseline p99'.padStart(16)}${'max'.padStart(8)}${'attack p99'.padStart(12)}${'max'.padStart(8)}`,
  );
  for (const d of loopDelay)
    lines.push(
      `  ${d.name.padEnd(29)}${ms(d.baseline.p99).padStart(16)}${ms(d.baseline.max).padStart(8)}` +
        `${ms(d.attack.p99).padStart(12)}${ms(d.attack.max).padStart(8)}`,
    );

  lines.push(
    '',
    `slow answers under attack (people's over ${AIM_P99_MS} ms, /health over ${AIM_HEALTH_P99_MS} ms), medians in ms:`,
    `  ${'kind'.padEnd(36)}${'n'.padStart(4)}${'client'.padStart(8)}${'max'.padStart(8)}` +
      `${'instance'.padStart(10)}${'connect'.padStart(9)}${'headers'.padStart(9)}${'nginx'.padStart(7)}${'outside'.padStart(9)}`,
  );
  const kinds = [...new Set(slow.map((a) => a.kind))];
  for (const kind of kinds) {
    const answers = slow.filter((a) => a.kind === kind);
    const found = answers.flatMap((a) => {
      const l = logged.get(a.id);
      return l ? [{ a, l }] : [];
    });
    const m = (f: (x: { a: SlowAnswer; l: Logged }) => number) => ms(median(found.map(f)));
    lines.push(
      `  ${kind.padEnd(36)}${String(answers.length).padStart(4)}${m((x) => x.a.ms).padStart(8)}` +
        `${ms(Math.max(...answers.map((a) => a.ms))).padStart(8)}${m((x) => x.l.upstream).padStart(10)}` +
        `${m((x) => x.l.connect).padStart(9)}${m((x) => x.l.header).padStart(9)}` +
        `${m((x) => x.l.total - x.l.upstream).padStart(7)}${m((x) => x.a.ms - x.l.total).padStart(9)}`,
    );
  }
  if (!kinds.length) lines.push('  none');
  lines.push(
    '  instance: from nginx asking it to its last byte (connecting, and until its headers, within it);',
    "  nginx: the rest of nginx's time; outside: the rest of the client's (TLS, the load generator, the kernel)",
  );
  return lines;
}

/** A student (or `role`) of each department, signed in: the headers of their requests. */
async function peopleOf(departments: number[], label: string): Promise<Record<string, string>[]> {
  const headers: Record<string, string>[] = [];
  for (const [i, department] of departments.entries()) {
    const user = await User.create({
      email: `${label}-${i}-${Date.now().toString(36)}@bench.example`,
      password_hash: null,
      first_name: label,
      last_name: String(i),
      phone: null,
      status: 'active',
      is_superuser: false,
      last_login: null,
    });
    await DepartmentMembership.create({ department_id: department, user_id: user.id, role: 'student' });
    headers.push({
      Authorization: `Bearer ${(await issueSession(user)).access_token}`,
      'X-Current-Department': String(department),
    });
  }
  return headers;
}

const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '–' : n.toFixed(1));
const statuses = (r: KindResult) =>
  Object.entries(r.statuses)
    .sort()
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

const sum = (counts: Record<string, number> | undefined, keep: (status: string) => boolean) =>
  Object.entries(counts ?? {})
    .filter(([status]) => keep(status))
    .reduce((n, [, c]) => n + c, 0);
/** Refused by the API: a 429 or 422 of its own (not nginx's). */
const apiRefusal = (status: string) => status === '429' || status === '422';
/** Every answer of a phase, whoever gave it. */
const everything = (r: AbuseResult) =>
  Object.values(r.answeredBy).reduce((n, counts) => n + sum(counts, () => true), 0);
const perAnswer = (cpu: number | undefined, n: number) =>
  n > 0 && cpu !== undefined ? (cpu / n).toFixed(3) : '–';

export async function main({ redisUrl }: BenchSettings): Promise<void> {
  nginxBinary(); // before seeding: without nginx there is no bench, and the error says what to install
  const duration = positive('BENCH_DURATION', 30);
  const warmup = Math.min(positive('BENCH_WARMUP', 5), duration);
  const short = Math.min(SHORT_PHASE_S, duration);
  const departmentCount = Math.round(positive('BENCH_DEPARTMENTS', 500));
  const itemCount = Math.round(positive('BENCH_ITEMS', 1_600_000));
  const out = process.stdout;
  const dialect = sequelize.getDialect();
  const instanceCount = redisUrl ? 2 : 1;
  const topology =
    `nginx → ${instanceCount} instance${instanceCount > 1 ? 's' : ''}, ` +
    (dialect === 'sqlite' ? 'SQLite' : redisUrl ? 'MariaDB+Redis' : 'MariaDB (no REDIS_URL: one instance)');
  let site: Site | null = null;
  let nginx: Child | null = null;
  const instances: Child[] = [];
  let databaseOpen = true;
  try {
    out.write(
      `database: ${dialect}  (${process.env.DATABASE_URL})${redisUrl ? `  redis: ${redisUrl}` : ''}\n`,
    );
    out.write(`topology: ${topology}\n`);
    await migrate();
    out.write(`seeding ${departmentCount} departments and ${itemCount} items…\n`);
    const seedStart = performance.now();
    const world = await seedWorldInto(sequelizeSink(sequelize), REGION, {
      departments: departmentCount,
      items: itemCount,
    });
    out.write(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s\n`);
    // Ordinary people in the departments nearest the middle (their whole circle is in the region);
    // attackers in the furthest, so the widest search reads every other department.
    const byDistance = [...world.places].sort(
      (a, b) => haversineMiles(a, REGION) - haversineMiles(b, REGION),
    );
    const people = await peopleOf(
      byDistance.slice(0, PEOPLE).map((p) => p.id),
      'person',
    );
    const attackers = await peopleOf(
      byDistance.slice(-ATTACKERS).map((p) => p.id),
      'attacker',
    );
    // The instances have the database to themselves from here; on MySQL/MariaDB this process only
    // reads the server's counters (pageReads), on one connection.
    if (sequelize.getDialect() === 'sqlite') {
      await sequelize.close();
      databaseOpen = false;
    }

    site = await prepareSite('bench-abuse');
    // The instances' /metrics, read straight from each (never through nginx): where searches wait.
    const metricsToken = crypto.randomBytes(16).toString('hex');
    const ports: number[] = [];
    for (let i = 0; i < instanceCount; i++) ports.push(await freePort());
    out.write(`starting ${instanceCount} API instance${instanceCount > 1 ? 's' : ''} and nginx…\n`);
    for (const [i, port] of ports.entries())
      instances.push(
        launch(`API ${i + 1}`, process.execPath, ['--import', 'tsx', path.join(__dirname, 'instance.ts')], {
          PORT: String(port),
          REDIS_URL: redisUrl ?? '',
          // With Redis nobody else needs a worker here; without it the instance works the queue itself.
          RUN_WORKERS: 'false',
          TRUST_PROXY: 'loopback',
          METRICS_TOKEN: metricsToken,
          PUBLIC_URL: `https://${site.host}:${site.tlsPort}`,
          SEED_DEMO: 'false',
        }),
      );
    await Promise.all(
      instances.map((instance, i) =>
        until(`${instance.name} to answer /health`, () => answers(`http://127.0.0.1:${ports[i]}/health`), {
          timeoutMs: 180_000,
          alive: [instance],
        }),
      ),
    );
    nginx = startNginx(site, ports);
    const proxy = site;
    await until(
      'nginx to answer /health over TLS',
      async () => (await siteStatus(proxy, '/health')) === 200,
      {
        alive: [nginx, ...instances],
      },
    );
    const nginxPid = nginx.child.pid!;
    const measured: Measured[] = [
      ...instances.map((instance, i) => ({
        name: instance.name,
        upstream: `127.0.0.1:${ports[i]}`,
        pids: () => [instance.child.pid!],
      })),
      { name: 'nginx', upstream: null, pids: () => nginxPids(nginxPid) },
    ];
    // Everything else the requests wait for, measured too (not answering requests themselves).
    const services: Measured[] = [
      ...(sequelize.getDialect() === 'sqlite'
        ? []
        : [{ name: 'the database', upstream: null, pids: () => pidsOf('mariadbd', 'mysqld') }]),
      ...(redisUrl ? [{ name: 'Redis', upstream: null, pids: () => pidsOf('redis-server') }] : []),
    ];
    const everyProcess = [...measured, ...services];

    const target = { port: site.tlsPort, servername: site.host, ca: site.ca.toString() };
    const clients = (
      headers: Record<string, string>[],
      at: (i: number) => string,
      requests: (h: Record<string, string>) => AbuseRequest[],
    ): AbuseClient[] => headers.map((h, i) => ({ from: at(i), requests: requests(h) }));
    const job = (withAttack: boolean): AbuseJob => ({
      target,
      people: clients(people, personAt, ordinaryRequests),
      pauseMs: PAUSE_MS,
      attackers: withAttack ? clients(attackers, attackerAt, attackRequests) : [],
      health: { from: PROBER_AT, requests: [HEALTH] },
      healthEveryMs: HEALTH_EVERY_MS,
      duration,
      slowOverMs: { ordinary: AIM_P99_MS, health: AIM_HEALTH_P99_MS },
    });
    // Warm the caches and the connections up, then the phases.
    await load({ ...job(false), duration: warmup });
    out.write(`baseline: ${PEOPLE} people, a request each ${PAUSE_MS} ms, ${duration} s…\n`);
    const beforeBaseline = await scrape(ports, metricsToken);
    const baseline = (await load(job(false), everyProcess)).result;
    const afterBaseline = await scrape(ports, metricsToken);
    out.write(`under attack: the same, and ${ATTACKERS} attackers back to back, ${duration} s…\n`);
    const readsBefore = await pageReads();
    const attack = await load(job(true), everyProcess);
    const readsAfter = await pageReads();
    const attacked = attack.result;
    const afterAttack = await scrape(ports, metricsToken);
    out.write(`refusals only: the ${ATTACKERS} attackers alone, over their allowance, ${short} s…\n`);
    const refusals = await load(
      {
        ...job(false),
        people: [],
        health: null,
        attackers: attackers.map((h, i) => ({ from: attackerAt(i), ...refusedOnly(h) })),
        duration: short,
      },
      measured,
    );
    out.write(`/health only: the ${ATTACKERS} attackers' addresses ask /health back to back, ${short} s…\n`);
    const floor = await load(
      {
        ...job(false),
        people: [],
        health: null,
        attackers: clients(attackers, attackerAt, () => [HEALTH]),
        duration: short,
      },
      measured,
    );

    out.write(
      `\ntopology: ${topology}  (https through deploy/nginx/scenedock.conf's limits, each client from its own 127.x address)\n`,
    );
    out.write(
      `world: ${world.departmentIds.length} departments, ${world.props} props, ${world.sets} set pieces, ` +
        `${world.costumes} costumes, ${world.loans} loans, ${world.bookings} bookings\n\n`,
    );
    out.write(
      `${'ordinary request'.padEnd(38)}${'n'.padStart(6)}${'p50'.padStart(8)}${'p99'.padStart(8)}` +
        `${'n'.padStart(8)}${'p50'.padStart(8)}${'p99'.padStart(8)}${'p99 ÷'.padStart(8)}  answers under attack\n`,
    );
    out.write(`${''.padEnd(38)}${'baseline'.padStart(22)}${'under attack'.padStart(24)}\n`);
    const none = (kind: string): KindResult => ({
      kind,
      count: 0,
      p50: NaN,
      p99: NaN,
      max: NaN,
      statuses: {},
    });
    const baselineHealth = baseline.health ?? none(HEALTH.kind);
    const attackedHealth = attacked.health ?? none(HEALTH.kind);
    const rows = [...baseline.ordinary, baseline.ordinaryAll, baselineHealth].map((before) => {
      // A short run (CI's smoke) may see a kind in one phase only.
      const after: KindResult =
        (before === baselineHealth
          ? attackedHealth
          : before === baseline.ordinaryAll
            ? attacked.ordinaryAll
            : attacked.ordinary.find((r) => r.kind === before.kind)) ?? none(before.kind);
      out.write(
        `${before.kind.padEnd(38)}${String(before.count).padStart(6)}${ms(before.p50).padStart(8)}${ms(before.p99).padStart(8)}` +
          `${String(after.count).padStart(8)}${ms(after.p50).padStart(8)}${ms(after.p99).padStart(8)}` +
          `${(after.p99 / before.p99).toFixed(2).padStart(8)}  ${statuses(after)}\n`,
      );
      return { before, after };
    });
    out.write(
      `\n${'attack'.padEnd(44)}${'n'.padStart(6)}${'p50'.padStart(8)}${'p99'.padStart(9)}  answers\n`,
    );
    for (const r of [...attacked.attack, ...refusals.result.attack])
      out.write(
        `${r.kind.padEnd(44)}${String(r.count).padStart(6)}${ms(r.p50).padStart(8)}${ms(r.p99).padStart(9)}  ${statuses(r)}\n`,
      );

    // Where the searches' time went (every instance's /metrics): waiting for a slot, and running.
    out.write(`\nsearch time by slot (/metrics)${'n'.padStart(17)}${'mean ms'.padStart(10)}\n`);
    for (const [name, from, to] of [
      ['baseline', beforeBaseline, afterBaseline],
      ['under attack', afterBaseline, afterAttack],
    ] as const)
      out.write(`${name}\n${searchTime(from.search, to.search).join('\n')}\n`);

    // Who answered: each instance (X-Upstream, added by the rendered site), or nginx refusing.
    out.write('\nanswered by        ');
    const phases: [string, AbuseResult][] = [
      ['baseline', baseline],
      ['under attack', attacked],
      ['refusals only', refusals.result],
      ['/health only', floor.result],
    ];
    const answerers = measured.map((m) => m.upstream ?? 'nginx');
    // Neither an instance nor nginx's refusal: a failed connection, or an answer without X-Upstream.
    if (phases.some(([, r]) => r.answeredBy.unknown)) answerers.push('unknown');
    out.write(`${answerers.map((a) => (a === 'nginx' ? 'nginx (429)' : a).padStart(18)).join('')}\n`);
    for (const [name, result] of phases)
      out.write(
        `${name.padEnd(19)}${answerers.map((a) => String(sum(result.answeredBy[a], () => true)).padStart(18)).join('')}\n`,
      );

    // Every request went through nginx: its access log has each (the warm-up's, the readiness probe's
    // and the refusals-only phase's draining too, so more than the phases sent).
    const logged = fs.readFileSync(path.join(site.dir, 'access.log'), 'utf8').split('\n').length - 1;
    const sent = phases.reduce((n, [, r]) => n + everything(r), 0);
    out.write(`nginx's access log: ${logged} requests; the four phases sent ${sent}\n`);

    // CPU per refusal, and per /health answer as the floor.
    const tick = TICK_MS.toFixed(0);
    out.write(
      `\nCPU (utime+stime from /proc/<pid>/stat, ${tick} ms ticks)` +
        `${'refusals only'.padStart(22)}${'/health only'.padStart(34)}\n`,
    );
    out.write(
      `${''.padEnd(34)}${'refused'.padStart(9)}${'CPU ms'.padStart(9)}${'ms each'.padStart(10)}` +
        `${'answered'.padStart(16)}${'CPU ms'.padStart(9)}${'ms each'.padStart(10)}\n`,
    );
    const row = (
      label: string,
      refused: number,
      refusedCpu: number | undefined,
      healthy: number,
      healthCpu: number | undefined,
    ) =>
      out.write(
        `${label.padEnd(34)}${String(refused).padStart(9)}${(refusedCpu ?? NaN).toFixed(0).padStart(9)}${perAnswer(refusedCpu, refused).padStart(10)}` +
          `${String(healthy).padStart(16)}${(healthCpu ?? NaN).toFixed(0).padStart(9)}${perAnswer(healthCpu, healthy).padStart(10)}\n`,
      );
    let allRefused = 0;
    let allHealthy = 0;
    let allRefusedCpu = 0;
    let allHealthCpu = 0;
    for (const m of measured.filter((m) => m.upstream)) {
      const refused = sum(refusals.result.answeredBy[m.upstream!], apiRefusal);
      const healthy = sum(floor.result.answeredBy[m.upstream!], (s) => s === '200');
      row(`${m.name} (${m.upstream})`, refused, refusals.cpu.get(m.name), healthy, floor.cpu.get(m.name));
      allRefused += refused;
      allHealthy += healthy;
      allRefusedCpu += refusals.cpu.get(m.name) ?? 0;
      allHealthCpu += floor.cpu.get(m.name) ?? 0;
    }
    row('all instances', allRefused, allRefusedCpu, allHealthy, allHealthCpu);
    row(
      'nginx, per request it handled',
      everything(refusals.result),
      refusals.cpu.get('nginx'),
      everything(floor.result),
      floor.cpu.get('nginx'),
    );
    const answeredInAll = everything(refusals.result);
    out.write(
      `refusals only: ${allRefused} of ${answeredInAll} answers refused by the API (429/422), ` +
        `${sum(refusals.result.answeredBy.nginx, () => true)} by nginx's own limit; ` +
        `/health only: the floor, the cheapest answer an instance gives\n`,
    );

    // Each kind has about 80 answers a phase, so its p99 is its slowest answer; every person's
    // answers together (about 460) have a p99 that is one.
    const ordinaryWorst = Math.max(...attacked.ordinary.map((r) => r.p99));
    const ordinaryAll = attacked.ordinaryAll.p99;
    const refused = attacked.ordinary.reduce((n, r) => n + sum(r.statuses, (s) => !s.startsWith('2')), 0);
    const healthP99 = attackedHealth.p99;
    const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');
    out.write(
      `\nunder attack (${topology}): people's p99 ${ms(ordinaryAll)} ms over their ${attacked.ordinaryAll.count} answers ` +
        `(${verdict(ordinaryAll < AIM_P99_MS)} < ${AIM_P99_MS} ms), each kind's at most ${ms(ordinaryWorst)} ms ` +
        `(${verdict(ordinaryWorst < AIM_P99_MS)}; a kind's p99 of ${Math.min(...attacked.ordinary.map((r) => r.count))}–` +
        `${Math.max(...attacked.ordinary.map((r) => r.count))} answers is about its slowest); ` +
        `/health p99 ${ms(healthP99)} ms (${verdict(healthP99 < AIM_HEALTH_P99_MS)} < ${AIM_HEALTH_P99_MS} ms); ` +
        `ordinary answers not 2xx: ${refused} (${verdict(refused === 0)} 0)\n`,
    );
    out.write(
      `ratio under attack ÷ baseline, worst ordinary p99: ${(ordinaryWorst / Math.max(...rows.filter((r) => r.before !== baselineHealth && r.before !== baseline.ordinaryAll).map((r) => r.before.p99))).toFixed(2)}\n`,
    );

    out.write('\nwhere the time goes under attack\n');
    const profile = whereTheTimeGoes(
      attack.cpu,
      everyProcess.map((p) => p.name),
      ports.map((port, i) => ({
        name: `${instances[i].name} (127.0.0.1:${port})`,
        baseline: afterBaseline.loopDelay.get(port)!,
        attack: afterAttack.loopDelay.get(port)!,
      })),
      attacked.slow,
      nginxLog(path.join(site.dir, 'access.log')),
      readsBefore &&
        readsAfter && {
          reads: readsAfter.reads - readsBefore.reads,
          fromDisk: readsAfter.fromDisk - readsBefore.fromDisk,
          size: await databaseSize(),
        },
    );
    out.write(`${profile.join('\n')}\n`);
  } finally {
    if (nginx) await stopNginx(nginx);
    for (const instance of instances) await stopInstance(instance);
    if (site) fs.rmSync(site.dir, { recursive: true, force: true });
    if (databaseOpen) await sequelize.close();
  }
}
