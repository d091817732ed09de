import { Op, col, fn, type Transaction, type WhereOptions } from 'sequelize';
import { sequelize } from '../db/sequelize';
import { NotFound, ValidationFailed } from '../errors';
import type { Actor } from '../domain/actor';
import { FULL_TEXT_TABLES, indexedCount, textMatch } from '../db/fullText';
import { findPage, isoDate, today } from '../lib/query';
import { optionalText, requiredText, type Page } from '../lib/validation';
import { authorize } from '../policies/productions';
import {
  Booking,
  LendingRecord,
  PersonLoan,
  Production,
  type LendingItemType,
  type ProductionStatus,
} from '../models';
import { moveProductionBookings } from './bookings/bookings';
import { recordAudit } from './audit';
import { imageUrl } from './inventory/fields';
import { inDepartmentTransaction } from './departmentLock';
import { adjustCount } from './inventory/counts';
import { assertCurrentDepartment, currentDepartmentOf } from './session';

export interface ProductionInput {
  /** @maxLength 200 */
  title?: string;
  /** @maxLength 5000 */
  description?: string | null;
  /** @maxLength 150 */
  director?: string | null;
  status?: ProductionStatus;
  /**
   * YYYY-MM-DD
   * @maxLength 10 Invalid date format: use YYYY-MM-DD
   * @pattern ^\d{4}-\d{2}-\d{2}$ Invalid date format: use YYYY-MM-DD
   */
  start_date?: string | null;
  /**
   * YYYY-MM-DD, not before start_date
   * @maxLength 10 Invalid date format: use YYYY-MM-DD
   * @pattern ^\d{4}-\d{2}-\d{2}$ Invalid date format: use YYYY-MM-DD
   */
  end_date?: string | null;
  /** @maxLength 200 */
  venue?: string | null;
  /**
   * @isInt
   * @minimum 0 Cast size must be at least 0
   * @maximum 2147483647
   */
  cast_size?: number | null;
  /** @maxLength 500 */
  image_url?: string | null;
  /**
   * @isInt
   * @minimum 1
   * @maximum 2147483647
   */
  department_id?: number;
}
export interface ProductionCreateInput extends ProductionInput {
  /** @maxLength 200 */
  title: string;
}

export interface ProductionFilters {
  search?: string;
  status?: ProductionStatus;
  /** the upcoming-productions rule of docs/state-machines.md (ignored when a date range is given) */
  upcoming?: boolean;
  date_from?: string;
  date_to?: string;
}

function attributes(input: ProductionInput) {
  const out: Partial<Record<keyof ProductionInput, unknown>> = {};
  if (input.title !== undefined)
    out.title = requiredText(input.title, 'title', 'Production title is required');
  for (const field of ['description', 'director', 'venue'] as const) {
    if (input[field] !== undefined) out[field] = optionalText(input[field]) ?? null;
  }
  if (input.status !== undefined) out.status = input.status;
  if (input.cast_size !== undefined) out.cast_size = input.cast_size;
  if (input.image_url !== undefined) out.image_url = imageUrl(input.image_url);
  for (const field of ['start_date', 'end_date'] as const) {
    const value = input[field];
    if (value !== undefined)
      out[field] = value === null || value === '' ? null : isoDate(value, ['body', field]);
  }
  return out as Partial<Production['_creationAttributes']>;
}

function assertDateOrder(start: string | null | undefined, end: string | null | undefined) {
  if (start && end && end < start) {
    throw new ValidationFailed([
      { loc: ['body', 'end_date'], msg: 'End date must be after start date', type: 'value_error.date' },
    ]);
  }
}

/** Spec part 2 section 4: which productions the upcoming view and its date filter show. */
function scheduleWhere(f: ProductionFilters): WhereOptions | null {
  if (f.date_from || f.date_to) {
    const from = f.date_from ? isoDate(f.date_from, ['query', 'date_from']) : '0000-01-01';
    const to = f.date_to ? isoDate(f.date_to, ['query', 'date_to']) : '9999-12-31';
    if (from > to) {
      throw new ValidationFailed([
        {
          loc: ['query', 'date_to'],
          msg: 'Start date must be before or equal to end date',
          type: 'value_error.date',
        },
      ]);
    }
    return {
      [Op.or]: [
        { start_date: null, end_date: null, status: { [Op.in]: ['active', 'planning'] } },
        { start_date: { [Op.between]: [from, to] }, end_date: null },
        { start_date: null, end_date: { [Op.between]: [from, to] } },
        { start_date: { [Op.lte]: to }, end_date: { [Op.gte]: from } },
      ],
    };
  }
  if (!f.upcoming) return null;
  const now = today();
  return {
    [Op.or]: [
      { status: 'active' },
      { status: 'planning', [Op.or]: [{ start_date: null }, { start_date: { [Op.gte]: now } }] },
      { start_date: { [Op.gte]: now } },
      { start_date: { [Op.lte]: now }, end_date: { [Op.gte]: now } },
    ],
  };
}

/** Items currently assigned to a production, by kind. */
export interface ProductionCounts {
  /** @isInt */
  props_count: number;
  /** @isInt */
  sets_count: number;
  /** @isInt */
  costume_pieces_count: number;
}

/** A production with its item counts: what the production presenter shows. */
export interface ProductionWithCounts {
  production: Production;
  counts: ProductionCounts;
}

