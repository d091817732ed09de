/**
 * Loans between departments (docs/lending.md): filing a request or an offer, the lender's decisions,
 * the state machine of docs/state-machines.md, extensions, and the lists and counters of the lending
 * screen. Every change of a loan runs under the lending department's lock, like every assignment of
 * that department's items to productions, so no item is promised twice.
 */
import { Op, QueryTypes, type Transaction, type WhereOptions } from 'sequelize';
import { sequelize } from '../../db/sequelize';
import { BadRequest, Conflict, Forbidden, NotFound, ValidationFailed } from '../../errors';
import type { Actor } from '../../domain/actor';
import { addDays, earliestToday, findPage, isoDate, likeAny } from '../../lib/query';
import { normalizeEmail, optionalText, type Page } from '../../lib/validation';
import { authorizeLending, canLend, MOVES, sideOf, type LendingAction } from '../../policies/lending';
import {
  CostumePiece,
  Department,
  LendingMessage,
  LendingRecord,
  Prop,
  SetPiece,
  type LendingItemType,
  type LendingSide,
  type LendingStatus,
} from '../../models';
import { recordAudit, type AuditAction } from '../audit';
import { inDepartmentTransaction } from '../departmentLock';
import { notify } from '../notifications';
import { currentDepartmentOf } from '../session';
import { audienceOf } from './audience';
import { assertFreeToLend, itemOf, LENDING_KINDS, requestedDuring } from './kinds';

export type LendingDirection = 'incoming' | 'outgoing' | 'all';

export interface LendingCreateInput {
  item_type: LendingItemType;
  /** @isInt @minimum 1 @maximum 2147483647 */
  prop_id?: number | null;
  /** @isInt @minimum 1 @maximum 2147483647 */
  set_piece_id?: number | null;
  /** @isInt @minimum 1 @maximum 2147483647 */
  costume_piece_id?: number | null;
  /**
   * the lending department: the item's own
   * @isInt @minimum 1 @maximum 2147483647
   */
  from_department_id: number;
  /**
   * the borrowing department
   * @isInt @minimum 1 @maximum 2147483647
   */
  to_department_id: number;
  /**
   * the first day the borrower has the item (default today), YYYY-MM-DD
   * @maxLength 10 Invalid date format: use YYYY-MM-DD
   * @pattern ^\d{4}-\d{2}-\d{2}$ Invalid date format: use YYYY-MM-DD
   */
  lent_date?: string;
  /**
   * the day it is due back, YYYY-MM-DD
   * @maxLength 10 Invalid date format: use YYYY-MM-DD
   * @pattern ^\d{4}-\d{2}-\d{2}$ Invalid date format: use YYYY-MM-DD
   */
  due_date: string;
  /** @maxLength 2000 Must be no more than 2000 characters */
  notes?: string | null;
  /** @maxLength 150 Must be no more than 150 characters */
  contact_person?: string | null;
  /** @maxLength 100 Must be no more than 100 characters */
  contact_email?: string | null;
  /**
   * the first message of the loan's conversation (the borrow dialog's message)
   * @maxLength 2000 Must be no more than 2000 characters
   */
  message?: string | null;
  /** a new loan always starts requested */
  status?: 'requested';
}

/** A move (`status`) and, while the loan is requested, the fields its filer may still change. */
export interface LendingUpdateInput {
  /** approved, cancelled (declined by the lender, withdrawn by the borrower), active (picked up), returned */
  status?: LendingStatus;
  /**
   * @maxLength 10 Invalid date format: use YYYY-MM-DD
   * @pattern ^\d{4}-\d{2}-\d{2}$ Invalid date format: use YYYY-MM-DD
   */
  lent_date?: string;
  /**
   * @maxLength 10 Invalid date format: use YYYY-MM-DD
   * @pattern ^\d{4}-\d{2}-\d{2}$ Invalid date format: use YYYY-MM-DD
   */
  due_date?: string;
  /** @maxLength 2000 Must be no more than 2000 characters */
  notes?: string | null;
  /** @maxLength 150 Must be no more than 150 characters */
  contact_person?: string | null;
  /** @maxLength 100 Must be no more than 100 characters */
  contact_email?: string | null;
}

export interface LendingListQuery {
  status?: LendingStatus;
  /** incoming: the current department borrows; outgoing: it lends; all (default) */
  direction?: LendingDirection;
  item_type?: LendingItemType;
  /** the item's name, the other department's name, notes and contact */
  search?: string;
}

