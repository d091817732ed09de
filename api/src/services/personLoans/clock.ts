/**
 * The clock of loans to people (docs/lending.md, "Lending to people"), run with the lending clock:
 * a reminder the day before an out loan is due (the loans' own rule, REMINDER_DAYS), and a notice
 * once a booked or out loan is past its due day. Each goes to the person when they have an account
 * (and are still a member), otherwise to the department's managers and up, once: each notice is
 * claimed by a conditional UPDATE of its sent-at column, and only the run whose UPDATE changed the
 * row sends it, however many run at once.
 */
import { Op, type Transaction } from 'sequelize';
import { inTransaction } from '../../db/sequelize';
import { displayDay } from '../../lib/days';
import { recipientLocale } from '../../lib/readerLocale';
import { addDays } from '../../lib/query';
import { departmentsByToday } from '../departmentDays';
import { logger } from '../../logger';
import { Department, PersonLoan } from '../../models';
import { recordAudit } from '../audit';
import { personLoanAudience, tellAboutPersonLoan } from './index';

/** How many days before its due day a loan's reminder goes: the loans' rule (a day before). */
export const REMINDER_DAYS = 1;
const BATCH = 200;

async function claim(
  id: number,
  column: 'reminder_sent_at' | 'overdue_notice_sent_at',
  transaction: Transaction,
) {
  const [changed] = await PersonLoan.update(
    { [column]: new Date() },
    { where: { id, [column]: null }, transaction },
  );
  return changed === 1;
}

async function tellOverdue(today: string, departments: number[]): Promise<number> {
  let told = 0;
  let after = 0;
  for (;;) {
    const due = await PersonLoan.findAll({
      where: {
        id: { [Op.gt]: after },
        department_id: { [Op.in]: departments },
        status: { [Op.in]: ['booked', 'out'] },
        due_on: { [Op.lt]: today },
        overdue_notice_sent_at: null,
      },
      order: [['id', 'ASC']],
      limit: BATCH,
    });
    if (!due.length) return told;
    for (const loan of due) {
      after = loan.id;
      await inTransaction(async (transaction) => {
        if (!(await claim(loan.id, 'overdue_notice_sent_at', transaction))) return;
        told += 1;
        const department = await Department.findByPk(loan.department_id, {
          attributes: ['id', 'name'],
          transaction,
        });
        await recordAudit(
          {
            action: 'person_loan_overdue',
            actor: null,
            department,
            details: {
              person_loan_id: loan.id,
              name: loan.item_name,
              borrower_name: loan.borrower_name,
              due_on: loan.due_on,
            },
            item: { type: loan.item_type, id: loan.item_id },
          },
          transaction,
        );
        const people = await personLoanAudience(loan, transaction);
        const own = people.length === 1 && people[0] === loan.borrower_user_id;
        const where = department?.name ?? 'the department';
        await tellAboutPersonLoan(
          people,
          loan,
          {
            title: `Overdue: ${loan.item_name}`,
            message: own
              ? `${loan.item_name} was due back to ${where} on ${displayDay(loan.due_on, recipientLocale())}. Please bring it back.`
              : `${loan.borrower_name} has not returned ${loan.item_name}, due back on ${displayDay(loan.due_on, recipientLocale())}.`,
            type: 'warning',
          },
          transaction,
        );
      });
    }
  }
}

async function remind(today: string, departments: number[]): Promise<number> {
  const last = addDays(today, REMINDER_DAYS);
  let told = 0;
  let after = 0;
  for (;;) {
    const due = await PersonLoan.findAll({
      where: {
        id: { [Op.gt]: after },
        department_id: { [Op.in]: departments },
        status: 'out',
        due_on: { [Op.between]: [today, last] },
        reminder_sent_at: null,
      },
      order: [['id', 'ASC']],
      limit: BATCH,
    });
    if (!due.length) return told;
    for (const loan of due) {
      after = loan.id;
      await inTransaction(async (transaction) => {
        if (!(await claim(loan.id, 'reminder_sent_at', transaction))) return;
        told += 1;
        const department = await Department.findByPk(loan.department_id, {
          attributes: ['name'],
          transaction,
        });
        const people = await personLoanAudience(loan, transaction);
        const own = people.length === 1 && people[0] === loan.borrower_user_id;
        const when = loan.due_on === today ? 'today' : displayDay(loan.due_on, recipientLocale());
        await tellAboutPersonLoan(
          people,
          loan,
          {
            title: `Due ${loan.due_on === today ? 'today' : 'soon'}: ${loan.item_name}`,
            message: own
              ? `${loan.item_name} is due back to ${department?.name ?? 'the department'} ${loan.due_on === today ? 'today' : `on ${when}`}.`
              : `${loan.item_name}, lent to ${loan.borrower_name}, is due back ${loan.due_on === today ? 'today' : `on ${when}`}.`,
          },
          transaction,
        );
      });
    }
  }
}

/** One run of the clock of loans to people; safe to run at any time, by any number of workers. */
export async function runPersonLoanClock(now = Date.now()): Promise<{ overdue: number; reminded: number }> {
  let overdue = 0;
  let reminded = 0;
  // Each department's loans on its own day (docs/bookings.md, "Whose day").
  for (const [today, departments] of await departmentsByToday(now)) {
    overdue += await tellOverdue(today, departments);
    reminded += await remind(today, departments);
  }
  if (overdue || reminded) logger.info({ overdue, reminded }, 'person loan clock');
  return { overdue, reminded };
}
