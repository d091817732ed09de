import { Op } from 'sequelize';
import {
  AuditLog,
  Booking,
  DepartmentMembership,
  Production,
  type BookingKind,
  type Department,
} from '../models';
import { earliestToday } from '../lib/query';
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
async function heldToday(departmentId: number): Promise<Record<BookingKind, number>> {
  const today = earliestToday();
  const rows = await Booking.findAll({
    attributes: ['kind', 'item_type', 'item_id'],
    where: { department_id: departmentId, ...holdingDuring({ from: today, to: today }, today) },
    raw: true,
  });
  // An item counts once: a loan before a production before a block, should two ever overlap.
  const byItem = new Map<string, BookingKind>();
  const rank: Record<BookingKind, number> = { loan: 3, production: 2, block: 1 };
  for (const row of rows) {
    const key = `${row.item_type} ${row.item_id}`;
    const seen = byItem.get(key);
    if (!seen || rank[row.kind] > rank[seen]) byItem.set(key, row.kind);
  }
  const counts: Record<BookingKind, number> = { production: 0, loan: 0, block: 0 };
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
    heldToday(department.id),
  ]);
  return { department, activeProductions, departmentUsers, activity, heldToday: held };
}
