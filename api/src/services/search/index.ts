/**
 * The borrowing search (docs/lending.md, "Borrowing search"): other departments' props, set pieces
 * and costume pieces, nearest department first, with whether each is free for the days asked; and
 * the same search over the current department's own stock.
 *
 * Departments are few next to items, so distances are worked out per department: a bounding box on
 * the departments' coordinates (index departments_location) gives the candidates, the exact
 * great-circle distance keeps those within reach and orders them. Items are then counted per
 * department, nearest first, a few departments per query, until the count passes the asked-for page
 * by COUNT_AHEAD (so a search costs what its page needs, not what all 500 departments hold); only the
 * departments the page falls in are read, ordered by distance and name in the database. Loans are
 * never read whole: the database probes the loans' index on each item, to leave out the ones a loan
 * holds when only available items are wanted, and to flag the page's rows.
 */
import { Op, fn, literal, type WhereOptions } from 'sequelize';
import { anywhereCountSql, MAX_SCOPED, searchTags, searchTerms, shortWordsTooWide } from '../../db/fullText';
import { countOf, quote, readRows, selectSql } from '../../db/read';
import { BadRequest, ValidationFailed } from '../../errors';
import type { Actor } from '../../domain/actor';
import { COUNT_AHEAD, isoDate } from '../../lib/query';
import { todayOf } from '../../lib/timeZones';
import type { IsoDate, SearchText } from '../../lib/validation';
import { authorizeLending } from '../../policies/lending';
import { Department, type Condition, type LendingItemType } from '../../models';
import { currentDepartmentOf } from '../session';
import { availabilityOf } from '../bookings/availability';
import type { ItemAvailability } from '../bookings/timeline';
import { withinSearchBudget, type SearchTicket } from './budget';
import { boundingBox, haversineMiles, type Coordinates } from './distance';
import {
  kindWhere,
  requestedBy,
  SEARCH_KINDS,
  unionAttributes,
  type BorrowableType,
  type BorrowingCategory,
  type Days,
  type ItemFilters,
  type SearchItemType,
  type SearchKind,
} from './kinds';

export type { BorrowableType, BorrowingCategory, SearchItemType } from './kinds';

export const NO_LOCATION =
  'Your department has no location yet: an admin can add its latitude and longitude in the department settings';

/**
 * How many results to answer (default 20).
 * @isInt Must be a whole number
 * @minimum 1 Must be between 1 and 100
 * @maximum 100 Must be between 1 and 100
 */
export type SearchLimit = number;

/**
 * How many results to leave out (default 0). A search pages at most 1,000 results deep: each page
 * further costs the database more, and a person narrows the search long before.
 * @isInt Must be a whole number
 * @minimum 0 Must be at least 0
 * @maximum 1000 Must be no more than 1000: narrow the search to see further
 */
export type SearchSkip = number;

/**
 * Miles from the current department.
 * @minimum 1 Must be between 1 and 500
 * @maximum 500 Must be between 1 and 500
 */
export type Miles = number;

/** The days an item is wanted for, both included. */
export interface SearchDateRange {
  start: IsoDate;
  /** after `start` */
  end: IsoDate;
}

/** The filters both searches take. */
export interface SearchFilters {
  /**
   * words, each the start of a word of the name, description, tags or the kind's other text
   * (components; color, material), in any case, accents aside (docs/api-input.md, "Text search")
   */
  query?: SearchText;
  /** which kinds (default all) */
  item_type?: SearchItemType;
  /**
   * props' and costumes' categories; for set pieces backdrop, platform, furniture, architectural or
   * other, found in the words of their name and description
   */
  category?: BorrowingCategory;
  condition?: Condition;
  /** comma-separated: items with any of them (set pieces carry no tags) */
  tags?: SearchText;
  skip?: SearchSkip;
  limit?: SearchLimit;
}

/** The filters of the current department's own search (`POST /search/advanced`). */
export interface AdvancedSearchInput extends SearchFilters {
  /** only items free today: no production holds them, no approved, active or overdue loan (default false) */
  available_only?: boolean;
}

/** The filters of the borrowing search (`POST /search/inter-department`). */
export interface InterDepartmentSearchInput extends SearchFilters {
  /** the days the item is wanted for (default today) */
  date_range?: SearchDateRange;
  /** only departments within this many miles */
  max_distance?: Miles;
  /** leave out items a production or a loan holds on those days (default true) */
  available_only?: boolean;
}

/** What a result names of its department. */
export interface DepartmentInfo {
  id: number;
  name: string;
  address: string | null;
  contact_person: string | null;
  contact_email: string | null;
}

