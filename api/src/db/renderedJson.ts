/**
 * Pages of rows that the database renders as JSON, in the shape their presenter gives them.
 *
 * A list page of 100 items read as rows cost Node more than the rest of the request together. The
 * driver builds a JavaScript object per row, the presenter copies each into the answer's shape, and
 * JSON.stringify walks them all again. Here the SELECT renders each row's JSON itself
 * (`json_object` on SQLite, `JSON_OBJECT` on MySQL/MariaDB), so Node receives one string per row.
 * It joins them into the page and sends that text as it is (http/renderedJson.ts).
 *
 * A presenter's `JsonShape` names every field of its output and how it is read from its column. The
 * tests compare each rendered page with the presenter's own output for the same rows, on both
 * databases (docs/api-contract.md, "Pages rendered by the database").
 */
import { isSqlite } from './sequelize';
import { quote } from './read';

/**
 * How a presented field is read from its column of the same name: `value` as stored (text,
 * numbers, null), or `timestamp`, a stored date and time as ISO 8601 text in UTC with milliseconds
 * (what `Date#toISOString` gives).
 */
export type JsonField = 'value' | 'timestamp';

/** Every field of a presenter's output `T`, and how the database renders it. */
export type JsonShape<T> = { readonly [K in keyof T]-?: JsonField };

/** JSON text that holds a `T`: what a controller may answer as a `T` (http/renderedJson.ts). */
export type JsonText<T> = string & { readonly renders?: T };

/**
 * Both databases keep timestamps in UTC (Sequelize writes them so). SQLite stores text such as
 * "2026-11-21 05:43:27.423 +00:00", which strftime reads; MySQL/MariaDB a DATETIME, whose
 * microseconds are cut to milliseconds.
 */
function timestampSql(column: string): string {
  return isSqlite
    ? `strftime('%Y-%m-%dT%H:%M:%fZ', ${column})`
    : `CONCAT(LEFT(DATE_FORMAT(${column}, '%Y-%m-%dT%H:%i:%s.%f'), 23), 'Z')`;
}

/**
 * The SQL expression that renders one row of `shape` as a JSON object, its columns qualified by
 * `table` (the model's name, as Sequelize aliases its table).
 */
export function jsonObjectSql<T>(shape: JsonShape<T>, table: string): string {
  const pairs = Object.entries<JsonField>(shape).map(([field, how]) => {
    const column = `${quote(table)}.${quote(field)}`;
    return `'${field}', ${how === 'timestamp' ? timestampSql(column) : column}`;
  });
  const object = pairs.join(', ');
  // MariaDB marks JSON_OBJECT's answer as JSON, and the driver would parse every row into an object
  // only for it to be stringified again: as text it comes through as it is.
  return isSqlite ? `json_object(${object})` : `CAST(JSON_OBJECT(${object}) AS CHAR)`;
}

/** The column a rendered row comes back in. */
const JSON_COLUMN = 'json';

/** Each shape's read column, by table: built once, not on every request. */
const columns = new WeakMap<object, Map<string, string>>();

/** The read column (SQL) that gives each row of `table` as its JSON text in `shape`. */
export function jsonColumn<T>(shape: JsonShape<T>, table: string): string {
  let byTable = columns.get(shape);
  if (!byTable) columns.set(shape, (byTable = new Map<string, string>()));
  let column = byTable.get(table);
  if (column === undefined) {
    column = `${jsonObjectSql(shape, table)} AS ${quote(JSON_COLUMN)}`;
    byTable.set(table, column);
  }
  return column;
}

/** The rows read through `jsonColumn`, as one JSON array in their order. */
export function jsonArray<T>(rows: readonly object[]): JsonText<T[]> {
  return `[${rows.map((row) => (row as Record<typeof JSON_COLUMN, string>)[JSON_COLUMN]).join(',')}]`;
}
