/**
 * A department lends its own items to people (docs/lending.md, "Lending to people"): a member of
 * the department, or a named person without an account (cast, crew). Each loan holds its item's
 * days through a booking of kind `person` on the item's one timeline (docs/bookings.md), so it is
 * checked against productions, loans and blocks by the same rule, and they against it. Every move
 * runs under the department's lock and is audited into the item's history.
 */
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { Actor } from '../../domain/actor';
import { Conflict, NotFound, ValidationFailed } from '../../errors';
import { displayDay } from '../../lib/days';
import { isoDate, likeAny } from '../../lib/query';
import { todayOf } from '../../lib/timeZones';
import { todaysOfDepartments } from '../departmentDays';
import {
  optionalText,
  pageOf,
  type IsoDate,
  type Limit,
  type RowId,
  type SearchText,
  type Skip,
} from '../../lib/validation';
import {
  Booking,
  DepartmentMembership,
  PersonLoan,
  Production,
  User,
  type Condition,
  type Department,
  type LendingItemType,
  type PersonLoanStatus,
} from '../../models';
import { authorizeLendToPeople } from '../../policies/personLoans';
import { isMemberOf } from '../../policies/utils';
import { recordAudit, type AuditAction } from '../audit';
import { assertFree, liesInside, type BookedItem, type Period } from '../bookings/timeline';
import { itemOfDepartment } from '../bookings/bookings';
import {
  conditionsOf,
  managersOf,
  recordCondition,
  type ConditionInput,
  type SubjectConditions,
} from '../condition';
import { inDepartmentTransaction } from '../departmentLock';
import { itemPath } from '../inventory/pages';
import { LENDING_KINDS } from '../lending/kinds';
import { withdrawHeldProposals } from '../lending/proposals';
import { personLoansUrl } from './paths';
import { notify } from '../notifications';
import { currentDepartmentOf } from '../session';

/** A loan with its condition at the hand-over and the return (services/condition), as answers show it. */
export interface PersonLoanView {
  loan: PersonLoan;
  conditions: SubjectConditions | null;
  /** the title of the production it is lent for, or null */
  productionTitle: string | null;
  /** the item's recorded condition now (null: the item is gone): the hand-over form starts from it */
  itemCondition?: Condition | null;
  /** the lending department's today: overdue is counted on it */
  today: string;
}

/** Each loan's item's recorded condition now, one read per kind of item. */
async function itemConditionsOf(loans: PersonLoan[]): Promise<Map<string, Condition>> {
  const out = new Map<string, Condition>();
  for (const type of [...new Set(loans.map((loan) => loan.item_type))]) {
    const ids = [...new Set(loans.filter((loan) => loan.item_type === type).map((loan) => loan.item_id))];
    const rows = (await LENDING_KINDS[type].model.findAll({
      where: { id: { [Op.in]: ids } },
      attributes: ['id', 'condition'],
    })) as unknown as { id: number; condition: Condition }[];
    for (const row of rows) out.set(`${type}:${row.id}`, row.condition);
  }
  return out;
}

/** Each loan with its condition reports and its production's title: one read of each for the lot. */
export async function withConditions(loans: PersonLoan[]): Promise<PersonLoanView[]> {
  const conditions = await conditionsOf(
    'person_loan',
    loans.map((loan) => loan.id),
  );
  const productionIds = [...new Set(loans.flatMap((loan) => loan.production_id ?? []))];
  const titles = new Map(
    productionIds.length
      ? (
          await Production.findAll({ where: { id: { [Op.in]: productionIds } }, attributes: ['id', 'title'] })
        ).map((p) => [p.id, p.title])
      : [],
  );
  const items = await itemConditionsOf(loans);
  const todays = await todaysOfDepartments(loans.map((loan) => loan.department_id));
  return loans.map((loan) => ({
    loan,
    today: todays.get(loan.department_id)!,
    conditions: conditions.get(loan.id) ?? null,
    productionTitle: loan.production_id === null ? null : (titles.get(loan.production_id) ?? null),
    itemCondition: items.get(`${loan.item_type}:${loan.item_id}`) ?? null,
  }));
}

