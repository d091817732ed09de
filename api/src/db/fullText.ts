/**
 * Text search through a full-text index that knows each row's department (migrations
 * 0009-full-text-search and 0011-department-scoped-search): FTS5 on SQLite (an external-content
 * virtual table per searched table, kept in step by triggers, with a `scope` column `d<department>`),
 * InnoDB FULLTEXT on MySQL/MariaDB (over the stored column `search_words`, every word plain and as
 * `s<department>x<word>`). A search over a few departments asks the index for their matches only;
 * one over many (more than MAX_SCOPED) asks for every department's and leaves the department to the
 * rest of the where-clause. Both engines match what a user typed the same way: it is split into
 * words (letters, digits), each word must match the start of a word of the searched columns, in any
 * case and with accents folded. Nothing the user types is query syntax. Every word goes to the
 * index, whatever its length (a word too short for InnoDB's index as itself is looked up under its
 * department's prefix), and a search has a ceiling: at most MAX_SEARCH_WORDS words and
 * MAX_SEARCH_TAGS tags, one-character words left out (docs/api-input.md, "Text search").
 */
import { Op, literal, type WhereOptions } from 'sequelize';
import { ValidationFailed } from '../errors';
import { splitTags, tagsAnyOf } from '../lib/query';
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

/** innodb_ft_min_token_size's default: shorter plain words are not in a MySQL/MariaDB index. */
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
 * The most words one search looks for (docs/api-input.md, "Text search"): each is one more lookup in
 * the index for every department named, and a narrower search needs no more.
 */
export const MAX_SEARCH_WORDS = 8;
/** The most tags one filter asks for ("any of them"); each is a lookup like a word. */
export const MAX_SEARCH_TAGS = 10;
/** A word of one character is in almost every row: it narrows nothing and costs the most to look up. */
const MIN_SEARCH_WORD = 2;

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
 * The words a search looks for: those of two characters or more (one-character words are left
 * out), at most MAX_SEARCH_WORDS of them, else 422 at `loc`. Every word goes to the index: none
 * makes the database read rows to find it.
 */
export function searchTerms(text: string | null | undefined, loc: (string | number)[]): string[] {
  const words = searchWords(text).filter((word) => [...word].length >= MIN_SEARCH_WORD);
  if (words.length > MAX_SEARCH_WORDS)
    throw new ValidationFailed([
      { loc, msg: `Search for at most ${MAX_SEARCH_WORDS} words`, type: 'value_error.search_words' },
    ]);
  return words;
}

/**
 * The tags a filter asks for (comma-separated, "any of them"), at most MAX_SEARCH_TAGS, each with a
 * word the index can look up, else 422 at `loc`.
 */
export function searchTags(value: string | null | undefined, loc: (string | number)[]): string[] {
  const tags = splitTags(value);
  if (tags.length > MAX_SEARCH_TAGS)
    throw new ValidationFailed([
      { loc, msg: `Filter by at most ${MAX_SEARCH_TAGS} tags`, type: 'value_error.search_tags' },
    ]);
  for (const tag of tags)
    if (!tagWords(tag).length)
      throw new ValidationFailed([
        {
          loc,
          msg: `The tag "${tag}" is too short to search for: use a word of two or more letters or digits`,
          type: 'value_error.search_tags',
        },
      ]);
  return tags;
}

/**
 * The most departments a search with a word shorter than MIN_WORD may read on MySQL/MariaDB. Such a
 * word is not in the index as itself, only under each department's prefix (`s<id>x<word>`), so it
 * is one lookup per department: across hundreds of departments, a query InnoDB takes most of a
 * second over (docs/concurrency-and-limits.md, "Searches"). SQLite's index holds every prefix.
 */
export const SHORT_WORD_DEPARTMENTS = 16;

/**
 * Why a search for `words` and `tags` across `departments` departments is refused on MySQL/MariaDB
 * (a word too short to look up in so many), saying how to search instead; null when it is not.
 */
export function shortWordsTooWide(words: string[], tags: string[], departments: number): string | null {
  if (isSqlite || departments <= SHORT_WORD_DEPARTMENTS) return null;
  const short = [...words, ...tags.flatMap(tagWords)].find((word) => [...word].length < MIN_WORD);
  if (short === undefined) return null;
  return `"${short}" is too short to look for in ${departments} departments at once: use words of ${MIN_WORD} letters or more, or a distance that takes in at most ${SHORT_WORD_DEPARTMENTS} departments`;
}

/** The words of a tag the index looks up: a tag is found by its words, then checked whole. */
const tagWords = (tag: string) =>
  searchWords(tag).filter((word) => [...word].length >= MIN_SEARCH_WORD && word.length <= MAX_WORD);

/** What a search asks the index: words that must all match, and tags of which one must. */
interface IndexQuestion {
  /** each the start of a word of the searched columns */
  words: string[];
  /** each tag's words, whole words of the `tags` column */
  tags: string[][];
}

/**
 * The index's query. FTS5 and InnoDB take their own keywords only in upper case; lower-cased words
 * are never syntax. Departments are named when they are few enough (MAX_SCOPED); on MySQL/MariaDB
 * a word too short for the index as itself is always looked up as `s<department>x<word>`, which the
 * index does hold, so no word ever falls back to reading rows.
 */
