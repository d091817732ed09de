import type { Actor } from '../domain/actor';
import { authorizeMemberTarget } from './departments';
import { allowOr, hasRoleAtLeast } from './utils';

export type UserAction =
  | 'update'
  | 'changeStatus'
  | 'resetPassword'
  | 'remove'
  | 'resendInvitation'
  | 'readAuditLog'
  | 'editAccount'
  | 'changeAccountStatus';

const DENIED: Record<UserAction, string> = {
  update: 'You do not have permission to edit this user',
  changeStatus: 'You do not have permission to edit this user',
  resetPassword: 'You do not have permission to reset passwords',
  remove: 'You do not have permission to remove users from this department',
  resendInvitation: 'You do not have permission to invite users to this department',
  readAuditLog: 'You do not have permission to view audit logs',
  editAccount: 'You do not have permission to edit this user',
  changeAccountStatus: 'You do not have permission to edit this user',
};

const SELF: Partial<Record<UserAction, string>> = {
  changeStatus: 'You cannot change your own status',
  changeAccountStatus: 'You cannot change your own status',
  remove: 'You cannot remove yourself',
  resetPassword: 'Use account settings to change your own password',
};

/** Account-level changes (email, names, phone, whether the account may sign in): superusers only. */
const ACCOUNT_ACTIONS: ReadonlySet<UserAction> = new Set(['editAccount', 'changeAccountStatus']);

/**
 * Acting on a user who belongs to the actor's current department `departmentId` (the service has
 * already made sure of that, answering 404 otherwise). Admins of the department, or a superuser.
 * The account itself belongs to its person: only a superuser changes it for them.
 */
export function authorize(
  actor: Actor,
  action: UserAction,
  target: { id: number; is_superuser: boolean },
  departmentId: number,
): void {
  if (ACCOUNT_ACTIONS.has(action)) allowOr(actor.user.is_superuser, DENIED[action]);
  const required = action === 'resendInvitation' ? 'manager' : 'admin';
  allowOr(hasRoleAtLeast(actor, departmentId, required), DENIED[action]);
  const selfMessage = SELF[action];
  if (selfMessage) authorizeMemberTarget(actor, target, selfMessage);
  else
    allowOr(actor.user.is_superuser || !target.is_superuser || target.id === actor.user.id, DENIED[action]);
}
