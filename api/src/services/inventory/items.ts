/**
 * What props, set pieces and costume pieces have in common: department scoping, list filters,
 * the role rules, and joining or leaving a production. Each kind supplies its own fields.
 */
import { Op, type Attributes, type ModelStatic, type Transaction, type WhereOptions } from 'sequelize';
import { Conflict, NotFound } from '../../errors';
import { indexedCountSql, textMatch, type FullTextTable } from '../../db/fullText';
import { jsonArray, jsonColumn, type JsonShape, type JsonText } from '../../db/renderedJson';
import { countSql, readPage, readPageAndTotal } from '../../db/read';
import type { Actor } from '../../domain/actor';
import { COUNT_AHEAD, createdBetween, likeAny, splitTags, tagsAnyOf } from '../../lib/query';
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
import {
  LendingRecord,
  OPEN_LENDING_STATUSES,
  Production,
  type Condition,
  type ItemRow,
  type LendingItemType,
} from '../../models';
import { earliestToday } from '../../lib/query';
import { assertNotLent, LENDING_KINDS } from '../lending/kinds';
import { recordAudit, type AuditAction } from '../audit';
import { assertCurrentDepartment, currentDepartmentOf } from '../session';

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
   * words of the name, description and the kind's other text columns: each word must start a word
   * of them, in any case, accents aside (docs/api-input.md, "Text search")
   */
  search?: SearchText;
  condition?: Condition;
  /** a substring of the storage location */
  location?: SearchText;
  /** only items held by some production */
  in_production?: boolean;
  /** only items no production holds */
  available?: boolean;
  /** only items held by this production */
  production_id?: RowId;
  /** items free to join this production: available, or already in it */
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

function whereFor<R extends ItemRow>(kind: ItemKind<R>, departmentId: number, f: ListQuery): WhereOptions {
  const and: WhereOptions[] = [{ department_id: departmentId }];
  const search = textMatch(kind.searchIndex, f.search, [departmentId]);
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
  if (kind.hasTags && f.tags) {
    const tags = splitTags(f.tags);
    if (tags.length) and.push(tagsAnyOf('tags', tags));
  }
  if (f.in_production === true || f.available === false)
    and.push({ current_production_id: { [Op.ne]: null } });
  if (f.available === true || f.in_production === false) and.push({ current_production_id: null });
  if (f.production_id !== undefined) and.push({ current_production_id: f.production_id });
  if (f.assignable_to !== undefined) {
    and.push({ [Op.or]: [{ current_production_id: null }, { current_production_id: f.assignable_to }] });
  }
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
    f.production_id,
    f.assignable_to,
    f.created_from,
    f.created_to,
    ...[...kind.exactColumns, ...kind.substringColumns].map((column) => columnValue(f, column)),
  ];
  return values.every((v) => v === undefined || v === '');
}

/** The lists' order: newest first, the later id first among items created in the same millisecond. */
const NEWEST_FIRST: [string, string][] = [
  ['created_at', 'DESC'],
  ['id', 'DESC'],
];

/**
 * A page of the current department's items as JSON text in the presenter's `shape`, rendered by the
 * database (db/renderedJson.ts), and the total of the matches: `exact`, or a lower bound where a
 * text search's count stopped early (lib/query.ts, COUNT_AHEAD).
 */
export async function listItems<R extends ItemRow, Out>(
  kind: ItemKind<R>,
  actor: Actor,
  filters: ListQuery,
  shape: JsonShape<Out>,
): Promise<{ page: JsonText<Out[]>; total: number; exact: boolean }> {
  const department = currentDepartmentOf(actor);
  const page = pageOf(filters.skip, filters.limit);
  const where = whereFor(kind, department.id, filters);
  const options = {
    where,
    order: NEWEST_FIRST,
    offset: page.skip,
    limit: page.limit,
  };
  // Each row is read as its JSON text: no object per row, nothing to present.
  const columns = jsonColumn(shape, kind.model.name);
  if (isUnfiltered(kind, filters)) {
    // The department row was read with the actor in this request: its kept count is the total.
    const rows = await readPage(kind.model, options, columns);
    return { page: jsonArray<Out>(rows), total: department[kind.countColumn], exact: true };
  }
  // A text search and nothing else is counted off its index, and only to COUNT_AHEAD past the page.
  const searchOnly = isUnfiltered(kind, { ...filters, search: undefined });
  const enough = page.skip + page.limit + COUNT_AHEAD;
  const indexed = searchOnly
    ? indexedCountSql(kind.searchIndex, filters.search, [department.id], enough)
    : null;
  const { rows, total } = await readPageAndTotal(
    kind.model,
    options,
    columns,
    indexed ?? countSql(kind.model, where),
  );
  return { page: jsonArray<Out>(rows), total, exact: !indexed || total < enough };
}

/** Rows per read of an export: the file goes out as it is read, whatever the department's size. */
const EXPORT_PAGE = 1000;

/**
 * Every item of the current department that matches the list's filters (any member), oldest first,
 * a page at a time: the export of the inventory screens.
 */
