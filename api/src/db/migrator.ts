/**
 * Schema upgrades. Several processes start together in a deployment (API instances, workers, a
 * migrate step): the migrations run once, under a lock, and every other process waits for it and
 * then finds nothing left to do. The same lock covers the rest of start-up's one-time writes (the
 * superuser, demo data), so no two processes create them side by side. See docs/operations.md.
 */
import fs from 'node:fs/promises';
import { Umzug, SequelizeStorage } from 'umzug';
import type { QueryInterface } from 'sequelize';
import { config, sqliteStorage } from '../config';
import { logger } from '../logger';
import { sequelize, isSqlite } from './sequelize';
import { readRows } from './read';
import { migrations } from './migrations';

const MIGRATIONS_TABLE = 'schema_migrations';

export const migrator = new Umzug<QueryInterface>({
  migrations: migrations.map(({ name, up, down }) => ({
    name,
    up: ({ context }) => up(context),
    down: ({ context }) => down(context),
  })),
  context: sequelize.getQueryInterface(),
  storage: new SequelizeStorage({ sequelize, tableName: MIGRATIONS_TABLE }),
  logger: undefined,
});

/** The newest migration this code knows: the schema version it needs. */
export const LATEST_SCHEMA = migrations[migrations.length - 1].name;

export interface SchemaState {
  /** the newest migration applied to the database (null: none, a fresh database) */
  current: string | null;
  /** the newest migration this code knows */
  latest: string;
  /** known migrations not applied yet */
  pending: string[];
}

/**
 * What the database holds against what the code needs, read without writing (umzug's own reading
 * creates its table first). A newer database than the code (a newer release migrated it) has no
 * pending migrations: the newest applied one is then a name this code does not know.
 */
export async function schemaState(): Promise<SchemaState> {
  let applied: string[] = [];
  try {
    const rows = await readRows<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE}`);
    applied = rows.map((row) => row.name);
  } catch (err) {
    if (!/no such table|doesn't exist/i.test((err as Error).message)) throw err;
  }
  const done = new Set(applied);
  return {
    current: applied.length > 0 ? [...applied].sort().at(-1)! : null,
    latest: LATEST_SCHEMA,
    pending: migrations.map((m) => m.name).filter((name) => !done.has(name)),
  };
}

/** How long a process waits for another's start-up before giving up (a migration can take a while). */
const LOCK_WAIT_MS = 15 * 60_000;
const LOCK_POLL_MS = 200;

interface MysqlConnection {
  query(
    sql: string,
    values: unknown[],
    done: (error: Error | null, rows: Record<string, unknown>[]) => void,
  ): void;
}
interface ConnectionManager {
  getConnection(options: { type: 'SELECT' }): Promise<MysqlConnection>;
  releaseConnection(connection: unknown): Promise<void>;
}

function ask(connection: MysqlConnection, sql: string, values: unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) =>
    connection.query(sql, values, (error, rows) =>
      error ? reject(error) : resolve(Object.values(rows[0])[0]),
    ),
  );
}

/**
 * MySQL/MariaDB: a named lock (GET_LOCK) held by one connection of the pool for the whole run. It
 * belongs to the connection, so it goes with it when the process dies: no stale lock to clear.
 */
async function withMysqlLock<T>(run: () => Promise<T>): Promise<T> {
  const manager = sequelize.connectionManager as unknown as ConnectionManager;
  const connection = await manager.getConnection({ type: 'SELECT' });
  const name = `scenedock:start-up:${sequelize.getDatabaseName()}`;
  try {
    const deadline = Date.now() + LOCK_WAIT_MS;
    let told = false;
    // Short waits, so a process tells its log why it is not serving yet.
    while ((await ask(connection, 'SELECT GET_LOCK(?, 5)', [name])) !== 1) {
      if (!told) logger.info('waiting for another process to finish migrating the database');
      told = true;
      if (Date.now() > deadline)
        throw new Error('Another process has held the migration lock for 15 minutes');
    }
    try {
      return await run();
    } finally {
      await ask(connection, 'SELECT RELEASE_LOCK(?)', [name]);
    }
  } finally {
    await manager.releaseConnection(connection);
  }
}

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * SQLite file: a lock file beside the database, holding the owner's process id. One left by a
 * process that died is taken over. (Processes sharing one SQLite file share one machine.)
 */
async function withSqliteFileLock<T>(file: string, run: () => Promise<T>): Promise<T> {
  const lock = `${file}.start-up.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await fs.writeFile(lock, String(process.pid), { flag: 'wx', mode: 0o600 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(await fs.readFile(lock, 'utf8').catch(() => ''));
      if (owner && !processAlive(owner)) await fs.rm(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`Another process has held ${lock} for 15 minutes`);
      else await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }
  try {
    return await run();
  } finally {
    await fs.rm(lock, { force: true });
  }
}

/** Runs start-up's one-time work with no other process of this installation doing the same. */
export async function withStartUpLock<T>(run: () => Promise<T>): Promise<T> {
  if (!isSqlite) return withMysqlLock(run);
  const file = sqliteStorage(config.databaseUrl, config.rootDir);
  // An in-memory database belongs to one process: nothing to share.
  return file && file !== ':memory:' ? withSqliteFileLock(file, run) : run();
}

/** Applies every pending migration (call it under withStartUpLock); answers the names applied. */
export async function migrate(): Promise<string[]> {
  if (isSqlite) {
    await sequelize.query('PRAGMA journal_mode = WAL;');
    await sequelize.query('PRAGMA foreign_keys = ON;');
  }
  const applied = await migrator.up();
  if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'migrated the database');
  return applied.map((m) => m.name);
}

/**
 * At start-up: migrate (MIGRATE_ON_START, the default) or, when a separate `npm run migrate` step
 * owns that, refuse to serve a database whose schema is behind this code.
 */
export async function prepareSchema(): Promise<void> {
  if (config.migrateOnStart) {
    await migrate();
    return;
  }
  if (isSqlite) await sequelize.query('PRAGMA foreign_keys = ON;');
  const { pending } = await schemaState();
  if (pending.length > 0) {
    throw new Error(
      `The database needs ${pending.length} migration(s) this version brings (${pending[0]} first): run "npm run migrate", or start with MIGRATE_ON_START=true`,
    );
  }
}
