/**
 * The bookings a department makes of its own items (docs/bookings.md): a production's use of an
 * item and the department's blocks. Loans' bookings follow their loans (loans.ts). Every write runs
 * under the department's lock and checks the days against the item's other bookings (timeline.ts).
 */
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import { Conflict, NotFound, ValidationFailed } from '../../errors';
import type { Actor } from '../../domain/actor';
import { isoDate } from '../../lib/query';
import { todayOfDepartment } from '../departmentDays';
import { optionalText, pageOf, type IsoDate, type Limit, type RowId, type Skip } from '../../lib/validation';
import { authorizeBooking } from '../../policies/bookings';
import { Booking, Production, type BlockReason, type LendingItemType } from '../../models';
import { recordAudit } from '../audit';
import { inDepartmentTransaction } from '../departmentLock';
import { LENDING_KINDS } from '../lending/kinds';
import { withdrawHeldProposals } from '../lending/proposals';
import { currentDepartmentOf } from '../session';
import {
  assertFree,
  HOLDER_INCLUDE,
  holdingDuring,
  viewOf,
  type BookedItem,
  type BookingView,
  type Period,
} from './timeline';

export interface BookingCreateInput {
  item_type: LendingItemType;
  item_id: RowId;
  /** `production`: the production's use of the item; `block`: the department keeps it out of use */
  kind: 'production' | 'block';
  /** the production (kind `production`) */
  production_id?: RowId;
  /** why it is blocked (kind `block`) */
  reason?: BlockReason;
  /** @maxLength 500 */
  note?: string | null;
  /** the first day; a production booking defaults to the production's first day */
  starts_on?: IsoDate;
  /** the last day; a production booking defaults to the production's last day; null: until released */
  ends_on?: IsoDate | null;
}

export interface BookingUpdateInput {
  starts_on?: IsoDate;
  ends_on?: IsoDate | null;
  /** true: a production booking goes back to the production's own days (and moves with them) */
  follows_production?: boolean;
  reason?: BlockReason;
  /** @maxLength 500 */
  note?: string | null;
}

export interface BookingListQuery {
  /** with `item_id`: one item's bookings */
  item_type?: LendingItemType;
  item_id?: RowId;
  /** a production's bookings */
  production_id?: RowId;
  /** only bookings that last to this day or later (default: every booking) */
  from?: IsoDate;
  skip?: Skip;
  limit?: Limit;
}

/**
 * The days a production holds its items unless one is given others: its start to its end; without a
 * start, from `assigned` (the day the item joins); without an end, until the item is released.
 */
export function productionPeriod(
  production: Pick<Production, 'start_date' | 'end_date'>,
  assigned: string,
): Period {
  const to = production.end_date;
  let from = production.start_date ?? assigned;
  if (to !== null && from > to) from = to;
  return { from, to };
}

/** The department's item of this kind and id, as the bookings name it; 404 with the kind's message. */
export async function itemOfDepartment(
  type: LendingItemType,
  id: number,
  departmentId: number,
  transaction?: Transaction,
): Promise<BookedItem> {
  const kind = LENDING_KINDS[type];
  const row = await kind.model.findOne({ where: { id, department_id: departmentId }, transaction });
  if (!row) throw new NotFound(kind.notFound);
  return { type, id: row.id, name: row.name, department_id: row.department_id };
}

async function productionOfDepartment(id: number, departmentId: number, transaction?: Transaction) {
  const production = await Production.findOne({ where: { id, department_id: departmentId }, transaction });
  if (!production) throw new NotFound('Production not found');
  return production;
}

function invalid(field: string, msg: string): never {
  throw new ValidationFailed([{ loc: ['body', field], msg, type: 'value_error' }]);
}

/** The days a body asks for, checked: a start, and an end not before it (null: no end). */
function daysOf(starts: string, ends: string | null): Period {
  if (ends !== null && ends < starts) invalid('ends_on', 'End date must be on or after the start date');
  return { from: starts, to: ends };
}

