/**
 * MySQL/MariaDB: a backup reads every table on one connection inside one transaction WITH
 * CONSISTENT SNAPSHOT (repeatable read, read only), streaming the rows, so it sees the database as
 * of one moment while the app keeps writing; a restore loads on a connection of its own with
 * foreign-key checks off for that session.
 */
import type { Readable } from 'node:stream';
import mysql from 'mysql2';
import type { SourceSnapshot, TargetDatabase, TargetLoad, TargetState } from './database';
import { keptColumns, MIGRATIONS_TABLE, type TableInfo } from './tables';
import { mysqlKind } from './values';

/**
 * Values as the database stores them: dates as text (no conversion through the local time zone),
 * in UTC as Sequelize writes them (timezone +00:00).
 */
function connect(databaseUrl: string): Promise<mysql.Connection> {
  const connection = mysql.createConnection({
    uri: databaseUrl.replace(/^mariadb:/, 'mysql:'),
    dateStrings: true,
    timezone: 'Z',
    supportBigNumbers: true,
    charset: 'UTF8MB4_UNICODE_CI',
  });
  return new Promise((resolve, reject) =>
    connection.connect((error) => (error ? reject(error) : resolve(connection))),
  );
}

function query<T = Record<string, unknown>>(
  connection: mysql.Connection,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  return new Promise((resolve, reject) =>
    connection.query(sql, values, (error, rows) => (error ? reject(error) : resolve(rows as T[]))),
  );
}

const end = (connection: mysql.Connection) => new Promise<void>((resolve) => connection.end(() => resolve()));

const quote = (name: string) => `\`${name.replace(/`/g, '``')}\``;

/** Where messages say the database is: its name and host, never the password. */
export function describeMysql(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl.replace(/^mariadb:/, 'mysql:'));
    return `the database ${url.pathname.replace(/^\//, '')} on ${url.host}`;
  } catch {
    return 'the MySQL/MariaDB database';
  }
}

/** The tables a backup holds and their columns, generated ones left out (the database writes them). */
async function describeTables(connection: mysql.Connection): Promise<TableInfo[]> {
  const columns = await query<{
    table_name: string;
    column_name: string;
    data_type: string;
    column_type: string;
    extra: string;
    datetime_precision: number | null;
  }>(
    connection,
    `SELECT c.TABLE_NAME AS table_name, c.COLUMN_NAME AS column_name, c.DATA_TYPE AS data_type,
            c.COLUMN_TYPE AS column_type, c.EXTRA AS extra, c.DATETIME_PRECISION AS datetime_precision
       FROM information_schema.COLUMNS c
       JOIN information_schema.TABLES t ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME
      WHERE c.TABLE_SCHEMA = DATABASE() AND t.TABLE_TYPE = 'BASE TABLE'
      ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION`,
  );
  const tables = new Map<string, TableInfo>();
  for (const column of columns) {
    if (column.table_name === MIGRATIONS_TABLE) continue;
    const table = tables.get(column.table_name) ?? {
      name: column.table_name,
      columns: [],
      autoIncrement: false,
    };
    tables.set(table.name, table);
    if (/auto_increment/i.test(column.extra)) table.autoIncrement = true;
    if (/GENERATED/i.test(column.extra)) continue;
    const kind = mysqlKind(column.data_type, column.column_type);
    table.columns.push({
      name: column.column_name,
      kind,
      ...(kind === 'datetime' ? { precision: Number(column.datetime_precision ?? 0) } : {}),
    });
  }
  return [...tables.values()].map((table) => ({ ...table, columns: keptColumns(table.name, table.columns) }));
}

async function appliedMigrations(connection: mysql.Connection): Promise<string[]> {
  const found = await query(
    connection,
    'SELECT 1 FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?',
    [MIGRATIONS_TABLE],
  );
  if (found.length === 0) return [];
  const rows = await query<{ name: string }>(connection, `SELECT name FROM ${MIGRATIONS_TABLE}`);
  return rows.map((row) => row.name);
}

export async function mysqlSnapshot(databaseUrl: string): Promise<SourceSnapshot> {
  const connection = await connect(databaseUrl);
  try {
    await query(connection, "SET SESSION time_zone = '+00:00'");
    await query(connection, 'SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await query(connection, 'START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const [{ version }] = await query<{ version: string }>(connection, 'SELECT VERSION() AS version');
    const tables = await describeTables(connection);
    const applied = await appliedMigrations(connection);
    return {
      dialect: 'mysql',
      serverVersion: version,
      applied,
      tables,
      async *rows(table) {
        const list = table.columns.map((c) => quote(c.name)).join(', ');
        // Streamed: the driver pauses reading from the server while the dump writes.
        const stream: Readable = connection
          .query(`SELECT ${list} FROM ${quote(table.name)}`)
          .stream({ highWaterMark: 256 });
        for await (const row of stream) yield row as Record<string, unknown>;
      },
      async sequence(table) {
        if (!table.autoIncrement) return null;
        // The next number the table hands out (outside the snapshot: at worst a little past it).
        const [row] = await query<{ next: number | null }>(
          connection,
          'SELECT AUTO_INCREMENT AS next FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?',
          [table.name],
        );
        return row?.next ? Number(row.next) - 1 : null;
      },
      async close() {
        await query(connection, 'COMMIT').catch(() => undefined);
        await end(connection);
      },
    };
  } catch (error) {
    await end(connection);
    throw error;
  }
}

export function mysqlTarget(databaseUrl: string): TargetDatabase {
  return {
    dialect: 'mysql',
    description: describeMysql(databaseUrl),
    async state(): Promise<TargetState> {
      const connection = await connect(databaseUrl);
      try {
        const withRows: string[] = [];
        for (const table of await describeTables(connection)) {
          const rows = await query(connection, `SELECT 1 FROM ${quote(table.name)} LIMIT 1`);
          if (rows.length > 0) withRows.push(table.name);
        }
        return { applied: await appliedMigrations(connection), withRows };
      } finally {
        await end(connection);
      }
    },
    async startLoad(): Promise<TargetLoad> {
      const connection = await connect(databaseUrl);
      await query(connection, "SET SESSION time_zone = '+00:00'");
      // This session only: rows go in table by table, in any order.
      await query(connection, 'SET SESSION foreign_key_checks = 0');
      await query(connection, 'START TRANSACTION');
      const tables = new Map((await describeTables(connection)).map((t) => [t.name, t]));
      const sequences: [TableInfo, number][] = [];
      return {
        tables,
        async insert(table, columns, rows) {
          if (rows.length === 0) return;
          await query(
            connection,
            `INSERT INTO ${quote(table.name)} (${columns.map(quote).join(', ')}) VALUES ?`,
            [rows],
          );
        },
        setSequence(table, last) {
          // Inserting ids moves AUTO_INCREMENT past them already; the source's own counter may be
          // further on (its newest rows deleted). Set after the commit: ALTER TABLE commits.
          if (table.autoIncrement) sequences.push([table, last]);
          return Promise.resolve();
        },
        async commit() {
          try {
            await query(connection, 'COMMIT');
            for (const [table, last] of sequences)
              await query(
                connection,
                `ALTER TABLE ${quote(table.name)} AUTO_INCREMENT = ${Number(last) + 1}`,
              );
          } finally {
            await end(connection);
          }
          return [];
        },
        async rollback() {
          try {
            await query(connection, 'ROLLBACK');
          } finally {
            await end(connection);
          }
        },
      };
    },
  };
}
