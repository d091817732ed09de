/**
 * What props, set pieces and costume pieces have in common: department scoping, list filters,
 * the role rules, and joining or leaving a production. Each kind supplies its own fields.
 */
import {
  Op,
  literal,
  type Attributes,
  type ModelStatic,
  type OrderItem,
  type Transaction,
  type WhereOptions,
} from 'sequelize';
import { Conflict, NotFound, ValidationFailed } from '../../errors';
import { indexedCountSql, indexMatch, searchTags, searchTerms, type FullTextTable } from '../../db/fullText';
import { jsonColumn, type JsonShape, type JsonText } from '../../db/renderedJson';
import { cappedCountSql, countOf, countSql, quote, readPage, readPageAndTotal } from '../../db/read';
import type { Actor } from '../../domain/actor';
import { COUNT_AHEAD, createdBetween, isoDate, likeAny } from '../../lib/query';
import { todayOf } from '../../lib/timeZones';
import { todayOfDepartment } from '../departmentDays';
import {
  pageOf,
  type IsoDate,
  type Limit,
  type RowId,
  type SearchText,
  type Skip,
} from '../../lib/validation';
import { authorize, type ItemDeniedMessages } from '../../policies/inventory';
import type { ItemChanges } from './fields';
import { inDepartmentTransaction } from '../departmentLock';
import { adjustCount, type CountColumn } from './counts';
import { removePhotosOf, setCover, type PhotoItem } from './covers';
import {
  Booking,
  Department,
  LendingRecord,
  OPEN_LENDING_STATUSES,
  Production,
  type Condition,
  type ItemRow,
  type LendingItemType,
} from '../../models';
import { LENDING_KINDS } from '../lending/kinds';
import { availabilityOf, itemsHeld, type AvailabilityQuestion } from '../bookings/availability';
import {
  bookForProduction,
  productionBookingToday,
  productionPeriod,
  releaseFromProduction,
} from '../bookings/bookings';
import {
  bookedForSql,
  heldDuringSql,
  inProductionTodaySql,
  type ItemAvailability,
  type Period,
} from '../bookings/timeline';
import { recordAudit, type AuditAction } from '../audit';
import { assertCurrentDepartment, currentDepartmentOf } from '../session';
import {
  after,
  carriedAttributes,
  carriedName,
  orderOf,
  sortKeys,
  type ItemSort,
  type SortKey,
} from './sort';

export interface ItemKind<R extends ItemRow> {
  model: ModelStatic<R>;
  /** used in messages: "This prop is already in use by …" */
  noun: string;
  notFound: string;
  denied: ItemDeniedMessages;
  /** the free-text search covers exactly this index's columns */
  searchIndex: FullTextTable;
  /** columns matched as substrings (location, color, material) */
  substringColumns: string[];
  /** columns matched exactly (category, size) */
  exactColumns: string[];
  hasTags: boolean;
  audit: { created: AuditAction; updated: AuditAction; deleted: AuditAction };
  /** the department's kept count of this kind */
  countColumn: Exclude<CountColumn, 'production_count'>;
  /** the kind as loans name it */
  lendingType: LendingItemType;
}

/**
 * The list filters of `GET /props`, `/sets` and `/costumes`, as one typed object from the query
 * string to here (tsoa `@Queries()`); each kind adds its own columns (see props.ts, costumes.ts).
 */
