import type { QueryInterface } from 'sequelize';

/**
 * Full-text indexes for the text searches (api/src/db/fullText.ts), built for the rows already
 * there. SQLite: an external-content FTS5 table per searched table, its rowid the row's id, kept in
 * step by triggers in the writing transaction (multi-row INSERTs of imports included); an UPDATE
 * touching none of the searched columns leaves it alone. MySQL/MariaDB: an InnoDB FULLTEXT index
 * over the same columns, which InnoDB keeps transactionally. It is built with stopwords off, so
 * common words such as "the" are indexed and searchable like any other (the index keeps that
 * setting for good).
 */
// Written out, not imported from fullText.ts: a migration must build what it built the day it was written.
const TABLES: { table: string; columns: string[] }[] = [
  { table: 'props', columns: ['name', 'description', 'tags'] },
  { table: 'set_pieces', columns: ['name', 'description', 'components'] },
  { table: 'costume_pieces', columns: ['name', 'description', 'tags', 'color', 'material'] },
  { table: 'productions', columns: ['title', 'description', 'director'] },
];

const fts = (table: string) => `${table}_fts`;

function sqliteStatements(table: string, columns: string[]): string[] {
  const name = fts(table);
  const list = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ');
  const remove = `INSERT INTO ${name} (${name}, rowid, ${list}) VALUES ('delete', old.id, ${values('old')});`;
  const add = `INSERT INTO ${name} (rowid, ${list}) VALUES (new.id, ${values('new')});`;
  return [
    `CREATE VIRTUAL TABLE ${name} USING fts5(${list}, content='${table}', content_rowid='id', ` +
      `tokenize = "unicode61 remove_diacritics 2", prefix = '3 4')`,
    `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${table} BEGIN ${add} END`,
    `CREATE TRIGGER ${name}_delete AFTER DELETE ON ${table} BEGIN ${remove} END`,
    `CREATE TRIGGER ${name}_update AFTER UPDATE OF ${list} ON ${table} BEGIN ${remove} ${add} END`,
    `INSERT INTO ${name} (${name}) VALUES ('rebuild')`,
  ];
}

export async function up(qi: QueryInterface): Promise<void> {
  const db = qi.sequelize;
  if (db.getDialect() === 'sqlite') {
    for (const { table, columns } of TABLES) {
      for (const sql of sqliteStatements(table, columns)) await db.query(sql);
    }
    return;
  }
  // One connection throughout: the stopword setting is the session's.
  await db.transaction(async (transaction) => {
    await db.query('SET SESSION innodb_ft_enable_stopword = OFF', { transaction });
    for (const { table, columns } of TABLES) {
      const list = columns.map((column) => `\`${column}\``).join(', ');
      await db.query(`CREATE FULLTEXT INDEX \`${fts(table)}\` ON \`${table}\` (${list})`, { transaction });
    }
  });
}

export async function down(qi: QueryInterface): Promise<void> {
  const db = qi.sequelize;
  for (const { table } of [...TABLES].reverse()) {
    if (db.getDialect() === 'sqlite') {
      for (const event of ['insert', 'delete', 'update'])
        await db.query(`DROP TRIGGER IF EXISTS ${fts(table)}_${event}`);
      await db.query(`DROP TABLE IF EXISTS ${fts(table)}`);
    } else {
      await db.query(`DROP INDEX \`${fts(table)}\` ON \`${table}\``);
    }
  }
}
