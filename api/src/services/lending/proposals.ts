/**
 * Other dates that can no longer be kept (docs/lending.md, "Time"): when a booking comes to hold an
 * item on days the lender suggested to a borrower (a block for a repair, a production's booking,
 * another loan approved or handed over, a loan to a person), the suggestion is withdrawn in the same
 * transaction and both sides are told what took the days. The request stands as it was, so accepting
 * never meets a suggestion the item cannot keep.
 */
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { Actor } from '../../domain/actor';
import { displayDay } from '../../lib/days';
import { todayOfDepartment } from '../departmentDays';
import { recipientLocale } from '../../lib/readerLocale';
import { Booking, Department, LendingRecord } from '../../models';
import { recordAudit } from '../audit';
import { HOLDER_INCLUDE, holdPhrase, lastDayHeld, viewOf } from '../bookings/timeline';
import { loanItem, tell } from './audience';
import { LENDING_KINDS } from './kinds';

/** The booking's columns this reads: what it holds, and whose it is. */
type HoldingBooking = Pick<
  Booking,
  'id' | 'item_type' | 'item_id' | 'state' | 'starts_on' | 'ends_on' | 'lending_id' | 'department_id'
>;

/**
 * Withdraws every suggestion of other dates for the booking's item that shares a day with what the
 * booking now holds (its own loan's aside), audited in the lending department's log and told to both
 * sides. Call it in the transaction that wrote the booking, under the item's department lock.
 */
export async function withdrawHeldProposals(
  booking: HoldingBooking,
  transaction: Transaction,
  actor: Actor | null = null,
): Promise<number> {
  if (booking.state === 'requested') return 0;
  const today = await todayOfDepartment(booking.department_id, transaction);
  const last = lastDayHeld(booking, today);
  const and: WhereOptions[] = [
    { item_type: booking.item_type, [LENDING_KINDS[booking.item_type].column]: booking.item_id },
    { status: 'requested' },
    { proposed_lent_date: { [Op.ne]: null } },
    { proposed_due_date: { [Op.gte]: booking.starts_on } },
  ];
  if (last !== null) and.push({ proposed_lent_date: { [Op.lte]: last } });
  if (booking.lending_id !== null) and.push({ id: { [Op.ne]: booking.lending_id } });
  const loans = await LendingRecord.findAll({
    where: { [Op.and]: and },
    order: [['id', 'ASC']],
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  if (!loans.length) return 0;
  const row = await Booking.findByPk(booking.id, { include: HOLDER_INCLUDE, transaction });
  // Told to both sides' people: in their locale, not in that of whoever's change took the days.
  const locale = recipientLocale();
  const reason = row ? holdPhrase(viewOf(row), today, locale) : 'is no longer free on those days';
  const lender = await Department.findByPk(loans[0].from_department_id, {
    attributes: ['id', 'name'],
    transaction,
  });
  for (const loan of loans) {
    const lent = loan.proposed_lent_date!;
    const due = loan.proposed_due_date!;
    await loan.update({ proposed_lent_date: null, proposed_due_date: null }, { transaction });
    await recordAudit(
      {
        action: 'lending_counter_withdrawn',
        actor,
        department: lender,
        details: {
          lending_id: loan.id,
          item_type: loan.item_type,
          item: loan.item_name,
          from_department_id: loan.from_department_id,
          to_department_id: loan.to_department_id,
          lent_date: loan.lent_date,
          due_date: loan.due_date,
          proposed_lent_date: lent,
          proposed_due_date: due,
          booking_id: booking.id,
        },
        item: loanItem(loan),
      },
      transaction,
    );
    const note = {
      title: `Suggested dates withdrawn: ${loan.item_name}`,
      message: `The other dates suggested for ${loan.item_name} (${displayDay(lent, locale)} to ${displayDay(due, locale)}) were withdrawn: it ${reason}. The request for ${displayDay(loan.lent_date, locale)} to ${displayDay(loan.due_date, locale)} stands as it was.`,
      type: 'warning' as const,
    };
    // Both sides: the borrower could no longer accept them, the lender's directors suggested them.
    await tell(actor, loan, 'borrower', note, transaction);
    await tell(actor, loan, 'lender', note, transaction);
  }
  return loans.length;
}
