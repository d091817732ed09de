/**
 * SQLite: a backup copies the live file with SQLite's online backup API (the copy is one consistent
 * state, whatever the app writes meanwhile) and dumps the copy; a restore loads on a connection of
 * its own with foreign keys off.
 */
import fs from 'node:fs';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import type { SourceSnapshot, TargetDatabase, TargetLoad, TargetState } from './database';
import { isDerivedSqliteTable, keptColumns, MIGRATIONS_TABLE, type TableInfo } from './tables';
import { sqliteKind } from './values';

/** How long a statement waits for the app's write lock before giving up. */
const BUSY_TIMEOUT_MS = 10_000;
/** Rows read per statement while dumping. */
const PAGE_ROWS = 1000;

/** node-sqlite3's Backup (missing from its type definitions). */
interface SqliteBackup {
  step(pages: number, done: (error: Error | null) => void): void;
  finish(done?: (error: Error | null) => void): void;
  completed: boolean;
  failed: boolean;
}
type BackupCapable = sqlite3.Database & {
  backup(file: string, done: (error: Error | null) => void): SqliteBackup;
};

function open(file: string, mode: number): Promise<sqlite3.Database> {
  return new Promise((resolve, reject) => {
    const db: sqlite3.Database = new sqlite3.Database(file, mode, (error) =>
      error ? reject(error) : resolve(db),
    );
  });
}

const close = (db: sqlite3.Database) =>
  new Promise<void>((resolve, reject) => db.close((error) => (error ? reject(error) : resolve())));

function all<T>(db: sqlite3.Database, sql: string, values: unknown[] = []): Promise<T[]> {
  return new Promise((resolve, reject) =>
    db.all<T>(sql, values, (error, rows) => (error ? reject(error) : resolve(rows))),
  );
}

function run(db: sqlite3.Database, sql: string, values: unknown[] = []): Promise<number> {
  return new Promise((resolve, reject) =>
    db.run(sql, values, function done(error) {
      if (error) reject(error);
      else resolve(this.changes);
    }),
  );
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables a backup holds, their columns and kinds; derived tables left out (tables.ts). */
async function describeTables(db: sqlite3.Database): Promise<TableInfo[]> {
  const entries = await all<{ name: string; sql: string | null }>(
    db,
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name",
  );
  const virtual = entries.filter((e) => /^CREATE\s+VIRTUAL\s+TABLE/i.test(e.sql ?? '')).map((e) => e.name);
  const tables: TableInfo[] = [];
  for (const { name, sql } of entries) {
    if (name === MIGRATIONS_TABLE || isDerivedSqliteTable(name, virtual)) continue;
    // table_info leaves out generated columns: the database writes those itself.
    const columns = await all<{ name: string; type: string }>(db, `PRAGMA table_info(${quote(name)})`);
    tables.push({
      name,
      columns: keptColumns(
        name,
        columns.map((c) => ({ name: c.name, kind: sqliteKind(c.type) })),
      ),
      autoIncrement: /AUTOINCREMENT/i.test(sql ?? ''),
    });
  }
  return tables;
}

async function appliedMigrations(db: sqlite3.Database): Promise<string[]> {
  const found = await all(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", [
    MIGRATIONS_TABLE,
  ]);
  if (found.length === 0) return [];
  const rows = await all<{ name: string }>(db, `SELECT name FROM ${MIGRATIONS_TABLE}`);
  return rows.map((row) => row.name);
}

