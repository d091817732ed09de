/**
 * A loan's booking follows the loan (docs/bookings.md, "Loans"): each status of the lending state
 * machine says how the booking holds the item, and every move writes it in the move's transaction.
 */
import type { Transaction } from 'sequelize';
import { Booking, type BookingState, type LendingRecord, type LendingStatus } from '../../models';
import type { Actor } from '../../domain/actor';
import { itemOf } from '../lending/kinds';
import { withdrawHeldProposals } from '../lending/proposals';

/**
 * How a loan of each status holds its item. A returned or cancelled loan has no booking: the item is
 * back (free again from the day it came back, that day included) and the loan keeps its days.
 */
export const LOAN_BOOKING_STATE: Record<Exclude<LendingStatus, 'cancelled' | 'returned'>, BookingState> = {
  // An offer waiting for the borrower is asked-for like a request: on the timeline, holding nothing.
  offered: 'requested',
  requested: 'requested',
  approved: 'held',
  active: 'out',
  overdue: 'out',
};

/** The booking's days for the loan as it stands: from pick-up (if earlier than the lent day) to due. */
export function loanDays(loan: LendingRecord): { starts_on: string; ends_on: string } {
  const start =
    loan.picked_up_date && loan.picked_up_date < loan.lent_date ? loan.picked_up_date : loan.lent_date;
  return { starts_on: start, ends_on: loan.due_date < start ? start : loan.due_date };
}

/** The booking's columns for `loan`, or null when it should have none. */
export function loanBookingValues(loan: LendingRecord) {
  const { id: itemId } = itemOf(loan);
  if (loan.status === 'cancelled' || loan.status === 'returned' || itemId === null) return null;
  return {
    department_id: loan.from_department_id,
    item_type: loan.item_type,
    item_id: itemId,
    kind: 'loan' as const,
    state: LOAN_BOOKING_STATE[loan.status as keyof typeof LOAN_BOOKING_STATE],
    ...loanDays(loan),
    production_id: null,
    follows_production: false,
    lending_id: loan.id,
    reason: null,
    note: null,
    created_by: loan.created_by,
  };
}

/**
 * Writes the loan's booking as the loan now stands (creates, moves or removes it). Days it comes to
 * hold take back any other dates suggested to another borrower on them (lending/proposals.ts).
 */
export async function syncLoanBooking(
  loan: LendingRecord,
  transaction?: Transaction,
  actor: Actor | null = null,
): Promise<void> {
  const values = loanBookingValues(loan);
  const existing = await Booking.findOne({ where: { lending_id: loan.id }, transaction });
  if (!values) {
    if (existing) await existing.destroy({ transaction });
    return;
  }
  const booking = existing
    ? await existing.update(values, { transaction })
    : await Booking.create(values, { transaction });
  if (transaction) await withdrawHeldProposals(booking, transaction, actor);
}
