/**
 * What backup and restore ask of a database, whichever it is. Both talk to the driver directly on
 * connections of their own, not through Sequelize: a backup needs one snapshot for all its reads,
 * and a restore needs foreign-key checks off for the session that loads.
 */
import type { TableInfo } from './tables';
import type { Dialect } from './values';

/** One consistent view of the source database, read table by table. */
export interface SourceSnapshot {
  dialect: Dialect;
  /** e.g. `3.46.1` or `10.11.6-MariaDB` */
  serverVersion: string;
  /** the migrations applied, by name */
  applied: string[];
  /** the tables a backup holds, with the columns it holds */
  tables: TableInfo[];
  /** the table's rows, a few at a time, with raw driver values */
  rows(table: TableInfo): AsyncIterable<Record<string, unknown>>;
  /** the last number the table handed out (it may be past its largest id), or null */
  sequence(table: TableInfo): Promise<number | null>;
  close(): Promise<void>;
}

export interface TargetState {
  /** the migrations applied, by name (none: a fresh database) */
  applied: string[];
  /** tables (of the data a backup holds) that have at least one row */
  withRows: string[];
}

/** Rows going into the target in one transaction, foreign-key checks off. */
export interface TargetLoad {
  /** the target's tables at the schema loaded into, with the columns a restore may write */
  tables: Map<string, TableInfo>;
  insert(table: TableInfo, columns: string[], rows: unknown[][]): Promise<void>;
  /** numbers new rows after `last` at least (ids are kept, so new ones must come after them) */
  setSequence(table: TableInfo, last: number): Promise<void>;
  /** commits; answers problems worth telling (broken references found after the load) */
  commit(): Promise<string[]>;
  rollback(): Promise<void>;
}

export interface TargetDatabase {
  dialect: Dialect;
  /** how messages name it: a file, or a database on a host (never a password) */
  description: string;
  /** what it holds now, without writing anything */
  state(): Promise<TargetState>;
  startLoad(): Promise<TargetLoad>;
}

/** Rows per INSERT statement, and bound values per statement (under SQLite's 32,766). */
export const INSERT_ROWS = 500;
export const INSERT_VALUES = 20_000;