/** Copies the live database into `copy` in one step of the online backup API, retrying while locked. */
async function onlineCopy(liveFile: string, copy: string): Promise<void> {
  const live = (await open(liveFile, sqlite3.OPEN_READWRITE)) as BackupCapable;
  try {
    live.configure('busyTimeout', BUSY_TIMEOUT_MS);
    const backup = await new Promise<SqliteBackup>((resolve, reject) => {
      const started = live.backup(copy, (error) => (error ? reject(error) : resolve(started)));
    });
    const deadline = Date.now() + BUSY_TIMEOUT_MS;
    // All pages in one step: the copy is the database as of one moment, the app's writers waiting
    // for nothing (WAL). A step refused while the app holds a lock is tried again.
    while (!backup.completed) {
      try {
        await new Promise<void>((resolve, reject) =>
          backup.step(-1, (error) => (error ? reject(error) : resolve())),
        );
      } catch (error) {
        if (backup.failed || Date.now() > deadline || !/BUSY|LOCKED/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await new Promise<void>((resolve, reject) =>
      backup.finish((error) => (error ? reject(error) : resolve())),
    );
  } finally {
    await close(live);
  }
}

/** A consistent copy of the SQLite file `liveFile`, made in `workDir`, ready to dump. */
export async function sqliteSnapshot(liveFile: string, workDir: string): Promise<SourceSnapshot> {
  if (!fs.existsSync(liveFile)) throw new Error(`There is no SQLite database at ${liveFile}`);
  const copy = path.join(workDir, 'snapshot.sqlite');
  await onlineCopy(liveFile, copy);
  const db = await open(copy, sqlite3.OPEN_READWRITE);
  const [{ version }] = await all<{ version: string }>(db, 'SELECT sqlite_version() AS version');
  const tables = await describeTables(db);
  const applied = await appliedMigrations(db);
  return {
    dialect: 'sqlite',
    serverVersion: version,
    applied,
    tables,
    async *rows(table) {
      // By rowid, a page at a time: the copy does not change, and no table is held in memory.
      const list = table.columns.map((c) => quote(c.name)).join(', ');
      const sql = `SELECT _rowid_ AS "__rowid", ${list} FROM ${quote(table.name)} WHERE _rowid_ > ? ORDER BY _rowid_ LIMIT ${PAGE_ROWS}`;
      let after = -Infinity;
      for (;;) {
        const page = await all<Record<string, unknown>>(db, sql, [after]);
        for (const { __rowid, ...row } of page) {
          after = Number(__rowid);
          yield row;
        }
        if (page.length < PAGE_ROWS) return;
      }
    },
    async sequence(table) {
      if (!table.autoIncrement) return null;
      const rows = await all<{ seq: number }>(db, 'SELECT seq FROM sqlite_sequence WHERE name = ?', [
        table.name,
      ]);
      return rows.length > 0 ? Number(rows[0].seq) : null;
    },
    async close() {
      await close(db);
      // Dumped: the copy goes now, before the uploads are staged beside it.
      for (const suffix of ['', '-wal', '-shm']) await fs.promises.rm(`${copy}${suffix}`, { force: true });
    },
  };
}

/** The SQLite file `file` as a restore's target. */
export function sqliteTarget(file: string): TargetDatabase {
  return {
    dialect: 'sqlite',
    description: `the SQLite database ${file}`,
    async state(): Promise<TargetState> {
      // No file yet: a fresh database (and none is created just to look).
      if (!fs.existsSync(file)) return { applied: [], withRows: [] };
      // Read and write (nothing is written), so that closing removes the WAL files opening made.
      const db = await open(file, sqlite3.OPEN_READWRITE);
      try {
        db.configure('busyTimeout', BUSY_TIMEOUT_MS);
        const withRows: string[] = [];
        for (const table of await describeTables(db)) {
          const rows = await all(db, `SELECT 1 FROM ${quote(table.name)} LIMIT 1`);
          if (rows.length > 0) withRows.push(table.name);
        }
        return { applied: await appliedMigrations(db), withRows };
      } finally {
        await close(db);
      }
    },
    async startLoad(): Promise<TargetLoad> {
      const db = await open(file, sqlite3.OPEN_READWRITE);
      db.configure('busyTimeout', BUSY_TIMEOUT_MS);
      // Per connection, and only outside a transaction: rows go in table by table, in any order.
      await run(db, 'PRAGMA foreign_keys = OFF');
      await run(db, 'BEGIN IMMEDIATE');
      const tables = new Map((await describeTables(db)).map((t) => [t.name, t]));
      const finish = async (sql: string) => {
        try {
          await run(db, sql);
        } finally {
          await close(db);
        }
      };
      return {
        tables,
        async insert(table, columns, rows) {
          if (rows.length === 0) return;
          const one = `(${columns.map(() => '?').join(', ')})`;
          await run(
            db,
            `INSERT INTO ${quote(table.name)} (${columns.map(quote).join(', ')}) VALUES ${rows.map(() => one).join(', ')}`,
            rows.flat(),
          );
        },
        async setSequence(table, last) {
          if (!table.autoIncrement) return;
          const changed = await run(db, 'UPDATE sqlite_sequence SET seq = MAX(seq, ?) WHERE name = ?', [
            last,
            table.name,
          ]);
          if (changed === 0)
            await run(db, 'INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)', [table.name, last]);
        },
        async commit() {
          // The source kept its references (foreign keys are on in the app); say so if some broke.
          const broken = await all<{ table: string; parent: string }>(db, 'PRAGMA foreign_key_check');
          const problems = [...new Set(broken.map((b) => `${b.table} → ${b.parent}`))].map(
            (pair) => `rows whose reference is missing: ${pair}`,
          );
          await finish('COMMIT');
          return problems;
        },
        rollback: () => finish('ROLLBACK'),
      };
    },
  };
}
