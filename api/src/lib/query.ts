import {
  Op,
  literal,
  where,
  type Attributes,
  type FindAndCountOptions,
  type Model,
  type ModelStatic,
  type WhereOptions,
} from 'sequelize';
import { isSqlite, sequelize } from '../db/sequelize';
import { ValidationFailed } from '../errors';

/** The ESCAPE character of every LIKE built here (the same on SQLite and MySQL, unlike a backslash). */
const LIKE_ESCAPE = '!';

/** `text` as part of a LIKE pattern that matches it literally: `%`, `_` and `!` are plain characters. */
export function likeLiteral(text: string): string {
  return text.replace(/[!%_]/g, (c) => `${LIKE_ESCAPE}${c}`);
}

/** The right-hand side of `LIKE`: the quoted pattern with its ESCAPE clause. */
function likePattern(pattern: string) {
  return literal(`${sequelize.escape(pattern)} ESCAPE '${LIKE_ESCAPE}'`);
}

/**
 * Literal substring match over several columns. LIKE is case-insensitive on both back ends
 * (SQLite for ASCII, MySQL through the *_ci collation).
 */
export function likeAny(columns: string[], term: string): WhereOptions {
  const pattern = likePattern(`%${likeLiteral(term)}%`);
  return { [Op.or]: columns.map((column) => ({ [column]: { [Op.like]: pattern } })) };
}

/**
 * How far past the asked-for page a count that may stop early goes (the borrowing search, a text
 * search of a list): a total that reaches it is a lower bound, and `X-Total-Count-Exact` says so
 * (docs/api-contract.md, "Totals that stop early"). A client paging with Next always has a page
 * ahead.
 */
export const COUNT_AHEAD = 100;

/**
 * How many rows match in all, for `X-Total-Count`, given the page read first (`rows`, asked for
 * at `offset` with `limit`). A page shorter than asked for holds the last match, so its total is
 * known without counting (a search narrowed as it is typed soon fits on one page). Only a full
 * page, or an empty one past the start, costs the `count`.
 */
export async function pageTotal(
  page: { offset: number; limit: number },
  rows: readonly unknown[],
  count: () => Promise<number>,
): Promise<number> {
  if (rows.length < page.limit && (rows.length > 0 || page.offset === 0)) return page.offset + rows.length;
  return count();
}

/**
 * A page of a list and how many rows match in all (`pageTotal`): `cheapCount` when it knows (a text
 * search counted off its index), else a COUNT over the same where-clause.
 */
export async function findPage<M extends Model>(
  model: ModelStatic<M>,
  options: Omit<FindAndCountOptions<Attributes<M>>, 'group'> & { offset: number; limit: number },
  cheapCount?: () => Promise<number | null>,
): Promise<{ rows: M[]; count: number }> {
  const rows = await model.findAll(options);
  const count = await pageTotal(options, rows, async () => {
    const known = cheapCount ? await cheapCount() : null;
    // As findAndCountAll counts: the same where and includes, every row's attributes aside.
    return known ?? model.count({ ...options, attributes: undefined });
  });
  return { rows, count };
}

/** Splits "a, b,,c" into ['a', 'b', 'c']: trimmed, no blanks, no case-insensitive duplicates. */
export function splitTags(value: string | null | undefined): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/**
 * Matches rows whose comma-separated `column` holds any of `tags`. Tags are stored canonical
 * ("a,b,c"), so wrapping the column in commas lets LIKE match whole tags only.
 */
export function tagsAnyOf(column: string, tags: string[]): WhereOptions {
  const quoted = sequelize.getQueryInterface().quoteIdentifier(column);
  const wrapped = isSqlite ? `(',' || ${quoted} || ',')` : `CONCAT(',', ${quoted}, ',')`;
  return {
    [Op.or]: tags.map((tag) =>
      where(literal(wrapped), { [Op.like]: likePattern(`%,${likeLiteral(tag)},%`) }),
    ),
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date (YYYY-MM-DD) or a 422 on `loc`. */
export function isoDate(value: string, loc: (string | number)[]): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!ISO_DATE.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new ValidationFailed([
      { loc, msg: 'Invalid date format: use YYYY-MM-DD', type: 'value_error.date' },
    ]);
  }
  return value;
}

/** created_at within [from, to], both calendar days inclusive. */
export function createdBetween(from: string | undefined, to: string | undefined): WhereOptions[] {
  const clauses: WhereOptions[] = [];
  if (from)
    clauses.push({
      created_at: { [Op.gte]: new Date(`${isoDate(from, ['query', 'created_from'])}T00:00:00Z`) },
    });
  if (to) {
    const end = new Date(`${isoDate(to, ['query', 'created_to'])}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    clauses.push({ created_at: { [Op.lt]: end } });
  }
  if (from && to && from > to) {
    throw new ValidationFailed([
      {
        loc: ['query', 'created_to'],
        msg: 'Start date must be before or equal to end date',
        type: 'value_error.date',
      },
    ]);
  }
  return clauses;
}

/** Today as YYYY-MM-DD (UTC). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The calendar day `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