/** One audit row of a booking change, naming the item as every such row does. */
function auditBooking(
  actor: Actor,
  action: 'item_assigned' | 'item_released' | 'item_blocked' | 'item_unblocked' | 'booking_updated',
  item: BookedItem,
  details: Record<string, unknown>,
  transaction: Transaction,
) {
  return recordAudit(
    {
      action,
      actor,
      department: currentDepartmentOf(actor),
      details: { item: LENDING_KINDS[item.type].noun, id: item.id, name: item.name, ...details },
      item: { type: item.type, id: item.id },
    },
    transaction,
  );
}

/**
 * Books `item` for `production` on `period` (the production's own days when `follows`), refusing
 * days another booking holds. The item must not have a booking for this production already.
 */
export async function bookForProduction(
  actor: Actor,
  item: BookedItem,
  production: Production,
  transaction: Transaction,
  dates?: { starts_on?: string; ends_on?: string | null },
): Promise<Booking> {
  const follows = dates?.starts_on === undefined && dates?.ends_on === undefined;
  const own = productionPeriod(production, await todayOfDepartment(production.department_id, transaction));
  const period = follows
    ? own
    : daysOf(dates?.starts_on ?? own.from, dates?.ends_on === undefined ? own.to : dates.ends_on);
  const existing = await Booking.findOne({
    where: { production_id: production.id, item_type: item.type, item_id: item.id },
    transaction,
  });
  if (existing)
    throw new Conflict(`"${item.name}" is already booked for "${production.title}"`, 'item_in_use');
  // The production's own cast may already borrow it for days inside these (the nesting rule).
  await assertFree(item, period, transaction, {
    nesting: { kind: 'production', productionId: production.id },
  });
  const booking = await Booking.create(
    {
      department_id: production.department_id,
      item_type: item.type,
      item_id: item.id,
      kind: 'production',
      state: 'held',
      starts_on: period.from,
      ends_on: period.to,
      production_id: production.id,
      follows_production: follows,
      lending_id: null,
      reason: null,
      note: null,
      created_by: actor.user.id,
    },
    { transaction },
  );
  await withdrawHeldProposals(booking, transaction, actor);
  await auditBooking(
    actor,
    'item_assigned',
    item,
    {
      production_id: production.id,
      production_title: production.title,
      starts_on: period.from,
      ends_on: period.to,
    },
    transaction,
  );
  return booking;
}

/** Ends a production's use of an item: its booking goes. */
export async function releaseFromProduction(
  actor: Actor,
  item: BookedItem,
  booking: Booking,
  transaction: Transaction,
): Promise<void> {
  await booking.destroy({ transaction });
  await auditBooking(actor, 'item_released', item, { production_id: booking.production_id }, transaction);
}

/** The production booking that holds the item today (the item's department's day), if one does. */
export async function productionBookingToday(
  item: Pick<BookedItem, 'type' | 'id' | 'department_id'>,
  transaction?: Transaction,
) {
  const today = await todayOfDepartment(item.department_id, transaction);
  return Booking.findOne({
    where: {
      item_type: item.type,
      item_id: item.id,
      kind: 'production',
      ...holdingDuring({ from: today, to: today }, today),
    },
    transaction,
  });
}

async function viewById(id: number, departmentId: number, transaction?: Transaction): Promise<BookingView> {
  const booking = await Booking.findOne({
    where: { id, department_id: departmentId },
    include: HOLDER_INCLUDE,
    transaction,
  });
  if (!booking) throw new NotFound('Booking not found');
  return viewOf(booking);
}