async function viewOf(id: number): Promise<PersonLoanView> {
  const [view] = await withConditions([(await PersonLoan.findByPk(id))!]);
  return view;
}

/** The statuses a list filters by: the stored ones, and `overdue` (booked or out, past its due day). */
export type PersonLoanFilterStatus = PersonLoanStatus | 'overdue';

export interface PersonLoanCreateInput {
  item_type: LendingItemType;
  item_id: RowId;
  /** a member of the department (an active one); leave it out to name a person without an account */
  borrower_user_id?: RowId | null;
  /**
   * the person's name, required without `borrower_user_id` (cast, crew)
   * @maxLength 200
   */
  borrower_name?: string | null;
  /**
   * how to reach them: an email address or a phone number
   * @maxLength 200
   */
  borrower_contact?: string | null;
  /** the first day the item is theirs */
  starts_on: IsoDate;
  /** the day it is due back */
  due_on: IsoDate;
  /** @maxLength 2000 */
  notes?: string | null;
  /**
   * the production it is lent for (one of the department's): a show's item lent to one of its cast.
   * The loan's days must lie inside that production's booking of the item, which keeps holding it.
   */
  production_id?: RowId | null;
}

export interface PersonLoanUpdateInput {
  /**
   * `out`: handed over (from booked); `returned`: taken back (from out); `cancelled`: only while
   * booked
   */
  status?: 'out' | 'returned' | 'cancelled';
  /** a new first day (while booked) */
  starts_on?: IsoDate;
  /** a new due day (while booked; while out, only a later one) */
  due_on?: IsoDate;
  /** @maxLength 2000 */
  notes?: string | null;
  /** @maxLength 200 */
  borrower_contact?: string | null;
  /** the item's condition at the hand-over or the return (with `status` out or returned) */
  condition?: ConditionInput;
}

export interface PersonLoanListQuery {
  /** booked, out, returned, cancelled, or overdue (booked or out, past the due day) */
  status?: PersonLoanFilterStatus;
  /** the borrower's name contains this */
  borrower?: SearchText;
  /** the loans of one member */
  borrower_user_id?: RowId;
  /** with `item_id`: one item's loans */
  item_type?: LendingItemType;
  item_id?: RowId;
  /** true: only the loans to the caller (any member, a student too) */
  mine?: boolean;
  skip?: Skip;
  limit?: Limit;
}

const NOT_FOUND = 'Loan not found';
const MAX_NOTES = 2000;

function invalid(field: string, msg: string, where = 'body'): never {
  throw new ValidationFailed([{ loc: [where, field], msg, type: 'value_error' }]);
}

/** Overdue is read, never stored: a booked or out loan whose due day has passed. */
export function isOverdue(loan: Pick<PersonLoan, 'status' | 'due_on'>, today: string): boolean {
  return (loan.status === 'booked' || loan.status === 'out') && loan.due_on < today;
}

/** The loan's booking as the loan stands: booked holds its days, out holds through today when late. */
export function personLoanBookingValues(loan: PersonLoan) {
  if (loan.status !== 'booked' && loan.status !== 'out') return null;
  return {
    department_id: loan.department_id,
    item_type: loan.item_type,
    item_id: loan.item_id,
    kind: 'person' as const,
    state: loan.status === 'out' ? ('out' as const) : ('held' as const),
    starts_on: loan.starts_on,
    ends_on: loan.due_on < loan.starts_on ? loan.starts_on : loan.due_on,
    production_id: null,
    follows_production: false,
    lending_id: null,
    person_loan_id: loan.id,
    reason: null,
    note: null,
    created_by: loan.created_by,
  };
}

/** Writes the loan's booking as the loan now stands (creates, moves or removes it). */
export async function syncPersonLoanBooking(loan: PersonLoan, transaction: Transaction): Promise<void> {
  const values = personLoanBookingValues(loan);
  const existing = await Booking.findOne({ where: { person_loan_id: loan.id }, transaction });
  if (!values) {
    if (existing) await existing.destroy({ transaction });
    return;
  }
  const booking = existing
    ? await existing.update(values, { transaction })
    : await Booking.create(values, { transaction });
  // Days it comes to hold take back other dates suggested to a borrowing department on them.
  await withdrawHeldProposals(booking, transaction);
}

