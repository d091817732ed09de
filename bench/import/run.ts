/**
 * `npm run bench:import`: a CSV import of props through the API and a separate worker process
 * (`npm run worker`), on MariaDB/MySQL and Redis, against plain multi-row INSERTs of the same rows.
 *
 * Needs a MySQL-compatible server and Redis. Without DATABASE_URL it creates a database of its own
 * on mysql://root@127.0.0.1:3306 and drops it at the end; a DATABASE_URL given is used as it is.
 *
 *   BENCH_ROWS       rows of the measured import and of the baseline (default 100000)
 *   BENCH_LARGE_MB   size of the second file, in MB of 10^6 bytes (default 50; 0 skips that run)
 *   BENCH_RUNTIME    `built` (api/dist, as `npm start` runs) or `tsx` (the sources); default: built
 *                    when api/dist is newer than api/src, tsx otherwise
 *   BENCH_PROFILE    1: the workers write CPU profiles and the bench prints where their time went
 *   IMPORT_BATCH_SIZE, WORKER_CONCURRENCY  passed on to the worker (defaults as in production)
 *   DATABASE_URL, REDIS_URL (default redis://127.0.0.1:6379)
 *
 * The environment is settled here, before any API module (which reads it at import) is loaded.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-bench-import-'));
const ownDatabase = !process.env.DATABASE_URL;
process.env.DATABASE_URL ||= `mysql://root@127.0.0.1:3306/scenedock_bench_import_${crypto.randomBytes(4).toString('hex')}`;
process.env.REDIS_URL ||= 'redis://127.0.0.1:6379';
process.env.DATA_DIR = path.join(workDir, 'data');
process.env.JWT_SECRET = crypto.randomBytes(32).toString('base64url');
process.env.LOG_LEVEL = 'silent';
process.env.NODE_ENV = 'bench';
delete process.env.SMTP_URL;

async function run(): Promise<void> {
  try {
    const { main } = await import('./bench');
    await main({ workDir, ownDatabase });
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