export async function createBooking(actor: Actor, input: BookingCreateInput): Promise<BookingView> {
  const department = currentDepartmentOf(actor);
  authorizeBooking(actor, input.kind, department.id);
  const id = await inDepartmentTransaction(department.id, async (transaction) => {
    const item = await itemOfDepartment(input.item_type, input.item_id, department.id, transaction);
    if (input.kind === 'production') {
      if (input.production_id === undefined) invalid('production_id', 'Choose the production');
      const production = await productionOfDepartment(input.production_id, department.id, transaction);
      const dates = {
        starts_on:
          input.starts_on === undefined ? undefined : isoDate(input.starts_on, ['body', 'starts_on']),
        ends_on:
          input.ends_on === undefined || input.ends_on === null
            ? input.ends_on
            : isoDate(input.ends_on, ['body', 'ends_on']),
      };
      return (await bookForProduction(actor, item, production, transaction, dates)).id;
    }
    if (!input.reason) invalid('reason', 'Choose why the item is blocked');
    if (input.starts_on === undefined) invalid('starts_on', 'Choose the first day');
    const period = daysOf(
      isoDate(input.starts_on, ['body', 'starts_on']),
      input.ends_on ? isoDate(input.ends_on, ['body', 'ends_on']) : null,
    );
    await assertFree(item, period, transaction);
    const booking = await Booking.create(
      {
        department_id: department.id,
        item_type: item.type,
        item_id: item.id,
        kind: 'block',
        state: 'held',
        starts_on: period.from,
        ends_on: period.to,
        production_id: null,
        follows_production: false,
        lending_id: null,
        reason: input.reason,
        note: optionalText(input.note) ?? null,
        created_by: actor.user.id,
      },
      { transaction },
    );
    // A block for a repair takes back other dates suggested to a borrower on its days.
    await withdrawHeldProposals(booking, transaction, actor);
    await auditBooking(
      actor,
      'item_blocked',
      item,
      { reason: input.reason, starts_on: period.from, ends_on: period.to },
      transaction,
    );
    return booking.id;
  });
  return viewById(id, department.id);
}

export async function updateBooking(
  actor: Actor,
  id: number,
  input: BookingUpdateInput,
): Promise<BookingView> {
  const department = currentDepartmentOf(actor);
  const seen = await viewById(id, department.id);
  if (seen.booking.kind === 'loan')
    throw new Conflict('A loan keeps its own days: change them on the loan', 'conflict');
  if (seen.booking.kind === 'person')
    throw new Conflict('A loan to a person keeps its own days: change them on the loan', 'conflict');
  authorizeBooking(actor, seen.booking.kind, department.id);
  await inDepartmentTransaction(department.id, async (transaction) => {
    const booking = await Booking.findOne({ where: { id, department_id: department.id }, transaction });
    if (!booking) throw new NotFound('Booking not found');
    const item = await itemOfDepartment(booking.item_type, booking.item_id, department.id, transaction);
    const changes: Partial<Booking> = {};
    let period: Period = { from: booking.starts_on, to: booking.ends_on };
    if (booking.kind === 'production' && input.follows_production === true) {
      const production = await productionOfDepartment(booking.production_id!, department.id, transaction);
      period = productionPeriod(production, booking.starts_on);
      changes.follows_production = true;
    } else if (input.starts_on !== undefined || input.ends_on !== undefined) {
      period = daysOf(
        input.starts_on === undefined ? booking.starts_on : isoDate(input.starts_on, ['body', 'starts_on']),
        input.ends_on === undefined
          ? booking.ends_on
          : input.ends_on === null
            ? null
            : isoDate(input.ends_on, ['body', 'ends_on']),
      );
      changes.follows_production = false;
    }
    if (booking.kind === 'block') {
      if (input.reason !== undefined) changes.reason = input.reason;
      if (input.note !== undefined) changes.note = optionalText(input.note) ?? null;
    }
    await assertFree(item, period, transaction, {
      bookingId: booking.id,
      ...(booking.kind === 'production' && booking.production_id !== null
        ? { nesting: { kind: 'production' as const, productionId: booking.production_id } }
        : {}),
    });
    await booking.update({ ...changes, starts_on: period.from, ends_on: period.to }, { transaction });
    await withdrawHeldProposals(booking, transaction, actor);
    await auditBooking(
      actor,
      'booking_updated',
      item,
      { kind: booking.kind, starts_on: period.from, ends_on: period.to },
      transaction,
    );
  });
  return viewById(id, department.id);
}