/** A loan as the lending screen reads it, with who may do what next. */
export interface LendingView {
  record: LendingRecord;
  status: LendingStatus;
  side: LendingSide;
  unread: number;
  actions: LendingAction[];
}

const WITH_PARTIES = [
  { model: Department, as: 'lender', attributes: ['id', 'name', 'contact_person', 'contact_email'] },
  { model: Department, as: 'borrower', attributes: ['id', 'name', 'contact_person', 'contact_email'] },
  { model: Prop, as: 'prop', attributes: ['id', 'name', 'image_url'] },
  { model: SetPiece, as: 'setPiece', attributes: ['id', 'name', 'image_url'] },
  { model: CostumePiece, as: 'costumePiece', attributes: ['id', 'name', 'image_url'] },
];

/**
 * The status a person sees: an approved or active loan whose due date has passed everywhere shows
 * as overdue at once, whether or not the reminder job has stored that yet.
 */
export function effectiveStatus(
  record: Pick<LendingRecord, 'status' | 'due_date'>,
  today = earliestToday(),
): LendingStatus {
  if ((record.status === 'active' || record.status === 'approved') && record.due_date < today)
    return 'overdue';
  return record.status;
}

/** The where-clause of a status filter, by what the status shows (see effectiveStatus). */
function statusWhere(status: LendingStatus, today: string): WhereOptions {
  if (status === 'overdue')
    return {
      [Op.or]: [
        { status: 'overdue' },
        { status: { [Op.in]: ['approved', 'active'] }, due_date: { [Op.lt]: today } },
      ],
    };
  if (status === 'approved' || status === 'active') return { status, due_date: { [Op.gte]: today } };
  return { status };
}

function directionWhere(departmentId: number, direction: LendingDirection = 'all'): WhereOptions {
  if (direction === 'incoming') return { to_department_id: departmentId };
  if (direction === 'outgoing') return { from_department_id: departmentId };
  return { [Op.or]: [{ from_department_id: departmentId }, { to_department_id: departmentId }] };
}

/** The moves and edits the actor may make on a loan now, for the screen's buttons. */
function actionsFor(
  actor: Actor,
  record: LendingRecord,
  side: LendingSide,
  status: LendingStatus,
): LendingAction[] {
  const departmentId = side === 'lender' ? record.from_department_id : record.to_department_id;
  const may = (action: LendingAction) => canLend(actor, action, departmentId, side, record.initiated_by);
  const actions: LendingAction[] = [];
  for (const action of ['approve', 'decline', 'pick_up', 'return', 'cancel'] as const) {
    if (MOVES[action].from.includes(record.status) && may(action)) actions.push(action);
  }
  if (record.status === 'requested' && may('edit')) actions.push('edit', 'delete');
  const running = ['approved', 'active', 'overdue'].includes(status);
  if (running && !record.requested_due_date && may('request_extension')) actions.push('request_extension');
  if (running && record.requested_due_date && may('answer_extension')) actions.push('answer_extension');
  if (may('message')) actions.push('message');
  return actions;
}

/** How many messages of each loan the user has not read (their own never count). */
async function unreadCounts(userId: number, lendingIds: number[]): Promise<Map<number, number>> {
  if (!lendingIds.length) return new Map();
  const rows = await sequelize.query<{ lending_id: number; unread: number | string }>(
    `SELECT m.lending_id AS lending_id, COUNT(*) AS unread
       FROM lending_messages m
       LEFT JOIN lending_message_reads r ON r.lending_id = m.lending_id AND r.user_id = :userId
      WHERE m.lending_id IN (:ids)
        AND m.id > COALESCE(r.last_read_message_id, 0)
        AND (m.sender_id IS NULL OR m.sender_id <> :userId)
      GROUP BY m.lending_id`,
    { replacements: { userId, ids: lendingIds }, type: QueryTypes.SELECT },
  );
  return new Map(rows.map((r) => [Number(r.lending_id), Number(r.unread)]));
}

async function viewsOf(actor: Actor, departmentId: number, records: LendingRecord[]): Promise<LendingView[]> {
  const unread = await unreadCounts(
    actor.user.id,
    records.map((r) => r.id),
  );
  const today = earliestToday();
  return records.map((record) => {
    const side = sideOf(record, departmentId)!;
    const status = effectiveStatus(record, today);
    return {
      record,
      status,
      side,
      unread: unread.get(record.id) ?? 0,
      actions: actionsFor(actor, record, side, status),
    };
  });
}

