/**
 * The three item kinds as the searches read them: one SELECT per kind with the same columns (what a
 * kind lacks is NULL), so the kinds go into one UNION ALL that the database orders and pages.
 */
import { Op, col, literal, type Model, type ModelStatic, type WhereOptions } from 'sequelize';
import { quote, selectSql } from '../../db/read';
import { indexMatch } from '../../db/fullText';
import {
  COSTUME_CATEGORIES,
  LendingRecord,
  PROP_CATEGORIES,
  type Condition,
  type CostumeCategory,
  type ItemRow,
  type LendingItemType,
  type PropCategory,
} from '../../models';
import { costumeKind } from '../inventory/costumes';
import type { ItemKind } from '../inventory/items';
import { propKind } from '../inventory/props';
import { setPieceKind } from '../inventory/sets';
import { LENDING_KINDS, requestedDuring } from '../lending/kinds';
import { heldDuringSql } from '../bookings/timeline';

/**
 * The borrowing categories of set pieces. Sets carry no category of their own: the database works
 * them out from the words of the name and description as it writes the row, into `category_mask`, a
 * bit per category (migration 0012-category-indexes holds the stems); `other` is a set with none.
 */
export const SET_CATEGORIES = ['backdrop', 'platform', 'furniture', 'architectural', 'other'] as const;
export type SetCategory = (typeof SET_CATEGORIES)[number];
/** Props' and costumes' categories, and the set categories above. */
export type BorrowingCategory = PropCategory | CostumeCategory | SetCategory;

/** Which kinds a search covers. */
export type SearchItemType = 'all' | 'props' | 'sets' | 'costumes';
/** A result's kind, as the screens name it. */
export type BorrowableType = 'prop' | 'set' | 'costume';

/** Each set category's bit in `category_mask`. */
const SET_CATEGORY_BITS: Record<Exclude<SetCategory, 'other'>, number> = {
  backdrop: 1,
  platform: 2,
  furniture: 4,
  architectural: 8,
};

/** The filters every search takes (the kinds' own columns are read off the kind). */
export interface ItemFilters {
  /** the words of `query` (db/fullText.ts, searchTerms) */
  words: string[];
  itemType: SearchItemType;
  category?: BorrowingCategory;
  condition?: Condition;
  /** any of them (db/fullText.ts, searchTags) */
  tags: string[];
  /** only items no booking holds on these days (services/bookings/timeline.ts) */
  available?: Days;
}

export interface SearchKind {
  item: ItemKind<ItemRow>;
  type: BorrowableType;
  filter: Exclude<SearchItemType, 'all'>;
  lendingType: LendingItemType;
  /** the kind's stored categories (null: it has none; sets are matched by category_mask) */
  categories: readonly string[] | null;
  /** this kind's columns under the union's names; the others are NULL */
  columns: Partial<Record<UnionColumn, string>>;
}

/** The columns of the union, in order. */
export const UNION_COLUMNS = [
  'id',
  'type',
  'name',
  'description',
  'category',
  'condition',
  'location',
  'image_url',
  'tags',
  'department_id',
  'dimensions',
  'pieces_count',
  'components',
  'size',
  'color',
  'material',
] as const;
type UnionColumn = (typeof UNION_COLUMNS)[number];

const COMMON: Partial<Record<UnionColumn, string>> = {
  id: 'id',
  name: 'name',
  description: 'description',
  condition: 'condition',
  location: 'location',
  image_url: 'image_url',
  department_id: 'department_id',
};

export const SEARCH_KINDS: SearchKind[] = [
  {
    item: propKind,
    type: 'prop',
    filter: 'props',
    lendingType: 'prop',
    categories: PROP_CATEGORIES,
    columns: { ...COMMON, category: 'category', tags: 'tags' },
  },
  {
    item: setPieceKind,
    type: 'set',
    filter: 'sets',
    lendingType: 'set_piece',
    categories: null,
    columns: { ...COMMON, dimensions: 'dimensions', pieces_count: 'pieces_count', components: 'components' },
  },
  {
    item: costumeKind,
    type: 'costume',
    filter: 'costumes',
    lendingType: 'costume_piece',
    categories: COSTUME_CATEGORIES,
    columns: {
      ...COMMON,
      category: 'category',
      tags: 'tags',
      size: 'size',
      color: 'color',
      material: 'material',
    },
  },
];

