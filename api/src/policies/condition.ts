import type { Actor } from '../domain/actor';
import type { DamageReport } from '../models';
import { allowOr, hasRoleAtLeast, isMemberOf } from './utils';

/**
 * Damage reports (docs/lending.md, "Damage reports"; the role table in docs/accounts-and-roles.md):
 * the members of the item's department and of the borrowing department read them and comment on
 * them (any role, as they send a loan's messages); only the item's department's managers,
 * directors and admins resolve one. A report of a loan to a person has no borrowing department: the
 * person, when they have an account, reads and answers it as a member of the department that lent
 * it. Recording the condition itself is part of the hand-over and the return, so it follows the
 * move's own rule (policies/lending.ts).
 */
export type DamageAction = 'view' | 'comment' | 'resolve';

export function canDamage(
  actor: Actor,
  action: DamageAction,
  departmentId: number,
  report: Pick<DamageReport, 'department_id' | 'borrower_department_id'>,
): boolean {
  if (!isMemberOf(actor, departmentId)) return false;
  const ownsItem = report.department_id === departmentId;
  if (action === 'view' || action === 'comment')
    return ownsItem || report.borrower_department_id === departmentId;
  return ownsItem && hasRoleAtLeast(actor, departmentId, 'manager');
}

export function authorizeDamage(
  actor: Actor,
  action: DamageAction,
  departmentId: number,
  report: Pick<DamageReport, 'department_id' | 'borrower_department_id'>,
  lenderName: string,
): void {
  allowOr(
    canDamage(actor, action, departmentId, report),
    action === 'resolve'
      ? `Only a manager, director or admin of ${lenderName} can resolve this damage report`
      : 'You are not a member of this department',
  );
}