/** A loan the current department is a side of; anyone else's is "not found". */
async function findOwnLoan(actor: Actor, id: number, transaction?: Transaction) {
  const department = currentDepartmentOf(actor);
  const record = await LendingRecord.findOne({
    where: { id, ...directionWhere(department.id) },
    transaction,
    ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}),
  });
  if (!record) throw new NotFound('Lending record not found');
  authorizeLending(actor, 'view', department.id, sideOf(record, department.id)!);
  return { record, department, side: sideOf(record, department.id)! };
}

export async function listLoans(actor: Actor, query: LendingListQuery, page: Page) {
  const department = currentDepartmentOf(actor);
  authorizeLending(actor, 'view', department.id, 'borrower');
  const today = earliestToday();
  const and: WhereOptions[] = [directionWhere(department.id, query.direction)];
  if (query.status) and.push(statusWhere(query.status, today));
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
  const today = earliestToday();
  const rows = (await LendingRecord.findAll({
    attributes: [
      'status',
      [sequelize.literal(`CASE WHEN due_date < ${sequelize.escape(today)} THEN 1 ELSE 0 END`), 'late'],
      [sequelize.fn('COUNT', sequelize.col('id')), 'count'],
    ],
    where: directionWhere(department.id, direction),
    group: ['status', 'late'],
    raw: true,
  })) as unknown as { status: LendingStatus; late: number | string; count: number | string }[];
  const counts = { requested: 0, approved: 0, active: 0, returned: 0, overdue: 0, cancelled: 0 };
  for (const row of rows) {
    const status = effectiveStatus(
      { status: row.status, due_date: Number(row.late) ? '0000-00-00' : '9999-12-31' },
      today,
    );
    counts[status] += Number(row.count);
  }
  return counts;
}

export async function getLoan(actor: Actor, id: number): Promise<LendingView> {
  const { department } = await findOwnLoan(actor, id);
  const record = await LendingRecord.findByPk(id, { include: WITH_PARTIES });
  if (!record) throw new NotFound('Lending record not found');
  return (await viewsOf(actor, department.id, [record]))[0];
}

function checkDates(lent: string, due: string, field: 'lent_date' | 'due_date' = 'due_date') {
  const today = earliestToday();
  if (lent < today)
    throw new ValidationFailed([
      { loc: ['body', 'lent_date'], msg: 'Start date cannot be in the past', type: 'value_error' },
    ]);
  if (due < today)
    throw new ValidationFailed([
      { loc: ['body', 'due_date'], msg: 'Due date cannot be in the past', type: 'value_error' },
    ]);
  // A loan of a single day (one show) is fine: both days are included.
  if (due < lent)
    throw new ValidationFailed([
      { loc: ['body', field], msg: 'Due date cannot be before the start date', type: 'value_error' },
    ]);
}

function contactFields(input: {
  notes?: string | null;
  contact_person?: string | null;
  contact_email?: string | null;
}) {
  const out: Partial<Pick<LendingRecord, 'notes' | 'contact_person' | 'contact_email'>> = {};
  if (input.notes !== undefined) out.notes = optionalText(input.notes) ?? null;
  if (input.contact_person !== undefined) out.contact_person = optionalText(input.contact_person) ?? null;
  if (input.contact_email !== undefined) {
    const email = optionalText(input.contact_email);
    out.contact_email = email ? normalizeEmail(email) : null;
  }
  return out;
}

const lendingUrl = (id: number) => `/lending?loan=${id}`;

/** Tells one side's people about a loan (after the commit), never the person who did it. */
async function tell(
  actor: Actor | null,
  record: LendingRecord,
  side: LendingSide,
  note: { title: string; message: string; type?: 'info' | 'success' | 'warning' | 'error' },
  transaction: Transaction,
  also: number[] = [],
): Promise<void> {
  const people = await audienceOf(record, side, transaction, also);
  for (const userId of people) {
    if (actor && userId === actor.user.id) continue;
    await notify(
      {
        userId,
        departmentId: side === 'lender' ? record.from_department_id : record.to_department_id,
        type: note.type ?? 'info',
        category: 'lending',
        title: note.title,
        message: note.message,
        actionUrl: lendingUrl(record.id),
      },
      transaction,
    );
  }
}

