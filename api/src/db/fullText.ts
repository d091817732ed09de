/**
 * Text search through a full-text index that knows each row's department (migrations
 * 0009-full-text-search and 0011-department-scoped-search): FTS5 on SQLite (an external-content
 * virtual table per searched table, kept in step by triggers, with a `scope` column `d<department>`),
 * InnoDB FULLTEXT on MySQL/MariaDB (over the stored column `search_words`, every word plain and as
 * `s<department>x<word>`). A search over a few departments asks the index for their matches only;
 * one over many (more than MAX_SCOPED) asks for every department's and leaves the department to the
 * rest of the where-clause. Both engines match what a user typed the same way: it is split into
 * words (letters, digits), each word must match the start of a word of the searched columns, in any
 * case and with accents folded. Nothing the user types is query syntax. Words shorter than MIN_WORD
 * (InnoDB indexes no shorter tokens) are matched as substrings with LIKE instead, on both engines
 * alike.
 */
import { Op, literal, type WhereOptions } from 'sequelize';
import { likeAny } from '../lib/query';
import { countOf } from './read';
import { isSqlite, sequelize } from './sequelize';

/** A searched table and its searched columns, in the order its index lists them. */
export interface FullTextTable {
  table: string;
  columns: readonly string[];
}

/** The indexed tables: the FTS5 table (SQLite) is `<table>_fts`, the MySQL/MariaDB index `<table>_search_words`. */
export const FULL_TEXT_TABLES = {
  props: { table: 'props', columns: ['name', 'description', 'tags'] },
  set_pieces: { table: 'set_pieces', columns: ['name', 'description', 'components'] },
  costume_pieces: {
    table: 'costume_pieces',
    columns: ['name', 'description', 'tags', 'color', 'material'],
  },
  productions: { table: 'productions', columns: ['title', 'description', 'director'] },
} as const satisfies Record<string, FullTextTable>;

const fullTextName = (table: string) => `${table}_fts`;

/** innodb_ft_min_token_size's default: shorter words are not in a MySQL/MariaDB index. */
const MIN_WORD = 3;
/**
 * innodb_ft_max_token_size's default is 84 and a department prefix (`s<id>x`, an INT id) takes up
 * to 12 of it: longer words are not in a MySQL/MariaDB index either.
 */
const MAX_WORD = 72;
/**
 * The most departments one search names to the index: the borrowing search within a radius names a
 * few dozen; past this the query would grow by a term per department and word for little gain.
 */
export const MAX_SCOPED = 100;

/**
 * The words of a user's text: runs of letters, digits, combining marks and underscores (InnoDB's
 * parser keeps `door_frame` one word; FTS5 splits it and matches it as a phrase, so the typed
 * name finds the row on both). Everything else (quotes, operators, punctuation) separates words. Duplicates and words that another word starts with add
 * nothing to an all-words-must-match search, but are harmless; only exact repeats are dropped.
 */
export function searchWords(text: string | null | undefined): string[] {
  const words = (text ?? '').match(/[\p{L}\p{N}\p{M}_]+/gu) ?? [];
  // An underscore only joins: at either end of a run it is punctuation like any other.
  const trimmed = words.map((word) => word.replace(/^_+|_+$/g, '').toLowerCase()).filter(Boolean);
  return [...new Set(trimmed)];
}

/**
 * The index's query: every word a prefix, in the departments' rows when they are few enough to name.
 * FTS5 and InnoDB take their own keywords only in upper case; lower-cased words are never syntax.
 */
function indexedQuery(target: FullTextTable, words: string[], departments: readonly number[]): string {
  // No department at all finds nothing anyway (the caller's department filter); the index is asked unscoped.
  const scoped = departments.length > 0 && departments.length <= MAX_SCOPED;
  const ids = departments.map(Number);
  if (isSqlite) {
    // Words are looked for in the searched columns only: `scope` holds the department tokens.
    const text = `{${target.columns.join(' ')}} : (${words.map((word) => `"${word}"*`).join(' AND ')})`;
    return scoped ? `${text} AND scope : (${ids.map((id) => `d${id}`).join(' OR ')})` : text;
  }
  return words
    .map((word) => (scoped ? `+(${ids.map((id) => `s${id}x${word}*`).join(' ')})` : `+${word}*`))
    .join(' ');
}

function indexedMatch(target: FullTextTable, words: string[], departments: readonly number[]): WhereOptions {
  const query = sequelize.escape(indexedQuery(target, words, departments));
  if (isSqlite) {
    const name = fullTextName(target.table);
    // The FTS table's rowid is the row's id: the index yields the ids, the table is read by key.
    return { id: { [Op.in]: literal(`(SELECT rowid FROM \`${name}\` WHERE \`${name}\` MATCH ${query})`) } };
  }
  return literal(`MATCH (\`search_words\`) AGAINST (${query} IN BOOLEAN MODE)`);
}

const isIndexed = (word: string) => word.length >= MIN_WORD && word.length <= MAX_WORD;

/**
 * The where-clause of a text search over `target`'s rows in `departments`, or null when the text
 * holds no word (only punctuation, or blank): no search term at all. The caller still limits the
 * rows to those departments: the index does so only when they are few.
 */
export function textMatch(
  target: FullTextTable,
  text: string | null | undefined,
  departments: readonly number[],
): WhereOptions | null {
  const words = searchWords(text);
  if (!words.length) return null;
  const indexed = words.filter(isIndexed);
  const literalWords = words.filter((word) => !indexed.includes(word));
  const and: WhereOptions[] = literalWords.map((word) => likeAny([...target.columns], word));
  if (indexed.length) and.unshift(indexedMatch(target, indexed, departments));
  return and.length === 1 ? and[0] : { [Op.and]: and };
}

/**
 * A subquery counting how many of `target`'s rows in `departments` match `text`, up to `atMost`,
 * off the index alone; null where only the rows can tell. SQLite's index holds each row's
 * department, so counting its matches for a few named departments counts the rows without reading
 * them (a third of the time for a search of a 50,000-item department). InnoDB reads the rows to
 * count FULLTEXT matches either way (measured: no faster), and a word the index does not hold, or
 * departments too many to name, need the rows too.
 */
export function indexedCountSql(
  target: FullTextTable,
  text: string | null | undefined,
  departments: readonly number[],
  atMost = Infinity,
): string | null {
  const words = searchWords(text);
  if (!isSqlite || !words.length || !words.every(isIndexed)) return null;
  if (departments.length === 0 || departments.length > MAX_SCOPED) return null;
  const name = fullTextName(target.table);
  const query = sequelize.escape(indexedQuery(target, words, departments));
  const limit = Number.isFinite(atMost) ? ` LIMIT ${Math.max(0, Math.floor(atMost))}` : '';
  return `(SELECT COUNT(*) FROM (SELECT 1 FROM \`${name}\` WHERE \`${name}\` MATCH ${query}${limit}))`;
}

/** How many of `target`'s rows in `departments` match `text`, as indexedCountSql counts them. */
export async function indexedCount(
  target: FullTextTable,
  text: string | null | undefined,
  departments: readonly number[],
): Promise<number | null> {
  const sql = indexedCountSql(target, text, departments);
  return sql === null ? null : countOf(sql);
}
