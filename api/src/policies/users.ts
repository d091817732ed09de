import type { Actor } from '../http/actor';
import type { User } from '../models';
import { authorizeMemberTarget } from './departments';
import { allowOr, hasRoleAtLeast } from './utils';

export type UserAction =
  'update' | 'changeStatus' | 'resetPassword' | 'remove' | 'resendInvitation' | 'readAuditLog';

const DENIED: Record<UserAction, string> = {
  update: 'You do not have permission to edit this user',
  changeStatus: 'You do not have permission to edit this user',
  resetPassword: 'You do not have permission to reset passwords',
  remove: 'You do not have permission to remove users from this department',
  resendInvitation: 'You do not have permission to invite users to this department',
  readAuditLog: 'You do not have permission to view audit logs',
};

const SELF: Partial<Record<UserAction, string>> = {
  changeStatus: 'You cannot change your own status',
  remove: 'You cannot remove yourself',
  resetPassword: 'Use account settings to change your own password',
};

/**
 * Acting on a user who belongs to the actor's current department `departmentId` (the service has
 * already made sure of that, answering 404 otherwise). Admins of the department, or a superuser.
 */
export function authorize(actor: Actor, action: UserAction, target: User, departmentId: number): void {
  const required = action === 'resendInvitation' ? 'manager' : 'admin';
  allowOr(hasRoleAtLeast(actor, departmentId, required), DENIED[action]);
  const selfMessage = SELF[action];
  if (selfMessage) authorizeMemberTarget(actor, target, selfMessage);
  else
    allowOr(actor.user.is_superuser || !target.is_superuser || target.id === actor.user.id, DENIED[action]);
}
