import type { Transaction } from 'sequelize';
import { isSqlite, sequelize } from './sequelize';

interface RawConnection {
  query(sql: string, values: unknown[], done: (err: Error | null) => void): void;
}

/** A DATETIME as Sequelize writes it on MySQL (UTC: the connection's time zone is +00:00). */
const utc = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');

/**
 * Inserts already-checked rows in one statement, inside `transaction`. On MySQL/MariaDB the driver
 * formats the VALUES list itself: Sequelize's per-value escaping costs more than the write for
 * thousands of rows (the CSV import's batches). Column names are our own attributes, never input.
 */
export async function insertRows(
  table: string,
  rows: Record<string, unknown>[],
  transaction: Transaction,
): Promise<void> {
  if (rows.length === 0) return;
  if (isSqlite) {
    await sequelize.getQueryInterface().bulkInsert(table, rows, { transaction });
    return;
  }
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  // A batch's rows share their timestamps: each Date is formatted once.
  const dates = new Map<Date, string>();
  const format = (date: Date) => dates.get(date) ?? dates.set(date, utc(date)).get(date)!;
  const values = rows.map((row) =>
    columns.map((column) => {
      const value = row[column];
      return value instanceof Date ? format(value) : (value ?? null);
    }),
  );
  const sql = `INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`;
  const connection = (transaction as unknown as { connection: RawConnection }).connection;
  await new Promise<void>((resolve, reject) =>
    connection.query(sql, [values], (err) => (err ? reject(err) : resolve())),
  );
}
