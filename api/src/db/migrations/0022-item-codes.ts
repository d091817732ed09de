import { randomInt } from 'node:crypto';
import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';

/**
 * Item short codes (docs/labels-and-scanning.md, "Codes"): each item table gains `code`, 8
 * characters of Crockford base32 drawn at random, unique per table; the first character's place in
 * the alphabet modulo 3 names the kind, so no two items of any kinds share one. Every existing item
 * gets its code here. The column stays nullable in the schema (making it NOT NULL would rebuild the
 * tables on SQLite and drop their search triggers); every way an item is created gives it one.
 */

// Written out, not imported: a migration must build what it built the day it was written.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TABLES = ['props', 'set_pieces', 'costume_pieces'];

const indexName = (table: string) => `${table}_code`;

function codeFor(kindIndex: number, taken: Set<string>): string {
  for (;;) {
    const first = [...ALPHABET].filter((_, index) => index % 3 === kindIndex);
    let code = first[randomInt(first.length)];
    for (let i = 1; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

export async function up(qi: QueryInterface): Promise<void> {
  const sequelize = qi.sequelize;
  for (const [kindIndex, table] of TABLES.entries()) {
    await qi.addColumn(table, 'code', { type: DataTypes.STRING(8), allowNull: true });
    const taken = new Set<string>();
    for (let last = 0; ;) {
      const rows = await sequelize.query<{ id: number }>(
        `SELECT id FROM ${table} WHERE id > ? ORDER BY id LIMIT 1000`,
        { replacements: [last], type: QueryTypes.SELECT },
      );
      if (rows.length === 0) break;
      // One UPDATE per page of rows: CASE id WHEN … THEN … END.
      const cases = rows.map((row) => `WHEN ${Number(row.id)} THEN '${codeFor(kindIndex, taken)}'`).join(' ');
      const ids = rows.map((row) => Number(row.id)).join(', ');
      await sequelize.query(`UPDATE ${table} SET code = CASE id ${cases} END WHERE id IN (${ids})`);
      last = Number(rows[rows.length - 1].id);
    }
    await qi.addIndex(table, { name: indexName(table), fields: ['code'], unique: true });
  }
}

export async function down(qi: QueryInterface): Promise<void> {
  for (const table of TABLES) {
    await qi.removeIndex(table, indexName(table));
    // Plain DROP COLUMN (SQLite 3.35+, MariaDB): no rebuild of the table.
    await qi.sequelize.query(`ALTER TABLE ${table} DROP COLUMN code`);
  }
}
