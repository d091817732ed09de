/**
 * The moves of a filed loan (docs/lending.md): the lender's decisions and the borrower's
 * cancelling through a change of `status`, the filer's edits, and extensions, each as the table in
 * domain/lendingMoves.ts has it. Every move runs under the lending department's lock.
 */
import { Op, type Transaction } from 'sequelize';
import { Conflict, ValidationFailed } from '../../errors';
import type { Actor } from '../../domain/actor';
import { LENDING_MOVES, moveTo, startsFrom } from '../../domain/lendingMoves';
import { addDays, isoDate } from '../../lib/query';
import { displayDay } from '../../lib/days';
import { authorizeLending } from '../../policies/lending';
import { Department, LendingRecord, type LendingSide } from '../../models';
import { recipientLocale } from '../../lib/readerLocale';
import { inDepartmentTransaction } from '../departmentLock';
import { effectiveStatus, findOwnLoan, lenderToday, waitingLoan, type LendingView } from './access';
import { auditLoan, audienceOf, loanItem, recordMove, tell } from './audience';
import { checkConditionInput, recordCondition, type ConditionInput } from '../condition/record';
import { itemPath } from '../inventory/pages';
import { checkDates, contactFields, type LendingUpdateInput } from './inputs';
import { itemOf } from './kinds';
import { syncLoanBooking } from '../bookings/loans';
import { assertFree, type Period } from '../bookings/timeline';
import { getLoan, linkLoanProduction } from './records';

/**
 * Applies a PUT: the filer's edits while the loan waits (a request requested, an offer offered), then
 * the move `status` asks for. A move that the state machine does not allow from the loan's status is
 * a 409 naming that status; the lender's moves on an offer the borrower has not accepted yet name
 * the borrower.
 */
export async function updateLoan(actor: Actor, id: number, input: LendingUpdateInput): Promise<LendingView> {
  const { record: seen, department, side } = await findOwnLoan(actor, id);
  const edits = { ...contactFields(input) } as Partial<LendingRecord>;
  if (input.lent_date !== undefined) edits.lent_date = isoDate(input.lent_date, ['body', 'lent_date']);
  if (input.due_date !== undefined) edits.due_date = isoDate(input.due_date, ['body', 'due_date']);
  const move = input.status === undefined ? null : moveTo(input.status, side, seen.status);
  if (input.status !== undefined && !move) {
    throw new Conflict(
      `This loan is ${effectiveStatus(seen, await lenderToday(seen))}: it cannot be set to ${input.status}`,
    );
  }
  if (Object.keys(edits).length) authorizeLending(actor, 'edit', department.id, side, seen.initiated_by);
  if (move) authorizeLending(actor, move, department.id, side);
  // The item's condition goes with the hand-over and the return only (docs/lending.md).
  const condition = input.condition ?? null;
  if (condition) {
    if (move !== 'pick_up' && move !== 'return')
      throw new ValidationFailed([
        {
          loc: ['body', 'condition'],
          msg: 'The condition is recorded when the item is handed over (status active) or taken back (status returned)',
          type: 'value_error',
        },
      ]);
    checkConditionInput(condition);
  }

  await inDepartmentTransaction(seen.from_department_id, async (transaction) => {
    const { record } = await findOwnLoan(actor, id, transaction);
    if (Object.keys(edits).length) {
      if (!startsFrom('edit', record.status, record.initiated_by))
        throw new Conflict(
          `This loan is ${effectiveStatus(record, await lenderToday(record, transaction))}: only ${waitingLoan(record)} can be changed`,
        );
      checkDates(
        edits.lent_date ?? record.lent_date,
        edits.due_date ?? record.due_date,
        await lenderToday(record, transaction),
        edits.due_date ? 'due_date' : 'lent_date',
      );
      await record.update(edits, { transaction });
      await syncLoanBooking(record, transaction, actor);
      if (move) {
        // A change of status tells its own note; the edit is only audited.
        await auditLoan(actor, LENDING_MOVES.edit.audit, department, record, transaction, {
          fields: Object.keys(edits),
        });
      } else {
        await recordMove(actor, 'edit', side, department, record, transaction, {
          fields: Object.keys(edits),
        });
      }
    }
    // After the edits: a loan tied to a production is checked against the days it now has.
    if (input.production_id !== undefined)
      await linkLoanProduction(
        actor,
        record,
        side,
        department,
        input.production_id,
        transaction,
        input.confirm_outside_production,
      );
    if (!move) return;
    const rule = LENDING_MOVES[move];
    if (!startsFrom(move, record.status)) {
      if (record.status === 'offered') {
        const borrower = await Department.findByPk(record.to_department_id, {
          attributes: ['name'],
          transaction,
        });
        throw new Conflict(
          `This loan is offered: ${borrower?.name ?? 'the borrowing department'} has not accepted it yet, so it cannot be set to ${rule.to}`,
        );
      }
      throw new Conflict(
        `This loan is ${effectiveStatus(record, await lenderToday(record, transaction))}: it cannot be set to ${rule.to}`,
      );
    }
    const today = await lenderToday(record, transaction);
    // Accepting an offer whose days are gone, or that something now holds, would only be refused at
    // approval: say so now.
    if (move === 'accept_offer') {
      if (record.due_date < today)
        throw new Conflict(
          `This offer ended on ${displayDay(record.due_date)}: ask ${await lenderName(record, transaction)} for new dates`,
        );
      await assertLoanFree(record, { from: record.lent_date, to: record.due_date }, transaction);
    }
    // Picked up early, the loan holds the item from today: those days are checked too.
    if (move === 'approve')
      await assertLoanFree(record, { from: record.lent_date, to: record.due_date }, transaction);
    if (move === 'pick_up')
      await assertLoanFree(
        record,
        { from: today < record.lent_date ? today : record.lent_date, to: record.due_date },
        transaction,
      );
    const changes: Partial<LendingRecord> =
      LENDING_MOVES[move].to === 'cancelled' ? cancelling(side) : { status: rule.to };
    if (move === 'approve') {
      changes.proposed_lent_date = null;
      changes.proposed_due_date = null;
    }
    if (move === 'pick_up') changes.picked_up_date = today;
    if (move === 'return') {
      // The day it came back, as it is: before the lent day too, if it went out and came back early.
      changes.return_date = today;
      changes.requested_due_date = null;
    }
    const before = record.status;
    await record.update(changes, { transaction });
    await syncLoanBooking(record, transaction, actor);
    await recordMove(actor, move, side, department, record, transaction, {
      from_status: before,
      to_status: rule.to,
    });
    if (condition && (move === 'pick_up' || move === 'return'))
      await recordLoanCondition(
        actor,
        record,
        move === 'pick_up' ? 'handover' : 'return',
        condition,
        transaction,
      );
  });
  return getLoan(actor, id);
}