/** One item row as the union reads it. */
export interface UnionRow {
  id: number;
  type: BorrowableType;
  name: string;
  description: string | null;
  category: string | null;
  condition: Condition;
  location: string | null;
  image_url: string | null;
  tags: string | null;
  department_id: number;
  dimensions: string | null;
  pieces_count: number | null;
  components: string | null;
  size: string | null;
  color: string | null;
  material: string | null;
}

/** A row of a page: the union's columns and whether the searching department asked for it (1 or 0). */
interface PageRow extends UnionRow {
  requested_by_you: number;
}

export interface SearchHit {
  row: UnionRow;
  lendingType: LendingItemType;
  department: DepartmentInfo;
  distance: number | null;
  available: boolean;
  requestedByYou: boolean;
  /** what holds the item on the days asked, and from when it is free */
  time: ItemAvailability;
}

interface Place {
  department: DepartmentInfo & { latitude: number | null; longitude: number | null };
  /** miles, exact; null when either side has no coordinates */
  distance: number | null;
}

const DEPARTMENT_ATTRIBUTES = [
  'id',
  'name',
  'address',
  'contact_person',
  'contact_email',
  'latitude',
  'longitude',
] as const;

function datesOf(range: SearchDateRange | undefined, today: string): Days {
  if (!range) return { from: today, to: today, today };
  const from = isoDate(range.start, ['body', 'date_range', 'start']);
  const to = isoDate(range.end, ['body', 'date_range', 'end']);
  if (to <= from)
    throw new ValidationFailed([
      { loc: ['body', 'date_range', 'end'], msg: 'End date must be after start date', type: 'value_error' },
    ]);
  return { from, to, today };
}

function coordinatesOf(d: { latitude: number | null; longitude: number | null }): Coordinates | null {
  return d.latitude === null || d.longitude === null
    ? null
    : { latitude: d.latitude, longitude: d.longitude };
}

/** The other departments, within `maxDistance` miles when given, nearest first (no distance last). */
async function placesAround(me: Department, maxDistance: number | undefined): Promise<Place[]> {
  const origin = coordinatesOf(me);
  const and: WhereOptions[] = [{ id: { [Op.ne]: me.id } }];
  if (maxDistance !== undefined) {
    if (!origin) throw new BadRequest(NO_LOCATION);
    const box = boundingBox(origin, maxDistance);
    and.push({ latitude: { [Op.between]: box.latitude } });
    if (box.longitude)
      and.push({ [Op.or]: box.longitude.map((range) => ({ longitude: { [Op.between]: range } })) });
  }
  const rows = await readRows<Place['department']>(
    selectSql(Department, { attributes: [...DEPARTMENT_ATTRIBUTES], where: { [Op.and]: and } }),
  );
  const places = rows.map((department) => {
    const there = coordinatesOf(department);
    return { department, distance: origin && there ? haversineMiles(origin, there) : null };
  });
  return places
    .filter((p) => maxDistance === undefined || (p.distance !== null && p.distance <= maxDistance))
    .sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity) || a.department.id - b.department.id);
}

/**
 * The count of one step: how many items match in each of `departments`, the three kinds in one
 * UNION ALL; null when no kind can match.
 */
export function countByDepartmentSql(departments: number[], filters: ItemFilters): string | null {
  const branches = SEARCH_KINDS.flatMap((kind) => {
    const where = kindWhere(kind, departments, filters);
    return where
      ? [
          selectSql(kind.item.model, {
            attributes: ['department_id', [fn('COUNT', literal('*')), 'n']],
            where,
            group: ['department_id'],
          }),
        ]
      : [];
  });
  return branches.length ? branches.join(' UNION ALL ') : null;
}

/** How many items match in each department: one query over the three kinds. */
async function countByDepartment(departments: number[], filters: ItemFilters): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  const sql = countByDepartmentSql(departments, filters);
  if (sql === null || !departments.length) return counts;
  const rows = await readRows<{ department_id: number; n: number | string }>(sql);
  for (const row of rows) {
    const id = Number(row.department_id);
    counts.set(id, (counts.get(id) ?? 0) + Number(row.n));
  }
  return counts;
}

/**
 * One page of the items of the departments in `rank`, ordered by their rank (their distance band),
 * then name, kind and id; `offset` counts from the first of them. Each row of the page says whether a
 * loan holds it on the days (`held`) and whether `requester` has asked for it for them
 * (`requested_by_you`): the database probes the loans' index for the page's rows only.
 */