/** props_count, sets_count and costume_pieces_count of each production: its bookings, in one grouped query. */
async function countsFor(ids: number[]): Promise<Map<number, ProductionCounts>> {
  const counts = new Map<number, ProductionCounts>(
    ids.map((id) => [id, { props_count: 0, sets_count: 0, costume_pieces_count: 0 }]),
  );
  if (!ids.length) return counts;
  const rows = (await Booking.findAll({
    attributes: ['production_id', 'item_type', [fn('COUNT', col('id')), 'count']],
    where: { production_id: { [Op.in]: ids } },
    group: ['production_id', 'item_type'],
    raw: true,
  })) as unknown as { production_id: number; item_type: LendingItemType; count: number | string }[];
  const keys: Record<LendingItemType, keyof ProductionCounts> = {
    prop: 'props_count',
    set_piece: 'sets_count',
    costume_piece: 'costume_pieces_count',
  };
  for (const row of rows) counts.get(Number(row.production_id))![keys[row.item_type]] = Number(row.count);
  return counts;
}

async function withCounts(production: Production): Promise<ProductionWithCounts> {
  return { production, counts: (await countsFor([production.id])).get(production.id)! };
}

export async function listProductions(actor: Actor, filters: ProductionFilters, page: Page) {
  const department = currentDepartmentOf(actor);
  const and: WhereOptions[] = [{ department_id: department.id }];
  const search = textMatch(FULL_TEXT_TABLES.productions, filters.search, [department.id]);
  if (search) and.push(search);
  if (filters.status) and.push({ status: filters.status });
  const schedule = scheduleWhere(filters);
  if (schedule) and.push(schedule);
  const searchOnly = !filters.status && !schedule;
  const { rows, count } = await findPage(
    Production,
    {
      where: { [Op.and]: and },
      // Soonest first; undated productions after dated ones.
      order: [
        [sequelize.literal('CASE WHEN start_date IS NULL THEN 1 ELSE 0 END'), 'ASC'],
        ['start_date', 'ASC'],
        ['id', 'DESC'],
      ],
      offset: page.skip,
      limit: page.limit,
    },
    searchOnly
      ? () => indexedCount(FULL_TEXT_TABLES.productions, filters.search, [department.id])
      : undefined,
  );
  const counts = await countsFor(rows.map((p) => p.id));
  const items = rows.map((production) => ({ production, counts: counts.get(production.id)! }));
  return { items, total: count };
}

export async function findProduction(
  actor: Actor,
  id: number,
  transaction?: Transaction,
): Promise<Production> {
  const production = await Production.findOne({
    where: { id, department_id: currentDepartmentOf(actor).id },
    transaction,
  });
  if (!production) throw new NotFound('Production not found');
  return production;
}

export async function getProduction(actor: Actor, id: number): Promise<ProductionWithCounts> {
  return withCounts(await findProduction(actor, id));
}

export async function createProduction(
  actor: Actor,
  input: ProductionCreateInput,
): Promise<ProductionWithCounts> {
  authorize(actor, 'create', currentDepartmentOf(actor).id);
  const departmentId = assertCurrentDepartment(actor, input.department_id);
  const values = attributes(input);
  assertDateOrder(values.start_date, values.end_date);
  const production = await inDepartmentTransaction(departmentId, async (transaction) => {
    const created = await Production.create(
      { status: 'planning', ...values, department_id: departmentId } as Production['_creationAttributes'],
      { transaction },
    );
    await adjustCount(departmentId, 'production_count', 1, transaction);
    await recordAudit(
      {
        action: 'production_created',
        actor,
        department: actor.department,
        details: { id: created.id, name: created.title },
      },
      transaction,
    );
    return created;
  });
  return withCounts(production);
}

export async function updateProduction(
  actor: Actor,
  id: number,
  input: ProductionInput,
): Promise<ProductionWithCounts> {
  const production = await findProduction(actor, id);
  authorize(actor, 'edit', production.department_id);
  assertCurrentDepartment(actor, input.department_id);
  const values = attributes(input);
  assertDateOrder(
    values.start_date !== undefined ? values.start_date : production.start_date,
    values.end_date !== undefined ? values.end_date : production.end_date,
  );
  const updated = await inDepartmentTransaction(production.department_id, async (transaction) => {
    // Read again under the lock: a delete that ran meanwhile answers 404.
    const current = await findProduction(actor, id, transaction);
    await current.update(values, { transaction });
    // The items booked on its days move with them, each checked against its other bookings.
    if (values.start_date !== undefined || values.end_date !== undefined)
      await moveProductionBookings(current, transaction, actor);
    await recordAudit(
      {
        action: 'production_updated',
        actor,
        department: actor.department,
        details: { id: current.id, name: current.title, fields: Object.keys(values) },
      },
      transaction,
    );
    return current;
  });
  return withCounts(updated);
}

/** Deletes a production and its bookings: the items it held are free on its days again. */
export async function deleteProduction(actor: Actor, id: number): Promise<void> {
  const production = await findProduction(actor, id);
  authorize(actor, 'delete', production.department_id);
  await inDepartmentTransaction(production.department_id, async (transaction) => {
    // Its bookings go with it: the items are free on its days again.
    await Booking.destroy({ where: { production_id: production.id }, transaction });
    // Its loans stay, for no production (the foreign key does the same where it is enforced).
    await LendingRecord.update(
      { production_id: null },
      { where: { production_id: production.id }, transaction },
    );
    // So do its loans to people: they hold their own days, for no production now.
    await PersonLoan.update(
      { production_id: null },
      { where: { production_id: production.id }, transaction },
    );
    const removed = await Production.destroy({ where: { id: production.id }, transaction });
    if (!removed) throw new NotFound('Production not found');
    await adjustCount(production.department_id, 'production_count', -removed, transaction);
    await recordAudit(
      {
        action: 'production_deleted',
        actor,
        department: actor.department,
        details: { id: production.id, name: production.title },
      },
      transaction,
    );
  });
}
