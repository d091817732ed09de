/**
 * Loans between departments (docs/lending.md): the lending screen's list and counters, filing a
 * request or an offer, and deleting a request. The moves of a filed loan are in moves.ts, the table
 * they follow in domain/lendingMoves.ts. Every change of a loan runs under the lending department's
 * lock, like every assignment of that department's items to productions, so no item is promised
 * twice.
 */
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import { sequelize } from '../../db/sequelize';
import { BadRequest, Conflict, Forbidden, NotFound, ValidationFailed } from '../../errors';
import type { Actor } from '../../domain/actor';
import { filedStatus, filingMove, startsFrom } from '../../domain/lendingMoves';
import { findPage, isoDate, likeAny } from '../../lib/query';
import { todayOf } from '../../lib/timeZones';
import { todaysOfDepartments } from '../departmentDays';
import { optionalText, type Page } from '../../lib/validation';
import { authorizeLending, sideOf } from '../../policies/lending';
import {
  Booking,
  Department,
  LendingMessage,
  LendingRecord,
  Production,
  type LendingItemType,
  type LendingSide,
  type LendingStatus,
} from '../../models';
import { inDepartmentTransaction } from '../departmentLock';
import { currentDepartmentOf } from '../session';
import {
  directionWhere,
  effectiveStatus,
  findOwnLoan,
  lenderToday,
  waitingLoan,
  viewsOf,
  WITH_PARTIES,
  type LendingView,
} from './access';
import { auditLoan, recordMove } from './audience';
import {
  checkDates,
  contactFields,
  type LendingCreateInput,
  type LendingDirection,
  type LendingListQuery,
} from './inputs';
import { LENDING_KINDS, requestedDuring } from './kinds';
import { syncLoanBooking } from '../bookings/loans';
import { assertFree } from '../bookings/timeline';
import { displayDay } from '../../lib/days';
import { assertWithinProduction } from './productionLink';

/**
 * The borrowing department's production a loan is for: only the borrower links a loan to one of its
 * productions (the lender does not know them); another department's production is not found.
 */
export async function borrowerProduction(
  side: LendingSide,
  borrowerId: number,
  productionId: number | null | undefined,
  transaction?: Transaction,
  loan?: Pick<LendingRecord, 'item_name' | 'lent_date' | 'due_date'> & { confirmed?: boolean },
): Promise<number | null> {
  if (productionId === undefined || productionId === null) return null;
  if (side !== 'borrower')
    throw new Forbidden('Only the borrowing department can link a loan to one of its productions');
  const production = await Production.findOne({
    attributes: ['id', 'title', 'start_date', 'end_date'],
    where: { id: productionId, department_id: borrowerId },
    transaction,
  });
  if (!production) throw new NotFound('Production not found');
  // Days that miss the show's entirely are most likely the wrong show: the borrower confirms.
  if (loan) assertWithinProduction(loan, production, loan.confirmed);
  return production.id;
}

/** An item's name for a message before the filing's transaction reads it (a 404 comes there). */
async function itemName(type: LendingItemType, id: number, departmentId: number): Promise<string> {
  const kind = LENDING_KINDS[type];
  const row = await kind.model.findOne({
    attributes: ['name'],
    where: { id, department_id: departmentId } as WhereOptions,
  });
  return row?.name ?? kind.noun;
}

/**
 * The borrower links a filed loan to one of its productions, or unlinks it (null), in any status: it
 * changes nothing the lender agreed to, so it is audited and nobody is told.
 */
export async function linkLoanProduction(
  actor: Actor,
  record: LendingRecord,
  side: LendingSide,
  department: Department,
  productionId: number | null,
  transaction: Transaction,
  confirmed?: boolean,
): Promise<void> {
  if (side !== 'borrower')
    throw new Forbidden('Only the borrowing department can link a loan to one of its productions');
  if (productionId !== null && productionId === record.production_id) return;
  const linked = await borrowerProduction(side, record.to_department_id, productionId, transaction, {
    item_name: record.item_name,
    lent_date: record.lent_date,
    due_date: record.due_date,
    confirmed,
  });
  if (linked === (record.production_id ?? null)) return;
  await record.update({ production_id: linked }, { transaction });
  await auditLoan(actor, 'lending_updated', department, record, transaction, {
    fields: ['production_id'],
  });
}

/**
 * Each lender of the department's loans in `direction`, with its today: a loan is late on its
 * lender's day (docs/bookings.md, "Whose day"), and the lenders of what a department borrows may
 * live in other zones.
 */
async function lenderTodays(departmentId: number, direction: LendingDirection): Promise<Map<number, string>> {
  const lenders = new Set(direction === 'incoming' ? [] : [departmentId]);
  if (direction !== 'outgoing') {
    const rows = await LendingRecord.findAll({
      attributes: ['from_department_id'],
      where: { to_department_id: departmentId },
      group: ['from_department_id'],
    });
    for (const row of rows) lenders.add(row.from_department_id);
  }
  return todaysOfDepartments(lenders);
}

