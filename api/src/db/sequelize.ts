import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, Transaction } from 'sequelize';
import { config, sqliteStorage } from '../config';

/**
 * Every model's columns are snake_case, timestamps included: Sequelize writes and reads them under
 * `created_at`/`updated_at`, the names the models and presenters use, so a created or updated
 * instance carries the values it just wrote (no read-back needed for the answer).
 */
const MODEL_DEFAULTS = { underscored: true, createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/** Connections that read a SQLite file side by side, besides the one that writes. */
const SQLITE_READERS = 4;
/** How long a SQLite statement waits for another connection's write lock before SQLITE_BUSY. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

interface SqliteConnection {
  configure(option: 'busyTimeout', ms: number): void;
}
interface SqliteConnections {
  getConnection(options?: {
    uuid?: string;
    type?: string;
    transaction?: unknown;
    raw?: boolean;
    tableNames?: string[];
  }): Promise<SqliteConnection>;
}

/**
 * Sequelize's SQLite dialect opens its own connections (one outside transactions, one per
 * transaction) and runs no connect hooks, so its connections are set up here as they are handed out:
 *
 * - Each waits up to SQLITE_BUSY_TIMEOUT_MS for a lock instead of failing at once with SQLITE_BUSY.
 * - A raw SELECT runs alone, without the column-type PRAGMA the dialect sends before every SELECT.
 * - On a file, a SELECT outside a transaction goes to one of SQLITE_READERS connections, taken in
 *   turn: one connection runs one statement at a time, so with one the reads of every request
 *   queued behind each other; now they run side by side on the thread pool. WAL (set by migrate)
 *   lets them read while a writer writes, and each statement sees every transaction committed
 *   before it began. `:memory:` stays one connection: another would open another, empty database.
 */
function configureSqliteConnections(db: Sequelize, parallelReads: boolean): void {
  const manager = db.connectionManager as unknown as SqliteConnections;
  const connect = manager.getConnection.bind(manager);
  const configured = new WeakSet<SqliteConnection>();
  let turn = 0;
  manager.getConnection = async (options = {}) => {
    const reader = parallelReads && !options.uuid && !options.transaction && options.type === 'SELECT';
    // Before each SELECT the dialect asks SQLite for the table's column types (PRAGMA table_info),
    // read only to convert a model instance's values; a raw answer never uses them, and an empty
    // list of tables skips the extra statement.
    if (options.raw && options.type === 'SELECT') options.tableNames = [];
    if (reader) turn = (turn + 1) % SQLITE_READERS;
    const connection = await connect(reader ? { ...options, uuid: `reader-${turn}` } : options);
    if (!configured.has(connection)) {
      connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      configured.add(connection);
    }
    return connection;
  };
}

/** Builds the Sequelize instance for `sqlite:<path>`, `sqlite::memory:` or `mysql://…`. */
export function createSequelize(databaseUrl: string): Sequelize {
  const storage = sqliteStorage(databaseUrl, config.rootDir);
  if (storage) {
    if (storage !== ':memory:') fs.mkdirSync(path.dirname(storage), { recursive: true });
    const db = new Sequelize({
      dialect: 'sqlite',
      storage,
      logging: false,
      // No pool settings: Sequelize's SQLite dialect keeps its own connections (configureSqliteConnections).
      retry: { max: 5, match: [/SQLITE_BUSY/] },
      define: MODEL_DEFAULTS,
    });
    configureSqliteConnections(db, storage !== ':memory:');
    return db;
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
/** SQLite on a file: reads may take connections of their own (`:memory:` has only one). */
export const sqliteReadsInParallel =
  (sqliteStorage(config.databaseUrl, config.rootDir) ?? ':memory:') !== ':memory:';
export const isSqlite = sequelize.getDialect() === 'sqlite';

/**
 * How the services run a transaction on `db` (`inTransaction` below): SQLite has one writer and
 * Sequelize shares one connection for `:memory:`, so on SQLite transactions run one after another;
 * MySQL runs them side by side.
 *
 * On SQLite each takes the write lock as it begins (IMMEDIATE), waiting its busy timeout for a
 * write outside a transaction to finish. A deferred one starts as a reader, and when a write is
 * committed on another connection before its own first write, SQLite refuses that write at once
 * with SQLITE_BUSY (its snapshot is stale): under parallel requests on a file that answered 500s.
 */
export function transactionRunner(db: Sequelize) {
  if (db.getDialect() !== 'sqlite') return <T>(work: (t: Transaction) => Promise<T>) => db.transaction(work);
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: (t: Transaction) => Promise<T>): Promise<T> => {
    const run = tail.then(() => db.transaction({ type: Transaction.TYPES.IMMEDIATE }, work));
    tail = run.catch(() => undefined);
    return run;
  };
}

/** Runs `work` in a transaction (see transactionRunner). Never start a transaction inside `work`. */
export const inTransaction = transactionRunner(sequelize);