async function audit(
  actor: Actor,
  action: AuditAction,
  department: Department,
  record: LendingRecord,
  transaction: Transaction,
  details: Record<string, unknown> = {},
) {
  await recordAudit(
    {
      action,
      actor,
      department,
      details: {
        lending_id: record.id,
        item_type: record.item_type,
        item: record.item_name,
        from_department_id: record.from_department_id,
        to_department_id: record.to_department_id,
        ...details,
      },
    },
    transaction,
  );
}

/**
 * Files a loan: a request to borrow (the current department borrows, any member) or an offer (the
 * current department lends its own item, managers and up). It starts `requested`; the lender decides.
 */
export async function createLoan(actor: Actor, input: LendingCreateInput): Promise<LendingView> {
  const department = currentDepartmentOf(actor);
  if (input.status !== undefined && input.status !== 'requested')
    throw new BadRequest('A new lending record always starts as requested');
  const side = sideOf(input, department.id);
  if (!side) throw new Forbidden('A lending record must be from or to your current department');
  if (input.from_department_id === input.to_department_id)
    throw new BadRequest('A department cannot lend to itself');
  authorizeLending(actor, side === 'borrower' ? 'request' : 'offer', department.id, side);
  const kind = LENDING_KINDS[input.item_type];
  const itemId = input[kind.column];
  if (!itemId)
    throw new ValidationFailed([
      { loc: ['body', kind.column], msg: 'Please choose the item', type: 'value_error.missing' },
    ]);
  const lent =
    input.lent_date === undefined ? earliestToday() : isoDate(input.lent_date, ['body', 'lent_date']);
  const due = isoDate(input.due_date, ['body', 'due_date']);
  checkDates(lent, due);
  const message = input.message === undefined || input.message === null ? null : optionalText(input.message);
  const other = await Department.findByPk(
    side === 'lender' ? input.to_department_id : input.from_department_id,
  );
  if (!other) throw new NotFound('Department not found');

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
        `There is already a request for this ${kind.noun} for these dates (loan ${twin.id})`,
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
        lent_date: lent,
        due_date: due,
        notes: null,
        contact_person: null,
        contact_email: null,
        ...contactFields(input),
      },
      { transaction },
    );
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
    await audit(
      actor,
      side === 'borrower' ? 'lending_requested' : 'lending_offered',
      department,
      record,
      transaction,
      { lent_date: lent, due_date: due },
    );
    await tell(
      actor,
      record,
      side === 'borrower' ? 'lender' : 'borrower',
      side === 'borrower'
        ? {
            title: `Loan request: ${item.name}`,
            message: `${department.name} asks to borrow ${item.name} from ${lent} to ${due}.`,
          }
        : {
            title: `Loan offer: ${item.name}`,
            message: `${department.name} offers to lend you ${item.name} from ${lent} to ${due}.`,
          },
      transaction,
    );
    return record;
  });
  return getLoan(actor, created.id);
}

const MOVE_OF_STATUS: Partial<Record<LendingStatus, (side: LendingSide) => keyof typeof MOVES>> = {
  approved: () => 'approve',
  active: () => 'pick_up',
  returned: () => 'return',
  cancelled: (side) => (side === 'lender' ? 'decline' : 'cancel'),
};

const MOVE_AUDIT: Record<keyof typeof MOVES, AuditAction> = {
  approve: 'lending_approved',
  decline: 'lending_declined',
  cancel: 'lending_cancelled',
  pick_up: 'lending_picked_up',
  return: 'lending_returned',
};

const MOVE_NOTE: Record<
  keyof typeof MOVES,
  (
    item: string,
    department: string,
  ) => { title: string; message: string; type: 'info' | 'success' | 'warning' }
> = {
  approve: (item, dept) => ({
    title: `Loan approved: ${item}`,
    message: `${dept} approved your request for ${item}.`,
    type: 'success',
  }),
  decline: (item, dept) => ({
    title: `Loan declined: ${item}`,
    message: `${dept} declined the request for ${item}.`,
    type: 'warning',
  }),
  cancel: (item, dept) => ({
    title: `Loan request cancelled: ${item}`,
    message: `${dept} cancelled its request for ${item}.`,
    type: 'info',
  }),
  pick_up: (item, dept) => ({
    title: `Picked up: ${item}`,
    message: `${dept} marked ${item} as picked up.`,
    type: 'info',
  }),
  return: (item, dept) => ({
    title: `Returned: ${item}`,
    message: `${dept} marked ${item} as returned. Thank you!`,
    type: 'success',
  }),
};

/**
 * Applies a PUT: the filer's edits while requested, then the move `status` asks for. A move that the
 * state machine does not allow from the loan's status is a 409 naming that status.
 */
