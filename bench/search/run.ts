/**
 * `npm run bench:search`: the borrowing search (`POST /search/inter-department`) under load on
 * MariaDB/MySQL, against a bare route that reads as many rows by primary key, in the same run.
 *
 * Without DATABASE_URL it creates a database of its own on mysql://root@127.0.0.1:3306 and drops it
 * at the end; a DATABASE_URL given is used as it is (it must be empty: the bench seeds it).
 *
 *   BENCH_DURATION     seconds per measured target (default 10)
 *   BENCH_WARMUP       seconds of warm-up per target (default 3)
 *   BENCH_DEPARTMENTS  departments to seed (default 500)
 *   BENCH_ITEMS        items to seed over them, all kinds (default 500000)
 *   BENCH_RUNTIME      `built` (api/dist, as `npm start` runs; build it first) or `tsx` (the sources);
 *                      default: built when api/dist is there
 *   BENCH_PROFILE      1: also time each statement of the search, run in this process, and print
 *                      where a search's time goes
 *
 * The environment is settled here, before any API module (which reads it at import) is loaded.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-bench-search-'));
const ownDatabase = !process.env.DATABASE_URL;
process.env.DATABASE_URL ||= `mysql://root@127.0.0.1:3306/scenedock_bench_search_${crypto.randomBytes(4).toString('hex')}`;
process.env.DATA_DIR = path.join(workDir, 'data');
process.env.JWT_SECRET = crypto.randomBytes(32).toString('base64url');
process.env.LOG_LEVEL = 'silent';
process.env.NODE_ENV = 'bench';
delete process.env.REDIS_URL;
delete process.env.SMTP_URL;

async function run(): Promise<void> {
  try {
    const { main } = await import('./bench');
    await main({ ownDatabase });
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

run().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(
      `bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  },
);
