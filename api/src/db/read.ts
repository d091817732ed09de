/**
 * The hot reads (list pages and their totals, searches) run straight on the driver's connection.
 *
 * Sequelize builds their SQL (`selectSql`), as it does everywhere else, but does not run it:
 * - Its `findAll` deep-clones its options and runs its hooks and scopes, about 0.2 ms a call.
 * - Its `query` adds about 0.1 ms more on SQLite. It waits for its own serialize callback, and it
 *   makes an Error for a stack trace and formats that trace on every statement, failed or not.
 * Together that was a fifth of a prop list's time in Node (CPU profile under load, 100-item page).
 *
 * `readRows` takes the connection from Sequelize's own connection manager: the SQLite readers that
 * configureSqliteConnections hands out, or the MySQL/MariaDB pool. Values are bound by the driver
 * (`?`), never spliced in. Statements are logged as Sequelize logs them, so `logging` and
 * `benchmark` (the bench's profile) see these too. Writes and transactions stay with Sequelize.
 */
import {
  DatabaseError,
  literal,
  type Model,
  type ModelStatic,
  type Options,
  type WhereOptions,
} from 'sequelize';
import { AsyncLocalStorage } from 'node:async_hooks';
import { pageTotal } from '../lib/query';
import { isSqlite, sequelize, sqliteReadsInParallel } from './sequelize';

interface SqliteDatabase {
  all(sql: string, values: readonly unknown[], done: (error: Error | null, rows: object[]) => void): void;
  interrupt(): void;
  serialize(): void;
}
interface MysqlConnection {
  query(
    options: { sql: string; values: readonly unknown[] },
    done: (error: Error | null, rows: object[]) => void,
  ): void;
}
interface ConnectionManager {
  getConnection(options: {
    type: 'SELECT';
    raw: true;
    uuid?: string;
  }): Promise<SqliteDatabase | MysqlConnection>;
  releaseConnection(connection: unknown): Promise<void>;
}

interface QueryGenerator {
  selectQuery(table: string, options: object, model: ModelStatic<Model>): string;
  quoteIdentifier(name: string): string;
}
const generator = () => sequelize.getQueryInterface().queryGenerator as QueryGenerator;

/** A column or alias quoted for the database in use. */
export const quote = (name: string) => generator().quoteIdentifier(name);

/**
 * One term of an order: a column as the table names it, or an expression over the row's columns
 * (SQL qualified by the model's name, e.g. a list's sort by condition) with the name
 * `readPageAndTotal` carries its value under.
 */
export type OrderTerm =
  | [column: string, direction: string]
  | [expression: ReturnType<typeof literal>, direction: string, alias: string];