/**
 * Refuses (409, the bookings' message naming the clash) days another booking holds. A loan for a
 * production nests inside that production's booking of the item (docs/bookings.md, "Nesting"):
 * that booking is no clash, whatever else holds the days is.
 */
async function assertDaysFree(
  item: BookedItem,
  period: Period,
  loanId: number | null,
  transaction: Transaction,
  productionId: number | null = null,
) {
  const own =
    loanId === null ? null : await Booking.findOne({ where: { person_loan_id: loanId }, transaction });
  await assertFree(item, period, transaction, {
    ...(own ? { bookingId: own.id } : {}),
    ...(productionId === null ? {} : { nesting: { kind: 'person' as const, productionId } }),
  });
}

/** The production a loan names: one of the department's (404 for any other). */
async function productionOfDepartment(id: number, departmentId: number, transaction: Transaction) {
  const production = await Production.findOne({
    where: { id, department_id: departmentId },
    attributes: ['id', 'title'],
    transaction,
  });
  if (!production) throw new NotFound('Production not found');
  return production;
}

/**
 * A loan for a production lies inside that production's booking of the item (the nesting rule):
 * 422 when the production has no booking of it, or when the days go outside it, naming both.
 * `required` false: a loan whose production no longer books the item holds its days as any loan.
 */
async function assertInsideProduction(
  item: BookedItem,
  production: Pick<Production, 'id' | 'title'>,
  period: Period,
  transaction: Transaction,
  required: boolean,
) {
  const booking = await Booking.findOne({
    where: { item_type: item.type, item_id: item.id, kind: 'production', production_id: production.id },
    transaction,
  });
  if (!booking) {
    if (!required) return;
    invalid(
      'production_id',
      `"${item.name}" is not booked for "${production.title}": lend it without naming the production, or book it for the production first`,
    );
  }
  // Both are held bookings here, whose days do not depend on today; a late loan is checked when written.
  const inner = { starts_on: period.from, ends_on: period.to, state: 'held' as const };
  if (liesInside(inner, booking, period.from)) return;
  const days =
    booking.ends_on === null
      ? `from ${displayDay(booking.starts_on)} on`
      : `${displayDay(booking.starts_on)} – ${displayDay(booking.ends_on)}`;
  invalid(
    period.from < booking.starts_on ? 'starts_on' : 'due_on',
    `For "${production.title}", "${item.name}" can be lent on the production's days only: ${days}`,
  );
}

function daysOf(starts: string, due: string): Period {
  if (due < starts) invalid('due_on', 'The due day must be on or after the first day');
  return { from: starts, to: due };
}

function notesOf(value: string | null | undefined): string | null | undefined {
  const text = optionalText(value);
  if (text && text.length > MAX_NOTES) invalid('notes', `At most ${MAX_NOTES} characters`);
  return text;
}

/** One audit row of a loan's move, naming the item (it joins the item's history) and the person. */
function auditPersonLoan(
  actor: Actor | null,
  action: AuditAction,
  department: Pick<Department, 'id' | 'name'>,
  loan: PersonLoan,
  transaction: Transaction,
  details: Record<string, unknown> = {},
) {
  return recordAudit(
    {
      action,
      actor,
      department,
      details: {
        person_loan_id: loan.id,
        item: LENDING_KINDS[loan.item_type].noun,
        id: loan.item_id,
        name: loan.item_name,
        borrower_name: loan.borrower_name,
        borrower_user_id: loan.borrower_user_id,
        starts_on: loan.starts_on,
        ends_on: loan.due_on,
        production_id: loan.production_id,
        ...details,
      },
      item: { type: loan.item_type, id: loan.item_id },
    },
    transaction,
  );
}

/** The member a loan is for: an active member of the department, else 422. */
async function borrowerOf(userId: number, department: Department, transaction: Transaction) {
  const membership = await DepartmentMembership.findOne({
    where: { user_id: userId, department_id: department.id, status: 'active' },
    include: [{ model: User, as: 'user', attributes: ['id', 'first_name', 'last_name', 'status'] }],
    transaction,
  });
  if (!membership?.user || membership.user.status !== 'active')
    invalid('borrower_user_id', `Choose an active member of ${department.name}, or type the person's name`);
  return membership.user;
}

