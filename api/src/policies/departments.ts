import type { Actor } from '../domain/actor';
import type { Role } from '../models';
import { allowOr, hasRoleAtLeast, isMemberOf, rankOf, roleIn } from './utils';

export type DepartmentAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'viewMembers'
  | 'invite'
  | 'addById'
  | 'changeRole'
  | 'removeMember'
  | 'readAuditLog'
  | 'viewDomains'
  | 'claimDomain'
  | 'manageWebhooks';

/** Minimum role per action in a department (architecture role table); null means superuser only. */
const REQUIRED: Record<DepartmentAction, Role | null> = {
  create: null,
  delete: null,
  update: 'admin',
  viewMembers: 'student',
  invite: 'manager',
  // by account id: superusers only (a department invites by email, learning nothing about accounts)
  addById: null,
  changeRole: 'admin',
  removeMember: 'admin',
  readAuditLog: 'admin',
  // school email domains: a department's admins see them; only a superuser vouches for a claim
  viewDomains: 'admin',
  claimDomain: null,
  // outgoing webhooks (docs/webhooks.md): what leaves the department is its admins' to decide
  manageWebhooks: 'admin',
};

const DENIED: Record<DepartmentAction, string> = {
  create: 'You do not have permission to create departments',
  delete: 'You do not have permission to delete departments',
  update: 'You do not have permission to edit this department',
  viewMembers: 'You do not have permission to view the users of this department',
  invite: 'You do not have permission to invite users to this department',
  addById: 'You do not have permission to add users by id: invite them by email',
  changeRole: 'You do not have permission to change user roles in this department',
  removeMember: 'You do not have permission to remove users from this department',
  readAuditLog: 'You do not have permission to view audit logs',
  viewDomains: "You do not have permission to view this department's school domains",
  claimDomain: 'Only a system administrator can change the school domains of a department',
  manageWebhooks: "You do not have permission to manage this department's webhooks",
};

export function can(actor: Actor, action: DepartmentAction, departmentId?: number): boolean {
  if (actor.user.is_superuser) return true;
  const required = REQUIRED[action];
  if (required === null || departmentId === undefined) return false;
  return isMemberOf(actor, departmentId) && hasRoleAtLeast(actor, departmentId, required);
}

export function authorize(actor: Actor, action: DepartmentAction, departmentId?: number): void {
  allowOr(can(actor, action, departmentId), DENIED[action]);
}

/** Inviters hand out roles up to their own. */
export function authorizeAssignableRole(actor: Actor, departmentId: number, role: Role): void {
  if (actor.user.is_superuser) return;
  allowOr(
    rankOf(role) <= rankOf(roleIn(actor, departmentId)),
    'You cannot assign a role higher than your own',
  );
}

/** Acting on another member: never on yourself, and an admin never on a superuser. */
export function authorizeMemberTarget(
  actor: Actor,
  target: { id: number; is_superuser: boolean },
  selfMessage: string,
): void {
  allowOr(target.id !== actor.user.id, selfMessage);
  allowOr(
    actor.user.is_superuser || !target.is_superuser,
    'You do not have permission to act on a system administrator',
  );
}
