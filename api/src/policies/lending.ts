import type { Actor } from '../domain/actor';
import type { LendingRecord, LendingSide, LendingStatus } from '../models';
import { allowOr, hasRoleAtLeast, isMemberOf } from './utils';

/**
 * Lending between departments (the role table; docs/lending.md). A loan is seen and discussed by
 * the members of its two departments. Asking to borrow is for every member; offering an item is
 * for managers and up; the lender's decisions (approve, decline, hand over, take back, answer an
 * extension) are for directors and up; a request is cancelled by the borrower's side.
 */
export type LendingAction =
  | 'view'
  | 'message'
  | 'request'
  | 'offer'
  | 'approve'
  | 'decline'
  | 'pick_up'
  | 'return'
  | 'cancel'
  | 'edit'
  | 'delete'
  | 'request_extension'
  | 'answer_extension';

const DENIED: Record<LendingAction, string> = {
  view: 'You are not a member of this department',
  message: 'You are not a member of this department',
  request: 'You do not have permission to ask to borrow items',
  offer: 'You do not have permission to offer items to other departments',
  approve: 'Only a director or admin of the lending department can approve this request',
  decline: 'Only a director or admin of the lending department can decline this request',
  pick_up: 'Only a director or admin of the lending department can mark this item picked up',
  return: 'Only a director or admin of the lending department can mark this item returned',
  cancel: 'Only the borrowing department can cancel this request',
  edit: 'Only the department that filed this request can change it',
  delete: 'Only the department that filed this request can delete it',
  request_extension: 'Only the borrowing department can ask for more time',
  answer_extension: 'Only a director or admin of the lending department can answer this',
};

/** Which side of a loan a department is on (null: neither). */
export function sideOf(
  record: Pick<LendingRecord, 'from_department_id' | 'to_department_id'>,
  departmentId: number,
): LendingSide | null {
  if (record.from_department_id === departmentId) return 'lender';
  if (record.to_department_id === departmentId) return 'borrower';
  return null;
}

/** The side a move is made from, and the least role it needs there. */
const RULES: Record<
  Exclude<LendingAction, 'view' | 'message' | 'edit' | 'delete'>,
  { side: LendingSide; role: 'student' | 'manager' | 'director' }
> = {
  request: { side: 'borrower', role: 'student' },
  offer: { side: 'lender', role: 'manager' },
  approve: { side: 'lender', role: 'director' },
  decline: { side: 'lender', role: 'director' },
  pick_up: { side: 'lender', role: 'director' },
  return: { side: 'lender', role: 'director' },
  cancel: { side: 'borrower', role: 'student' },
  request_extension: { side: 'borrower', role: 'student' },
  answer_extension: { side: 'lender', role: 'director' },
};

/**
 * Whether the actor, acting for `departmentId` (their current department), may take `action` on a
 * loan seen from `side`. Editing and deleting belong to the side that filed it, with the role it
 * took to file it.
 */
export function canLend(
  actor: Actor,
  action: LendingAction,
  departmentId: number,
  side: LendingSide,
  initiatedBy?: LendingSide,
): boolean {
  if (!isMemberOf(actor, departmentId)) return false;
  if (action === 'view' || action === 'message') return true;
  if (action === 'edit' || action === 'delete') {
    if (side !== initiatedBy) return false;
    return hasRoleAtLeast(actor, departmentId, side === 'lender' ? 'manager' : 'student');
  }
  const rule = RULES[action];
  return rule.side === side && hasRoleAtLeast(actor, departmentId, rule.role);
}

export function authorizeLending(
  actor: Actor,
  action: LendingAction,
  departmentId: number,
  side: LendingSide,
  initiatedBy?: LendingSide,
): void {
  allowOr(canLend(actor, action, departmentId, side, initiatedBy), DENIED[action]);
}

/** The status each decision leads to, and the statuses it may start from (docs/state-machines.md). */
export const MOVES: Record<
  'approve' | 'decline' | 'pick_up' | 'return' | 'cancel',
  { to: LendingStatus; from: LendingStatus[] }
> = {
  approve: { to: 'approved', from: ['requested'] },
  decline: { to: 'cancelled', from: ['requested'] },
  cancel: { to: 'cancelled', from: ['requested'] },
  pick_up: { to: 'active', from: ['approved'] },
  return: { to: 'returned', from: ['active', 'overdue'] },
};
