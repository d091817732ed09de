/**
 * The orders of `GET /props`, `/sets` and `/costumes` and of their exports (`sort`). Each ends in
 * the row's id, so every row has one place: pages read with skip/limit, or one after another by
 * key (the export), never show an item twice or leave one out.
 */
import { Op, literal, type WhereOptions } from 'sequelize';
import { quote, type OrderTerm } from '../../db/read';
import { isSqlite, sequelize } from '../../db/sequelize';
import { CONDITIONS } from '../../models';

export const ITEM_SORTS = ['newest', 'name', 'condition', 'location'] as const;
/**
 * `newest` (the default): the latest created first. `name`: A→Z, ignoring case. `condition`: best
 * first (excellent, good, fair, poor), then by name. `location`: A→Z, ignoring case, the items
 * without a location last, then by name.
 */
export type ItemSort = (typeof ITEM_SORTS)[number];

/** One key of an order, as SQL over the row's columns (qualified by the model's name). */
export interface SortKey {
  sql: string;
  direction: 'ASC' | 'DESC';
  /** a plain column, which the list's indexes and readPageAndTotal's outer read take by name */
  column?: string;
  /** what the export reads to carry the key's value to the next page (default: `sql`) */
  carried?: string;
}

/** The keys of `sort` for the model's rows (aliased by its name, as Sequelize reads them). */
export function sortKeys(sort: ItemSort | undefined, modelName: string): SortKey[] {
  const column = (name: string) => `${quote(modelName)}.${quote(name)}`;
  // Case-insensitive text: SQLite's NOCASE (ASCII letters; migration 0021's indexes use it too),
  // and on MariaDB/MySQL the columns' own *_ci collation, so their indexes serve the order.
  const text = (sql: string) => (isSqlite ? `${sql} COLLATE NOCASE` : sql);
  const id = (direction: 'ASC' | 'DESC'): SortKey => ({ sql: column('id'), column: 'id', direction });
  const name: SortKey = {
    sql: text(column('name')),
    direction: 'ASC',
    column: isSqlite ? undefined : 'name',
  };
  switch (sort ?? 'newest') {
    case 'newest':
      return [
        {
          sql: column('created_at'),
          column: 'created_at',
          direction: 'DESC',
          // SQLite keeps the text it was given; MariaDB answers a date the driver would shift.
          carried: isSqlite ? undefined : `DATE_FORMAT(${column('created_at')}, '%Y-%m-%d %H:%i:%s.%f')`,
        },
        id('DESC'),
      ];
    case 'name':
      return [name, id('ASC')];
    case 'condition': {
      const ranks = CONDITIONS.map((condition, rank) => `WHEN ${sequelize.escape(condition)} THEN ${rank}`);
      return [
        {
          sql: `(CASE ${column('condition')} ${ranks.join(' ')} ELSE ${CONDITIONS.length} END)`,
          direction: 'ASC',
        },
        name,
        id('ASC'),
      ];
    }
    case 'location': {
      // An empty location is no location: both sort after every named one, and tie with each other.
      const location = `COALESCE(${column('location')}, '')`;
      return [
        { sql: `(CASE WHEN ${location} = '' THEN 1 ELSE 0 END)`, direction: 'ASC' },
        { sql: text(location), direction: 'ASC' },
        name,
        id('ASC'),
      ];
    }
  }
}

/** The keys as a page's order: columns by name, expressions under the names `sort_<n>`. */
export function orderOf(keys: SortKey[]): OrderTerm[] {
  return keys.map((key, index) =>
    key.column ? [key.column, key.direction] : [literal(key.sql), key.direction, `sort_${index}`],
  );
}

/** The name the export reads key `index`'s value under. */
export const carriedName = (index: number) => `sort_key_${index}`;

/** What the export reads besides the row: each key's value, to start the next page after it. */
export function carriedAttributes(keys: SortKey[]): [ReturnType<typeof literal>, string][] {
  return keys.map((key, index) => [literal(key.carried ?? key.sql), carriedName(index)]);
}

/**
 * The rows that come after the row whose keys read `values`: later in the first key, or equal in
 * it and later in the next, and so on (the id, last, decides).
 */
export function after(keys: SortKey[], values: unknown[]): WhereOptions {
  const compare = (index: number, operator: string) =>
    literal(`${keys[index].sql} ${operator} ${sequelize.escape(values[index] as string | number)}`);
  return {
    [Op.or]: keys.map((key, index) => ({
      [Op.and]: [
        ...keys.slice(0, index).map((_, before) => compare(before, '=')),
        compare(index, key.direction === 'ASC' ? '>' : '<'),
      ],
    })),
  };
}