export async function deleteBooking(actor: Actor, id: number): Promise<void> {
  const department = currentDepartmentOf(actor);
  const seen = await viewById(id, department.id);
  if (seen.booking.kind === 'loan')
    throw new Conflict('A loan keeps its own days: cancel or return the loan instead', 'conflict');
  if (seen.booking.kind === 'person')
    throw new Conflict(
      'A loan to a person keeps its own days: cancel or take back the loan instead',
      'conflict',
    );
  authorizeBooking(actor, seen.booking.kind, department.id);
  await inDepartmentTransaction(department.id, async (transaction) => {
    const booking = await Booking.findOne({ where: { id, department_id: department.id }, transaction });
    if (!booking) throw new NotFound('Booking not found');
    const item = await itemOfDepartment(booking.item_type, booking.item_id, department.id, transaction);
    if (booking.kind === 'production') {
      await releaseFromProduction(actor, item, booking, transaction);
      return;
    }
    await booking.destroy({ transaction });
    await auditBooking(actor, 'item_unblocked', item, { reason: booking.reason }, transaction);
  });
}

/** An item's or a production's bookings, soonest first: any member of the department may read them. */
export async function listBookings(
  actor: Actor,
  query: BookingListQuery,
): Promise<{ items: BookingView[]; total: number }> {
  const department = currentDepartmentOf(actor);
  const and: WhereOptions[] = [{ department_id: department.id }];
  if (query.production_id !== undefined) {
    await productionOfDepartment(query.production_id, department.id);
    and.push({ production_id: query.production_id });
  } else {
    if (query.item_type === undefined || query.item_id === undefined)
      throw new ValidationFailed([
        {
          loc: ['query', 'item_id'],
          msg: 'Name an item (item_type and item_id) or a production',
          type: 'value_error',
        },
      ]);
    await itemOfDepartment(query.item_type, query.item_id, department.id);
    and.push({ item_type: query.item_type, item_id: query.item_id });
  }
  if (query.from !== undefined) {
    const from = isoDate(query.from, ['query', 'from']);
    and.push({ [Op.or]: [{ ends_on: null }, { ends_on: { [Op.gte]: from } }, { state: 'out' }] });
  }
  const page = pageOf(query.skip, query.limit);
  const { rows, count } = await Booking.findAndCountAll({
    where: { [Op.and]: and },
    include: HOLDER_INCLUDE,
    order: [
      ['starts_on', 'ASC'],
      ['id', 'ASC'],
    ],
    offset: page.skip,
    limit: page.limit,
    distinct: true,
  });
  return { items: rows.map(viewOf), total: count };
}

/**
 * A production's days moved: its bookings that follow them move too, each checked against the
 * item's other bookings (409 naming the first clash; nothing moves). Runs in the production
 * update's transaction, under the department's lock.
 */
export async function moveProductionBookings(
  production: Production,
  transaction: Transaction,
  actor: Actor | null = null,
): Promise<void> {
  const bookings = await Booking.findAll({
    where: { production_id: production.id, follows_production: true },
    transaction,
  });
  for (const booking of bookings) {
    const period = productionPeriod(production, booking.starts_on);
    if (period.from === booking.starts_on && period.to === booking.ends_on) continue;
    const kind = LENDING_KINDS[booking.item_type];
    const row = await kind.model.findByPk(booking.item_id, { transaction });
    await assertFree(
      {
        type: booking.item_type,
        id: booking.item_id,
        name: row?.name ?? kind.noun,
        department_id: booking.department_id,
      },
      period,
      transaction,
      { bookingId: booking.id, nesting: { kind: 'production', productionId: production.id } },
    );
    await booking.update({ starts_on: period.from, ends_on: period.to }, { transaction });
    await withdrawHeldProposals(booking, transaction, actor);
  }
}