/** What cancelling a loan stores: `side` cancelled it (null: nobody did, the offer expired). */
function cancelling(side: LendingSide | null): Partial<LendingRecord> {
  return { status: 'cancelled', cancelled_by: side, proposed_lent_date: null, proposed_due_date: null };
}

/** Why the lending clock cancels an offer nobody answered in time (audited and told). */
export const OFFER_EXPIRED_REASON = 'The offer expired: its days have passed';

/**
 * The lending clock cancels an offer whose first day has passed on the lender's day (`today`), as a
 * withdrawal would: under the lender's lock, the booking synced away, audited (`lending_offer_withdrawn`
 * with the reason, so webhooks report `loan.cancelled`), and both sides told in words. The change is
 * conditional on the loan still being offered, so parallel runs cancel it, and tell of it, once.
 * Answers whether this call cancelled it.
 */
export async function expireOffer(id: number, today: string): Promise<boolean> {
  const seen = await LendingRecord.findByPk(id, { attributes: ['id', 'from_department_id'] });
  if (!seen) return false;
  return inDepartmentTransaction(seen.from_department_id, async (transaction, lender) => {
    const [changed] = await LendingRecord.update(cancelling(null), {
      where: { id, status: 'offered', lent_date: { [Op.lt]: today } },
      transaction,
    });
    if (changed !== 1) return false;
    const record = (await LendingRecord.findByPk(id, { transaction }))!;
    await syncLoanBooking(record, transaction);
    const borrower = await Department.findByPk(record.to_department_id, {
      attributes: ['name'],
      transaction,
    });
    const borrowerName = borrower?.name ?? 'the borrowing department';
    await auditLoan(null, LENDING_MOVES.withdraw_offer.audit, lender, record, transaction, {
      from_status: 'offered',
      to_status: 'cancelled',
      expired: true,
      reason: OFFER_EXPIRED_REASON,
    });
    const locale = recipientLocale();
    const days = `${displayDay(record.lent_date, locale)} to ${displayDay(record.due_date, locale)}`;
    await tell(
      null,
      record,
      'lender',
      {
        title: `Offer expired: ${record.item_name} to ${borrowerName}`,
        message: `${OFFER_EXPIRED_REASON}. ${borrowerName} did not answer the offer of ${record.item_name} for ${days}, so it was cancelled. Offer it again with new dates if it is still wanted.`,
        type: 'warning',
      },
      transaction,
    );
    await tell(
      null,
      record,
      'borrower',
      {
        title: `Offer expired: ${record.item_name} from ${lender.name}`,
        message: `${OFFER_EXPIRED_REASON}. ${lender.name} offered ${record.item_name} for ${days} and nobody answered in time, so it was cancelled. Ask ${lender.name} for new dates if you still need it.`,
        type: 'warning',
      },
      transaction,
    );
    return true;
  });
}

