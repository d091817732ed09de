/**
 * The moves of a filed loan (docs/lending.md): the lender's decisions and the borrower's
 * cancelling through a change of `status`, the filer's edits, and extensions, each as the table in
 * domain/lendingMoves.ts has it. Every move runs under the lending department's lock.
 */
import { Op, type Transaction } from 'sequelize';
import { Conflict, ValidationFailed } from '../../errors';
import type { Actor } from '../../domain/actor';
import { LENDING_MOVES, moveTo, startsFrom } from '../../domain/lendingMoves';
import { addDays, earliestToday, isoDate } from '../../lib/query';
import { authorizeLending } from '../../policies/lending';
import { Department, LendingRecord, type LendingItemType } from '../../models';
import { inDepartmentTransaction } from '../departmentLock';
import { effectiveStatus, findOwnLoan, type LendingView } from './access';
import { auditLoan, recordMove } from './audience';
import { checkDates, contactFields, type LendingUpdateInput } from './inputs';
import { assertFreeToLend, itemOf, type LENDING_KINDS } from './kinds';
import { getLoan } from './records';

/**
 * Applies a PUT: the filer's edits while requested, then the move `status` asks for. A move that the
 * state machine does not allow from the loan's status is a 409 naming that status.
 */
export async function updateLoan(actor: Actor, id: number, input: LendingUpdateInput): Promise<LendingView> {
  const { record: seen, department, side } = await findOwnLoan(actor, id);
  const edits = { ...contactFields(input) } as Partial<LendingRecord>;
  if (input.lent_date !== undefined) edits.lent_date = isoDate(input.lent_date, ['body', 'lent_date']);
  if (input.due_date !== undefined) edits.due_date = isoDate(input.due_date, ['body', 'due_date']);
  const move = input.status === undefined ? null : moveTo(input.status, side);
  if (input.status !== undefined && !move) {
    throw new Conflict(`This loan is ${effectiveStatus(seen)}: it cannot be set to ${input.status}`);
  }
  if (Object.keys(edits).length) authorizeLending(actor, 'edit', department.id, side, seen.initiated_by);
  if (move) authorizeLending(actor, move, department.id, side);

  await inDepartmentTransaction(seen.from_department_id, async (transaction) => {
    const { record } = await findOwnLoan(actor, id, transaction);
    if (Object.keys(edits).length) {
      if (!startsFrom('edit', record.status))
        throw new Conflict(`This loan is ${effectiveStatus(record)}: only a requested loan can be changed`);
      checkDates(
        edits.lent_date ?? record.lent_date,
        edits.due_date ?? record.due_date,
        edits.due_date ? 'due_date' : 'lent_date',
      );
      await record.update(edits, { transaction });
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
    if (!move) return;
    const rule = LENDING_MOVES[move];
    if (!startsFrom(move, record.status))
      throw new Conflict(`This loan is ${effectiveStatus(record)}: it cannot be set to ${rule.to}`);
    if (move === 'approve' || move === 'pick_up') {
      const { kind, id: itemId } = itemOf(record);
      if (itemId === null) throw new Conflict(`This ${kind.noun} no longer exists`);
      await assertFreeToLend(
        kind,
        itemId,
        { from: record.lent_date, to: record.due_date },
        transaction,
        record.id,
      );
    }
    const changes: Partial<LendingRecord> = { status: rule.to };
    if (move === 'decline' || move === 'cancel') changes.cancelled_by = side;
    if (move === 'return') {
      changes.return_date = earliestToday() > record.lent_date ? earliestToday() : record.lent_date;
      changes.requested_due_date = null;
    }
    const before = record.status;
    await record.update(changes, { transaction });
    await recordMove(actor, move, side, department, record, transaction, {
      from_status: before,
      to_status: rule.to,
    });
  });
  return getLoan(actor, id);
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
        `This loan is ${effectiveStatus(record)}: only an approved or active loan can be extended`,
      );
    if (record.requested_due_date)
      throw new Conflict(`An extension to ${record.requested_due_date} is already waiting for an answer`);
    if (wanted <= record.due_date)
      throw new ValidationFailed([
        {
          loc: ['body', 'due_date'],
          msg: 'The new due date must be after the current one',
          type: 'value_error',
        },
      ]);
    if (wanted < earliestToday())
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
      throw new Conflict(`This loan is ${effectiveStatus(record)}: its extension can no longer be answered`);
    if (accept) {
      const { kind, id: itemId } = itemOf(record);
      if (itemId !== null) {
        // Only the added days can clash: the loan already holds the item until its due date.
        await assertFreeToLendAfter(kind, itemId, record, wanted, transaction);
      }
      const status = record.status === 'overdue' && wanted >= earliestToday() ? 'active' : record.status;
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

async function assertFreeToLendAfter(
  kind: (typeof LENDING_KINDS)[LendingItemType],
  itemId: number,
  record: LendingRecord,
  wanted: string,
  transaction: Transaction,
) {
  const from = addDays(record.due_date, 1);
  const other = await LendingRecord.findOne({
    where: {
      [kind.column]: itemId,
      id: { [Op.ne]: record.id },
      status: { [Op.in]: ['approved', 'active', 'overdue'] },
      lent_date: { [Op.lte]: wanted },
      due_date: { [Op.gte]: from },
    },
    transaction,
  });
  if (other) {
    const borrower = await Department.findByPk(other.to_department_id, { attributes: ['name'], transaction });
    throw new Conflict(
      `This ${kind.noun} is already promised to ${borrower?.name ?? 'another department'} from ${other.lent_date} to ${other.due_date} (loan ${other.id})`,
    );
  }
}
