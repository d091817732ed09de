import { Op } from 'sequelize';
import {
  AuditLog,
  Booking,
  Department,
  DepartmentMembership,
  LendingRecord,
  OPEN_LENDING_STATUSES,
  Production,
  type BookingKind,
  type LendingSide,
  type LendingStatus,
} from '../models';
import { addDays } from '../lib/query';
import { todayOf } from '../lib/timeZones';
import { todaysOfDepartments } from './departmentDays';
import { startsFrom, type LendingMoveName } from '../domain/lendingMoves';
import { canLend } from '../policies/lending';
import { effectiveStatus } from './lending/access';
import { holdingDuring } from './bookings/timeline';
import type { Actor } from '../domain/actor';
import { can } from '../policies/departments';
import { currentDepartmentOf } from './session';

/** What the dashboard shows, as read from the database; the dashboard presenter words it. */
export interface DashboardFigures {
  department: Department;
  activeProductions: number;
  departmentUsers: number;
  /** the latest audit rows the actor may read, newest first */
  activity: AuditLog[];
  /** how many of the department's items a booking of each kind holds today */
  heldToday: Record<BookingKind, number>;
}

/** Items held today, by what holds them: one read of the department's bookings of today. */
async function heldToday(department: Department): Promise<Record<BookingKind, number>> {
  const departmentId = department.id;
  const today = todayOf(department);
  const rows = await Booking.findAll({
    attributes: ['kind', 'item_type', 'item_id'],
    where: { department_id: departmentId, ...holdingDuring({ from: today, to: today }, today) },
    raw: true,
  });
  // An item counts once: a loan before a production before a block, should two ever overlap.
  const byItem = new Map<string, BookingKind>();
  const rank: Record<BookingKind, number> = { loan: 3, person: 3, production: 2, block: 1 };
  for (const row of rows) {
    const key = `${row.item_type} ${row.item_id}`;
    const seen = byItem.get(key);
    if (!seen || rank[row.kind] > rank[seen]) byItem.set(key, row.kind);
  }
  const counts: Record<BookingKind, number> = { production: 0, loan: 0, block: 0, person: 0 };
  for (const kind of byItem.values()) counts[kind] += 1;
  return counts;
}

/**
 * Rows about people (invitations, roles, statuses, removals, passwords): the audit log is for the
 * department's admins, so other members' recent activity leaves these out.
 */
const PEOPLE_ACTIONS = [
  'user_invited',
  'user_created',
  'user_added',
  'invitation_resent',
  'invitation_accepted',
  'invitation_declined',
  'role_updated',
  'user_removed',
  'user_updated',
  'status_updated',
  'account_status_updated',
  'user_deleted',
  'password_changed',
  'password_reset_requested',
  'password_reset_sent',
  'password_reset',
  'profile_updated',
];

/** The dashboard's figures and recent activity for the current department, in one answer. */
export async function dashboard(actor: Actor, activityLimit = 10): Promise<DashboardFigures> {
  const department = currentDepartmentOf(actor);
  const where = { department_id: department.id };
  const [activeProductions, departmentUsers, activity, held] = await Promise.all([
    Production.count({ where: { ...where, status: 'active' } }),
    DepartmentMembership.count({ where }),
    AuditLog.findAll({
      where: can(actor, 'readAuditLog', department.id)
        ? where
        : { ...where, action: { [Op.notIn]: PEOPLE_ACTIONS } },
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: activityLimit,
    }),
    heldToday(department),
  ]);
  return { department, activeProductions, departmentUsers, activity, heldToday: held };
}

/** A loan on the director's week, seen from the current department. */
export interface WeekLoan {
  record: LendingRecord & { lender?: Department | null; borrower?: Department | null };
  side: LendingSide;
  status: LendingStatus;
}

export type WeekDecisionKind = 'request' | 'extension' | 'counter_proposal' | 'offer';

export interface WeekDecision extends WeekLoan {
  kind: WeekDecisionKind;
}