/** The loan of the current department (404 for another department's, or none). */
async function loanOfDepartment(id: number, departmentId: number, transaction?: Transaction) {
  const loan = await PersonLoan.findOne({
    where: { id, department_id: departmentId },
    transaction,
    lock: transaction ? transaction.LOCK.UPDATE : undefined,
  });
  if (!loan) throw new NotFound(NOT_FOUND);
  return loan;
}

export async function createPersonLoan(actor: Actor, input: PersonLoanCreateInput): Promise<PersonLoanView> {
  const department = currentDepartmentOf(actor);
  authorizeLendToPeople(actor, department.id);
  const starts = isoDate(input.starts_on, ['body', 'starts_on']);
  const due = isoDate(input.due_on, ['body', 'due_on']);
  const period = daysOf(starts, due);
  if (starts < todayOf(department)) invalid('starts_on', 'The first day cannot be in the past');
  const notes = notesOf(input.notes) ?? null;
  const contact = optionalText(input.borrower_contact) ?? null;
  const typedName = optionalText(input.borrower_name) ?? null;
  const userId = input.borrower_user_id ?? null;
  if (userId === null && typedName === null)
    invalid('borrower_name', 'Choose a member, or type the name of the person borrowing it');
  const productionId = input.production_id ?? null;
  const id = await inDepartmentTransaction(department.id, async (transaction) => {
    const item = await itemOfDepartment(input.item_type, input.item_id, department.id, transaction);
    const production =
      productionId === null ? null : await productionOfDepartment(productionId, department.id, transaction);
    const user = userId === null ? null : await borrowerOf(userId, department, transaction);
    if (production) await assertInsideProduction(item, production, period, transaction, true);
    await assertDaysFree(item, period, null, transaction, production?.id ?? null);
    const loan = await PersonLoan.create(
      {
        department_id: department.id,
        item_type: item.type,
        item_id: item.id,
        item_name: item.name,
        borrower_user_id: user?.id ?? null,
        borrower_name: user ? `${user.first_name} ${user.last_name}`.trim() : typedName!,
        borrower_contact: contact,
        starts_on: period.from,
        due_on: due,
        status: 'booked',
        handed_over_at: null,
        returned_on: null,
        notes,
        production_id: production?.id ?? null,
        created_by: actor.user.id,
        reminder_sent_at: null,
        overdue_notice_sent_at: null,
      },
      { transaction },
    );
    await syncPersonLoanBooking(loan, transaction);
    await auditPersonLoan(actor, 'person_loan_booked', department, loan, transaction);
    return loan.id;
  });
  return viewOf(id);
}

/** One loan: the department's members read it, and so does the borrower with an account. */
export async function getPersonLoan(actor: Actor, id: number): Promise<PersonLoanView> {
  const loan = await PersonLoan.findByPk(id);
  if (!loan) throw new NotFound(NOT_FOUND);
  const department = actor.department;
  const ownDepartment =
    department !== null && loan.department_id === department.id && isMemberOf(actor, department.id);
  if (!ownDepartment && loan.borrower_user_id !== actor.user.id) throw new NotFound(NOT_FOUND);
  return (await withConditions([loan]))[0];
}

