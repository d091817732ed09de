/**
 * `npm run bench:api`: the API's prop list, a filtered list, the props free on some days ahead and
 * searches against a bare Express route serving the same items, then the borrowing search over many
 * departments, for today and for some days ahead, against a bare route reading a page of rows by id;
 * items carry dated bookings (productions, loans, blocks). See ./bench.
 *
 * api/src/config.ts reads the environment once, at import time, so everything here is settled
 * before the first API module loads; the bench itself lives in ./bench and is imported after.
 *
 *   DATABASE_URL       unset: a new SQLite file, removed at the end.
 *                      mysql://root@127.0.0.1:3306 (a server): a new database on it, dropped at the end.
 *                      mysql://root@127.0.0.1:3306/<db>: that database, created for the run (it must not
 *                      exist yet) and dropped at the end.
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
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';

// tsx turns source maps on; production (`node dist/main.js`) runs without them, and with them on
// every Error's stack is mapped, which Sequelize's sqlite dialect does on each query.
process.setSourceMapsEnabled(false);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-bench-'));
process.env.DATA_DIR = dataDir;
// A file database, as deployed: an in-memory one would flatter SQLite.
process.env.DATABASE_URL ||= `sqlite:${path.join(dataDir, 'bench.sqlite')}`;
const server = /^(mysql|mariadb):/.test(process.env.DATABASE_URL) ? new URL(process.env.DATABASE_URL) : null;
const database = server
  ? server.pathname.replace(/^\//, '') || `scenedock_bench_api_${crypto.randomBytes(4).toString('hex')}`
  : null;
if (server) {
  server.pathname = `/${database}`;
  process.env.DATABASE_URL = server.toString();
}
process.env.LOG_LEVEL = 'silent';
process.env.JWT_SECRET = crypto.randomBytes(32).toString('base64url');
// Not 'production': nothing here depends on it, and it would only demand more settings.
process.env.NODE_ENV = 'bench';
delete process.env.REDIS_URL;
delete process.env.SMTP_URL;

function connect() {
  return mysql.createConnection({
    host: server!.hostname,
    port: Number(server!.port || 3306),
    user: decodeURIComponent(server!.username),
    password: decodeURIComponent(server!.password),
  });
}

async function run(): Promise<void> {
  let created = false;
  try {
    if (server) {
      const db = await connect();
      try {
        await db.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
        created = true;
      } finally {
        await db.end();
      }
    }
    const { main } = await import('./bench');
    await main();
  } finally {
    if (created) {
      const db = await connect();
      await db.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await db.end();
    }
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