/** Where the due day is before (`late`) or not before its lender's today. */
function dueWhere(todays: Map<number, string>, late: boolean): WhereOptions {
  const clauses = [...todays].map(([id, today]) => ({
    from_department_id: id,
    due_date: { [late ? Op.lt : Op.gte]: today },
  }));
  return { [Op.or]: clauses.length ? clauses : [{ id: null }] };
}

/** The same as SQL text, for a computed column. */
function lateSql(todays: Map<number, string>): string {
  const clauses = [...todays].map(
    ([id, today]) => `(from_department_id = ${Number(id)} AND due_date < ${sequelize.escape(today)})`,
  );
  return clauses.length ? clauses.join(' OR ') : '1 = 0';
}

/** The where-clause of a status filter, by what the status shows (see effectiveStatus). */
function statusWhere(status: LendingStatus, todays: Map<number, string>): WhereOptions {
  if (status === 'overdue')
    return {
      [Op.or]: [
        { status: 'overdue' },
        { [Op.and]: [{ status: { [Op.in]: ['approved', 'active'] } }, dueWhere(todays, true)] },
      ],
    };
  if (status === 'approved' || status === 'active')
    return { [Op.and]: [{ status }, dueWhere(todays, false)] };
  return { status };
}

export async function listLoans(actor: Actor, query: LendingListQuery, page: Page) {
  const department = currentDepartmentOf(actor);
  authorizeLending(actor, 'view', department.id, 'borrower');
  const and: WhereOptions[] = [directionWhere(department.id, query.direction)];
  if (query.status)
    and.push(statusWhere(query.status, await lenderTodays(department.id, query.direction ?? 'all')));
  if (query.item_type) and.push({ item_type: query.item_type });
  const search = query.search?.trim();
  if (search) {
    const named = await Department.findAll({
      attributes: ['id'],
      where: likeAny(['name'], search),
      limit: 1000,
    });
    const ids = named.map((d) => d.id);
    and.push({
      [Op.or]: [
        likeAny(['item_name', 'notes', 'contact_person', 'contact_email'], search),
        ...(ids.length
          ? [{ from_department_id: { [Op.in]: ids } }, { to_department_id: { [Op.in]: ids } }]
          : []),
      ],
    });
  }
  const { rows, count } = await findPage(LendingRecord, {
    where: { [Op.and]: and },
    include: WITH_PARTIES,
    order: [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ],
    offset: page.skip,
    limit: page.limit,
    distinct: true,
  });
  return { items: await viewsOf(actor, department.id, rows), total: count };
}

/** The lending screen's five counters, for one direction, in one query. */
export async function countLoans(actor: Actor, direction: LendingDirection = 'all') {
  const department = currentDepartmentOf(actor);
  authorizeLending(actor, 'view', department.id, 'borrower');
  const todays = await lenderTodays(department.id, direction);
  const rows = (await LendingRecord.findAll({
    attributes: [
      'status',
      [sequelize.literal(`CASE WHEN ${lateSql(todays)} THEN 1 ELSE 0 END`), 'late'],
      [sequelize.fn('COUNT', sequelize.col('id')), 'count'],
    ],
    where: directionWhere(department.id, direction),
    group: ['status', 'late'],
    raw: true,
  })) as unknown as { status: LendingStatus; late: number | string; count: number | string }[];
  const counts = { offered: 0, requested: 0, approved: 0, active: 0, returned: 0, overdue: 0, cancelled: 0 };
  for (const row of rows) {
    // `late` was worked out on each lender's day above; any day between the two stands for it.
    const status = effectiveStatus(
      { status: row.status, due_date: Number(row.late) ? '0000-00-00' : '9999-12-31' },
      '5000-01-01',
    );
    counts[status] += Number(row.count);
  }
  return counts;
}

/** One loan as the reader sees it; a loan of neither side is "not found". */
export async function getLoan(actor: Actor, id: number): Promise<LendingView> {
  const { department } = await findOwnLoan(actor, id);
  const record = await LendingRecord.findByPk(id, { include: WITH_PARTIES });
  if (!record) throw new NotFound('Lending record not found');
  return (await viewsOf(actor, department.id, [record]))[0];
}

/**
 * Files a loan: a request to borrow (the current department borrows, any member; it starts
 * `requested` and the lender decides) or an offer (the current department lends its own item,
 * managers and up; it starts `offered`, and binds the borrower only once its directors accept it).
 */
