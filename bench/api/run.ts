/**
 * `npm run bench:api`: the API's prop list, a filtered list, the props free on some days ahead and
 * searches against a bare Express route serving the same items, then the borrowing search over many
 * departments, for today and for some days ahead, against a bare route reading a page of rows by id;
 * items carry dated bookings (productions, loans, blocks). See ./bench.
 *
 * The environment is settled first (../environment.ts: DATABASE_URL and the rest); the bench itself
 * lives in ./bench and is imported after.
 *
 *   BENCH_DURATION     seconds per measured target (default 10)
 *   BENCH_WARMUP       seconds of warm-up per target (default 3)
 *   BENCH_PROPS        props to seed in the list's department (default 50000)
 *   BENCH_DEPARTMENTS  departments with coordinates for the borrowing search (default 500)
 *   BENCH_ITEMS        items over them, all three kinds (default 500000)
 *   BENCH_PROFILE      1: for each target that misses its aim, time each SQL statement of a few of
 *                      its requests, one at a time, and profile the main thread's CPU under load
 *                      (the target's and its baseline's), and print where a request's time goes
 *
 * Beside req/s and latency, each target's row gives this process's CPU per request (the servers,
 * SQLite's threads included), its main thread's busy time per request and share of the run, and how
 * busy the whole machine was (the load generator included).
 *
 * e.g. a smoke run: BENCH_PROPS=5000 BENCH_ITEMS=20000 BENCH_DEPARTMENTS=50 BENCH_DURATION=2 BENCH_WARMUP=1
 */
import { exitWith, runBench } from '../environment';

exitWith(
  runBench('api', async () => {
    const { main } = await import('./bench');
    await main();
  }),
);
