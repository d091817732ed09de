/**
 * A loan's booking follows the loan (docs/bookings.md, "Loans"): each status of the lending state
 * machine says how the booking holds the item, and every move writes it in the move's transaction.
 */
import type { Transaction } from 'sequelize';
import { Booking, type BookingState, type LendingRecord, type LendingStatus } from '../../models';
import { itemOf } from '../lending/kinds';

/** How a loan of each status holds its item; a cancelled loan holds nothing and has no booking. */
export const LOAN_BOOKING_STATE: Record<Exclude<LendingStatus, 'cancelled'>, BookingState> = {
  requested: 'requested',
  approved: 'held',
  active: 'out',
  overdue: 'out',
  // Back: it held the item from the day it went out to the day it came back.
  returned: 'held',
};

/** The booking's days for the loan as it stands: from pick-up (or the lent day) to return (or due). */
export function loanDays(loan: LendingRecord): { starts_on: string; ends_on: string } {
  const start =
    loan.picked_up_date && loan.picked_up_date < loan.lent_date ? loan.picked_up_date : loan.lent_date;
  const end = loan.status === 'returned' && loan.return_date ? loan.return_date : loan.due_date;
  return { starts_on: start, ends_on: end < start ? start : end };
}

/** The booking's columns for `loan`, or null when it should have none. */
export function loanBookingValues(loan: LendingRecord) {
  const { id: itemId } = itemOf(loan);
  if (loan.status === 'cancelled' || itemId === null) return null;
  return {
    department_id: loan.from_department_id,
    item_type: loan.item_type,
    item_id: itemId,
    kind: 'loan' as const,
    state: LOAN_BOOKING_STATE[loan.status as Exclude<LendingStatus, 'cancelled'>],
    ...loanDays(loan),
    production_id: null,
    follows_production: false,
    lending_id: loan.id,
    reason: null,
    note: null,
    created_by: loan.created_by,
  };
}

/** Writes the loan's booking as the loan now stands (creates, moves or removes it). */
export async function syncLoanBooking(loan: LendingRecord, transaction?: Transaction): Promise<void> {
  const values = loanBookingValues(loan);
  const existing = await Booking.findOne({ where: { lending_id: loan.id }, transaction });
  if (!values) {
    if (existing) await existing.destroy({ transaction });
    return;
  }
  if (existing) await existing.update(values, { transaction });
  else await Booking.create(values, { transaction });
}