/** What `selectSql` takes: `findAll`'s options, with column names as the table names them. */
export interface SelectOptions {
  attributes: unknown[];
  where: WhereOptions;
  group?: string[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

/**
 * Sequelize's SELECT from a model's table (aliased by the model's name), without its semicolon.
 * Sequelize rewrites an `order` in place: it is given a copy.
 */
export function selectSql(model: ModelStatic<Model>, options: SelectOptions): string {
  const order = options.order?.map(([key, direction]) => [key, direction]);
  return generator()
    .selectQuery(model.getTableName() as string, { ...options, order }, model)
    .replace(/;\s*$/, '');
}

function logStatement(sql: string, ms: number) {
  const { logging, benchmark } = (sequelize as unknown as { options: Options }).options;
  if (typeof logging === 'function') logging(`Executed (read): ${sql}`, benchmark ? ms : undefined);
}

/**
 * A time limit on the reads made inside `underTimeLimit` (the searches: services/search/budget.ts).
 * MariaDB stops a statement past `max_statement_time`, MySQL past its MAX_EXECUTION_TIME hint.
 * SQLite has no such setting: a limited read runs on a connection of its own (`lane`), which a timer
 * interrupts, so no other request's statement is ever stopped by it. An in-memory SQLite database has
 * one connection only (another would be another, empty database): there the limit is checked
 * between statements.
 */
interface TimeLimit {
  deadline: number;
  /** the SQLite connection the limited reads run on */
  lane: string;
  /** stops the read under way, as the time limit does, when it aborts (the client went away) */
  signal?: AbortSignal;
}
const timeLimits = new AsyncLocalStorage<TimeLimit>();

const serializedLanes = new WeakSet<object>();

/** A read stopped by its time limit. */
export class TimeLimitExceeded extends Error {
  constructor() {
    super('the read ran past its time limit');
  }
}

/**
 * Runs `work` with every `readRows` in it limited to `ms` in all, on the SQLite connection `lane`,
 * and stopped (TimeLimitExceeded) as soon as `signal` aborts.
 */
export function underTimeLimit<T>(
  ms: number,
  lane: string,
  work: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  return timeLimits.run({ deadline: performance.now() + ms, lane, signal }, work);
}

/**
 * Stops the statement `connection` runs now (MySQL/MariaDB): `KILL QUERY` on another connection of
 * the pool. The caller holds `connection` until this has answered, so it can stop no statement of
 * another request that takes the connection next.
 */
async function killStatementOf(connection: MysqlConnection): Promise<void> {
  const threadId = Number((connection as { threadId?: unknown }).threadId);
  if (!Number.isInteger(threadId) || threadId <= 0) return;
  await sequelize.query(`KILL QUERY ${threadId}`).catch(() => undefined);
}

let mysqlFlavour: Promise<'mariadb' | 'mysql'> | null = null;
function flavourOf(connection: MysqlConnection): Promise<'mariadb' | 'mysql'> {
  mysqlFlavour ??= new Promise((resolve, reject) =>
    connection.query({ sql: 'SELECT VERSION() AS version', values: [] }, (error, rows) =>
      error
        ? reject(error)
        : resolve(/mariadb/i.test(String((rows as { version: string }[])[0].version)) ? 'mariadb' : 'mysql'),
    ),
  );
  return mysqlFlavour.catch((err: unknown) => {
    mysqlFlavour = null;
    throw err;
  });
}

/** `sql` (a SELECT) with a time limit the MySQL family enforces itself. */
async function limitedSql(connection: MysqlConnection, sql: string, ms: number): Promise<string> {
  const whole = Math.max(1, Math.ceil(ms));
  return (await flavourOf(connection)) === 'mariadb'
    ? `SET STATEMENT max_statement_time=${(whole / 1000).toFixed(3)} FOR ${sql}`
    : sql.replace(/^\s*SELECT\b/i, `SELECT /*+ MAX_EXECUTION_TIME(${whole}) */`);
}

/**
 * SQLITE_INTERRUPT, MariaDB's ER_STATEMENT_TIMEOUT, MySQL's ER_QUERY_TIMEOUT, and the error InnoDB's
 * full-text search gives when the limit stops it mid-search (handler error 188, "query interrupted").
 */
const isTimeLimit = (error: { code?: string; errno?: number; message?: string }) =>
  error.code === 'SQLITE_INTERRUPT' ||
  [1969, 3024, 1317, 188].includes(error.errno ?? 0) ||
  /Unknown error 188\b/.test(error.message ?? '');

/** Runs one SELECT outside any transaction and answers its rows as the driver gives them. */
export async function readRows<T extends object>(sql: string, values: readonly unknown[] = []): Promise<T[]> {
  const manager = sequelize.connectionManager as unknown as ConnectionManager;
  const limit = timeLimits.getStore();
  const left = limit ? limit.deadline - performance.now() : Infinity;
  if (left <= 0 || limit?.signal?.aborted) throw new TimeLimitExceeded();
  const lane = limit && isSqlite && sqliteReadsInParallel ? limit.lane : undefined;
  const connection = await manager.getConnection({ type: 'SELECT', raw: true, uuid: lane });
  if (lane && !serializedLanes.has(connection)) {
    // One statement at a time on a lane: a statement finishing on the same connection while another
    // runs (the PRAGMA Sequelize sends as it opens one) blocks the event loop until that one ends,
    // and with it the timer that would interrupt it.
    (connection as SqliteDatabase).serialize();
    serializedLanes.add(connection);
  }
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let killing: Promise<void> | undefined;
  // The client went away: the statement under way stops as its time limit would stop it.
  const stop = () => {
    if (!running) return;
    if (isSqlite) {
      if (lane) (connection as SqliteDatabase).interrupt();
    } else killing ??= killStatementOf(connection as MysqlConnection);
  };
  limit?.signal?.addEventListener('abort', stop, { once: true });
  try {
    const statement = limit && !isSqlite ? await limitedSql(connection as MysqlConnection, sql, left) : sql;
    return await new Promise<T[]>((resolve, reject) => {
      const done = (error: Error | null, rows: object[]) => {
        running = false;
        if (!error) resolve(rows as T[]);
        else if (limit && isTimeLimit(error)) reject(new TimeLimitExceeded());
        else reject(new DatabaseError(Object.assign(error, { sql })));
      };
      running = true;
      if (isSqlite) {
        const db = connection as SqliteDatabase;
        if (lane) timer = setTimeout(() => db.interrupt(), left);
        db.all(sql, values, done);
      } else (connection as MysqlConnection).query({ sql: statement, values }, done);
      if (limit?.signal?.aborted) stop();
    });
  } finally {
    clearTimeout(timer);
    limit?.signal?.removeEventListener('abort', stop);
    logStatement(sql, performance.now() - started);
    if (killing) {
      await killing;
      // A KILL that arrived just after the statement ended would stop the connection's next one:
      // a statement of nobody's takes it first.
      await new Promise((resolve) =>
        (connection as MysqlConnection).query({ sql: 'SELECT 1', values: [] }, resolve),
      );
    }
    if (!isSqlite) await manager.releaseConnection(connection);
  }
}

/** The number a subquery gives, such as a count (`countSql`, fullText.ts `indexedCountSql`). */
export async function countOf(subquery: string): Promise<number> {
  const [row] = await readRows<{ n: number | string }>(`SELECT ${subquery} AS n`);
  return Number(row.n);
}

/** A subquery counting the rows of `model`'s table that match `where`. */
export function countSql(model: ModelStatic<Model>, where: WhereOptions): string {
  return `(${selectSql(model, { attributes: [[literal('COUNT(*)'), 'n']], where })})`;
}

/**
 * A subquery counting the rows of `model`'s table that match `where`, stopping at `atMost`: what a
 * list whose filters cost a probe per row counts (`X-Total-Count-Exact` says when it stopped).
 */
export function cappedCountSql(model: ModelStatic<Model>, where: WhereOptions, atMost: number): string {
  const rows = selectSql(model, {
    attributes: [literal('1')],
    where,
    limit: Math.max(0, Math.floor(atMost)),
  });
  return `(SELECT COUNT(*) FROM (${rows}) AS ${quote('capped')})`;
}

/** A page's options: `selectSql`'s with an order, a limit and an offset. */
export interface PageOptions extends Omit<SelectOptions, 'attributes' | 'group'> {
  order: OrderTerm[];
  limit: number;
  offset: number;
}

/** A page of `model`'s rows, read with `columns` (SQL; columns qualified by the model's name). */
export function readPage<T extends object>(
  model: ModelStatic<Model>,
  options: PageOptions,
  columns: string,
): Promise<T[]> {
  return readRows<T>(selectSql(model, { ...options, attributes: [literal(columns)] }));
}

/**
 * A page of `model`'s rows, read with `columns` (SQL; columns qualified by the model's name), and
 * how many rows match in all, which `count` (a subquery) counts. Both come in one statement; only a
 * page past the last match runs `count` alone.
 *
 * - On SQLite, `count` is a column of the page. SQLite runs an uncorrelated subquery once per
 *   statement, and a statement fewer saves the driver's three trips to its thread pool (prepare,
 *   step, finalize), which cost more than the count of a filtered list itself.
 * - On MySQL/MariaDB, `count` is not needed. InnoDB reads every row that a FULLTEXT search
 *   matches, once to page them and once more to count them: 11 ms and 8 ms for the 2,113 matches
 *   of a word in 50,000 props. So the inner SELECT finds the page's ids and counts every match in
 *   the same pass (`COUNT(*) OVER ()`, taken before the LIMIT), and the outer reads the page's rows
 *   by key. Only a page past the last match, which carries no count, costs `count`.
 */
export async function readPageAndTotal<T extends object>(
  model: ModelStatic<Model>,
  options: PageOptions,
  columns: string,
  count: string,
): Promise<{ rows: T[]; total: number }> {
  if (isSqlite) {
    const rows = await readPage<T & { total: number }>(
      model,
      options,
      `${columns}, ${count} AS ${quote('total')}`,
    );
    return {
      rows,
      total: await pageTotal(options, rows, async () =>
        rows.length ? Number(rows[0].total) : countOf(count),
      ),
    };
  }
  const page = quote('page');
  const table = quote(model.name);
  const sortColumns = options.order.flatMap(([key, , alias]) => (alias === undefined ? [key as string] : []));
  const expressions = options.order.flatMap(([key, , alias]) => (alias === undefined ? [] : [[key, alias]]));
  const ordered = [...new Set(['id', ...sortColumns])];
  const inner = selectSql(model, {
    ...options,
    attributes: [...ordered, ...expressions, [literal('COUNT(*) OVER ()'), 'total']],
  });
  const order = options.order.map(
    ([key, direction, alias]) => `${page}.${quote(alias ?? (key as string))} ${direction}`,
  );
  const rows = await readRows<T & { total: number | string }>(
    `SELECT ${columns}, ${page}.${quote('total')} FROM (${inner}) AS ${page} ` +
      `JOIN ${quote(model.getTableName() as string)} AS ${table} ON ${table}.${quote('id')} = ${page}.${quote('id')} ` +
      `ORDER BY ${order.join(', ')}`,
  );
  return {
    rows,
    total: rows.length ? Number(rows[0].total) : await pageTotal(options, rows, () => countOf(count)),
  };
}
