import type { Actor } from '../domain/actor';
import type { BookingKind } from '../models';
import { can } from './inventory';
import { allowOr } from './utils';

/**
 * Who may book a department's items (docs/bookings.md): a production's use of an item is an
 * assignment, a block an edit of the item: both assistants and above. Loans book through the
 * lending moves, whose table says who makes them (domain/lendingMoves.ts).
 */
const DENIED: Record<Exclude<BookingKind, 'loan' | 'person'>, string> = {
  production: 'You do not have permission to book items for productions',
  block: 'You do not have permission to block items',
};

export function canBook(
  actor: Actor,
  kind: Exclude<BookingKind, 'loan' | 'person'>,
  departmentId: number,
): boolean {
  return can(actor, kind === 'production' ? 'assign' : 'edit', departmentId);
}

export function authorizeBooking(
  actor: Actor,
  kind: Exclude<BookingKind, 'loan' | 'person'>,
  departmentId: number,
): void {
  allowOr(canBook(actor, kind, departmentId), DENIED[kind]);
}