/**
 * The item's condition at the loan's hand-over or return (services/condition): a worse return
 * opens a damage report, and both sides' people who act on the loan are told.
 */
async function recordLoanCondition(
  actor: Actor,
  record: LendingRecord,
  stage: 'handover' | 'return',
  input: ConditionInput,
  transaction: Transaction,
): Promise<void> {
  const { kind, id: itemId } = itemOf(record);
  if (itemId === null)
    throw new Conflict(`"${record.item_name}" no longer exists: this ${kind.noun} was deleted`);
  const borrower = await Department.findByPk(record.to_department_id, { attributes: ['name'], transaction });
  const item = loanItem(record);
  await recordCondition(transaction, {
    subject: { type: 'lending', id: record.id },
    item: {
      type: record.item_type,
      id: itemId,
      department_id: record.from_department_id,
      name: record.item_name,
    },
    stage,
    condition: input.condition,
    note: input.note,
    photo_ids: input.photo_ids,
    actor,
    borrowerDepartmentId: record.to_department_id,
    heldBy: borrower?.name,
    parties: [
      {
        departmentId: record.from_department_id,
        userIds: await audienceOf(record, 'lender', transaction),
        actionUrl: `/lending?loan=${record.id}`,
        itemUrl: item ? itemPath(item.type, item.id) : null,
      },
      {
        departmentId: record.to_department_id,
        userIds: await audienceOf(record, 'borrower', transaction),
        actionUrl: `/lending?loan=${record.id}`,
      },
    ],
  });
}

/** The borrower asks to keep the item longer: the lender accepts or declines (`answerExtension`). */
export async function requestExtension(actor: Actor, id: number, dueDate: string): Promise<LendingView> {
  const { record: seen, department, side } = await findOwnLoan(actor, id);
  authorizeLending(actor, 'request_extension', department.id, side);
  const wanted = isoDate(dueDate, ['body', 'due_date']);
  await inDepartmentTransaction(seen.from_department_id, async (transaction) => {
    const { record } = await findOwnLoan(actor, id, transaction);
    if (!startsFrom('request_extension', record.status))
      throw new Conflict(
        `This loan is ${effectiveStatus(record, await lenderToday(record, transaction))}: only an approved or active loan can be extended`,
      );
    if (record.requested_due_date)
      throw new Conflict(
        `An extension to ${displayDay(record.requested_due_date)} is already waiting for an answer`,
      );
    if (wanted <= record.due_date)
      throw new ValidationFailed([
        {
          loc: ['body', 'due_date'],
          msg: 'The new due date must be after the current one',
          type: 'value_error',
        },
      ]);
    if (wanted < (await lenderToday(record, transaction)))
      throw new ValidationFailed([
        { loc: ['body', 'due_date'], msg: 'Due date cannot be in the past', type: 'value_error' },
      ]);
    await record.update({ requested_due_date: wanted }, { transaction });
    await recordMove(actor, 'request_extension', side, department, record, transaction, {
      due_date: record.due_date,
      requested_due_date: wanted,
    });
  });
  return getLoan(actor, id);
}

/** The lender answers an extension: accepting checks the longer loan against the item's other bookings. */
export async function answerExtension(actor: Actor, id: number, accept: boolean): Promise<LendingView> {
  const { record: seen, department, side } = await findOwnLoan(actor, id);
  authorizeLending(actor, 'answer_extension', department.id, side);
  await inDepartmentTransaction(seen.from_department_id, async (transaction) => {
    const { record } = await findOwnLoan(actor, id, transaction);
    const wanted = record.requested_due_date;
    if (!wanted) throw new Conflict('No extension is waiting for an answer');
    if (!startsFrom('answer_extension', record.status))
      throw new Conflict(
        `This loan is ${effectiveStatus(record, await lenderToday(record, transaction))}: its extension can no longer be answered`,
      );
    if (accept) {
      // Only the added days can clash: the loan already holds the item until its due date.
      await assertLoanFree(record, { from: addDays(record.due_date, 1), to: wanted }, transaction);
      const status =
        record.status === 'overdue' && wanted >= (await lenderToday(record, transaction))
          ? 'active'
          : record.status;
      await record.update(
        {
          due_date: wanted,
          requested_due_date: null,
          status,
          reminder_sent_at: null,
          overdue_notice_sent_at: null,
        },
        { transaction },
      );
      await syncLoanBooking(record, transaction, actor);
    } else {
      await record.update({ requested_due_date: null }, { transaction });
    }
    const answer = LENDING_MOVES.answer_extension.answers[accept ? 'accept' : 'decline'];
    await recordMove(
      actor,
      'answer_extension',
      side,
      department,
      record,
      transaction,
      { requested_due_date: wanted },
      answer,
    );
  });
  return getLoan(actor, id);
}

