/**
 * The abuse bench proper; imported by ./run once the environment is set (see there for settings).
 *
 * The API runs in this process, as bench/api runs it; the people and the attackers are a child
 * process (./load). Two phases of the same length, in the same run, on the same world:
 *
 * 1. **Baseline**: ordinary people of 16 departments use their lists and searches, a request each
 *    second or so, while a prober asks /health.
 * 2. **Under attack**: the same, while 16 students of 16 other departments send the borrowing search
 *    back to back with the costliest input they can: what it refuses (66 short words, 60 tags), and
 *    the widest it takes (8 two-letter words, 10 common tags, no distance, the deepest page).
 *
 * It prints each kind of request's p50 and p99 in both phases, the ratio of the attack's to the
 * baseline's, what the attackers were answered, and whether the aims hold: the ordinary requests'
 * p99 under 250 ms and /health's under 100 ms while under attack, and no ordinary request refused.
 */
import { fork } from 'node:child_process';
import type http from 'node:http';
import path from 'node:path';
import '../../api/src/models';
import { createApp } from '../../api/src/app';
import { migrate } from '../../api/src/db/migrator';
import { sequelize } from '../../api/src/db/sequelize';
import { DepartmentMembership, User } from '../../api/src/models';
import { issueSession } from '../../api/src/services/auth';
import { haversineMiles } from '../../api/src/services/search/distance';
import { close, listen, positive } from '../harness';
import { MAX_DISTANCE, REGION, sequelizeSink } from '../api/world';
import { seedWorldInto } from '../search/seed';
import type { AbuseJob, AbuseRequest, AbuseResult, KindResult } from './load';

const PEOPLE = 16;
const ATTACKERS = 16;
/** A person's pause between two requests. */
const PAUSE_MS = 1000;
const HEALTH_EVERY_MS = 100;
const AIM_P99_MS = 250;
const AIM_HEALTH_P99_MS = 100;

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

function load(job: AbuseJob): Promise<AbuseResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'load.ts'), { stdio: 'inherit' });
    let result: AbuseResult | null = null;
    child.on('message', (message: AbuseResult) => (result = message));
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`the abuse load exited with ${code}`)),
    );
    child.send(job);
  });
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

export async function main(): Promise<void> {
  const duration = positive('BENCH_DURATION', 30);
  const departmentCount = Math.round(positive('BENCH_DEPARTMENTS', 500));
  const itemCount = Math.round(positive('BENCH_ITEMS', 1_600_000));
  const out = process.stdout;
  const servers: http.Server[] = [];
  try {
    out.write(`database: ${sequelize.getDialect()}  (${process.env.DATABASE_URL})\n`);
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

    const api = await listen(createApp());
    servers.push(api.server);
    const job = (withAttack: boolean): AbuseJob => ({
      base: api.base,
      people: people.map(ordinaryRequests),
      pauseMs: PAUSE_MS,
      attackers: withAttack ? attackers.map(attackRequests) : [],
      health: { kind: 'GET /health', method: 'GET', path: '/health', headers: {} },
      healthEveryMs: HEALTH_EVERY_MS,
      duration,
    });
    // Warm the caches and the connections up, then the two phases.
    await load({ ...job(false), duration: Math.min(5, duration) });
    out.write(`baseline: ${PEOPLE} people, a request each ${PAUSE_MS} ms, ${duration} s…\n`);
    const baseline = await load(job(false));
    out.write(`under attack: the same, and ${ATTACKERS} attackers back to back, ${duration} s…\n`);
    const attacked = await load(job(true));

    out.write(
      `\nworld: ${world.departmentIds.length} departments, ${world.props} props, ${world.sets} set pieces, ` +
        `${world.costumes} costumes, ${world.loans} loans, ${world.bookings} bookings\n\n`,
    );
    out.write(
      `${'ordinary request'.padEnd(38)}${'n'.padStart(6)}${'p50'.padStart(8)}${'p99'.padStart(8)}` +
        `${'n'.padStart(8)}${'p50'.padStart(8)}${'p99'.padStart(8)}${'p99 ÷'.padStart(8)}  answers under attack\n`,
    );
    out.write(`${''.padEnd(38)}${'baseline'.padStart(22)}${'under attack'.padStart(24)}\n`);
    const rows = [...baseline.ordinary, baseline.health].map((before) => {
      // A short run (CI's smoke) may see a kind in one phase only.
      const after: KindResult = (before.kind === baseline.health.kind
        ? attacked.health
        : attacked.ordinary.find((r) => r.kind === before.kind)) ?? {
        kind: before.kind,
        count: 0,
        p50: NaN,
        p99: NaN,
        max: NaN,
        statuses: {},
      };
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
    for (const r of attacked.attack)
      out.write(
        `${r.kind.padEnd(44)}${String(r.count).padStart(6)}${ms(r.p50).padStart(8)}${ms(r.p99).padStart(9)}  ${statuses(r)}\n`,
      );

    const ordinaryWorst = Math.max(...attacked.ordinary.map((r) => r.p99));
    const refused = attacked.ordinary.reduce(
      (n, r) =>
        n +
        Object.entries(r.statuses)
          .filter(([s]) => !s.startsWith('2'))
          .reduce((m, [, c]) => m + c, 0),
      0,
    );
    const healthP99 = attacked.health.p99;
    const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');
    out.write(
      `\nunder attack: ordinary p99 at most ${ms(ordinaryWorst)} ms (${verdict(ordinaryWorst < AIM_P99_MS)} < ${AIM_P99_MS} ms); ` +
        `/health p99 ${ms(healthP99)} ms (${verdict(healthP99 < AIM_HEALTH_P99_MS)} < ${AIM_HEALTH_P99_MS} ms); ` +
        `ordinary answers not 2xx: ${refused} (${verdict(refused === 0)} 0)\n`,
    );
    out.write(
      `ratio under attack ÷ baseline, worst ordinary p99: ${(ordinaryWorst / Math.max(...rows.filter((r) => r.before.kind !== 'GET /health').map((r) => r.before.p99))).toFixed(2)}\n`,
    );
  } finally {
    for (const server of servers) await close(server);
    await sequelize.close();
  }
}