function setCategoryWhere(category: SetCategory): WhereOptions {
  if (category === 'other') return { category_mask: 0 };
  return literal(`(${quote('category_mask')} & ${SET_CATEGORY_BITS[category]}) <> 0`);
}

/**
 * The where-clause of one kind for these filters, or null when no item of the kind can match (a
 * category the kind does not have, tags on sets, another kind asked for).
 */
export function kindWhere(kind: SearchKind, departments: number[], f: ItemFilters): WhereOptions | null {
  if (f.itemType !== 'all' && f.itemType !== kind.filter) return null;
  // Cheap tests first: the database stops at the first that fails, before the text ones.
  const and: WhereOptions[] = [{ department_id: { [Op.in]: departments } }];
  if (f.available) {
    const item = kind.item.model as unknown as ModelStatic<Model>;
    and.push(
      literal(heldDuringSql('none', kind.lendingType, `${item.name}.id`, f.available, f.available.today)),
    );
  }
  if (f.condition) and.push({ condition: f.condition });
  if (f.category) {
    if (kind.categories === null) {
      if (!(SET_CATEGORIES as readonly string[]).includes(f.category)) return null;
      and.push(setCategoryWhere(f.category as SetCategory));
    } else {
      if (!kind.categories.includes(f.category)) return null;
      and.push({ category: f.category });
    }
  }
  if (f.tags.length && !kind.item.hasTags) return null;
  const text = indexMatch(kind.item.searchIndex, { words: f.words, tags: f.tags }, departments);
  if (text) and.push(text);
  return { [Op.and]: and };
}

/** The days a search asks about, both included (YYYY-MM-DD). */
export interface Days {
  from: string;
  to: string;
  /**
   * the searcher's today (their department's day): an out loan holds through it. Across
   * departments the searcher's day stands for all; a request is then checked on the lender's.
   */
  today: string;
}

/**
 * The loan subqueries already built, by kind, item column and what they ask: a day's searches ask
 * the same few, and building them through Sequelize's query generator (a dozen a search) took about a
 * tenth of a borrowing search's CPU under load. The SQL depends on nothing but the key.
 */
const loanSubqueries = new Map<string, string>();
const LOAN_SUBQUERIES_KEPT = 1000;

/**
 * SQL: some loan of the item whose id is the column `itemId` (e.g. `Prop.id`) matches `where`
 * (described by `asks`); the database finds them by the loans' index on the item, never reading a
 * department's loans whole.
 */
function loanOfItemExists(kind: SearchKind, itemId: string, asks: string, where: () => WhereOptions): string {
  const key = `${kind.type} ${itemId} ${asks}`;
  let sql = loanSubqueries.get(key);
  if (sql === undefined) {
    if (loanSubqueries.size >= LOAN_SUBQUERIES_KEPT) loanSubqueries.clear();
    const loans = selectSql(LendingRecord, {
      attributes: [literal('1')],
      where: { [LENDING_KINDS[kind.lendingType].column]: { [Op.eq]: col(itemId) }, ...where() },
    });
    sql = `EXISTS (${loans})`;
    loanSubqueries.set(key, sql);
  }
  return sql;
}

/** SQL: `requester` has asked for the item for some of the days (a requested loan overlapping them). */
export function requestedBy(kind: SearchKind, itemId: string, requester: number, days: Days): string {
  return loanOfItemExists(kind, itemId, `requested ${requester} ${days.from} ${days.to}`, () =>
    requestedDuring(requester, days.from, days.to),
  );
}

/** The kind's row under the union's columns, in order. */
export function unionAttributes(kind: SearchKind): unknown[] {
  return UNION_COLUMNS.map((column) => {
    if (column === 'type') return [literal(`'${kind.type}'`), 'type'];
    const own = kind.columns[column];
    return own ? [own, column] : [literal('NULL'), column];
  });
}