function indexedQuery(
  target: FullTextTable,
  question: IndexQuestion,
  departments: readonly number[],
): string {
  // No department at all finds nothing anyway (the caller's department filter); the index is asked unscoped.
  const scoped = departments.length > 0 && departments.length <= MAX_SCOPED;
  const ids = departments.map(Number);
  if (isSqlite) {
    // Words are looked for in the searched columns only: `scope` holds the department tokens.
    const parts: string[] = [];
    if (question.words.length)
      parts.push(
        `{${target.columns.join(' ')}} : (${question.words.map((word) => `"${word}"*`).join(' AND ')})`,
      );
    if (question.tags.length)
      parts.push(
        `{tags} : (${question.tags.map((words) => `(${words.map((word) => `"${word}"`).join(' AND ')})`).join(' OR ')})`,
      );
    if (scoped) parts.push(`scope : (${ids.map((id) => `d${id}`).join(' OR ')})`);
    return parts.join(' AND ');
  }
  const term = (word: string, prefix: '*' | '') => {
    const plain = !scoped && word.length >= MIN_WORD && word.length <= MAX_WORD;
    return plain || !ids.length
      ? `${word}${prefix}`
      : `(${ids.map((id) => `s${id}x${word}${prefix}`).join(' ')})`;
  };
  const parts = question.words.map((word) => `+${term(word, '*')}`);
  if (question.tags.length)
    parts.push(
      `+(${question.tags.map((words) => `(${words.map((word) => `+${term(word, '')}`).join(' ')})`).join(' ')})`,
    );
  return parts.join(' ');
}

function indexedMatch(
  target: FullTextTable,
  question: IndexQuestion,
  departments: readonly number[],
): WhereOptions {
  const query = sequelize.escape(indexedQuery(target, question, departments));
  if (isSqlite) {
    const name = fullTextName(target.table);
    // The FTS table's rowid is the row's id: the index yields the ids, the table is read by key.
    return { id: { [Op.in]: literal(`(SELECT rowid FROM \`${name}\` WHERE \`${name}\` MATCH ${query})`) } };
  }
  return literal(`MATCH (\`search_words\`) AGAINST (${query} IN BOOLEAN MODE)`);
}

/**
 * The where-clause of a text search over `target`'s rows in `departments` (words from
 * `searchTerms`), and of a tags filter (tags from `searchTags`, on a table whose index covers
 * `tags`), or null when neither asks anything. The index finds the candidates; a tag is then
 * checked whole on them. The caller still limits the rows to those departments: the index does so
 * only when they are few.
 */
export function indexMatch(
  target: FullTextTable,
  asked: { words?: string[]; tags?: string[] },
  departments: readonly number[],
): WhereOptions | null {
  const words = asked.words ?? [];
  const tags = asked.tags ?? [];
  if (!words.length && !tags.length) return null;
  const match = indexedMatch(target, { words, tags: tags.map(tagWords) }, departments);
  return tags.length ? { [Op.and]: [match, tagsAnyOf('tags', tags)] } : match;
}

/** `indexMatch` for the words of `text` alone (a list's `search`): 422 at `loc` beyond the limits. */
export function textMatch(
  target: FullTextTable,
  text: string | null | undefined,
  departments: readonly number[],
  loc: (string | number)[] = ['query', 'search'],
): WhereOptions | null {
  return indexMatch(target, { words: searchTerms(text, loc) }, departments);
}

/**
 * A subquery counting how many of `target`'s rows in `departments` match `text`, up to `atMost`,
 * off the index alone; null where only the rows can tell. SQLite's index holds each row's
 * department, so counting its matches for a few named departments counts the rows without reading
 * them (a third of the time for a search of a 50,000-item department). InnoDB reads the rows to
 * count FULLTEXT matches either way (measured: no faster), and departments too many to name need
 * the rows too. `text` has passed `searchTerms` (textMatch) already.
 */
export function indexedCountSql(
  target: FullTextTable,
  text: string | null | undefined,
  departments: readonly number[],
  atMost = Infinity,
): string | null {
  const words = searchTerms(text, []);
  if (!isSqlite || !words.length) return null;
  if (departments.length === 0 || departments.length > MAX_SCOPED) return null;
  const name = fullTextName(target.table);
  const query = sequelize.escape(indexedQuery(target, { words, tags: [] }, departments));
  const limit = Number.isFinite(atMost) ? ` LIMIT ${Math.max(0, Math.floor(atMost))}` : '';
  return `(SELECT COUNT(*) FROM (SELECT 1 FROM \`${name}\` WHERE \`${name}\` MATCH ${query}${limit}))`;
}

/**
 * A subquery counting how many of `target`'s rows in any department match the words and tags (as
 * `indexMatch` asks them), up to `atMost`, off the index alone; null where the index cannot tell
 * cheaply: no words, or MySQL/MariaDB (InnoDB finds every match of a query before it counts any,
 * so a common word costs there what the count was meant to save, and it holds short words only
 * under a department). A tag's words are counted, not the tag whole: an upper bound.
 */
export function anywhereCountSql(
  target: FullTextTable,
  asked: { words: string[]; tags: string[] },
  atMost: number,
): string | null {
  if (!isSqlite || (!asked.words.length && !asked.tags.length)) return null;
  const name = fullTextName(target.table);
  const query = sequelize.escape(
    indexedQuery(target, { words: asked.words, tags: asked.tags.map(tagWords) }, []),
  );
  return `(SELECT COUNT(*) FROM (SELECT 1 FROM \`${name}\` WHERE \`${name}\` MATCH ${query} LIMIT ${Math.floor(atMost)}))`;
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
