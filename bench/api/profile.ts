/**
 * Where a request's time goes (BENCH_PROFILE=1), two ways:
 * - profileRequest: the request is sent to the in-process API a few times, one at a time, with
 *   Sequelize timing each statement (the database's answer as the driver sees it); statements are
 *   grouped by what they do and read, and the rest of the request's time is Node's (routing,
 *   validation, building SQL, reading rows, JSON).
 * - profileLoad: the target under load, with V8's sampling profiler on the main thread, where all of
 *   Node's JavaScript runs; its busy time per request, by package and part of the API. Under load
 *   that thread is busy nearly all the time (the bench's "loop busy"), so this is what bounds req/s.
 */
import { Session } from 'node:inspector/promises';
import { sequelize } from '../../api/src/db/sequelize';
import { measure, type LoadTarget } from '../harness';

/** e.g. "SELECT COUNT props, props_fts": the verb, whether it counts, and the tables it touches. */
function statementKind(sql: string): string {
  const text = sql.replace(/^Executed \([^)]*\):\s*/, '');
  const verb = /^\s*(\w+)/.exec(text)?.[1].toUpperCase() ?? '?';
  const tables = new Set<string>();
  for (const m of text.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+[`"]?(\w+)/gi)) tables.add(m[1]);
  const count = /\bCOUNT\s*\(/i.test(text) ? ' COUNT' : '';
  return `${verb}${count} ${[...tables].join(', ')}`.trim();
}

/** Sends `send` `rounds` times, one at a time (after one untimed), and says where the time went. */
export async function profileRequest(
  name: string,
  send: () => Promise<void>,
  rounds: number,
): Promise<string[]> {
  // Requests the load generator left in flight would otherwise be timed with these: let them finish.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await send();
  const options = (sequelize as unknown as { options: { benchmark?: boolean; logging?: unknown } }).options;
  const times = new Map<string, { ms: number; n: number }>();
  const totals: number[] = [];
  options.benchmark = true;
  options.logging = (sql: string, ms?: number) => {
    const kind = statementKind(sql);
    const t = times.get(kind) ?? { ms: 0, n: 0 };
    t.ms += ms ?? 0;
    t.n += 1;
    times.set(kind, t);
  };
  try {
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      await send();
      totals.push(performance.now() - started);
    }
  } finally {
    options.benchmark = false;
    options.logging = false;
  }
  const mean = totals.reduce((a, b) => a + b, 0) / rounds;
  const median = [...totals].sort((a, b) => a - b)[Math.floor(rounds / 2)];
  const lines = [
    `  ${name}: ${mean.toFixed(1)} ms mean, ${median.toFixed(1)} ms median over ${rounds} requests, one at a time; per request:`,
  ];
  const rows = [...times]
    .map(([kind, t]) => ({ kind, per: t.ms / rounds, count: t.n / rounds }))
    .sort((a, b) => b.per - a.per);
  const pct = (ms: number) => `${((100 * ms) / mean).toFixed(0).padStart(3)}%`;
  for (const { kind, per, count } of rows)
    lines.push(`    ${per.toFixed(1).padStart(7)} ms ${pct(per)}  ${count.toFixed(1)} × ${kind}`);
  const sql = rows.reduce((a, b) => a + b.per, 0);
  lines.push(
    `    ${(mean - sql).toFixed(1).padStart(7)} ms ${pct(mean - sql)}  Node (the rest of the request)`,
  );
  return lines;
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  /** µs since the previous sample */
  timeDeltas: number[];
}

/** Where a sample's function lives: a package, a part of the API, Node itself, or V8. */
function placeOf({ functionName, url }: CpuProfile['nodes'][number]['callFrame']): string | null {
  if (functionName === '(idle)') return null;
  if (functionName === '(garbage collector)') return 'garbage collection';
  // Native work outside any JavaScript function. On SQLite mostly the driver's (perf: statements
  // set up and finalized, rows turned into objects, its thread pool woken); a bare route has none.
  if (functionName === '(program)') return 'native code outside JavaScript';
  if (!url) return `native ${functionName || '(anonymous)'}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `package ${pkg[1]}`;
  const own = /\/(api\/src\/[^/]+|bench)\//.exec(url);
  if (own) return own[1];
  if (url.startsWith('node:')) return 'Node (HTTP, sockets, streams, timers)';
  return url;
}

/**
 * Drives `target` for `seconds` with V8's sampling profiler on this process's main thread, where all
 * of Node's JavaScript runs (the API's, the servers'), and says where its busy time goes, in ms per
 * request: what limits throughput once that thread is busy all the time.
 */
export async function profileLoad(
  target: LoadTarget,
  connections: number,
  seconds: number,
): Promise<string[]> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    // V8's default interval (µs): a finer one slows what it measures.
    await session.post('Profiler.setSamplingInterval', { interval: 1000 });
    let starting: Promise<unknown> = Promise.resolve();
    const result = await measure(target, { connections, warmup: 1, duration: seconds }, () => {
      starting = session.post('Profiler.start');
    });
    await starting;
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    const place = new Map(profile.nodes.map((node) => [node.id, placeOf(node.callFrame)]));
    // The profiler's own work (starting, stopping, handing over the profile) is not the target's.
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const own = profile.nodes.filter((node) => node.callFrame.url.startsWith('node:inspector'));
    for (let node = own.pop(); node; node = own.pop()) {
      place.set(node.id, null);
      for (const child of node.children ?? []) own.push(byId.get(child)!);
    }
    const busy = new Map<string, number>();
    let total = 0;
    profile.samples.forEach((id, i) => {
      const where = place.get(id);
      if (!where) return;
      busy.set(where, (busy.get(where) ?? 0) + profile.timeDeltas[i]);
      total += profile.timeDeltas[i];
    });
    const requests = Math.max(1, result.total);
    const perRequest = (us: number) => (us / 1000 / requests).toFixed(2).padStart(7);
    const lines = [
      `  ${target.name} under load (${connections} connections, ${seconds} s, ${result.requestsPerSecond.toFixed(0)} req/s): ` +
        `main thread busy ${perRequest(total).trim()} ms a request; where:`,
    ];
    const rows = [...busy].sort((a, b) => b[1] - a[1]);
    const shown = rows.slice(0, 9);
    const rest = rows.slice(9).reduce((sum, [, us]) => sum + us, 0);
    if (rest) shown.push(['the rest', rest]);
    for (const [where, us] of shown)
      lines.push(`    ${perRequest(us)} ms ${((100 * us) / total).toFixed(0).padStart(3)}%  ${where}`);
    return lines;
  } finally {
    session.disconnect();
  }
}
