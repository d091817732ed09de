/**
 * The bench proper; imported by ./run once the environment is set (see there for settings).
 * One process serves the API and the bare routes; autocannon runs in a child (./load).
 *
 * Part 1: 50,000 props in one department, a sixth of them with dated bookings (./bookings); the prop
 * list, a filtered list, the list of props free on some days ahead (`available_from`–`available_to`)
 * and two searches against a bare Express route sending the list page's own JSON. Part 2: the
 * borrowing search (`POST /search/inter-department`), for today and for some days ahead
 * (`date_range`), over a world of departments and items of all three kinds with their productions',
 * loans' and blocks' bookings, against a bare route reading a page of rows by primary key through
 * the same connection pool.
 * Each baseline runs before and after its part's targets, and the higher run counts.
 */
import type http from 'node:http';
import express from 'express';
import { QueryTypes } from 'sequelize';
import '../../api/src/models';
import { createApp } from '../../api/src/app';
import { migrate } from '../../api/src/db/migrator';
import { sequelize } from '../../api/src/db/sequelize';
import { Prop } from '../../api/src/models';
import { issueSession } from '../../api/src/services/auth';
import { metricsRegistry } from '../../api/src/services/metrics';
import { seedProps } from '../../e2e/support/seedProps';
import { day } from '../search/seed';
import {
  borrowingSearch,
  close,
  listen,
  measure as measureLoad,
  positive,
  type LoadTarget,
  type Measured,
} from '../harness';
import { seedPropBookings, type Days } from './bookings';
import type { LoadRequest } from './load';
import { profileLoad, profileRequest } from './profile';
import { MAX_DISTANCE, REGION, seedBorrowingWorld } from './world';

const CONNECTIONS = 16;
const LIMIT = 100;
/** Matches "lantern" / "storm lantern" / "lantern garland" names and the `lantern` tag: about 5% of rows. */
const SEARCH_TERM = 'lantern';
/** The same search as typed, before the word is finished. */
const PREFIX_TERM = 'lant';
/** A typical screen filter: one category and one condition (1/7 × 1/4 of the props). */
const FILTER = 'condition=good&category=lighting';
/** The share of the list's props with bookings (a timeline of one to three). */
const BOOKED_SHARE = 1 / 6;
/** The days the list asks about, as offsets from today: a week two weeks ahead. */
const LIST_DAYS = [14, 20] as const;
/** The days the borrowing search asks about: a week four weeks ahead. */
const SEARCH_DAYS = [28, 34] as const;
const PAGE = 20;
/** seconds of load under the CPU profiler, per target that misses (BENCH_PROFILE=1) */
const PROFILE_SECONDS = 4;
const SEARCHER_DEPARTMENTS = 8;
/**
 * The people the borrowing searches come from. A person may search about once a second (the API's
 * per-person allowance, docs/concurrency-and-limits.md): as in real use, the bench's hundreds of
 * searches a second are hundreds of people's, each request of the load another person's.
 */
const SEARCH_PEOPLE = 1000;
/** Typical borrowing searches: a term, or a category. */
const QUERIES: Record<string, unknown>[] = [
  { query: 'lantern' },
  { query: 'velvet' },
  { category: 'furniture' },
];

/** The search slots' series (services/search/budget.ts) so far: `<wait|run> <labels>` → [seconds, count]. */
async function searchSlots(): Promise<Map<string, [number, number]>> {
  const series = new Map<string, [number, number]>();
  for (const [kind, name] of [
    ['wait', 'scenedock_search_wait_seconds'],
    ['run', 'scenedock_search_run_seconds'],
  ] as const) {
    const metric = await metricsRegistry.getSingleMetric(name)?.get();
    for (const value of (metric?.values ?? []) as { metricName?: string; labels: object; value: number }[]) {
      const part = value.metricName?.endsWith('_sum') ? 0 : value.metricName?.endsWith('_count') ? 1 : null;
      if (part === null) continue;
      const labels = Object.entries(value.labels)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(',');
      const entry = series.get(`${kind} ${labels}`) ?? [0, 0];
      entry[part] += value.value;
      series.set(`${kind} ${labels}`, entry);
    }
  }
  return series;
}

/** Sends one request as the load generator would, and answers the body, X-Total-Count and whether it is exact. */
async function send(base: string, request: LoadRequest) {
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  if (!response.ok) throw new Error(`${request.path}: ${response.status} ${await response.text()}`);
  return {
    body: (await response.json()) as unknown[],
    total: Number(response.headers.get('x-total-count')),
    exact: response.headers.get('x-total-count-exact') !== 'false',
  };
}

