/**
 * SQLite on a file, as `npm start` runs it: reads outside transactions go to reader connections
 * side by side, each still sees every write committed before it, and a transaction is never
 * refused its first write because another connection wrote meanwhile. (The other tests run on
 * `:memory:`, which keeps one connection.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataTypes, QueryTypes, type Sequelize } from 'sequelize';
import sqlite3 from 'sqlite3';
import { createSequelize, transactionRunner } from './sequelize';

// Its own SQLite file, whichever database the other tests run on.
describe('SQLite connections on a file', () => {
  let dir: string;
  let db: Sequelize;
  const count = async () =>
    Number((await db.query<{ n: number }>('SELECT COUNT(*) AS n FROM t', { type: QueryTypes.SELECT }))[0].n);
  const connections = () =>
    Object.keys((db.connectionManager as unknown as { connections: Record<string, unknown> }).connections);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-sqlite-'));
    db = createSequelize(`sqlite:${path.join(dir, 'test.sqlite')}`);
    await db.query('PRAGMA journal_mode = WAL');
    await db.query('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
  });

  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads on connections of their own, side by side, writes on the one writer', async () => {
    await db.query("INSERT INTO t (v) VALUES ('a')");
    expect(connections()).toEqual(['default']);
    const reads = await Promise.all(Array.from({ length: 8 }, () => count()));
    expect(reads).toEqual(Array(8).fill(1));
    expect(connections().sort()).toEqual(['default', 'reader-0', 'reader-1', 'reader-2', 'reader-3']);
  });

  it('sees each write the moment it is committed, whichever reader reads', async () => {
    const before = await count();
    for (let i = 1; i <= 12; i++) {
      await db.query(`INSERT INTO t (v) VALUES ('${i}')`);
      expect(await count()).toBe(before + i);
    }
    const transaction = await db.transaction();
    await db.query("INSERT INTO t (v) VALUES ('pending')", { transaction });
    // Inside the transaction its own write shows; outside it, not until the commit.
    const inside = await db.query<{ n: number }>('SELECT COUNT(*) AS n FROM t', {
      type: QueryTypes.SELECT,
      transaction,
    });
    expect(Number(inside[0].n)).toBe(before + 13);
    expect(await count()).toBe(before + 12);
    await transaction.commit();
    expect(await count()).toBe(before + 13);
  });

  it('lets a transaction that read first write after a write outside it, instead of SQLITE_BUSY', async () => {
    const inTransaction = transactionRunner(db);
    const before = await count();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let readDone!: () => void;
    const read = new Promise<void>((resolve) => (readDone = resolve));
    const transaction = inTransaction(async (t) => {
      await db.query('SELECT COUNT(*) AS n FROM t', { type: QueryTypes.SELECT, transaction: t });
      readDone();
      await gate;
      await db.query("INSERT INTO t (v) VALUES ('in the transaction')", { transaction: t });
    });
    await read;
    // A write outside any transaction (as a session or rate-limit write is) while the transaction
    // waits: it waits for the transaction's lock instead of leaving the transaction a stale snapshot.
    const outside = db.query("INSERT INTO t (v) VALUES ('outside')");
    release();
    await Promise.all([transaction, outside]);
    expect(await count()).toBe(before + 2);
  });

  it('runs a raw SELECT alone; a model’s SELECT still reads the column types it converts by', async () => {
    await db.query('CREATE TABLE stamps (id INTEGER PRIMARY KEY, at DATETIME)');
    await db.query("INSERT INTO stamps (at) VALUES ('2026-11-24 10:00:00.000 +00:00')");
    const Stamp = db.define('Stamp', { at: DataTypes.DATE }, { tableName: 'stamps', timestamps: false });
    const all = jest.spyOn(sqlite3.Database.prototype, 'all');
    const asked = () => all.mock.calls.map(([sql]) => String(sql));
    try {
      await db.query('SELECT at FROM stamps', { type: QueryTypes.SELECT });
      expect(await Stamp.findAll({ raw: true })).toEqual([{ id: 1, at: '2026-11-24 10:00:00.000 +00:00' }]);
      expect(asked()).toHaveLength(2);
      expect(asked().filter((sql) => sql.startsWith('PRAGMA'))).toEqual([]);
      all.mockClear();
      const [stamp] = await Stamp.findAll();
      expect(stamp.get('at')).toEqual(new Date('2026-11-24T10:00:00Z'));
      expect(asked()).toContain('PRAGMA table_info(`stamps`)');
    } finally {
      all.mockRestore();
    }
  });
});