export async function updateLoan(actor: Actor, id: number, input: LendingUpdateInput): Promise<LendingView> {
  const { record: seen, department, side } = await findOwnLoan(actor, id);
  const edits = { ...contactFields(input) } as Partial<LendingRecord>;
  if (input.lent_date !== undefined) edits.lent_date = isoDate(input.lent_date, ['body', 'lent_date']);
  if (input.due_date !== undefined) edits.due_date = isoDate(input.due_date, ['body', 'due_date']);
  const move = input.status === undefined ? null : MOVE_OF_STATUS[input.status]?.(side);
  if (input.status !== undefined && !move) {
    throw new Conflict(`This loan is ${effectiveStatus(seen)}: it cannot be set to ${input.status}`);
  }
  if (Object.keys(edits).length) authorizeLending(actor, 'edit', department.id, side, seen.initiated_by);
  if (move) authorizeLending(actor, move, department.id, side);

  await inDepartmentTransaction(seen.from_department_id, async (transaction) => {
    const { record } = await findOwnLoan(actor, id, transaction);
    if (Object.keys(edits).length) {
      if (record.status !== 'requested')
        throw new Conflict(`This loan is ${effectiveStatus(record)}: only a requested loan can be changed`);
      checkDates(
        edits.lent_date ?? record.lent_date,
        edits.due_date ?? record.due_date,
        edits.due_date ? 'due_date' : 'lent_date',
      );
      await record.update(edits, { transaction });
      await audit(actor, 'lending_updated', department, record, transaction, { fields: Object.keys(edits) });
      if (!move)
        await tell(
          actor,
          record,
          side === 'lender' ? 'borrower' : 'lender',
          {
            title: `Loan changed: ${record.item_name}`,
            message: `${department.name} changed the request for ${record.item_name} (${record.lent_date} to ${record.due_date}).`,
          },
          transaction,
        );
    }
    if (!move) return;
    const rule = MOVES[move];
    if (!rule.from.includes(record.status))
      throw new Conflict(`This loan is ${effectiveStatus(record)}: it cannot be set to ${rule.to}`);
    if (move === 'approve' || move === 'pick_up') {
      const { kind, id: itemId } = itemOf(record);
      if (itemId === null) throw new Conflict(`This ${kind.noun} no longer exists`);
      await assertFreeToLend(
        kind,
        itemId,
        { from: record.lent_date, to: record.due_date },
        transaction,
        record.id,
      );
    }
    const changes: Partial<LendingRecord> = { status: rule.to };
    if (move === 'decline' || move === 'cancel') changes.cancelled_by = side;
    if (move === 'return') {
      changes.return_date = earliestToday() > record.lent_date ? earliestToday() : record.lent_date;
      changes.requested_due_date = null;
    }
    const before = record.status;
    await record.update(changes, { transaction });
    await audit(actor, MOVE_AUDIT[move], department, record, transaction, {
      from_status: before,
      to_status: rule.to,
    });
    await tell(
      actor,
      record,
      side === 'lender' ? 'borrower' : 'lender',
      MOVE_NOTE[move](record.item_name, department.name),
      transaction,
    );
  });
  return getLoan(actor, id);
}

/** Deletes a loan that is still requested; only the side that filed it may. */
export async function deleteLoan(actor: Actor, id: number): Promise<void> {
  const { record: seen, department, side } = await findOwnLoan(actor, id);
  authorizeLending(actor, 'delete', department.id, side, seen.initiated_by);
  await inDepartmentTransaction(seen.from_department_id, async (transaction) => {
    const { record } = await findOwnLoan(actor, id, transaction);
    if (record.status !== 'requested')
      throw new Conflict(`This loan is ${effectiveStatus(record)}: only a requested loan can be deleted`);
    await audit(actor, 'lending_deleted', department, record, transaction);
    await tell(
      actor,
      record,
      side === 'lender' ? 'borrower' : 'lender',
      {
        title: `Loan request withdrawn: ${record.item_name}`,
        message: `${department.name} withdrew and deleted the request for ${record.item_name}.`,
      },
      transaction,
    );
    await record.destroy({ transaction });
  });
}