export async function createLoan(actor: Actor, input: LendingCreateInput): Promise<LendingView> {
  const department = currentDepartmentOf(actor);
  const side = sideOf(input, department.id);
  if (!side) throw new Forbidden('A lending record must be from or to your current department');
  if (input.from_department_id === input.to_department_id)
    throw new BadRequest('A department cannot lend to itself');
  const filing = filingMove(side);
  const status = filedStatus(side);
  if (input.status !== undefined && input.status !== status)
    throw new BadRequest(
      filing === 'offer'
        ? 'A new offer always starts as offered'
        : 'A new request always starts as requested',
    );
  authorizeLending(actor, filing, department.id, side);
  const kind = LENDING_KINDS[input.item_type];
  const itemId = input[kind.column];
  if (!itemId)
    throw new ValidationFailed([
      { loc: ['body', kind.column], msg: 'Please choose the item', type: 'value_error.missing' },
    ]);
  const other = await Department.findByPk(
    side === 'lender' ? input.to_department_id : input.from_department_id,
  );
  if (!other) throw new NotFound('Department not found');
  // The loan's days are the lender's (docs/bookings.md, "Whose day").
  const today = todayOf(side === 'lender' ? department : other);
  const lent = input.lent_date === undefined ? today : isoDate(input.lent_date, ['body', 'lent_date']);
  const due = isoDate(input.due_date, ['body', 'due_date']);
  checkDates(lent, due, today);
  const message = input.message === undefined || input.message === null ? null : optionalText(input.message);
  // Days that miss the chosen show's ask first (409 outside_production), before anything is filed.
  const loanDays = {
    item_name: await itemName(input.item_type, itemId, input.from_department_id),
    lent_date: lent,
    due_date: due,
    confirmed: input.confirm_outside_production,
  };
  const productionId = await borrowerProduction(
    side,
    input.to_department_id,
    input.production_id,
    undefined,
    loanDays,
  );

  const created = await inDepartmentTransaction(input.from_department_id, async (transaction, lender) => {
    const item = await kind.model.findOne({
      where: { id: itemId, department_id: lender.id } as WhereOptions,
      transaction,
    });
    if (!item) throw new NotFound(kind.notFound);
    // The same department asking twice for the same days is one request.
    const twin = await LendingRecord.findOne({
      where: { [kind.column]: itemId, ...requestedDuring(input.to_department_id, lent, due) },
      transaction,
    });
    if (twin)
      throw new Conflict(
        twin.status === 'offered'
          ? `"${item.name}" is already offered to ${side === 'lender' ? other.name : department.name} from ${displayDay(twin.lent_date)} to ${displayDay(twin.due_date)}`
          : `There is already a request for "${item.name}" from ${displayDay(twin.lent_date)} to ${displayDay(twin.due_date)}`,
      );
    // Days something already holds would only be refused at approval: say so now, and when it is free.
    await assertFree(
      { type: input.item_type, id: item.id, name: item.name, department_id: item.department_id },
      { from: lent, to: due },
      transaction,
    );
    const record = await LendingRecord.create(
      {
        item_type: input.item_type,
        prop_id: null,
        set_piece_id: null,
        costume_piece_id: null,
        [kind.column]: itemId,
        item_name: item.name,
        from_department_id: input.from_department_id,
        to_department_id: input.to_department_id,
        initiated_by: side,
        created_by: actor.user.id,
        status,
        lent_date: lent,
        due_date: due,
        notes: null,
        contact_person: null,
        contact_email: null,
        production_id: productionId,
        ...contactFields(input),
      },
      { transaction },
    );
    await syncLoanBooking(record, transaction, actor);
    if (message)
      await LendingMessage.create(
        {
          lending_id: record.id,
          sender_id: actor.user.id,
          sender_name: actor.user.fullName,
          sender_department_id: department.id,
          content: message,
        },
        { transaction },
      );
    await recordMove(actor, filing, side, department, record, transaction, {
      lent_date: lent,
      due_date: due,
    });
    return record;
  });
  return getLoan(actor, created.id);
}

/** Deletes a request while it is requested, or an offer while it waits; only the side that filed it may. */
export async function deleteLoan(actor: Actor, id: number): Promise<void> {
  const { record: seen, department, side } = await findOwnLoan(actor, id);
  authorizeLending(actor, 'delete', department.id, side, seen.initiated_by);
  await inDepartmentTransaction(seen.from_department_id, async (transaction) => {
    const { record } = await findOwnLoan(actor, id, transaction);
    if (!startsFrom('delete', record.status, record.initiated_by))
      throw new Conflict(
        `This loan is ${effectiveStatus(record, await lenderToday(record, transaction))}: only ${waitingLoan(record)} can be deleted`,
      );
    await recordMove(actor, 'delete', side, department, record, transaction);
    await Booking.destroy({ where: { lending_id: record.id }, transaction });
    await record.destroy({ transaction });
  });
}
