import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Lists by name and location, and each person's way of seeing them (docs/api-input.md, "Sorting
 * the inventory lists"):
 *
 * - Each kind gets `(department_id, name)` and `(department_id, location)`: a department's page
 *   sorted by name (`sort=name`) reads its rows in index order instead of sorting every item, and a
 *   location sort's ties are found side by side. SQLite compares bytes, so there the text columns
 *   are indexed under NOCASE, the collation the sort uses; MariaDB's columns are already `*_ci`.
 * - `users.list_settings`: JSON text of the person's list view, sort and page size (null: the
 *   defaults), kept on the server so they follow the person from device to device.
 */

// Written out, not imported: a migration must build what it built the day it was written.
const TABLES = ['props', 'set_pieces', 'costume_pieces'];
const COLUMNS = ['name', 'location'];

const indexName = (table: string, column: string) => `${table}_department_${column}`;

export async function up(qi: QueryInterface): Promise<void> {
  const sqlite = qi.sequelize.getDialect() === 'sqlite';
  for (const table of TABLES)
    for (const column of COLUMNS)
      await qi.addIndex(table, {
        name: indexName(table, column),
        fields: ['department_id', sqlite ? { name: column, collate: 'NOCASE' } : column],
      });
  await qi.addColumn('users', 'list_settings', { type: DataTypes.TEXT, allowNull: true });
}

export async function down(qi: QueryInterface): Promise<void> {
  // Plain DROP COLUMN (SQLite 3.35+, MariaDB): no rebuild of the table.
  await qi.sequelize.query('ALTER TABLE users DROP COLUMN list_settings');
  for (const table of TABLES)
    for (const column of COLUMNS) await qi.removeIndex(table, indexName(table, column));
}