/** The borrower asks to keep the item longer: the lender accepts or declines (`answerExtension`). */
export async function requestExtension(actor: Actor, id: number, dueDate: string): Promise<LendingView> {
  const { record: seen, department, side } = await findOwnLoan(actor, id);
  authorizeLending(actor, 'request_extension', department.id, side);
  const wanted = isoDate(dueDate, ['body', 'due_date']);
  await inDepartmentTransaction(seen.from_department_id, async (transaction) => {
    const { record } = await findOwnLoan(actor, id, transaction);
    if (!['approved', 'active', 'overdue'].includes(record.status))
      throw new Conflict(
        `This loan is ${effectiveStatus(record)}: only an approved or active loan can be extended`,
      );
    if (record.requested_due_date)
      throw new Conflict(`An extension to ${record.requested_due_date} is already waiting for an answer`);
    if (wanted <= record.due_date)
      throw new ValidationFailed([
        {
          loc: ['body', 'due_date'],
          msg: 'The new due date must be after the current one',
          type: 'value_error',
        },
      ]);
    if (wanted < earliestToday())
      throw new ValidationFailed([
        { loc: ['body', 'due_date'], msg: 'Due date cannot be in the past', type: 'value_error' },
      ]);
    await record.update({ requested_due_date: wanted }, { transaction });
    await audit(actor, 'lending_extension_requested', department, record, transaction, {
      due_date: record.due_date,
      requested_due_date: wanted,
    });
    await tell(
      actor,
      record,
      'lender',
      {
        title: `Extension asked: ${record.item_name}`,
        message: `${department.name} asks to keep ${record.item_name} until ${wanted} (due ${record.due_date}).`,
      },
      transaction,
    );
  });
  return getLoan(actor, id);
}

/** The lender answers an extension: accepting checks the longer loan against the item's other bookings. */
export async function answerExtension(actor: Actor, id: number, accept: boolean): Promise<LendingView> {
  const { record: seen, department, side } = await findOwnLoan(actor, id);
  authorizeLending(actor, 'answer_extension', department.id, side);
  await inDepartmentTransaction(seen.from_department_id, async (transaction) => {
    const { record } = await findOwnLoan(actor, id, transaction);
    const wanted = record.requested_due_date;
    if (!wanted) throw new Conflict('No extension is waiting for an answer');
    if (!['approved', 'active', 'overdue'].includes(record.status))
      throw new Conflict(`This loan is ${effectiveStatus(record)}: its extension can no longer be answered`);
    if (accept) {
      const { kind, id: itemId } = itemOf(record);
      if (itemId !== null) {
        // Only the added days can clash: the loan already holds the item until its due date.
        await assertFreeToLendAfter(kind, itemId, record, wanted, transaction);
      }
      const status = record.status === 'overdue' && wanted >= earliestToday() ? 'active' : record.status;
      await record.update(
        {
          due_date: wanted,
          requested_due_date: null,
          status,
          reminder_sent_at: null,
          overdue_notice_sent_at: null,
        },
        { transaction },
      );
    } else {
      await record.update({ requested_due_date: null }, { transaction });
    }
    await audit(
      actor,
      accept ? 'lending_extension_accepted' : 'lending_extension_declined',
      department,
      record,
      transaction,
      { requested_due_date: wanted },
    );
    await tell(
      actor,
      record,
      'borrower',
      accept
        ? {
            title: `Extension accepted: ${record.item_name}`,
            message: `${department.name} agreed: ${record.item_name} is now due back on ${wanted}.`,
            type: 'success',
          }
        : {
            title: `Extension declined: ${record.item_name}`,
            message: `${department.name} declined the extension: ${record.item_name} is still due back on ${record.due_date}.`,
            type: 'warning',
          },
      transaction,
    );
  });
  return getLoan(actor, id);
}

async function assertFreeToLendAfter(
  kind: (typeof LENDING_KINDS)[LendingItemType],
  itemId: number,
  record: LendingRecord,
  wanted: string,
  transaction: Transaction,
) {
  const from = addDays(record.due_date, 1);
  const other = await LendingRecord.findOne({
    where: {
      [kind.column]: itemId,
      id: { [Op.ne]: record.id },
      status: { [Op.in]: ['approved', 'active', 'overdue'] },
      lent_date: { [Op.lte]: wanted },
      due_date: { [Op.gte]: from },
    },
    transaction,
  });
  if (other) {
    const borrower = await Department.findByPk(other.to_department_id, { attributes: ['name'], transaction });
    throw new Conflict(
      `This ${kind.noun} is already promised to ${borrower?.name ?? 'another department'} from ${other.lent_date} to ${other.due_date} (loan ${other.id})`,
    );
  }
}

export { tell, findOwnLoan };
