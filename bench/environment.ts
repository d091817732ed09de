/**
 * The environment of a bench that runs the API's modules in its own process (bench/api; bench/abuse
 * seeds with them, and the API instances it starts inherit this environment), settled before the
 * first API module loads: api/src/config.ts reads it once, at import time.
 *
 *   DATABASE_URL  unset: a new SQLite file, removed at the end.
 *                 mysql://root@127.0.0.1:3306 (a server): a new database on it, dropped at the end.
 *                 mysql://root@127.0.0.1:3306/<db>: that database, created for the run and dropped
 *                 at the end; or, when it exists already and is empty, used as it is and left.
 *  REDIS_URL     never seen by the bench's own process (its API modules run without Redis); a bench
 *                that starts API instances of its own is handed it (`redisUrl`) when the database
 *                is a server, since several instances on SQLite are not a deployment.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';

/** What a bench's `main` is told of the settled environment. */
export interface BenchSettings {
  /** REDIS_URL as given, on a MariaDB/MySQL database only; null otherwise */
  redisUrl: string | null;
}

/** Sets the environment up for a bench named `name`, runs `main` (imported after), and cleans up. */
export async function runBench(
  name: string,
  main: (settings: BenchSettings) => Promise<void>,
): Promise<void> {
  // tsx turns source maps on; production (`node dist/main.js`) runs without them, and with them on
  // every Error's stack is mapped, which Sequelize's sqlite dialect does on each query.
  process.setSourceMapsEnabled(false);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `scenedock-bench-${name}-`));
  process.env.DATA_DIR = dataDir;
  // A file database, as deployed: an in-memory one would flatter SQLite.
  process.env.DATABASE_URL ||= `sqlite:${path.join(dataDir, 'bench.sqlite')}`;
  const server = /^(mysql|mariadb):/.test(process.env.DATABASE_URL)
    ? new URL(process.env.DATABASE_URL)
    : null;
  const database = server
    ? server.pathname.replace(/^\//, '') || `scenedock_bench_${name}_${crypto.randomBytes(4).toString('hex')}`
    : null;
  if (server) {
    server.pathname = `/${database}`;
    process.env.DATABASE_URL = server.toString();
  }
  process.env.LOG_LEVEL = 'silent';
  process.env.JWT_SECRET = crypto.randomBytes(32).toString('base64url');
  // Not 'production': nothing here depends on it, and it would only demand more settings.
  process.env.NODE_ENV = 'bench';
  const redisUrl = (server && process.env.REDIS_URL) || null;
  delete process.env.REDIS_URL;
  delete process.env.SMTP_URL;

  const connect = () =>
    mysql.createConnection({
      host: server!.hostname,
      port: Number(server!.port || 3306),
      user: decodeURIComponent(server!.username),
      password: decodeURIComponent(server!.password),
    });
  let created = false;
  try {
    if (server) {
      const db = await connect();
      try {
        await db.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
        created = true;
      } catch (err) {
        if ((err as { errno?: number }).errno !== 1007) throw err; // ER_DB_CREATE_EXISTS
        const [[{ tables }]] = await db.query<(mysql.RowDataPacket & { tables: number })[]>(
          'SELECT COUNT(*) AS tables FROM information_schema.tables WHERE table_schema = ?',
          [database],
        );
        if (Number(tables) > 0) throw new Error(`database ${database} exists and is not empty`);
      } finally {
        await db.end();
      }
    }
    await main({ redisUrl });
  } finally {
    if (created) {
      const db = await connect();
      await db.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await db.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs a bench script's `run` and exits with its outcome. */
export function exitWith(run: Promise<void>): void {
  run.then(
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(
        `bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
      process.exit(1);
    },
  );
}
