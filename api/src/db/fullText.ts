/**
 * Text search through a full-text index: FTS5 on SQLite (an external-content virtual table per
 * searched table, kept in step by triggers), InnoDB FULLTEXT on MySQL/MariaDB. Both match what a
 * user typed the same way: it is split into words (letters, digits), each word must match the start
 * of a word of the searched columns, in any case and with accents folded. Nothing the user types is
 * query syntax. Words shorter than MIN_WORD (InnoDB indexes no shorter tokens) are matched as
 * substrings with LIKE instead, on both engines alike.
 */
import { Op, literal, type WhereOptions } from 'sequelize';
import { likeAny } from '../lib/query';
import { isSqlite, sequelize } from './sequelize';

/** A searched table and its searched columns, in the order its index lists them. */
export interface FullTextTable {
  table: string;
  columns: readonly string[];
}

/** The indexed tables; the FTS5 table (SQLite) and the FULLTEXT index (MySQL) are both `<table>_fts`. */
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
/** innodb_ft_max_token_size's default: longer words are not in a MySQL/MariaDB index either. */
const MAX_WORD = 84;

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

/** FTS5 and InnoDB take their own keywords only in upper case; lower-cased words are never syntax. */
function indexedQuery(words: string[]): string {
  return isSqlite
    ? words.map((word) => `"${word}"*`).join(' AND ')
    : words.map((word) => `+${word}*`).join(' ');
}

function indexedMatch(target: FullTextTable, words: string[]): WhereOptions {
  const query = sequelize.escape(indexedQuery(words));
  const name = fullTextName(target.table);
  if (isSqlite) {
    // The FTS table's rowid is the row's id: the index yields the ids, the table is read by key.
    return { id: { [Op.in]: literal(`(SELECT rowid FROM \`${name}\` WHERE \`${name}\` MATCH ${query})`) } };
  }
  const columns = target.columns.map((column) => `\`${column}\``).join(', ');
  return literal(`MATCH (${columns}) AGAINST (${query} IN BOOLEAN MODE)`);
}

/**
 * The where-clause of a text search over `target`, or null when the text holds no word (only
 * punctuation, or blank): no search term at all.
 */
export function textMatch(target: FullTextTable, text: string | null | undefined): WhereOptions | null {
  const words = searchWords(text);
  if (!words.length) return null;
  const indexed = words.filter((word) => word.length >= MIN_WORD && word.length <= MAX_WORD);
  const literalWords = words.filter((word) => !indexed.includes(word));
  const and: WhereOptions[] = literalWords.map((word) => likeAny([...target.columns], word));
  if (indexed.length) and.unshift(indexedMatch(target, indexed));
  return and.length === 1 ? and[0] : { [Op.and]: and };
}
