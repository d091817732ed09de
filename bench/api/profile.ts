/**
 * Where one request's time goes (BENCH_PROFILE=1): the request is sent to the in-process API a few
 * times, one at a time, with Sequelize timing each statement (the database's answer as the driver
 * sees it); statements are grouped by what they do and read, and the rest of the request's time is
 * Node's (routing, validation, building SQL, reading rows, JSON).
 */
import { sequelize } from '../../api/src/db/sequelize';

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
