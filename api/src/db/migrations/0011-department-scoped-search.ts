import type { QueryInterface } from 'sequelize';

/**
 * The full-text indexes learn each row's department, so a search reads the matches of the
 * departments it looks in, not every department's (api/src/db/fullText.ts). Before this, a search
 * for "velvet" in one department fetched every department's velvet items from the index and then
 * dropped all but its own: the more departments, the slower every search.
 *
 * SQLite: each FTS5 table gains a `scope` column holding the token `d<department_id>`; its external
 * content is a view that adds that column to the table, and the triggers write it (a row moved to
 * another department is re-indexed). MySQL/MariaDB: InnoDB cannot join a FULLTEXT index with another
 * index, so each searched table gains a column, `search_words`: every word of the searched columns
 * twice, plain and prefixed with its department (`Lantern` in department 12 is `Lantern
 * s12xLantern`), written by triggers before every insert and update (a generated column may not read
 * `department_id`, which a foreign key cascades), and one FULLTEXT index over it replaces 0009's. A search names
 * `s12xlant*`; one over more departments than a query should list names the plain word instead.
 */
// Written out, not imported from fullText.ts: a migration must build what it built the day it was written.
const TABLES: { table: string; columns: string[] }[] = [
  { table: 'props', columns: ['name', 'description', 'tags'] },
  { table: 'set_pieces', columns: ['name', 'description', 'components'] },
  { table: 'costume_pieces', columns: ['name', 'description', 'tags', 'color', 'material'] },
  { table: 'productions', columns: ['title', 'description', 'director'] },
];

const fts = (table: string) => `${table}_fts`;
const TOKENIZE = `tokenize = "unicode61 remove_diacritics 2", prefix = '3 4'`;
const TRIGGERS = ['insert', 'delete', 'update'];

/** 0009's FTS5 table and triggers, or with `scoped` this migration's. */
function sqliteStatements(table: string, columns: string[], scoped: boolean): string[] {
  const name = fts(table);
  const indexed = scoped ? [...columns, 'scope'] : columns;
  const list = indexed.join(', ');
  const values = (row: 'new' | 'old') =>
    [...columns.map((column) => `${row}.${column}`), ...(scoped ? [`'d' || ${row}.department_id`] : [])].join(
      ', ',
    );
  const remove = `INSERT INTO ${name} (${name}, rowid, ${list}) VALUES ('delete', old.id, ${values('old')});`;
  const add = `INSERT INTO ${name} (rowid, ${list}) VALUES (new.id, ${values('new')});`;
  const watched = scoped ? [...columns, 'department_id'].join(', ') : list;
  const content = scoped ? `${table}_search` : table;
  return [
    ...(scoped
      ? [
          `CREATE VIEW ${content} AS SELECT id, ${columns.join(', ')}, 'd' || department_id AS scope FROM ${table}`,
        ]
      : []),
    `CREATE VIRTUAL TABLE ${name} USING fts5(${list}, content='${content}', content_rowid='id', ${TOKENIZE})`,
    `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${table} BEGIN ${add} END`,
    `CREATE TRIGGER ${name}_delete AFTER DELETE ON ${table} BEGIN ${remove} END`,
    `CREATE TRIGGER ${name}_update AFTER UPDATE OF ${watched} ON ${table} BEGIN ${remove} ${add} END`,
    `INSERT INTO ${name} (${name}) VALUES ('rebuild')`,
  ];
}

async function dropSqlite(qi: QueryInterface, table: string): Promise<void> {
  for (const event of TRIGGERS) await qi.sequelize.query(`DROP TRIGGER IF EXISTS ${fts(table)}_${event}`);
  await qi.sequelize.query(`DROP TABLE IF EXISTS ${fts(table)}`);
  await qi.sequelize.query(`DROP VIEW IF EXISTS ${table}_search`);
}

/**
 * The words of the searched columns, each as itself and as `s<department>x<word>`. MariaDB's
 * regular expressions are PCRE (`(*UCP)` makes `\w` any letter), MySQL 8's are ICU (`\w` already is;
 * groups are `$1`). A word is what InnoDB's parser takes for one: letters, digits, underscores.
 */
function searchWordsExpression(columns: string[], row: string, mariadb: boolean): string {
  const text = `CONCAT_WS(' ', ${columns.map((column) => `${row}\`${column}\``).join(', ')})`;
  const [pattern, word] = mariadb ? ['(*UCP)\\\\W*(\\\\w+)\\\\W*', '\\\\1'] : ['\\\\W*(\\\\w+)\\\\W*', '$1'];
  return `REGEXP_REPLACE(${text}, '${pattern}', CONCAT(' ${word} s', ${row}\`department_id\`, 'x${word}'))`;
}

export async function up(qi: QueryInterface): Promise<void> {
  const db = qi.sequelize;
  if (db.getDialect() === 'sqlite') {
    for (const { table, columns } of TABLES) {
      await dropSqlite(qi, table);
      for (const sql of sqliteStatements(table, columns, true)) await db.query(sql);
    }
    return;
  }
  const [[{ version }]] = (await db.query('SELECT VERSION() AS version')) as [{ version: string }[], unknown];
  const mariadb = /mariadb/i.test(version);
  // One connection throughout: the stopword setting is the session's.
  await db.transaction(async (transaction) => {
    await db.query('SET SESSION innodb_ft_enable_stopword = OFF', { transaction });
    for (const { table, columns } of TABLES) {
      await db.query(`ALTER TABLE \`${table}\` ADD COLUMN \`search_words\` TEXT NULL`, { transaction });
      const words = searchWordsExpression(columns, 'NEW.', mariadb);
      for (const event of ['INSERT', 'UPDATE'])
        await db.query(
          `CREATE TRIGGER \`${table}_search_words_${event.toLowerCase()}\` BEFORE ${event} ON \`${table}\` ` +
            `FOR EACH ROW SET NEW.\`search_words\` = ${words}`,
          { transaction },
        );
      await db.query(
        `UPDATE \`${table}\` SET \`search_words\` = ${searchWordsExpression(columns, '', mariadb)}`,
        { transaction },
      );
      await db.query(`CREATE FULLTEXT INDEX \`${table}_search_words\` ON \`${table}\` (\`search_words\`)`, {
        transaction,
      });
      await db.query(`DROP INDEX \`${fts(table)}\` ON \`${table}\``, { transaction });
    }
  });
}

export async function down(qi: QueryInterface): Promise<void> {
  const db = qi.sequelize;
  if (db.getDialect() === 'sqlite') {
    for (const { table, columns } of TABLES) {
      await dropSqlite(qi, table);
      for (const sql of sqliteStatements(table, columns, false)) await db.query(sql);
    }
    return;
  }
  await db.transaction(async (transaction) => {
    await db.query('SET SESSION innodb_ft_enable_stopword = OFF', { transaction });
    for (const { table, columns } of TABLES) {
      const list = columns.map((column) => `\`${column}\``).join(', ');
      await db.query(`CREATE FULLTEXT INDEX \`${fts(table)}\` ON \`${table}\` (${list})`, { transaction });
      await db.query(`DROP INDEX \`${table}_search_words\` ON \`${table}\``, { transaction });
      for (const event of ['insert', 'update'])
        await db.query(`DROP TRIGGER IF EXISTS \`${table}_search_words_${event}\``, { transaction });
      await db.query(`ALTER TABLE \`${table}\` DROP COLUMN \`search_words\``, { transaction });
    }
  });
}
