import { Op } from 'sequelize';
import { AuditLog, DepartmentMembership, Production, type Department } from '../models';
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
  const [activeProductions, departmentUsers, activity] = await Promise.all([
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
  ]);
  return { department, activeProductions, departmentUsers, activity };
}
