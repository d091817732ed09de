/**
 * Which tables and columns a backup holds: the data people entered, not what the database derives
 * from it. Derived data is rebuilt on restore by the same triggers and migrations that built it, in
 * the target database's own form, which is what lets a SQLite backup load into MySQL/MariaDB.
 */
import type { ColumnKind } from './values';

/** The migrations' own bookkeeping: the backup's schema version is its last name, in the manifest. */
export const MIGRATIONS_TABLE = 'schema_migrations';

/**
 * Columns triggers or the database write on every insert and update (left out, filled again as the
 * rows go back in):
 * - `search_words` (MySQL/MariaDB, 0011): each searched table's words with their department, for the
 *   FULLTEXT index; written by BEFORE INSERT/UPDATE triggers.
 * - `category_mask` (0012): a set piece's borrowing categories, a stored generated column on
 *   MySQL/MariaDB (which refuses a value for it) and a column triggers write on SQLite.
 */
export const DERIVED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  props: ['search_words'],
  set_pieces: ['search_words', 'category_mask'],
  costume_pieces: ['search_words'],
  productions: ['search_words'],
};

/**
 * SQLite's own tables, and its full-text indexes (0009, 0011): each searched table's FTS5 virtual
 * table (`props_fts`, …) and the shadow tables SQLite keeps for it (`props_fts_data`, `_idx`,
 * `_docsize`, `_config`). Triggers fill them as rows are inserted. MySQL/MariaDB keep their FULLTEXT
 * indexes inside the tables, so nothing there is left out but the migrations table.
 */
export function isDerivedSqliteTable(name: string, virtualTables: readonly string[]): boolean {
  if (name.startsWith('sqlite_')) return true;
  return virtualTables.some((virtual) => name === virtual || name.startsWith(`${virtual}_`));
}

export interface ColumnInfo {
  name: string;
  kind: ColumnKind;
  /** MySQL/MariaDB: a DATETIME's digits of fractional seconds (Sequelize's are 0) */
  precision?: number;
}

export interface TableInfo {
  name: string;
  /** the columns a backup holds, or a restore writes */
  columns: ColumnInfo[];
  /** whether the table numbers its rows itself (AUTOINCREMENT / AUTO_INCREMENT) */
  autoIncrement: boolean;
}

/** The columns of `table` a backup holds. */
export function keptColumns(table: string, columns: ColumnInfo[]): ColumnInfo[] {
  const derived = DERIVED_COLUMNS[table] ?? [];
  return columns.filter((column) => !derived.includes(column.name));
}