/** The lending department's name, for messages. */
async function lenderName(record: LendingRecord, transaction: Transaction): Promise<string> {
  const lender = await Department.findByPk(record.from_department_id, { attributes: ['name'], transaction });
  return lender?.name ?? 'the lending department';
}

/**
 * Refuses (409, naming the holder and the first free day) to let the loan hold its item on `period`
 * while another booking holds one of those days (services/bookings/timeline.ts).
 */
async function assertLoanFree(
  record: LendingRecord,
  period: Period,
  transaction: Transaction,
): Promise<void> {
  const { kind, id: itemId } = itemOf(record);
  if (itemId === null)
    throw new Conflict(`"${record.item_name}" no longer exists: this ${kind.noun} was deleted`);
  const item = {
    type: record.item_type,
    id: itemId,
    name: record.item_name,
    department_id: record.from_department_id,
  };
  await assertFree(item, period, transaction, { lendingId: record.id });
}

/**
 * The lender answers the borrower's request with other days: the borrower accepts them (the loan
 * takes them and is approved) or declines (the request stands as it was).
 */
export async function counterPropose(
  actor: Actor,
  id: number,
  input: { lent_date: string; due_date: string },
): Promise<LendingView> {
  const { record: seen, department, side } = await findOwnLoan(actor, id);
  authorizeLending(actor, 'counter_propose', department.id, side);
  const lent = isoDate(input.lent_date, ['body', 'lent_date']);
  const due = isoDate(input.due_date, ['body', 'due_date']);
  checkDates(lent, due, await lenderToday(seen));
  await inDepartmentTransaction(seen.from_department_id, async (transaction) => {
    const { record } = await findOwnLoan(actor, id, transaction);
    if (!startsFrom('counter_propose', record.status) || record.initiated_by !== 'borrower')
      throw new Conflict(
        `This loan is ${effectiveStatus(record, await lenderToday(record, transaction))}: only a requested loan can get other dates`,
      );
    if (record.proposed_lent_date)
      throw new Conflict(
        `Other dates (${displayDay(record.proposed_lent_date)} to ${displayDay(record.proposed_due_date!)}) are already waiting for an answer`,
      );
    if (lent === record.lent_date && due === record.due_date)
      throw new ValidationFailed([
        {
          loc: ['body', 'lent_date'],
          msg: 'Suggest days other than the ones asked for',
          type: 'value_error',
        },
      ]);
    // Offering days the item is not free on would only be refused when accepted.
    await assertLoanFree(record, { from: lent, to: due }, transaction);
    await record.update({ proposed_lent_date: lent, proposed_due_date: due }, { transaction });
    await recordMove(actor, 'counter_propose', side, department, record, transaction, {
      lent_date: record.lent_date,
      due_date: record.due_date,
      proposed_lent_date: lent,
      proposed_due_date: due,
    });
  });
  return getLoan(actor, id);
}

export async function answerCounterProposal(actor: Actor, id: number, accept: boolean): Promise<LendingView> {
  const { record: seen, department, side } = await findOwnLoan(actor, id);
  authorizeLending(actor, 'answer_counter_proposal', department.id, side);
  await inDepartmentTransaction(seen.from_department_id, async (transaction) => {
    const { record } = await findOwnLoan(actor, id, transaction);
    const lent = record.proposed_lent_date;
    const due = record.proposed_due_date;
    if (!lent || !due)
      throw new Conflict(
        'No other dates are waiting for an answer: they were answered, or withdrawn because the item was booked on them',
      );
    if (!startsFrom('answer_counter_proposal', record.status))
      throw new Conflict(
        `This loan is ${effectiveStatus(record, await lenderToday(record, transaction))}: its suggested dates can no longer be answered`,
      );
    const details = {
      lent_date: record.lent_date,
      due_date: record.due_date,
      proposed_lent_date: lent,
      proposed_due_date: due,
    };
    if (accept) {
      if (lent < (await lenderToday(record, transaction)))
        throw new Conflict(`The suggested first day, ${displayDay(lent)}, has passed: ask for new dates`);
      await assertLoanFree(record, { from: lent, to: due }, transaction);
      await record.update(
        {
          lent_date: lent,
          due_date: due,
          status: 'approved',
          proposed_lent_date: null,
          proposed_due_date: null,
        },
        { transaction },
      );
    } else {
      await record.update({ proposed_lent_date: null, proposed_due_date: null }, { transaction });
    }
    await syncLoanBooking(record, transaction, actor);
    const answer = LENDING_MOVES.answer_counter_proposal.answers[accept ? 'accept' : 'decline'];
    await recordMove(
      actor,
      'answer_counter_proposal',
      side,
      department,
      record,
      transaction,
      details,
      answer,
    );
  });
  return getLoan(actor, id);
}