export async function* exportItems<R extends ItemRow>(
  kind: ItemKind<R>,
  actor: Actor,
  filters: ListQuery,
): AsyncGenerator<Attributes<R>[]> {
  const department = currentDepartmentOf(actor);
  const where = whereFor(kind, department.id, { ...filters, skip: undefined, limit: undefined });
  let after = 0;
  for (;;) {
    const rows = (await kind.model.findAll({
      where: { [Op.and]: [where, { id: { [Op.gt]: after } }] },
      order: [['id', 'ASC']],
      limit: EXPORT_PAGE,
      raw: true,
    })) as Attributes<R>[];
    if (rows.length === 0) return;
    yield rows;
    after = (rows[rows.length - 1] as { id: number }).id;
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

export async function createItem<R extends ItemRow>(
  kind: ItemKind<R>,
  actor: Actor,
  { department_id: requestedDepartment, ...attributes }: ItemChanges,
): Promise<R> {
  const department = currentDepartmentOf(actor);
  authorize(actor, 'create', department.id, kind.denied);
  assertCurrentDepartment(actor, requestedDepartment);
  return inDepartmentTransaction(department.id, async (transaction) => {
    if (attributes.current_production_id)
      await productionOf(actor, attributes.current_production_id, transaction);
    const row = await kind.model.create(
      { ...attributes, department_id: department.id } as R['_creationAttributes'],
      {
        transaction,
      },
    );
    await adjustCount(department.id, kind.countColumn, 1, transaction);
    await recordAudit(
      { action: kind.audit.created, actor, department, details: { id: row.id, name: row.name } },
      transaction,
    );
    return row;
  });
}

/**
 * Applies a partial update. A body with `current_production_id` alone is an assignment: joining a
 * production an item is not in is refused with 409 while another production holds it.
 */
export async function updateItem<R extends ItemRow>(
  kind: ItemKind<R>,
  actor: Actor,
  id: number,
  { department_id: requestedDepartment, ...changes }: ItemChanges,
): Promise<R> {
  const department = currentDepartmentOf(actor);
  const assignmentOnly = Object.keys(changes).length === 1 && 'current_production_id' in changes;
  await findItem(kind, actor, id);
  authorize(actor, assignmentOnly ? 'assign' : 'edit', department.id, kind.denied);
  assertCurrentDepartment(actor, requestedDepartment);
  const { current_production_id: productionId, ...fields } = changes;

  return inDepartmentTransaction(department.id, async (transaction) => {
    // Read again under the lock: a delete that ran meanwhile answers 404, not a stale row.
    const row = await findItem(kind, actor, id, transaction);
    if (productionId !== undefined) await assign(kind, actor, row, productionId, transaction);
    if (Object.keys(fields).length) {
      await row.update(fields as Partial<R['_attributes']>, { transaction });
      await recordAudit(
        {
          action: kind.audit.updated,
          actor,
          department,
          details: { id: row.id, name: row.name, fields: Object.keys(fields) },
        },
        transaction,
      );
    }
    return row.reload({ transaction });
  });
}

async function assign<R extends ItemRow>(
  kind: ItemKind<R>,
  actor: Actor,
  row: R,
  productionId: number | null,
  transaction: Transaction,
) {
  const department = currentDepartmentOf(actor);
  if (productionId === null) {
    if (row.current_production_id === null) return;
    const previous = row.current_production_id;
    await kind.model.update(
      { current_production_id: null },
      {
        where: { id: row.id } as WhereOptions,
        transaction,
      },
    );
    await recordAudit(
      {
        action: 'item_released',
        actor,
        department,
        details: { item: kind.noun, id: row.id, name: row.name, production_id: previous },
      },
      transaction,
    );
    return;
  }
  const production = await productionOf(actor, productionId, transaction);
  // Loans of this department's items change under the same lock, so this check cannot go stale.
  if (row.current_production_id !== production.id)
    await assertNotLent(kind.lendingType, row.id, earliestToday(), transaction);
  // Claim atomically: only a free item (or one already here) can join, whatever runs alongside.
  await kind.model.update(
    { current_production_id: production.id },
    {
      where: {
        id: row.id,
        [Op.or]: [{ current_production_id: null }, { current_production_id: production.id }],
      } as WhereOptions,
      transaction,
    },
  );
  const now = await kind.model.findByPk(row.id, { transaction });
  if (now?.current_production_id !== production.id) {
    const holder = now?.current_production_id
      ? await Production.findByPk(now.current_production_id, { transaction })
      : null;
    throw new Conflict(
      `This ${kind.noun} is already in use by "${holder?.title ?? 'another production'}"`,
      'item_in_use',
    );
  }
  if (row.current_production_id !== production.id) {
    await recordAudit(
      {
        action: 'item_assigned',
        actor,
        department,
        details: {
          item: kind.noun,
          id: row.id,
          name: row.name,
          production_id: production.id,
          production_title: production.title,
        },
      },
      transaction,
    );
  }
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
      transaction,
    });
    if (loan)
      throw new Conflict(
        `This ${kind.noun} has a ${loan.status} loan (loan ${loan.id}): finish or cancel it before deleting`,
        'item_on_loan',
      );
    // Count what was really removed, so two racing deletes move the kept count once.
    const removed = await kind.model.destroy({ where: { id: row.id } as WhereOptions, transaction });
    if (!removed) throw new NotFound(kind.notFound);
    await adjustCount(department.id, kind.countColumn, -removed, transaction);
    await recordAudit(
      { action: kind.audit.deleted, actor, department, details: { id: row.id, name: row.name } },
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
    get: (actor: Actor, id: number) => findItem(kind, actor, id),
    create: (actor: Actor, input: CreateInput) =>
      createItem(kind, actor, { ...defaults, ...attributes(input) }),
    update: (actor: Actor, id: number, input: UpdateInput) => updateItem(kind, actor, id, attributes(input)),
    remove: (actor: Actor, id: number) => deleteItem(kind, actor, id),
    export: (actor: Actor, query: ListQuery) => exportItems(kind, actor, query),
  };
}