async function readPage(
  rank: Map<number, number>,
  filters: ItemFilters,
  page: { offset: number; limit: number },
  dates: Days,
  requester: number | null,
): Promise<PageRow[]> {
  const departments = [...rank.keys()];
  const branches = SEARCH_KINDS.flatMap((kind) => {
    const where = kindWhere(kind, departments, filters);
    return where ? [selectSql(kind.item.model, { attributes: unionAttributes(kind), where })] : [];
  });
  if (!branches.length) return [];
  const bands = new Set(rank.values());
  const byBand =
    bands.size > 1
      ? `CASE ${quote('department_id')} ${[...rank]
          .map(([id, band]) => `WHEN ${Number(id)} THEN ${Number(band)}`)
          .join(' ')} END, `
      : '';
  const order = `ORDER BY ${byBand}${quote('name')}, ${quote('type')}, ${quote('id')}`;
  // Per kind, as the loans name its item: only the kind's own EXISTS runs for a row.
  const flag = (name: string, exists: ((kind: SearchKind) => string) | null) =>
    exists
      ? `CASE ${quote('type')} ${SEARCH_KINDS.map((kind) => `WHEN '${kind.type}' THEN ${exists(kind)}`).join(' ')} END AS ${quote(name)}`
      : `0 AS ${quote(name)}`;
  const requested = flag(
    'requested_by_you',
    requester === null ? null : (kind) => requestedBy(kind, 'page.id', requester, dates),
  );
  const sql =
    `SELECT ${quote('page')}.*, ${requested} FROM (` +
    `SELECT * FROM (${branches.join(' UNION ALL ')}) AS items ${order} ` +
    `LIMIT ${Number(page.limit)} OFFSET ${Number(page.offset)}) AS ${quote('page')} ${order}`;
  return readRows<PageRow>(sql);
}

const LENDING_TYPE: Record<BorrowableType, LendingItemType> = {
  prop: 'prop',
  set: 'set_piece',
  costume: 'costume_piece',
};

/**
 * Departments the first step of the count reads; each further step reads twice as many, up to
 * MAX_SCOPED, so the index is always asked for the departments by name.
 */
const FIRST_STEP = 8;

/** Departments at the same distance: their items interleave by name. */
interface Band {
  departments: number[];
  count: number;
}

/**
 * Matches in every department together below which they are counted in one step: the index finds
 * them all at once, cheaper than asking it department by department (a search for words hardly
 * anyone has would otherwise ask it at every step of the way).
 */
const FEW_MATCHES = 5000;

/**
 * How many rows the words and tags match anywhere, as the index counts them up to FEW_MATCHES per
 * kind; null where it cannot tell (db/fullText.ts, anywhereCountSql).
 */
async function matchesAnywhere(filters: ItemFilters): Promise<number | null> {
  const counts = SEARCH_KINDS.flatMap((kind) =>
    kindWhere(kind, [], filters) === null
      ? []
      : [anywhereCountSql(kind.item.searchIndex, { words: filters.words, tags: filters.tags }, FEW_MATCHES)],
  );
  if (!counts.length || counts.some((sql) => sql === null)) return null;
  return countOf(counts.join(' + '));
}

/**
 * Counts the matches of `places` nearest first, a step of whole bands at a time, until at least
 * `enough` are counted or every place is; in one step when the words and tags are rare.
 */
async function countNearestFirst(
  places: Place[],
  filters: ItemFilters,
  enough: number,
): Promise<{ bands: Band[]; total: number; exact: boolean }> {
  const bands: Band[] = [];
  let total = 0;
  let counted = 0;
  const anywhere = await matchesAnywhere(filters);
  if (anywhere === 0) return { bands, total, exact: true };
  const firstStep = anywhere !== null && anywhere < FEW_MATCHES ? places.length : FIRST_STEP;
  for (
    let step = firstStep;
    counted < places.length && total < enough;
    step = Math.min(step * 2, MAX_SCOPED)
  ) {
    let end = Math.min(places.length, counted + step);
    while (end < places.length && places[end].distance === places[end - 1].distance) end++;
    const counts = await countByDepartment(
      places.slice(counted, end).map((p) => p.department.id),
      filters,
    );
    for (let i = counted; i < end; i++) {
      if (i === 0 || places[i].distance !== places[i - 1].distance) bands.push({ departments: [], count: 0 });
      const n = counts.get(places[i].department.id) ?? 0;
      if (n === 0) continue;
      bands[bands.length - 1].departments.push(places[i].department.id);
      bands[bands.length - 1].count += n;
      total += n;
    }
    counted = end;
  }
  return { bands, total, exact: counted === places.length };
}

/**
 * The page of the items of `places` (grouped into bands of equal distance), and how many match:
 * counted nearest first until `countAhead` past the page (every match when it is Infinity), then only
 * the departments the page falls in are read.
 */