export interface ItemListQuery {
  skip?: Skip;
  limit?: Limit;
  /**
   * the order: `newest` first (the default), `name` A→Z ignoring case, `condition` best first then
   * by name, `location` A→Z with the items without one last, then by name. Ties go by id, so paging
   * with skip/limit never shows an item twice or leaves one out.
   */
  sort?: ItemSort;
  /**
   * words of the name, description and the kind's other text columns: each word must start a word
   * of them, in any case, accents aside (docs/api-input.md, "Text search")
   */
  search?: SearchText;
  condition?: Condition;
  /** a substring of the storage location */
  location?: SearchText;
  /** only items a production's booking holds today (true), or none does (false) */
  in_production?: boolean;
  /**
   * true: only items nothing holds on the days asked about (`available_from`–`available_to`, the
   * days of `period_of`, else today); false: only items something holds then (docs/bookings.md)
   */
  available?: boolean;
  /** only items free on every day from this one to `available_to` (both included) */
  available_from?: IsoDate;
  /** the last day of `available_from`'s days (default: `available_from` itself) */
  available_to?: IsoDate;
  /**
   * the days asked about are this production's days: with `available` true, the items free on
   * them and not in it; false, the items another booking holds on them
   */
  period_of?: RowId;
  /** only items booked for this production, whatever the days */
  production_id?: RowId;
  /** items free to join this production: free on its days, or already booked for it */
  assignable_to?: RowId;
  /** created on or after this day */
  created_from?: IsoDate;
  /** created on or before this day */
  created_to?: IsoDate;
}

/** The filters of the kinds that carry tags (props, costumes). */
export interface TaggedListQuery extends ItemListQuery {
  /** comma-separated; an item matches when it has any of them */
  tags?: SearchText;
}

type ListQuery = TaggedListQuery;

/** A kind's own columns (category, size, color, material) are read off its query by name. */
const columnValue = (f: ListQuery, column: string) => {
  const value = (f as Record<string, unknown>)[column];
  return typeof value === 'string' ? value.trim() : undefined;
};

/** The days and the production a list asks about (the availability its rows show, and its filters). */
interface ListQuestion extends AvailabilityQuestion {
  /** the production `assignable_to` names */
  assignableTo: number | null;
  /** the department's today: what "free now" and "in a production now" mean */
  today: string;
}

async function questionOf(department: Department, f: ListQuery): Promise<ListQuestion> {
  const departmentId = department.id;
  const today = todayOf(department);
  const productionId = f.period_of ?? f.assignable_to ?? f.production_id ?? null;
  let period: Period | null = null;
  if (f.available_from !== undefined || f.available_to !== undefined) {
    const from = isoDate(f.available_from ?? f.available_to!, ['query', 'available_from']);
    const to = f.available_to === undefined ? from : isoDate(f.available_to, ['query', 'available_to']);
    if (to < from)
      throw new ValidationFailed([
        {
          loc: ['query', 'available_to'],
          msg: 'End date must be on or after the start date',
          type: 'value_error.date',
        },
      ]);
    period = { from, to };
  } else if (f.period_of !== undefined || f.assignable_to !== undefined) {
    const production = await Production.findOne({
      where: { id: (f.period_of ?? f.assignable_to)!, department_id: departmentId },
      attributes: ['start_date', 'end_date'],
    });
    if (!production) throw new NotFound('Production not found');
    period = productionPeriod(production, today);
  }
  return { period, productionId, assignableTo: f.assignable_to ?? null, today };
}

function whereFor<R extends ItemRow>(
  kind: ItemKind<R>,
  departmentId: number,
  f: ListQuery,
  question: ListQuestion,
): WhereOptions {
  const and: WhereOptions[] = [{ department_id: departmentId }];
  const search = indexMatch(
    kind.searchIndex,
    {
      words: searchTerms(f.search, ['query', 'search']),
      tags: kind.hasTags ? searchTags(f.tags, ['query', 'tags']) : [],
    },
    [departmentId],
  );
  if (search) and.push(search);
  if (f.condition) and.push({ condition: f.condition });
  for (const column of kind.exactColumns) {
    const value = columnValue(f, column);
    if (value) and.push({ [column]: value });
  }
  for (const column of kind.substringColumns) {
    const value = columnValue(f, column);
    if (value) and.push(likeAny([column], value));
  }
  // Each time filter is an indexed probe of the item's bookings (services/bookings/timeline.ts).
  const type = kind.lendingType;
  const id = `${quote(kind.model.name)}.${quote('id')}`;
  const today = question.today;
  const days = question.period ?? { from: today, to: today };
  const exceptProduction = f.period_of ?? f.assignable_to;
  const wantsFree = f.available === true || (f.available === undefined && f.available_from !== undefined);
  if (wantsFree || f.assignable_to !== undefined)
    and.push(literal(heldDuringSql('none', type, id, days, today, exceptProduction)));
  // Free on a production's days means free to join it: not already in it.
  if (wantsFree && f.period_of !== undefined) and.push(literal(bookedForSql('none', type, id, f.period_of)));
  if (f.available === false)
    and.push(literal(heldDuringSql('some', type, id, days, today, exceptProduction)));
  if (f.in_production !== undefined)
    and.push(literal(inProductionTodaySql(f.in_production ? 'some' : 'none', type, id, today)));
  if (f.production_id !== undefined) and.push(literal(bookedForSql('some', type, id, f.production_id)));
  and.push(...createdBetween(f.created_from, f.created_to));
  return { [Op.and]: and };
}

