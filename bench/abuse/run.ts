/**
 * `npm run bench:abuse`: ordinary people's lists and searches, alone and then while 16 attackers send
 * the borrowing search its costliest input back to back, through the shipped nginx site in front of
 * API instances of their own; then what a refusal costs (see ./bench). The environment is settled
 * first (../environment.ts: DATABASE_URL, unset for a new SQLite file); the bench is imported after.
 *
 *   DATABASE_URL       unset: SQLite, one instance; mysql://…: MariaDB, two instances with REDIS_URL
 *   REDIS_URL          with a MariaDB DATABASE_URL: the instances' Redis (without it, one instance)
 *   BENCH_DURATION     seconds per phase (default 30; the refusals-only and /health-only phases
 *                      take at most 5)
 *   BENCH_WARMUP       seconds of warm-up before the phases (default 5, at most BENCH_DURATION)
 *   BENCH_DEPARTMENTS  departments (default 500)
 *   BENCH_ITEMS        items over them, all three kinds (default 1600000)
 *
 * Needs Debian's nginx (/usr/sbin/nginx) and openssl. e.g. a smoke run:
 * BENCH_ITEMS=20000 BENCH_DEPARTMENTS=50 BENCH_DURATION=5, or on MariaDB and Redis with
 * DATABASE_URL=mysql://root@127.0.0.1:3306 REDIS_URL=redis://127.0.0.1:6379 besides.
 */
import { exitWith, runBench } from '../environment';

exitWith(
  runBench('abuse', async (settings) => {
    const { main } = await import('./bench');
    await main(settings);
  }),
);
