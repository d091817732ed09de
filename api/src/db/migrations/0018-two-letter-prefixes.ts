import type { QueryInterface } from 'sequelize';

/**
 * Two-letter words go to the full-text index like longer ones (api/src/db/fullText.ts): a search for
 * "tv" no longer reads every row of the departments it looks in. On SQLite the FTS5 tables gain a
 * prefix index of 2 characters beside 3 and 4, so `"tv"*` reads one list from the index instead of
 * merging the lists of every word that starts with "tv" across the whole table. Each FTS5 table is
 * made again with the new option and rebuilt from its view (0011's `<table>_search`); the triggers
 * are 0011's. MySQL/MariaDB need nothing: a short word is looked up there as `s<department>x<word>`,
 * which 0011's `search_words` already holds.
 */
// Written out, not imported: a migration must build what it built the day it was written.
const TABLES: { table: string; columns: string[] }[] = [
  { table: 'props', columns: ['name', 'description', 'tags'] },
  { table: 'set_pieces', columns: ['name', 'description', 'components'] },
  { table: 'costume_pieces', columns: ['name', 'description', 'tags', 'color', 'material'] },
  { table: 'productions', columns: ['title', 'description', 'director'] },
];

const fts = (table: string) => `${table}_fts`;

function statements(table: string, columns: string[], prefixes: string): string[] {
  const name = fts(table);
  const list = [...columns, 'scope'].join(', ');
  const values = (row: 'new' | 'old') =>
    [...columns.map((column) => `${row}.${column}`), `'d' || ${row}.department_id`].join(', ');
  const remove = `INSERT INTO ${name} (${name}, rowid, ${list}) VALUES ('delete', old.id, ${values('old')});`;
  const add = `INSERT INTO ${name} (rowid, ${list}) VALUES (new.id, ${values('new')});`;
  const watched = [...columns, 'department_id'].join(', ');
  return [
    ...['insert', 'delete', 'update'].map((event) => `DROP TRIGGER IF EXISTS ${name}_${event}`),
    `DROP TABLE IF EXISTS ${name}`,
    `CREATE VIRTUAL TABLE ${name} USING fts5(${list}, content='${table}_search', content_rowid='id', ` +
      `tokenize = "unicode61 remove_diacritics 2", prefix = '${prefixes}')`,
    `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${table} BEGIN ${add} END`,
    `CREATE TRIGGER ${name}_delete AFTER DELETE ON ${table} BEGIN ${remove} END`,
    `CREATE TRIGGER ${name}_update AFTER UPDATE OF ${watched} ON ${table} BEGIN ${remove} ${add} END`,
    `INSERT INTO ${name} (${name}) VALUES ('rebuild')`,
  ];
}

async function remake(qi: QueryInterface, prefixes: string): Promise<void> {
  if (qi.sequelize.getDialect() !== 'sqlite') return;
  for (const { table, columns } of TABLES)
    for (const sql of statements(table, columns, prefixes)) await qi.sequelize.query(sql);
}

export const up = (qi: QueryInterface) => remake(qi, '2 3 4');
export const down = (qi: QueryInterface) => remake(qi, '3 4');
