import type { Sequelize } from 'sequelize';
import { sequelize } from './sequelize';

/**
 * The database connections of this process, as /metrics reports them.
 *
 * - MySQL/MariaDB: Sequelize's pool (sequelize-pool), every field.
 * - SQLite: the dialect keeps its own connections and never uses that pool (whose numbers would
 *   stay 0 of 5): only how many are open is real. On a file that is the writer, up to four
 *   readers (see sequelize.ts) and one more while a transaction runs; `:memory:` keeps one. A
 *   SQLite connection takes statements without limit and transactions wait in the process's own
 *   queue (`inTransaction`), so there is no "in use", "idle" or "waiting" to read.
 */
export type PoolStats = { dialect: 'sqlite'; open: number } | MysqlPoolStats;

export interface MysqlPoolStats {
  dialect: 'mysql';
  open: number;
  inUse: number;
  idle: number;
  waiting: number;
  max: number;
}

/** What sequelize-pool exposes (sequelize v6's `connectionManager.pool` without replication). */
interface SequelizePool {
  size: number;
  available: number;
  using: number;
  waiting: number;
  maxSize: number;
}

interface ConnectionManager {
  pool?: SequelizePool;
  /** the SQLite dialect's own connections, by name */
  connections?: Record<string, unknown>;
}

export function poolStats(db: Sequelize = sequelize): PoolStats {
  const manager = db.connectionManager as unknown as ConnectionManager;
  if (db.getDialect() === 'sqlite')
    return { dialect: 'sqlite', open: Object.keys(manager.connections ?? {}).length };
  const pool = manager.pool;
  return {
    dialect: 'mysql',
    open: pool?.size ?? 0,
    inUse: pool?.using ?? 0,
    idle: pool?.available ?? 0,
    waiting: pool?.waiting ?? 0,
    max: pool?.maxSize ?? 0,
  };
}
