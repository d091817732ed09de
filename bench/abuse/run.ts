/**
 * `npm run bench:abuse`: ordinary people's lists and searches, alone and then while 16 attackers send
 * the borrowing search its costliest input back to back (see ./bench). The environment is settled
 * first (../environment.ts: DATABASE_URL, unset for a new SQLite file); the bench is imported after.
 *
 *   BENCH_DURATION     seconds per phase (default 30)
 *   BENCH_DEPARTMENTS  departments (default 500)
 *   BENCH_ITEMS        items over them, all three kinds (default 1600000)
 *
 * e.g. a smoke run: BENCH_ITEMS=20000 BENCH_DEPARTMENTS=50 BENCH_DURATION=5
 */
import { exitWith, runBench } from '../environment';

exitWith(
  runBench('abuse', async () => {
    const { main } = await import('./bench');
    await main();
  }),
);