async function searchPlaces(
  places: Place[],
  filters: ItemFilters,
  page: { skip: number; limit: number },
  dates: Days,
  options: { availableOnly: boolean; requester: number | null; countAhead: number },
): Promise<{ items: SearchHit[]; total: number; exact: boolean }> {
  if (options.availableOnly) filters = { ...filters, available: dates };
  const { bands, total, exact } = await countNearestFirst(
    places,
    filters,
    page.skip + page.limit + options.countAhead,
  );
  // The bands the page falls in, and how many items come before the first of them.
  const rank = new Map<number, number>();
  let before = 0;
  let firstBefore: number | null = null;
  for (const [index, band] of bands.entries()) {
    const start = before;
    before += band.count;
    if (band.count === 0 || before <= page.skip) continue;
    if (start >= page.skip + page.limit) break;
    firstBefore ??= start;
    for (const id of band.departments) rank.set(id, index);
  }
  if (firstBefore === null) return { items: [], total, exact };
  const offset = page.skip - firstBefore;
  const rows = await readPage(rank, filters, { offset, limit: page.limit }, dates, options.requester);
  const byId = new Map(places.map((p) => [p.department.id, p]));
  const time = await timeOfPage(rows, dates);
  const items = rows.map((row) => {
    const place = byId.get(Number(row.department_id))!;
    const lendingType = LENDING_TYPE[row.type];
    const requestedByYou = Number(row.requested_by_you) === 1;
    const itemTime = time.get(`${lendingType} ${row.id}`)!;
    return {
      row,
      lendingType,
      department: place.department,
      distance: place.distance,
      available: itemTime.clash === null && !requestedByYou,
      requestedByYou,
      time: itemTime,
    };
  });
  return { items, total, exact };
}

/** What holds each row of a page on the days asked: one read of the bookings per kind on the page. */
async function timeOfPage(rows: PageRow[], dates: Days): Promise<Map<string, ItemAvailability>> {
  const out = new Map<string, ItemAvailability>();
  for (const type of new Set(rows.map((row) => LENDING_TYPE[row.type]))) {
    const ids = rows.filter((row) => LENDING_TYPE[row.type] === type).map((row) => Number(row.id));
    const time = await availabilityOf(type, ids, dates.today, { period: dates, productionId: null });
    for (const [id, availability] of time) out.set(`${type} ${id}`, availability);
  }
  return out;
}

function filtersOf(input: SearchFilters): ItemFilters {
  return {
    words: searchTerms(input.query, ['body', 'query']),
    itemType: input.item_type ?? 'all',
    category: input.category,
    condition: input.condition,
    tags: searchTags(input.tags, ['body', 'tags']),
  };
}

const pageOf = (input: { skip?: number; limit?: number }) => ({
  skip: input.skip ?? 0,
  limit: input.limit ?? 20,
});

/**
 * Other departments' items the current department might borrow (any member): nearest department
 * first, then by name.
 */
export async function interDepartmentSearch(
  actor: Actor,
  input: InterDepartmentSearchInput,
  ticket?: SearchTicket,
) {
  const me = currentDepartmentOf(actor);
  authorizeLending(actor, 'request', me.id, 'borrower');
  const dates = datesOf(input.date_range, todayOf(me));
  const filters = filtersOf(input);
  // Which departments, and whether the words can be looked up in so many, before a slot is taken:
  // a search refused here waits behind nobody.
  const places = await placesAround(me, input.max_distance);
  const tooWide = shortWordsTooWide(filters.words, filters.tags, places.length);
  if (tooWide) throw new BadRequest(tooWide, 'search_too_broad');
  return withinSearchBudget(
    actor,
    () =>
      searchPlaces(places, filters, pageOf(input), dates, {
        availableOnly: input.available_only ?? true,
        requester: me.id,
        countAhead: COUNT_AHEAD,
      }),
    ticket,
  );
}

/** The current department's own props, set pieces and costume pieces in one list, by name (any member). */
export async function advancedSearch(actor: Actor, input: AdvancedSearchInput, ticket?: SearchTicket) {
  const me = currentDepartmentOf(actor);
  const dates = datesOf(undefined, todayOf(me));
  const place: Place = {
    department: {
      id: me.id,
      name: me.name,
      address: me.address,
      contact_person: me.contact_person,
      contact_email: me.contact_email,
      latitude: me.latitude,
      longitude: me.longitude,
    },
    distance: null,
  };
  const filters = filtersOf(input);
  // One department: every match is counted, so the total is exact.
  return withinSearchBudget(
    actor,
    () =>
      searchPlaces([place], filters, pageOf(input), dates, {
        availableOnly: input.available_only ?? false,
        requester: null,
        countAhead: Infinity,
      }),
    ticket,
  );
}