export async function listPersonLoans(
  actor: Actor,
  query: PersonLoanListQuery,
): Promise<{ items: PersonLoanView[]; total: number }> {
  const and: WhereOptions[] = [];
  let departments: number[];
  if (query.mine) {
    // A person's own loans, from every department that lent them something.
    and.push({ borrower_user_id: actor.user.id });
    const lenders = await PersonLoan.findAll({
      where: { borrower_user_id: actor.user.id },
      attributes: ['department_id'],
      group: ['department_id'],
    });
    departments = lenders.map((row) => row.department_id);
  } else {
    const department = currentDepartmentOf(actor);
    and.push({ department_id: department.id });
    departments = [department.id];
  }
  if (query.status === 'overdue') {
    // Past its due day in the lending department's own day.
    const todays = await todaysOfDepartments(departments);
    and.push({
      status: { [Op.in]: ['booked', 'out'] },
      // No lender: nothing is overdue (an empty OR would match everything on some dialects).
      [Op.or]: todays.size
        ? [...todays].map(([id, today]) => ({ department_id: id, due_on: { [Op.lt]: today } }))
        : [{ due_on: { [Op.lt]: '0000-01-01' } }],
    });
  } else if (query.status !== undefined) and.push({ status: query.status });
  if (query.borrower !== undefined && query.borrower.trim() !== '')
    and.push(likeAny(['borrower_name'], query.borrower.trim()));
  if (query.borrower_user_id !== undefined) and.push({ borrower_user_id: query.borrower_user_id });
  if (query.item_id !== undefined) {
    if (query.item_type === undefined) invalid('item_type', 'Name the kind of item with its id', 'query');
    and.push({ item_type: query.item_type, item_id: query.item_id });
  } else if (query.item_type !== undefined) and.push({ item_type: query.item_type });
  const page = pageOf(query.skip, query.limit);
  const { rows, count } = await PersonLoan.findAndCountAll({
    where: { [Op.and]: and },
    order: [
      ['due_on', 'ASC'],
      ['id', 'ASC'],
    ],
    offset: page.skip,
    limit: page.limit,
  });
  return { items: await withConditions(rows), total: count };
}

/** Who is told of a loan's clock and its damage: the person with an account, else the managers. */
export async function personLoanAudience(loan: PersonLoan, transaction?: Transaction): Promise<number[]> {
  if (loan.borrower_user_id !== null) {
    const membership = await DepartmentMembership.findOne({
      where: { user_id: loan.borrower_user_id, department_id: loan.department_id, status: 'active' },
      attributes: ['user_id'],
      transaction,
    });
    if (membership) return [loan.borrower_user_id];
  }
  return managersOf(loan.department_id, transaction);
}

export { personLoansUrl };

/** The condition at a hand-over or return, through the condition service (services/condition). */
async function recordPersonLoanCondition(
  actor: Actor,
  loan: PersonLoan,
  stage: 'handover' | 'return',
  input: ConditionInput,
  transaction: Transaction,
) {
  const managers = await managersOf(loan.department_id, transaction);
  const people = new Set(managers);
  if (loan.borrower_user_id !== null) people.add(loan.borrower_user_id);
  await recordCondition(transaction, {
    subject: { type: 'person_loan', id: loan.id },
    item: { type: loan.item_type, id: loan.item_id, department_id: loan.department_id, name: loan.item_name },
    stage,
    condition: input.condition,
    note: input.note ?? null,
    photo_ids: input.photo_ids ?? [],
    actor,
    parties: [
      {
        departmentId: loan.department_id,
        userIds: [...people],
        actionUrl: personLoansUrl(loan.id),
        itemUrl: itemPath(loan.item_type, loan.item_id),
      },
    ],
    heldBy: loan.borrower_name,
  });
}

/**
 * Moves a loan: hands it over (`out`), takes it back (`returned`), cancels it (only while booked),
 * or changes its days and notes (while booked; while out, only a later due day).
 */
