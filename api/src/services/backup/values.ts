/**
 * Values in a backup are dialect-neutral JSON, so a SQLite backup loads into MySQL/MariaDB and back:
 * each column is read by its kind, written out in one form, and written back in the target
 * database's own form. Only the kinds whose stored forms differ between the databases need care.
 */

/** What a column holds, as far as moving its values between databases goes. */
export type ColumnKind = 'boolean' | 'datetime' | 'date' | 'json' | 'blob' | 'integer' | 'number' | 'text';

export type Dialect = 'sqlite' | 'mysql';

/** SQLite's declared type (as Sequelize's migrations declare it: DATETIME, DATE, TINYINT(1), …). */
export function sqliteKind(declared: string): ColumnKind {
  const type = declared.toUpperCase();
  if (type === 'TINYINT(1)' || type === 'BOOLEAN') return 'boolean';
  if (type.startsWith('DATETIME') || type.startsWith('TIMESTAMP')) return 'datetime';
  if (type === 'DATE' || type === 'DATEONLY') return 'date';
  if (type === 'JSON') return 'json';
  if (type.includes('BLOB')) return 'blob';
  if (type.includes('INT')) return 'integer';
  if (/REAL|FLOA|DOUB|NUMERIC|DECIMAL/.test(type)) return 'number';
  return 'text';
}

/** MySQL/MariaDB's information_schema DATA_TYPE and COLUMN_TYPE. */
export function mysqlKind(dataType: string, columnType: string): ColumnKind {
  const type = dataType.toLowerCase();
  if (columnType.toLowerCase().startsWith('tinyint(1)') || type === 'boolean') return 'boolean';
  if (type === 'datetime' || type === 'timestamp') return 'datetime';
  if (type === 'date') return 'date';
  if (type === 'json') return 'json';
  if (/blob|binary/.test(type)) return 'blob';
  if (type.endsWith('int')) return 'integer';
  if (/double|float|decimal|real/.test(type)) return 'number';
  return 'text';
}

/**
 * The date-times both databases hand back: Sequelize's SQLite text (`2026-03-01 09:30:00.123 +00:00`),
 * MySQL's DATETIME text (`2026-03-01 09:30:00`, UTC as Sequelize writes it there), or ISO 8601.
 * A time without a zone is UTC, as Sequelize stores them.
 */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** A date-time as ISO 8601 in UTC (`2026-03-01T09:30:00.123Z`); text it cannot read is kept as it is. */
export function isoDateTime(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  if (typeof value !== 'string') return value;
  const parts = DATE_TIME.exec(value.trim());
  if (!parts) return value;
  const zone = parts[3] ? parts[3].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2') : 'Z';
  // JavaScript dates keep milliseconds: MySQL's microseconds (never written by Sequelize) are cut.
  const time = parts[2].replace(/(\.\d{3})\d+$/, '$1');
  const date = new Date(`${parts[1]}T${time.length === 5 ? `${time}:00` : time}${zone}`);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A raw value read from the source database, in the backup's neutral form. */
export function toNeutral(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return typeof value === 'boolean' ? value : Number(value) !== 0;
    case 'datetime':
      return isoDateTime(value);
    case 'date':
      if (value instanceof Date) return value.toISOString().slice(0, 10);
      return typeof value === 'string' ? value.slice(0, 10) : value;
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    case 'blob':
      return Buffer.isBuffer(value) ? value.toString('base64') : value;
    default:
      // bigint never comes from these drivers as set up here, but JSON cannot hold one
      return typeof value === 'bigint' ? value.toString() : value;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A neutral value as the target column takes it. Date-times are written the way Sequelize writes
 * them for that database, so the app's own comparisons of stored text (SQLite) keep working. On
 * MySQL/MariaDB, fractions a DATETIME column does not keep are cut here: MySQL would round them and
 * MariaDB cut them, and a restore should give the same rows on both.
 */
export function fromNeutral(kind: ColumnKind, dialect: Dialect, value: unknown, precision?: number): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (kind === 'blob' && typeof value === 'string') return Buffer.from(value, 'base64');
  if (kind !== 'datetime' || typeof value !== 'string') return value;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(date.getTime())) return value;
  const text =
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const millis = `.${pad(date.getUTCMilliseconds(), 3)}`;
  if (dialect === 'sqlite') return `${text}${millis} +00:00`;
  const digits = Math.min(3, precision ?? 3);
  return digits > 0 ? `${text}${millis.slice(0, digits + 1)}` : text;
}
