/**
 * A loan as an actor finds and sees it (docs/lending.md): only a loan the current department is a
 * side of is found, with the status a person sees, the unread messages and the moves the reader may
 * make now.
 */
import { Op, QueryTypes, type Transaction, type WhereOptions } from 'sequelize';
import { sequelize } from '../../db/sequelize';
import { NotFound } from '../../errors';
import type { Actor } from '../../domain/actor';
import { LENDING_MOVES, startsFrom, type LendingMoveName } from '../../domain/lendingMoves';
import { todayOfDepartment, todaysOfDepartments } from '../departmentDays';
import { authorizeLending, canLend, sideOf, type LendingAction } from '../../policies/lending';
import {
  CostumePiece,
  Department,
  LendingRecord,
  Production,
  Prop,
  SetPiece,
  type LendingSide,
  type LendingStatus,
} from '../../models';
import { currentDepartmentOf } from '../session';
import { canDamage } from '../../policies/condition';
import { conditionsOf, type ConditionReportView } from '../condition/read';
import type { DamageView } from '../condition/read';
import type { LendingDirection } from './inputs';

/** A loan as the lending screen reads it, with who may do what next. */
export interface LendingView {
  record: LendingRecord;
  status: LendingStatus;
  side: LendingSide;
  unread: number;
  actions: LendingAction[];
  /** the item's condition at the hand-over and the return, and the damage report if any */
  conditions?: LoanConditions;
}

/** What a loan's card shows of the item's condition (services/condition). */
export interface LoanConditions {
  handover: ConditionReportView | null;
  return: ConditionReportView | null;
  damage: DamageView | null;
}

/** The two departments and the item, as a loan's card names them. */
export const WITH_PARTIES = [
  { model: Department, as: 'lender', attributes: ['id', 'name', 'contact_person', 'contact_email'] },
  { model: Department, as: 'borrower', attributes: ['id', 'name', 'contact_person', 'contact_email'] },
  { model: Prop, as: 'prop', attributes: ['id', 'name', 'image_url', 'condition'] },
  { model: SetPiece, as: 'setPiece', attributes: ['id', 'name', 'image_url', 'condition'] },
  { model: CostumePiece, as: 'costumePiece', attributes: ['id', 'name', 'image_url', 'condition'] },
  // the borrower's production the loan is for (docs/calendar.md)
  { model: Production, as: 'production', attributes: ['id', 'title'] },
];

/**
 * The status a person sees: an approved or active loan whose due date has passed on the lender's
 * day (`today`) shows as overdue at once, whether or not the reminder job has stored that yet.
 */
export function effectiveStatus(
  record: Pick<LendingRecord, 'status' | 'due_date'>,
  today: string,
): LendingStatus {
  if ((record.status === 'active' || record.status === 'approved') && record.due_date < today)
    return 'overdue';
  return record.status;
}

/** The loan's today: its lender's (docs/bookings.md, "Whose day"). */
export function lenderToday(
  record: Pick<LendingRecord, 'from_department_id'>,
  transaction?: Transaction | null,
) {
  return todayOfDepartment(record.from_department_id, transaction);
}

/**
 * What the filer may still change or delete, for the 409 of a loan past it: "a requested loan" (a
 * request), "an offer waiting for an answer" (an offer).
 */
export function waitingLoan(record: Pick<LendingRecord, 'initiated_by'>): string {
  return record.initiated_by === 'lender' ? 'an offer waiting for an answer' : 'a requested loan';
}

/** The loans a department is a side of, in one direction or both. */
export function directionWhere(departmentId: number, direction: LendingDirection = 'all'): WhereOptions {
  if (direction === 'incoming') return { to_department_id: departmentId };
  if (direction === 'outgoing') return { from_department_id: departmentId };
  return { [Op.or]: [{ from_department_id: departmentId }, { to_department_id: departmentId }] };
}

/** The table's order is the order the screen shows the buttons in. */
const MOVE_ORDER = Object.keys(LENDING_MOVES) as LendingMoveName[];

/** The moves and edits the actor may make on a loan now, for the screen's buttons. */
function actionsFor(actor: Actor, record: LendingRecord, side: LendingSide): LendingAction[] {
  const departmentId = side === 'lender' ? record.from_department_id : record.to_department_id;
  const may = (action: LendingAction) => canLend(actor, action, departmentId, side, record.initiated_by);
  // An extension is asked for once, and answered while it waits.
  const waiting = Boolean(record.requested_due_date);
  // Other days are suggested for the borrower's request, once, and answered while they wait.
  const proposed = Boolean(record.proposed_lent_date);
  const actions: LendingAction[] = MOVE_ORDER.filter(
    (move) =>
      startsFrom(move, record.status, record.initiated_by) &&
      !(move === 'request_extension' && waiting) &&
      !(move === 'answer_extension' && !waiting) &&
      !(move === 'counter_propose' && (proposed || record.initiated_by !== 'borrower')) &&
      !(move === 'answer_counter_proposal' && !proposed) &&
      may(move),
  );
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

/** Loans as the reader sees them, seen from `departmentId`. */
export async function viewsOf(
  actor: Actor,
  departmentId: number,
  records: LendingRecord[],
): Promise<LendingView[]> {
  const unread = await unreadCounts(
    actor.user.id,
    records.map((r) => r.id),
  );
  const conditions = await conditionsOf(
    'lending',
    records.map((r) => r.id),
  );
  const todays = await todaysOfDepartments(records.map((r) => r.from_department_id));
  return records.map((record) => {
    const side = sideOf(record, departmentId)!;
    const status = effectiveStatus(record, todays.get(record.from_department_id)!);
    const found = conditions.get(record.id);
    const damage = found?.damage ?? null;
    const parties = record as LendingRecord & { lender?: Department | null; borrower?: Department | null };
    return {
      record,
      status,
      side,
      unread: unread.get(record.id) ?? 0,
      actions: actionsFor(actor, record, side),
      conditions: {
        handover: found?.handover ?? null,
        return: found?.return ?? null,
        damage: damage && {
          report: damage,
          departmentName: parties.lender?.name ?? '',
          borrowerName: parties.borrower?.name ?? '',
          handover: found?.handover ?? null,
          returned: found?.return ?? null,
          canResolve: damage.status === 'open' && canDamage(actor, 'resolve', departmentId, damage),
          canComment: canDamage(actor, 'comment', departmentId, damage),
        },
      },
    };
  });
}

/** A loan the current department is a side of; anyone else's is "not found". */
export async function findOwnLoan(actor: Actor, id: number, transaction?: Transaction) {
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
