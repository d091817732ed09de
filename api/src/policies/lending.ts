import type { Actor } from '../domain/actor';
import { filingMove, LENDING_MOVES } from '../domain/lendingMoves';
import type { LendingRecord, LendingSide } from '../models';
import { allowOr, hasRoleAtLeast, isMemberOf } from './utils';

/**
 * Lending between departments (the role table; docs/lending.md). A loan is seen and discussed by
 * the members of its two departments. Asking to borrow is for every member; offering an item (and
 * withdrawing the offer) is for managers and up; the borrower's answer to an offer is for its
 * directors and up; the lender's decisions (approve, decline, hand over, take back, answer an
 * extension) are for directors and up; a request is cancelled by the borrower's side.
 */
export type LendingAction =
  // Viewing, messaging and every move of domain/lendingMoves.ts, spelled out so the OpenAPI document
  // keeps one flat enum; the compiler holds it to the table both ways (`LENDING_MOVES[action]`
  // below, and the services' `allowed_actions`, built from the table).
  | 'view'
  | 'message'
  | 'request'
  | 'offer'
  | 'accept_offer'
  | 'decline_offer'
  | 'withdraw_offer'
  | 'approve'
  | 'decline'
  | 'pick_up'
  | 'return'
  | 'cancel'
  | 'edit'
  | 'delete'
  | 'request_extension'
  | 'answer_extension'
  | 'counter_propose'
  | 'answer_counter_proposal';

const NOT_MEMBER = 'You are not a member of this department';

/** Which side of a loan a department is on (null: neither). */
export function sideOf(
  record: Pick<LendingRecord, 'from_department_id' | 'to_department_id'>,
  departmentId: number,
): LendingSide | null {
  if (record.from_department_id === departmentId) return 'lender';
  if (record.to_department_id === departmentId) return 'borrower';
  return null;
}

/**
 * Whether the actor, acting for `departmentId` (their current department), may take `action` on a
 * loan seen from `side`. Viewing and messaging are for the members of either side; every other
 * action is a move of domain/lendingMoves.ts, made from the side and with the least role it names
 * there (editing and deleting: the side that filed the loan, with the role filing took).
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
  const move = LENDING_MOVES[action];
  if (move.side === 'filer') {
    if (side !== initiatedBy) return false;
    return hasRoleAtLeast(actor, departmentId, LENDING_MOVES[filingMove(side)].role);
  }
  return move.side === side && hasRoleAtLeast(actor, departmentId, move.role);
}

export function authorizeLending(
  actor: Actor,
  action: LendingAction,
  departmentId: number,
  side: LendingSide,
  initiatedBy?: LendingSide,
): void {
  allowOr(
    canLend(actor, action, departmentId, side, initiatedBy),
    action === 'view' || action === 'message' ? NOT_MEMBER : LENDING_MOVES[action].refusal,
  );
}
