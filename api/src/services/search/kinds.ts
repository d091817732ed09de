/**
 * The three item kinds as the searches read them: one SELECT per kind with the same columns (what a
 * kind lacks is NULL), so the kinds go into one UNION ALL that the database orders and pages.
 */
import { Op, col, fn, literal, where, type Model, type ModelStatic, type WhereOptions } from 'sequelize';
import { isSqlite, sequelize } from '../../db/sequelize';
import { textMatch } from '../../db/fullText';
import { splitTags, tagsAnyOf } from '../../lib/query';
import {
  COSTUME_CATEGORIES,
  PROP_CATEGORIES,
  type Condition,
  type CostumeCategory,
  type LendingItemType,
  type PropCategory,
} from '../../models';
import { costumeKind } from '../inventory/costumes';
import type { ItemKind, ItemRow } from '../inventory/items';
import { propKind } from '../inventory/props';
import { setPieceKind } from '../inventory/sets';

/** The borrowing categories of set pieces: sets carry no category, their words say it (SET_WORDS). */
export const SET_CATEGORIES = ['backdrop', 'platform', 'furniture', 'architectural', 'other'] as const;
export type SetCategory = (typeof SET_CATEGORIES)[number];
/** Props' and costumes' categories, and the set categories above. */
export type BorrowingCategory = PropCategory | CostumeCategory | SetCategory;

/** Which kinds a search covers. */
export type SearchItemType = 'all' | 'props' | 'sets' | 'costumes';
/** A result's kind, as the screens name it. */
export type BorrowableType = 'prop' | 'set' | 'costume';

/**
 * A set is in a category when a word of its name or description starts with one of these (case
 * aside): "Rostra, 8 x 4" is a platform, "Doorway flat" architectural. `other` is a set none of them
 * names. A set can be in several categories ("Balcony unit", "railing and stair unit").
 */
export const SET_WORDS: Record<Exclude<SetCategory, 'other'>, string[]> = {
  backdrop: [
    'backdrop',
    'backcloth',
    'cyclorama',
    'scrim',
    'curtain',
    'drape',
    'painted cloth',
    'drop cloth',
  ],
  platform: [
    'platform',
    'rostra',
    'rostrum',
    'riser',
    'rake',
    'deck',
    'revolve',
    'stair',
    'step',
    'ramp',
    'wagon',
  ],
  furniture: [
    'table',
    'chair',
    'sofa',
    'couch',
    'settee',
    'bench',
    'desk',
    'cabinet',
    'bookcase',
    'shelving',
    'throne',
    'wardrobe',
    'dresser',
    'bedstead',
    'four-poster',
    'furniture',
  ],
  architectural: [
    'flat',
    'wall',
    'door',
    'window',
    'arch',
    'column',
    'pillar',
    'balcony',
    'balustrade',
    'fireplace',
    'gate',
    'facade',
    'façade',
    'portal',
    'proscenium',
    'lamp post',
    'fence',
  ],
};

/** The filters every search takes (the kinds' own columns are read off the kind). */
export interface ItemFilters {
  query?: string;
  itemType: SearchItemType;
  category?: BorrowingCategory;
  condition?: Condition;
  tags?: string;
  /** only items no production holds and no loan holds: the ids loans hold, by kind */
  available?: Record<LendingItemType, Set<number>>;
}

export interface SearchKind {
  item: ItemKind<ItemRow>;
  type: BorrowableType;
  filter: Exclude<SearchItemType, 'all'>;
  lendingType: LendingItemType;
  /** the kind's stored categories (null: it has none; sets are matched by SET_WORDS) */
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
  'current_production_id',
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
  current_production_id: 'current_production_id',
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

/**
 * A word of the name or description starts with one of the stems. SQLite has no REGEXP: there the
 * two are one text with a space in front, where '% stem%' finds a word's start. MySQL/MariaDB run one
 * regular expression per column instead of a LIKE per stem over a built text (two to four times
 * faster on the search bench); both find a stem at the start of the text or after a space.
 */
function anyWordStarts(stems: string[]): WhereOptions {
  // The stems are fixed words: nothing in them is special to LIKE or to a regular expression.
  if (isSqlite) {
    const text = "(' ' || `name` || ' ' || COALESCE(`description`, ''))";
    return { [Op.or]: stems.map((stem) => where(literal(text), { [Op.like]: `% ${stem}%` })) };
  }
  const pattern = `(^| )(${stems.join('|')})`;
  return {
    [Op.or]: [
      where(col('name'), { [Op.regexp]: pattern }),
      where(fn('COALESCE', col('description'), ''), { [Op.regexp]: pattern }),
    ],
  };
}

function setCategoryWhere(category: SetCategory): WhereOptions {
  if (category !== 'other') return anyWordStarts(SET_WORDS[category]);
  return { [Op.not]: anyWordStarts(Object.values(SET_WORDS).flat()) };
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
    and.push({ current_production_id: null });
    const held = f.available[kind.lendingType];
    if (held.size) and.push({ id: { [Op.notIn]: [...held] } });
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
  const tags = splitTags(f.tags);
  if (tags.length) {
    if (!kind.item.hasTags) return null;
    and.push(tagsAnyOf('tags', tags));
  }
  const query = textMatch(kind.item.searchIndex, f.query, departments);
  if (query) and.push(query);
  return { [Op.and]: and };
}

interface QueryGenerator {
  selectQuery(table: string, options: object, model: ModelStatic<Model>): string;
  quoteIdentifier(name: string): string;
}
const generator = () => sequelize.getQueryInterface().queryGenerator as QueryGenerator;

/** Sequelize's SELECT for one kind, without its closing semicolon, to put into a UNION. */
export function selectSql(
  kind: SearchKind,
  options: { attributes: unknown[]; where: WhereOptions; group?: string[] },
) {
  const model = kind.item.model as unknown as ModelStatic<Model>;
  return generator()
    .selectQuery(model.getTableName() as string, options, model)
    .replace(/;\s*$/, '');
}

export const quote = (name: string) => generator().quoteIdentifier(name);

/** The kind's row under the union's columns, in order. */
export function unionAttributes(kind: SearchKind): unknown[] {
  return UNION_COLUMNS.map((column) => {
    if (column === 'type') return [literal(`'${kind.type}'`), 'type'];
    const own = kind.columns[column];
    return own ? [own, column] : [literal('NULL'), column];
  });
}