/** The director's week: what comes back, what goes out, what is late, and what waits for the caller. */
export interface WeekFigures {
  /** Monday and Sunday of this week, as the lending rules count days */
  from: string;
  to: string;
  dueBack: WeekLoan[];
  goingOut: WeekLoan[];
  overdue: WeekLoan[];
  waiting: WeekDecision[];
}

/** Monday–Sunday of the week holding `today` (YYYY-MM-DD). */
export function weekOf(today: string, weekStartsOn = 1): { from: string; to: string } {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  const from = addDays(today, -((weekday - weekStartsOn + 7) % 7));
  return { from, to: addDays(from, 6) };
}

/**
 * The decision a loan waits for from the current department, if the actor's role may take it: the
 * lender approves a request and answers an extension; the borrower answers other days and an offer
 * (domain/lendingMoves.ts, through the lending policy).
 */
function decisionOf(actor: Actor, loan: WeekLoan, departmentId: number): WeekDecisionKind | null {
  const { record, side } = loan;
  const may = (move: LendingMoveName) => canLend(actor, move, departmentId, side, record.initiated_by);
  if (side === 'lender') {
    if (record.status === 'requested' && !record.proposed_lent_date && may('approve')) return 'request';
    if (record.requested_due_date && startsFrom('answer_extension', record.status) && may('answer_extension'))
      return 'extension';
    return null;
  }
  if (record.status === 'requested' && record.proposed_lent_date && may('answer_counter_proposal'))
    return 'counter_proposal';
  if (record.status === 'offered' && may('accept_offer')) return 'offer';
  return null;
}

/** `GET /dashboard/week`: one read of the department's open loans, sorted into the week's lists. */
export async function week(actor: Actor, weekStartsOn = 1): Promise<WeekFigures> {
  const department = currentDepartmentOf(actor);
  // The department's own day; the week begins on the reader's first day of the week.
  const today = todayOf(department);
  const { from, to } = weekOf(today, weekStartsOn);
  const rows = await LendingRecord.findAll({
    where: {
      [Op.and]: [
        { [Op.or]: [{ from_department_id: department.id }, { to_department_id: department.id }] },
        { status: { [Op.in]: OPEN_LENDING_STATUSES } },
        {
          [Op.or]: [
            { due_date: { [Op.lte]: to } },
            { lent_date: { [Op.between]: [from, to] } },
            { status: { [Op.in]: ['requested', 'offered'] } },
            { requested_due_date: { [Op.ne]: null } },
          ],
        },
      ],
    },
    include: [
      { model: Department, as: 'lender', attributes: ['id', 'name'] },
      { model: Department, as: 'borrower', attributes: ['id', 'name'] },
    ],
    order: [
      ['due_date', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  const figures: WeekFigures = { from, to, dueBack: [], goingOut: [], overdue: [], waiting: [] };
  // A loan is late on its lender's day, which may not be ours.
  const lenderTodays = await todaysOfDepartments(rows.map((record) => record.from_department_id));
  for (const record of rows) {
    const side: LendingSide = record.from_department_id === department.id ? 'lender' : 'borrower';
    const loan: WeekLoan = {
      record,
      side,
      status: effectiveStatus(record, lenderTodays.get(record.from_department_id)!),
    };
    if (loan.status === 'overdue') figures.overdue.push(loan);
    else if (loan.status === 'active' && record.due_date >= from && record.due_date <= to)
      figures.dueBack.push(loan);
    if (record.status === 'approved' && record.lent_date >= from && record.lent_date <= to)
      figures.goingOut.push(loan);
    const kind = decisionOf(actor, loan, department.id);
    if (kind) figures.waiting.push({ ...loan, kind });
  }
  figures.goingOut.sort((a, b) =>
    a.record.lent_date < b.record.lent_date
      ? -1
      : a.record.lent_date > b.record.lent_date
        ? 1
        : a.record.id - b.record.id,
  );
  return figures;
}