function isUnfiltered<R extends ItemRow>(kind: ItemKind<R>, f: ListQuery): boolean {
  const values = [
    f.search?.trim(),
    f.condition,
    f.tags,
    f.in_production,
    f.available,
    f.available_from,
    f.available_to,
    f.period_of,
    f.production_id,
    f.assignable_to,
    f.created_from,
    f.created_to,
    ...[...kind.exactColumns, ...kind.substringColumns].map((column) => columnValue(f, column)),
  ];
  return values.every((v) => v === undefined || v === '');
}

/**
 * A page of the current department's items as JSON text in the presenter's `shape`, rendered by the
 * database (db/renderedJson.ts), each with its time appended (what holds it: `withTime`), and the
 * total of the matches: `exact`, or a lower bound where a text search's count stopped early
 * (lib/query.ts, COUNT_AHEAD).
 */
export async function listItems<R extends ItemRow, Out>(
  kind: ItemKind<R>,
  actor: Actor,
  filters: ListQuery,
  shape: JsonShape<Out>,
): Promise<{ page: TimedPage<Out>; total: number; exact: boolean }> {
  const department = currentDepartmentOf(actor);
  const page = pageOf(filters.skip, filters.limit);
  const question = await questionOf(department, filters);
  const where = whereFor(kind, department.id, filters, question);
  const options = {
    where,
    // Newest first by default, the later id first among items created in the same millisecond.
    order: orderOf(sortKeys(filters.sort, kind.model.name)),
    offset: page.skip,
    limit: page.limit,
  };
  // Each row is read as its JSON text: no object per row, nothing to present.
  const columns = jsonColumn(shape, kind.model.name);
  if (isUnfiltered(kind, filters)) {
    // The department row was read with the actor in this request: its kept count is the total.
    const rows = await readPage<JsonRow>(kind.model, options, columns);
    return {
      page: await withTime<Out>(kind, rows, question),
      total: department[kind.countColumn],
      exact: true,
    };
  }
  const enough = page.skip + page.limit + COUNT_AHEAD;
  if (asksAboutTime(filters)) {
    // Booking filters probe each candidate's bookings: counting every match would probe them all.
    const rows = await readPage<JsonRow>(kind.model, options, columns);
    const timed = await withTime<Out>(kind, rows, question);
    if (
      isUnfiltered(kind, {
        ...filters,
        available: undefined,
        available_from: undefined,
        available_to: undefined,
      })
    ) {
      // Free or held on some days and nothing else: the kept count and the department's bookings
      // of those days give the total exactly, read off the bookings' department index.
      const days = question.period ?? { from: question.today, to: question.today };
      const held = await itemsHeld(department.id, kind.lendingType, days, question.today);
      const free = filters.available !== false;
      return {
        page: timed,
        total: free ? Math.max(0, department[kind.countColumn] - held) : held,
        exact: true,
      };
    }
    const total = await countOf(cappedCountSql(kind.model, where, enough));
    return { page: timed, total, exact: total < enough };
  }
  // A text search and nothing else is counted off its index, and only to COUNT_AHEAD past the page.
  const searchOnly = isUnfiltered(kind, { ...filters, search: undefined });
  const indexed = searchOnly
    ? indexedCountSql(kind.searchIndex, filters.search, [department.id], enough)
    : null;
  const { rows, total } = await readPageAndTotal<JsonRow>(
    kind.model,
    options,
    columns,
    indexed ?? countSql(kind.model, where),
  );
  return {
    page: await withTime<Out>(kind, rows, question),
    total,
    exact: !indexed || total < enough,
  };
}

