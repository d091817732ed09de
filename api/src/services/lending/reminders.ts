/**
 * The lending clock (docs/lending.md): a repeatable job stores `overdue` on active loans whose due
 * date has passed and tells both sides once, reminds the borrower a day before the due date, once,
 * and cancels offers whose first day passed unanswered. "Once" holds with several workers: each
 * change is claimed by a conditional UPDATE (of its sent-at column, or of an offer's status), and
 * only the worker whose UPDATE changed the row tells of it.
 */
import { Op, type Transaction } from 'sequelize';
import { inTransaction } from '../../db/sequelize';
import { displayDay } from '../../lib/days';
import { addDays } from '../../lib/query';
import { departmentsByToday } from '../departmentDays';
import { recipientLocale } from '../../lib/readerLocale';
import { logger } from '../../logger';
import { Department, LendingRecord } from '../../models';
import { recordAudit } from '../audit';
import type { JobHandler } from '../../queue';
import { loanItem, tell } from './audience';
import { expireOffer } from './moves';
import { flushDueDigests } from '../mailDigest';
import { runPersonLoanClock } from '../personLoans/clock';

const BATCH = 200;

/** Marks a notice sent, in the transaction that sends it; false when another worker already did. */
async function claim(
  id: number,
  column: 'reminder_sent_at' | 'overdue_notice_sent_at',
  transaction: Transaction,
  extra: Partial<LendingRecord> = {},
) {
  const [changed] = await LendingRecord.update(
    { [column]: new Date(), ...extra },
    { where: { id, [column]: null }, transaction },
  );
  return changed === 1;
}

/** Overdue: active (or approved, never picked up) loans past their due date on the lender's day, each told once. */
async function markOverdue(today: string, lenders: number[]): Promise<number> {
  let told = 0;
  for (;;) {
    const due = await LendingRecord.findAll({
      where: {
        from_department_id: { [Op.in]: lenders },
        status: { [Op.in]: ['active', 'approved', 'overdue'] },
        due_date: { [Op.lt]: today },
        overdue_notice_sent_at: null,
      },
      order: [['id', 'ASC']],
      limit: BATCH,
    });
    if (!due.length) return told;
    for (const record of due) {
      const stored = record.status === 'active' ? { status: 'overdue' as const } : {};
      await inTransaction(async (transaction) => {
        if (!(await claim(record.id, 'overdue_notice_sent_at', transaction, stored))) return;
        told += 1;
        const [lender, borrower] = await Promise.all([
          Department.findByPk(record.from_department_id, { attributes: ['id', 'name'], transaction }),
          Department.findByPk(record.to_department_id, { attributes: ['id', 'name'], transaction }),
        ]);
        await recordAudit(
          {
            action: 'lending_overdue',
            actor: null,
            department: lender,
            details: { lending_id: record.id, item: record.item_name, due_date: record.due_date },
            item: loanItem(record),
          },
          transaction,
        );
        await tell(
          null,
          record,
          'borrower',
          {
            title: `Overdue: ${record.item_name}`,
            message: `${record.item_name} was due back to ${lender?.name ?? 'the lending department'} on ${displayDay(record.due_date, recipientLocale())}. Please return it or ask for more time.`,
            type: 'warning',
          },
          transaction,
        );
        await tell(
          null,
          record,
          'lender',
          {
            title: `Overdue: ${record.item_name}`,
            message: `${borrower?.name ?? 'The borrowing department'} has not returned ${record.item_name}, due on ${displayDay(record.due_date, recipientLocale())}.`,
            type: 'warning',
          },
          transaction,
        );
      });
    }
  }
}

/** A day before the due date: the borrower hears it once. */
async function remindDueTomorrow(today: string, lenders: number[]): Promise<number> {
  const tomorrow = addDays(today, 1);
  let told = 0;
  for (;;) {
    const due = await LendingRecord.findAll({
      where: {
        from_department_id: { [Op.in]: lenders },
        status: { [Op.in]: ['active', 'approved'] },
        due_date: { [Op.between]: [today, tomorrow] },
        reminder_sent_at: null,
      },
      order: [['id', 'ASC']],
      limit: BATCH,
    });
    if (!due.length) return told;
    for (const record of due) {
      await inTransaction(async (transaction) => {
        if (!(await claim(record.id, 'reminder_sent_at', transaction))) return;
        told += 1;
        const lender = await Department.findByPk(record.from_department_id, {
          attributes: ['name'],
          transaction,
        });
        await tell(
          null,
          record,
          'borrower',
          {
            title: `Due ${record.due_date === today ? 'today' : 'tomorrow'}: ${record.item_name}`,
            message: `${record.item_name} is due back to ${lender?.name ?? 'the lending department'} on ${displayDay(record.due_date, recipientLocale())}. Need longer? Ask for an extension.`,
          },
          transaction,
        );
      });
    }
  }
}

/**
 * Offers nobody answered before their first day passed on the lender's day: cancelled, each once
 * (services/lending/moves.ts `expireOffer`). Read by id upwards, so a loan that cannot be cancelled
 * is skipped rather than read again.
 */
async function expireOffers(today: string, lenders: number[]): Promise<number> {
  let expired = 0;
  let after = 0;
  for (;;) {
    const stale = await LendingRecord.findAll({
      attributes: ['id'],
      where: {
        id: { [Op.gt]: after },
        from_department_id: { [Op.in]: lenders },
        status: 'offered',
        lent_date: { [Op.lt]: today },
      },
      order: [['id', 'ASC']],
      limit: BATCH,
    });
    if (!stale.length) return expired;
    for (const { id } of stale) {
      after = id;
      try {
        if (await expireOffer(id, today)) expired += 1;
      } catch (error) {
        // One loan that cannot be cancelled (its department went meanwhile) holds up no other.
        logger.warn({ err: error, lendingId: id }, 'an expired offer could not be cancelled');
      }
    }
  }
}

/** One run of the lending clock; safe to run at any time, by any number of workers. */
export async function runLendingClock(
  now = Date.now(),
): Promise<{ overdue: number; reminded: number; expired: number }> {
  let overdue = 0;
  let reminded = 0;
  let expired = 0;
  // A loan's days are its lender's (docs/bookings.md, "Whose day"): each lender on its own today.
  for (const [today, lenders] of await departmentsByToday(now)) {
    expired += await expireOffers(today, lenders);
    overdue += await markOverdue(today, lenders);
    reminded += await remindDueTomorrow(today, lenders);
  }
  if (overdue || reminded || expired) logger.info({ overdue, reminded, expired }, 'lending clock');
  return { overdue, reminded, expired };
}

/** The queue's handler: a run that fails is simply run again at the next period. */
export const lendingClockHandler: JobHandler<'lending-clock'> = {
  run: async () => {
    await runLendingClock();
    // Loans of a department's items to people (services/personLoans/clock.ts).
    await runPersonLoanClock();
    // Batched mail whose quiet period ended with no process left to send its summary.
    await flushDueDigests();
  },
  giveUp: (_data, error) => {
    logger.error({ err: error }, 'lending clock run failed');
    return Promise.resolve();
  },
};
