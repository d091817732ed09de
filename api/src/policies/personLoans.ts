import type { Actor } from '../domain/actor';
import type { PersonLoan } from '../models';
import { allowOr, hasRoleAtLeast, isMemberOf } from './utils';

/**
 * Lending a department's own items to people (docs/lending.md, "Lending to people"; the role
 * table in docs/accounts-and-roles.md): every member reads the department's loans; assistants and
 * up lend, hand over, take back, change and cancel; the borrower, when they have an account, reads
 * their own loans whatever their role.
 */
export type PersonLoanAction = 'view' | 'edit' | 'hand_over' | 'take_back' | 'cancel';

export const PERSON_LOAN_REFUSAL = 'Only assistants and above may lend items to people';

/** Whether the actor may lend the department's items to people (make, move, cancel a loan). */
export function canLendToPeople(actor: Actor, departmentId: number): boolean {
  return isMemberOf(actor, departmentId) && hasRoleAtLeast(actor, departmentId, 'assistant');
}

export function authorizeLendToPeople(actor: Actor, departmentId: number): void {
  allowOr(canLendToPeople(actor, departmentId), PERSON_LOAN_REFUSAL);
}

/** What the actor may do with `loan` now (its status decides the moves; `overdue`: past due). */
export function personLoanActions(
  actor: Actor,
  loan: Pick<PersonLoan, 'department_id' | 'status' | 'borrower_user_id'>,
): PersonLoanAction[] {
  const actions: PersonLoanAction[] = [];
  const member = isMemberOf(actor, loan.department_id);
  if (member || loan.borrower_user_id === actor.user.id) actions.push('view');
  if (!canLendToPeople(actor, loan.department_id)) return actions;
  if (loan.status === 'booked') actions.push('edit', 'hand_over', 'cancel');
  if (loan.status === 'out') actions.push('edit', 'take_back');
  return actions;
}