/** Whether a list's filters ask about bookings (each such filter probes every candidate's bookings). */
function asksAboutTime(f: ListQuery): boolean {
  return [
    f.available,
    f.available_from,
    f.available_to,
    f.period_of,
    f.in_production,
    f.production_id,
    f.assignable_to,
  ].some((v) => v !== undefined);
}

/** A page of rows rendered by the database, and what holds each of them (presenters/inventory.ts joins the two). */
export interface TimedPage<Out> {
  rows: JsonText<Out>[];
  ids: number[];
  time: Map<number, ItemAvailability>;
}

type JsonRow = { json: string };

/** The row's id: its JSON's first field (every item shape starts with `id`). */
const ROW_ID = /^\{\s*"id"\s*:\s*(\d+)/;

/** The page's rows and one read of their bookings (services/bookings/availability.ts). */
async function withTime<Out>(
  kind: ItemKind<ItemRow>,
  rows: JsonRow[],
  question: ListQuestion,
): Promise<TimedPage<Out>> {
  const ids = rows.map((row) => Number(ROW_ID.exec(row.json)?.[1]));
  return {
    rows: rows.map((row) => row.json),
    ids,
    time: await availabilityOf(kind.lendingType, ids, question.today, question),
  };
}

/** An item and what holds it: what the single-item answers present. */
export interface TimedItem<R> {
  row: R;
  availability: ItemAvailability;
}

async function timed<R extends ItemRow>(kind: ItemKind<R>, row: R): Promise<TimedItem<R>> {
  const time = await availabilityOf(kind.lendingType, [row.id], await todayOfDepartment(row.department_id));
  return { row, availability: time.get(row.id)! };
}

/** Rows per read of an export: the file goes out as it is read, whatever the department's size. */
const EXPORT_PAGE = 1000;

/**
 * Every item of the current department that matches the list's filters (any member), a page at a
 * time: the export of the inventory screens. In the list's `sort` when one is given, else oldest
 * first (by id). Each page starts after the last row of the one before, by its sort keys: an item
 * added or removed meanwhile moves no other row in or out of the file.
 */
export async function* exportItems<R extends ItemRow>(
  kind: ItemKind<R>,
  actor: Actor,
  filters: ListQuery,
): AsyncGenerator<Attributes<R>[]> {
  const department = currentDepartmentOf(actor);
  const all = { ...filters, skip: undefined, limit: undefined };
  const where = whereFor(kind, department.id, all, await questionOf(department, all));
  const keys: SortKey[] = filters.sort
    ? sortKeys(filters.sort, kind.model.name)
    : [{ sql: `${quote(kind.model.name)}.${quote('id')}`, column: 'id', direction: 'ASC' }];
  const order = keys.map((key): OrderItem => [key.column ?? literal(key.sql), key.direction]);
  let last: unknown[] | null = null;
  for (;;) {
    const rows = (await kind.model.findAll({
      where: last ? { [Op.and]: [where, after(keys, last)] } : where,
      attributes: { include: carriedAttributes(keys) },
      order,
      limit: EXPORT_PAGE,
      raw: true,
    })) as unknown as Record<string, unknown>[];
    if (rows.length === 0) return;
    const final = rows[rows.length - 1];
    last = keys.map((_, index) => final[carriedName(index)]);
    // The carried keys were read for the next page only: the rows go out as the table has them.
    for (const row of rows) keys.forEach((_, index) => delete row[carriedName(index)]);
    yield rows;
  }
}

/** An item of the current department; 404 for any other id, never the row. */
export async function findItem<R extends ItemRow>(
  kind: ItemKind<R>,
  actor: Actor,
  id: number,
  transaction?: Transaction,
) {
  const department = currentDepartmentOf(actor);
  const row = await kind.model.findOne({
    where: { id, department_id: department.id } as WhereOptions,
    transaction,
  });
  if (!row) throw new NotFound(kind.notFound);
  return row;
}

async function productionOf(actor: Actor, productionId: number, transaction?: Transaction) {
  const production = await Production.findOne({
    where: { id: productionId, department_id: currentDepartmentOf(actor).id },
    transaction,
  });
  if (!production) throw new NotFound('Production not found');
  return production;
}

/** The item as its photos name it. */
const photoItem = <R extends ItemRow>(kind: ItemKind<R>, row: R): PhotoItem => ({
  type: kind.lendingType,
  row: row as unknown as PhotoItem['row'],
});

/** The item as the bookings name it. */
const bookedItem = <R extends ItemRow>(kind: ItemKind<R>, row: R) => ({
  type: kind.lendingType,
  id: row.id,
  name: row.name,
  department_id: row.department_id,
});

export async function createItem<R extends ItemRow>(
  kind: ItemKind<R>,
  actor: Actor,
  { department_id: requestedDepartment, current_production_id: productionId, ...attributes }: ItemChanges,
): Promise<TimedItem<R>> {
  const department = currentDepartmentOf(actor);
  authorize(actor, 'create', department.id, kind.denied);
  assertCurrentDepartment(actor, requestedDepartment);
  const row = await inDepartmentTransaction(department.id, async (transaction) => {
    const production = productionId ? await productionOf(actor, productionId, transaction) : null;
    const row = await kind.model.create(
      { ...attributes, department_id: department.id } as R['_creationAttributes'],
      {
        transaction,
      },
    );
    await adjustCount(department.id, kind.countColumn, 1, transaction);
    if (typeof attributes.image_url === 'string')
      await setCover(photoItem(kind, row), attributes.image_url, actor.user.id, transaction);
    await recordAudit(
      {
        action: kind.audit.created,
        actor,
        department,
        details: { id: row.id, name: row.name },
        item: { type: kind.lendingType, id: row.id },
      },
      transaction,
    );
    // A new item has no other bookings: it joins on the production's days.
    if (production) await bookForProduction(actor, bookedItem(kind, row), production, transaction);
    return row;
  });
  return timed(kind, row);
}

/**
 * Applies a partial update. A body with `current_production_id` alone is an assignment: the item is
 * booked for that production on its days (409 naming the holder while another booking holds one of
 * them); null ends the booking of the production that holds it today.
 */
export async function updateItem<R extends ItemRow>(
  kind: ItemKind<R>,
  actor: Actor,
  id: number,
  { department_id: requestedDepartment, ...changes }: ItemChanges,
): Promise<TimedItem<R>> {
  const department = currentDepartmentOf(actor);
  const assignmentOnly = Object.keys(changes).length === 1 && 'current_production_id' in changes;
  await findItem(kind, actor, id);
  authorize(actor, assignmentOnly ? 'assign' : 'edit', department.id, kind.denied);
  assertCurrentDepartment(actor, requestedDepartment);
  const { current_production_id: productionId, ...fields } = changes;

  const row = await inDepartmentTransaction(department.id, async (transaction) => {
    // Read again under the lock: a delete that ran meanwhile answers 404, not a stale row.
    const row = await findItem(kind, actor, id, transaction);
    if (productionId !== undefined) await assign(kind, actor, row, productionId, transaction);
    if (Object.keys(fields).length) {
      await row.update(fields as Partial<R['_attributes']>, { transaction });
      // The image is the cover photo: the photos follow (and the cover's url stays the item's).
      if (fields.image_url !== undefined)
        await setCover(photoItem(kind, row), fields.image_url as string | null, actor.user.id, transaction);
      await recordAudit(
        {
          action: kind.audit.updated,
          actor,
          department,
          details: { id: row.id, name: row.name, fields: Object.keys(fields) },
          item: { type: kind.lendingType, id: row.id },
        },
        transaction,
      );
    }
    return row.reload({ transaction });
  });
  return timed(kind, row);
}

/** The assignment of `PUT` with `current_production_id`, as bookings (services/bookings/bookings.ts). */
async function assign<R extends ItemRow>(
  kind: ItemKind<R>,
  actor: Actor,
  row: R,
  productionId: number | null,
  transaction: Transaction,
) {
  const item = bookedItem(kind, row);
  const holding = await productionBookingToday(item, transaction);
  if (productionId === null) {
    if (holding) await releaseFromProduction(actor, item, holding, transaction);
    return;
  }
  const production = await productionOf(actor, productionId, transaction);
  const already = await Booking.findOne({
    where: { production_id: production.id, item_type: item.type, item_id: item.id },
    transaction,
  });
  if (already) return;
  await bookForProduction(actor, item, production, transaction);
}

export async function deleteItem<R extends ItemRow>(
  kind: ItemKind<R>,
  actor: Actor,
  id: number,
): Promise<void> {
  const department = currentDepartmentOf(actor);
  const row = await findItem(kind, actor, id);
  authorize(actor, 'delete', department.id, kind.denied);
  await inDepartmentTransaction(department.id, async (transaction) => {
    // A loan that is not over keeps its item: the other department was promised it.
    const loan = await LendingRecord.findOne({
      where: { [LENDING_KINDS[kind.lendingType].column]: row.id, status: { [Op.in]: OPEN_LENDING_STATUSES } },
      include: [{ model: Department, as: 'borrower', attributes: ['name'] }],
      transaction,
    });
    if (loan) {
      const borrower = (loan as LendingRecord & { borrower?: Department | null }).borrower?.name;
      throw new Conflict(
        `"${row.name}" has a ${loan.status} loan with ${borrower ?? 'another department'}: finish or cancel it before deleting`,
        'item_on_loan',
      );
    }
    // Count what was really removed, so two racing deletes move the kept count once.
    const removed = await kind.model.destroy({ where: { id: row.id } as WhereOptions, transaction });
    if (!removed) throw new NotFound(kind.notFound);
    // Its bookings go with it; a closed loan keeps its record and the item's name.
    await Booking.destroy({ where: { item_type: kind.lendingType, item_id: row.id }, transaction });
    await removePhotosOf(kind.lendingType, row.id, transaction);
    await adjustCount(department.id, kind.countColumn, -removed, transaction);
    await recordAudit(
      {
        action: kind.audit.deleted,
        actor,
        department,
        details: { id: row.id, name: row.name },
        item: { type: kind.lendingType, id: row.id },
      },
      transaction,
    );
  });
}

/**
 * The five calls of one item kind: its input is turned into columns by `attributes`, and a new
 * item starts from `defaults` (condition good, pieces_count 1).
 */
export function itemService<R extends ItemRow, CreateInput, UpdateInput>(
  kind: ItemKind<R>,
  attributes: (input: CreateInput | UpdateInput) => ItemChanges,
  defaults: ItemChanges,
) {
  return {
    list: <Out>(actor: Actor, query: ListQuery, shape: JsonShape<Out>) =>
      listItems(kind, actor, query, shape),
    get: async (actor: Actor, id: number) => timed(kind, await findItem(kind, actor, id)),
    create: (actor: Actor, input: CreateInput) =>
      createItem(kind, actor, { ...defaults, ...attributes(input) }),
    update: (actor: Actor, id: number, input: UpdateInput) => updateItem(kind, actor, id, attributes(input)),
    remove: (actor: Actor, id: number) => deleteItem(kind, actor, id),
    export: (actor: Actor, query: ListQuery) => exportItems(kind, actor, query),
  };
}
