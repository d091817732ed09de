import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, type Transaction } from 'sequelize';
import { config, sqliteStorage } from '../config';

/**
 * Every model's columns are snake_case, timestamps included: Sequelize writes and reads them under
 * `created_at`/`updated_at`, the names the models and presenters use, so a created or updated
 * instance carries the values it just wrote (no read-back needed for the answer).
 */
const MODEL_DEFAULTS = { underscored: true, createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/** Builds the Sequelize instance for `sqlite:<path>`, `sqlite::memory:` or `mysql://…`. */
export function createSequelize(databaseUrl: string): Sequelize {
  const storage = sqliteStorage(databaseUrl, config.rootDir);
  if (storage) {
    if (storage !== ':memory:') fs.mkdirSync(path.dirname(storage), { recursive: true });
    return new Sequelize({
      dialect: 'sqlite',
      storage,
      logging: false,
      // One connection: SQLite serialises writers anyway, and :memory: must stay one database.
      pool: { max: 1, min: 0, idle: 60_000 },
      retry: { max: 5, match: [/SQLITE_BUSY/] },
      define: MODEL_DEFAULTS,
    });
  }
  const url = databaseUrl.replace(/^mariadb:/, 'mysql:');
  return new Sequelize(url, {
    dialect: 'mysql',
    logging: false,
    timezone: '+00:00',
    pool: { max: 10, min: 0, idle: 10_000 },
    define: { ...MODEL_DEFAULTS, charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
  });
}

export const sequelize = createSequelize(config.databaseUrl);
export const isSqlite = sequelize.getDialect() === 'sqlite';

if (isSqlite) {
  // A writer waits for the lock instead of failing at once with SQLITE_BUSY.
  sequelize.addHook('afterConnect', (connection) => {
    (connection as { configure(option: 'busyTimeout', ms: number): void }).configure('busyTimeout', 5000);
  });
}

let sqliteTail: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` in a transaction. SQLite has one writer and Sequelize shares one connection for
 * `:memory:`, so on SQLite transactions run one after another; MySQL runs them side by side.
 * Never start a transaction inside `work`.
 */
export function inTransaction<T>(work: (t: Transaction) => Promise<T>): Promise<T> {
  if (!isSqlite) return sequelize.transaction(work);
  const run = sqliteTail.then(() => sequelize.transaction(work));
  sqliteTail = run.catch(() => undefined);
  return run;
}
