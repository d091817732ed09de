/**
 * `npm run bench:api`: the API's prop list against a bare Express route serving the same items.
 *
 * api/src/config.ts reads the environment once, at import time, so everything here is settled
 * before the first API module loads; the bench itself lives in ./bench and is imported after.
 *
 *   BENCH_DURATION  seconds per measured target (default 10)
 *   BENCH_WARMUP    seconds of warm-up per target (default 3)
 *   BENCH_PROPS     props to seed (default 50000)
 *   DATABASE_URL    mysql://root@127.0.0.1:3306/<db> to run on MariaDB; SQLite file otherwise
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// tsx turns source maps on; production (`node dist/main.js`) runs without them, and with them on
// every Error's stack is mapped, which Sequelize's sqlite dialect does on each query.
process.setSourceMapsEnabled(false);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-bench-'));
process.env.DATA_DIR = dataDir;
// A file database, as deployed: an in-memory one would flatter SQLite.
process.env.DATABASE_URL ||= `sqlite:${path.join(dataDir, 'bench.sqlite')}`;
process.env.LOG_LEVEL = 'silent';
process.env.JWT_SECRET = crypto.randomBytes(32).toString('base64url');
// Not 'production': nothing here depends on it, and it would only demand more settings.
process.env.NODE_ENV = 'bench';
delete process.env.REDIS_URL;
delete process.env.SMTP_URL;

async function run(): Promise<void> {
  try {
    const { main } = await import('./bench');
    await main();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
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