interface Target extends LoadTarget {
  /** the target this one is compared with, and the least throughput ratio aimed at (0: p99 only) */
  baseline?: { name: string; ratio: number };
}

const ms = (n: number) => n.toFixed(1);
/** A baseline's second run, after the targets compared with it. */
const again = (name: string) => `${name} (again)`;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

export async function main(): Promise<void> {
  const duration = positive('BENCH_DURATION', 10);
  const warmup = positive('BENCH_WARMUP', 3);
  const propCount = Math.round(positive('BENCH_PROPS', 50_000));
  const itemCount = Math.round(positive('BENCH_ITEMS', 500_000));
  const departmentCount = Math.round(positive('BENCH_DEPARTMENTS', 500));
  const profile = process.env.BENCH_PROFILE === '1';
  const out = process.stdout;
  const servers: http.Server[] = [];

  try {
    out.write(`database: ${sequelize.getDialect()}  (${process.env.DATABASE_URL})\n`);
    await migrate();

    // ---- part 1: one department's props
    out.write(`seeding ${propCount} props…\n`);
    let started = performance.now();
    const { department, user } = await seedProps(sequelize, propCount);
    const propSeed = seconds(started);
    const rows = await Prop.count({ where: { department_id: department.id } });
    const listDays: Days = { from: day(LIST_DAYS[0]), to: day(LIST_DAYS[1]) };
    out.write(`seeding bookings for ${percent(BOOKED_SHARE, 1)} of them…\n`);
    started = performance.now();
    const booked = await seedPropBookings(sequelize, department.id, BOOKED_SHARE, listDays);
    const bookingSeed = seconds(started);
    const available = `&available_from=${listDays.from}&available_to=${listDays.to}`;

    const api = await listen(createApp());
    servers.push(api.server);
    // A real session (a refresh-token family), as sign-in starts: the API refuses tokens without one.
    const headers = {
      Authorization: `Bearer ${(await issueSession(user)).access_token}`,
      'X-Current-Department': String(department.id),
    };
    const get = (query: string): LoadRequest => ({
      method: 'GET',
      path: `/api/v1/props/?limit=${LIMIT}${query}`,
      headers,
    });
    const list = await send(api.base, get(''));
    if (list.body.length !== LIMIT || list.total !== rows)
      throw new Error(
        `API list gave ${list.body.length} items, total ${list.total}; expected ${LIMIT}, ${rows}`,
      );
    // Every match: a text search's count stops 100 past the page asked for, so the page asked for
    // here lies past the last match (X-Total-Count-Exact: true).
    const matchesOf = async (query: string) => {
      const { total, exact } = await send(api.base, get(`${query}&skip=${rows}`));
      if (!exact) throw new Error(`${query}: the count past every row stopped early`);
      return total;
    };
    const matches = {
      filter: await matchesOf(`&${FILTER}`),
      available: await matchesOf(available),
      search: await matchesOf(`&search=${SEARCH_TERM}`),
      prefix: await matchesOf(`&search=${PREFIX_TERM}`),
    };
    // The list must leave out exactly the props the seeded bookings hold on those days.
    if (matches.available !== rows - booked.heldDuring)
      throw new Error(
        `${available}: ${matches.available} free, expected ${rows - booked.heldDuring} (${booked.heldDuring} held)`,
      );

    // The bare route sends exactly what the API's list sent, so the two differ only in how they get it.
    const items = list.body;
    const bareApp = express();
    bareApp.get('/items', (_req, res) => {
      res.json(items);
    });
    const bare = await listen(bareApp);
    servers.push(bare.server);
    const BARE = 'bare express';
    const listTargets: Target[] = [
      { name: BARE, base: bare.base, requests: [{ method: 'GET', path: '/items', headers: {} }] },
      { name: 'API list', base: api.base, requests: [get('')], baseline: { name: BARE, ratio: 0.25 } },
      {
        name: 'API filtered list',
        base: api.base,
        requests: [get(`&${FILTER}`)],
        baseline: { name: BARE, ratio: 0.25 },
      },
      {
        name: 'API list available from–to',
        base: api.base,
        requests: [get(available)],
        baseline: { name: BARE, ratio: 0.25 },
      },
      {
        name: `API search "${SEARCH_TERM}"`,
        base: api.base,
        requests: [get(`&search=${SEARCH_TERM}`)],
        baseline: { name: BARE, ratio: 0.15 },
      },
      {
        name: `API search "${PREFIX_TERM}"`,
        base: api.base,
        requests: [get(`&search=${PREFIX_TERM}`)],
        baseline: { name: BARE, ratio: 0.15 },
      },
    ];
    const results = new Map<string, Measured>();
    /** each search target's time in the search slots, as lines to print */
    const slotTimes: string[] = [];
    // Each baseline is measured before and after the targets compared with it, and the higher of the
    // two counts: on a small shared machine one run of the same route can be half another's, and a
    // slow moment must not flatter the ratios.
    const baselineRate = (name: string) =>
      Math.max(...[name, again(name)].map((n) => results.get(n)?.requestsPerSecond ?? 0));
    const verdict = (name: string, baseline: NonNullable<Target['baseline']>) => {
      const r = results.get(name)!;
      const ratio = r.requestsPerSecond / baselineRate(baseline.name);
      return { ratio, meets: ratio >= baseline.ratio && r.p99 < 100 };
    };
    const profiles: string[] = [];
    // Right after a part's load, while the database holds what that part was measured on (the
    // borrowing world seeded later puts five times the props, and their words, in the same tables).
    const profileMisses = async (targets: Target[]) => {
      if (!profile) return;
      const missed = targets.filter((t) => t.baseline && !verdict(t.name, t.baseline).meets);
      for (const target of missed) {
        let i = 0;
        // Every distinct request at least once (the borrowing search cycles through several).
        const lines = await profileRequest(
          target.name,
          async () => {
            await send(target.base, target.requests[i++ % target.requests.length]);
          },
          Math.max(10, target.requests.length),
        );
        profiles.push(...lines, ...(await profileLoad(target, CONNECTIONS, PROFILE_SECONDS)));
      }
      // The baselines' main thread too, for what the targets' is compared with.
      const baselines = new Set(missed.map((t) => t.baseline!.name));
      for (const target of targets.filter((t) => baselines.has(t.name)))
        profiles.push(...(await profileLoad(target, CONNECTIONS, PROFILE_SECONDS)));
    };
    const measure = async (targets: Target[]) => {
      const runs = [
        ...targets,
        ...targets.filter((t) => !t.baseline).map((t) => ({ ...t, name: again(t.name) })),
      ];
      for (const target of runs) {
        out.write(`load: ${target.name}…\n`);
        const before = await searchSlots();
        results.set(target.name, await measureLoad(target, { connections: CONNECTIONS, warmup, duration }));
        // Where a search's time went: waiting for a slot, and running in one (warm-up included).
        const lines = [...(await searchSlots())].flatMap(([key, [total, count]]) => {
          const [was, wasCount] = before.get(key) ?? [0, 0];
          const n = count - wasCount;
          return n > 0
            ? [
                `  ${key.padEnd(34)}${String(n).padStart(7)}${((1000 * (total - was)) / n).toFixed(1).padStart(9)}`,
              ]
            : [];
        });
        if (lines.length)
          slotTimes.push(
            `${target.name}${'n'.padStart(43 - target.name.length)}${'mean ms'.padStart(9)}`,
            ...lines,
          );
      }
    };
    await measure(listTargets);
    await profileMisses(listTargets);

    // ---- part 2: the borrowing search over departments with coordinates
    out.write(`seeding ${departmentCount} departments and ${itemCount} items…\n`);
    started = performance.now();
    const world = await seedBorrowingWorld(
      sequelize,
      { departments: departmentCount, items: itemCount },
      SEARCHER_DEPARTMENTS,
      SEARCH_PEOPLE,
    );
    const worldSeed = seconds(started);
    const tokens: string[] = [];
    for (const person of world.people) tokens.push((await issueSession(person)).access_token);
    const searchDays: Days = { from: day(SEARCH_DAYS[0]), to: day(SEARCH_DAYS[1]) };
    const dateRange = { start: searchDays.from, end: searchDays.to };
    // Each query for today (no date_range), and for the days ahead.
    const questions = [...QUERIES, ...QUERIES.map((q) => ({ ...q, date_range: dateRange }))];
    const searchRequest = (bearer: string, department: number, query: Record<string, unknown>) =>
      borrowingSearch(bearer, department, query, { maxDistance: MAX_DISTANCE, limit: PAGE });
    // Every question from every searcher department, checked once; the load asks them as everybody.
    const asked: { department: number; query: Record<string, unknown> }[] = [];
    const totals = new Map<Record<string, unknown>, { total: number; exact: boolean }[]>(
      questions.map((q) => [q, []]),
    );
    for (const [d, department] of world.searchers.entries()) {
      for (const query of questions) {
        const request = searchRequest(tokens[d % tokens.length], department, query);
        const { body, total, exact } = await send(api.base, request);
        if (body.length !== Math.min(PAGE, total))
          throw new Error(`search answered ${body.length} of ${total}`);
        // available_only: a result something holds on the days asked about would be a wrong answer.
        if ((body as { available?: boolean }[]).some((item) => item.available !== true))
          throw new Error(`search ${request.body} answered an item that is not available`);
        totals.get(query)!.push({ total, exact });
        asked.push({ department, query });
      }
    }
    const asEverybody = (dated: boolean): LoadRequest[] => {
      const mine = asked.filter((a) => 'date_range' in a.query === dated);
      return tokens.map((token, i) =>
        searchRequest(token, mine[i % mine.length].department, mine[i % mine.length].query),
      );
    };
    const searches = asEverybody(false);
    const datedSearches = asEverybody(true);
    // The world's items some booking holds on the search's days (the world's departments only).
    const [heldAhead] = await sequelize.query<{ n: number }>(
      `SELECT COUNT(*) AS n FROM (SELECT DISTINCT item_type, item_id FROM bookings
        WHERE department_id >= :first AND state IN ('held', 'out') AND starts_on <= :to
          AND (ends_on IS NULL OR ends_on >= :from)) AS held`,
      {
        replacements: { first: Math.min(...world.departmentIds), ...searchDays },
        type: QueryTypes.SELECT,
      },
    );
    const [range] = await sequelize.query<{ lo: number; hi: number }>(
      'SELECT MIN(id) AS lo, MAX(id) AS hi FROM props',
      { type: QueryTypes.SELECT },
    );
    const lo = Number(range.lo);
    const span = Number(range.hi) - lo + 1;
    const byIdApp = express();
    byIdApp.post('/rows', (_req, res, next) => {
      const ids = Array.from({ length: PAGE }, () => lo + Math.floor(Math.random() * span));
      sequelize
        .query('SELECT * FROM props WHERE id IN (:ids)', { replacements: { ids }, type: QueryTypes.SELECT })
        .then((found) => res.json(found))
        .catch(next);
    });
    const byId = await listen(byIdApp);
    servers.push(byId.server);
    const BY_ID = `bare route: ${PAGE} props by id`;
    const searchTargets: Target[] = [
      { name: BY_ID, base: byId.base, requests: [{ method: 'POST', path: '/rows', headers: {} }] },
      {
        name: 'API borrowing search',
        base: api.base,
        requests: searches,
        baseline: { name: BY_ID, ratio: 0 },
      },
      {
        name: 'API borrowing search, date range',
        base: api.base,
        requests: datedSearches,
        baseline: { name: BY_ID, ratio: 0 },
      },
    ];
    await measure(searchTargets);
    await profileMisses(searchTargets);

    // ---- report
    const [counts] = await sequelize.query<Record<string, number>>(
      `SELECT (SELECT COUNT(*) FROM departments) AS departments, (SELECT COUNT(*) FROM props) AS props,
              (SELECT COUNT(*) FROM set_pieces) AS set_pieces, (SELECT COUNT(*) FROM costume_pieces) AS costume_pieces,
              (SELECT COUNT(*) FROM lending_records) AS loans, (SELECT COUNT(*) FROM bookings) AS bookings`,
      { type: QueryTypes.SELECT },
    );
    out.write(`\ndatabase: ${sequelize.getDialect()}\n`);
    out.write(
      `tables: ${Object.entries(counts)
        .map(([table, n]) => `${table} ${Number(n)}`)
        .join(', ')}\n`,
    );
    out.write(`props: ${rows} in the bench department, seeded in ${propSeed} s\n`);
    out.write(
      `  bookings: ${booked.booked} props (${percent(booked.booked, rows)}) with ` +
        `${booked.byKind.production} production, ${booked.byKind.loan} loan and ${booked.byKind.block} block bookings ` +
        `(${booked.productions} productions, ${booked.loans} loans); seeded in ${bookingSeed} s\n`,
    );
    out.write(`  filter "${FILTER}": ${matches.filter} matches (${percent(matches.filter, rows)})\n`);
    out.write(
      `  available ${listDays.from} to ${listDays.to}: ${matches.available} free (${percent(matches.available, rows)}), ` +
        `${booked.heldDuring} held\n`,
    );
    out.write(`  search "${SEARCH_TERM}": ${matches.search} matches (${percent(matches.search, rows)})\n`);
    out.write(`  search "${PREFIX_TERM}": ${matches.prefix} matches (${percent(matches.prefix, rows)})\n`);
    out.write(
      `  payload: ${LIMIT} items, ${Buffer.byteLength(JSON.stringify(items))} bytes\n` +
        `world: ${world.departmentIds.length} departments over ${REGION.width} × ${REGION.width} miles; ` +
        `${world.props} props, ${world.sets} set pieces, ${world.costumes} costumes ` +
        `(${world.held} booked by productions, ${world.blocked} blocked), ${world.loans} loans, ` +
        `${world.bookings} bookings; seeded in ${worldSeed} s\n`,
    );
    const worldItems = world.props + world.sets + world.costumes;
    out.write(
      `  held on ${searchDays.from} to ${searchDays.to} (the dated searches' days): ${Number(heldAhead.n)} items ` +
        `(${percent(Number(heldAhead.n), worldItems)})\n`,
    );
    out.write(
      `  borrowing searches: ${QUERIES.length} queries from ${world.searchers.length} departments, ` +
        `max_distance ${MAX_DISTANCE}, available_only, limit ${PAGE}, each for today and with date_range, ` +
        `asked by ${tokens.length} people in turn; ` +
        `${Math.min(...world.within)}–${Math.max(...world.within)} departments within reach\n`,
    );
    for (const [{ date_range: dated, ...query }, found] of totals) {
      const counts = found.map((f) => f.total);
      const stopped = found.filter((f) => !f.exact).length;
      const asked = `${JSON.stringify(query)}${dated ? ' with date_range' : ''}`;
      out.write(
        `    ${asked.padEnd(42)} X-Total-Count ${Math.min(...counts)}–${Math.max(...counts)}` +
          (stopped ? ` (${stopped} of ${found.length} counts stopped early: at least that many)` : '') +
          '\n',
      );
    }
    out.write(`${CONNECTIONS} connections, ${duration} s per target after ${warmup} s warm-up\n\n`);

    const all = [...listTargets, ...searchTargets];
    // CPU: this process's CPU (the servers, SQLite's threads too) per request answered. loop: its
    // main thread's busy time per request, and its share of the run: Node's JavaScript runs there
    // alone, so near 100% requests queue for it. machine: all cores busy, the load generator's too.
    const columns = ['req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'loop ms/req', 'loop busy', 'machine'];
    out.write(`${'target'.padEnd(36)}${columns.map((c) => c.padStart(12)).join('')}\n`);
    const share = (n: number) => `${(100 * n).toFixed(0)}%`;
    for (const [name, r] of results) {
      const cells = [r.requestsPerSecond.toFixed(0), ms(r.p50), ms(r.p99), r.cpuPerRequest.toFixed(2)];
      cells.push(r.loopPerRequest.toFixed(2), share(r.loopBusy), share(r.machineBusy));
      out.write(`${name.padEnd(36)}${cells.map((c) => c.padStart(12)).join('')}\n`);
    }
    out.write('\n');
    for (const target of all) {
      if (!target.baseline) continue;
      const { ratio, meets } = verdict(target.name, target.baseline);
      const aim = target.baseline.ratio ? `ratio ≥ ${target.baseline.ratio}, p99 < 100 ms` : 'p99 < 100 ms';
      out.write(
        `${`${target.name} ÷ ${target.baseline.name} (higher run)`.padEnd(76)}${ratio.toFixed(3)}  ` +
          `(${meets ? 'meets' : 'misses'} target: ${aim})\n`,
      );
    }
    if (slotTimes.length) out.write(`\nsearch slots (/metrics), by target\n${slotTimes.join('\n')}\n`);
    if (profiles.length) out.write(`\nprofile of the targets that miss:\n${profiles.join('\n')}\n`);
    else if (profile) out.write('\nevery target meets its aim: nothing to profile\n');
  } finally {
    for (const server of servers) await close(server);
    await sequelize.close();
  }
}