export async function updatePersonLoan(
  actor: Actor,
  id: number,
  input: PersonLoanUpdateInput,
): Promise<PersonLoanView> {
  const department = currentDepartmentOf(actor);
  // 404 before 403: another department's loan is not there at all.
  await loanOfDepartment(id, department.id);
  authorizeLendToPeople(actor, department.id);
  if (input.condition !== undefined && input.status !== 'out' && input.status !== 'returned')
    invalid('condition', 'A condition goes with a hand-over (status out) or a return (status returned)');
  const notes = notesOf(input.notes);
  const contact = optionalText(input.borrower_contact);
  const starts = input.starts_on === undefined ? undefined : isoDate(input.starts_on, ['body', 'starts_on']);
  const due = input.due_on === undefined ? undefined : isoDate(input.due_on, ['body', 'due_on']);
  await inDepartmentTransaction(department.id, async (transaction) => {
    const loan = await loanOfDepartment(id, department.id, transaction);
    const today = todayOf(department);
    const what = `"${loan.item_name}" lent to ${loan.borrower_name}`;
    if (loan.status === 'returned' || loan.status === 'cancelled')
      throw new Conflict(
        `The loan of ${what} is ${loan.status === 'returned' ? 'over: it came back' : 'cancelled'}`,
      );
    const changes: Partial<PersonLoan> = {};
    if (notes !== undefined) changes.notes = notes;
    if (contact !== undefined) changes.borrower_contact = contact;

    if (starts !== undefined || due !== undefined) {
      if (starts !== undefined && loan.status !== 'booked' && starts !== loan.starts_on)
        throw new Conflict(`${what} is already handed over: its first day cannot change`);
      if (due !== undefined && loan.status === 'out' && due < loan.due_on)
        throw new Conflict(`${what} is already handed over: its due day can only move later`);
      const period = daysOf(starts ?? loan.starts_on, due ?? loan.due_on);
      if (starts !== undefined && starts !== loan.starts_on && starts < today)
        invalid('starts_on', 'The first day cannot be in the past');
      const item = await itemOfDepartment(loan.item_type, loan.item_id, department.id, transaction);
      if (loan.production_id !== null) {
        const production = await Production.findByPk(loan.production_id, { transaction });
        if (production) await assertInsideProduction(item, production, period, transaction, false);
      }
      await assertDaysFree(item, period, loan.id, transaction, loan.production_id);
      changes.starts_on = period.from;
      if (due !== undefined && due !== loan.due_on) {
        changes.due_on = due;
        // A new due day gets its own reminder and overdue notice.
        changes.reminder_sent_at = null;
        changes.overdue_notice_sent_at = null;
      }
    }

    let action: AuditAction = 'person_loan_updated';
    if (input.status === 'out') {
      if (loan.status !== 'booked') throw new Conflict(`${what} is already handed over`);
      action = 'person_loan_handed_over';
      changes.status = 'out';
      changes.handed_over_at = new Date();
      // Handed over before its first day: it holds the item from today.
      const first = changes.starts_on ?? loan.starts_on;
      if (first > today) {
        const item = await itemOfDepartment(loan.item_type, loan.item_id, department.id, transaction);
        await assertDaysFree(
          item,
          { from: today, to: changes.due_on ?? loan.due_on },
          loan.id,
          transaction,
          loan.production_id,
        );
        changes.starts_on = today;
      }
    } else if (input.status === 'returned') {
      if (loan.status !== 'out') throw new Conflict(`${what} was never handed over: cancel the loan instead`);
      action = 'person_loan_returned';
      changes.status = 'returned';
      changes.returned_on = today;
    } else if (input.status === 'cancelled') {
      if (loan.status !== 'booked')
        throw new Conflict(`${what} is handed over: take it back instead of cancelling`);
      action = 'person_loan_cancelled';
      changes.status = 'cancelled';
    }
    await loan.update(changes, { transaction });
    await syncPersonLoanBooking(loan, transaction);
    await auditPersonLoan(actor, action, department, loan, transaction, {
      ...(input.status ? { status: input.status } : {}),
    });
    if (input.condition !== undefined)
      await recordPersonLoanCondition(
        actor,
        loan,
        input.status === 'out' ? 'handover' : 'return',
        input.condition,
        transaction,
      );
  });
  return viewOf(id);
}

/** Tells `people` about a loan (after the commit; email copies follow their preferences). */
export async function tellAboutPersonLoan(
  people: number[],
  loan: PersonLoan,
  note: { title: string; message: string; type?: 'info' | 'warning' },
  transaction: Transaction,
): Promise<void> {
  for (const userId of people)
    await notify(
      {
        userId,
        departmentId: loan.department_id,
        type: note.type ?? 'info',
        category: 'lending',
        title: note.title,
        message: note.message,
        actionUrl: personLoansUrl(loan.id),
        itemUrl: userId === loan.borrower_user_id ? null : itemPath(loan.item_type, loan.item_id),
        causedBy: null,
        thread: { key: `person-loan:${loan.id}`, about: loan.item_name },
      },
      transaction,
    );
}
