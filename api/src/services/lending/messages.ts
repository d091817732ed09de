import { Op } from 'sequelize';
import { inTransaction } from '../../db/sequelize';
import type { Actor } from '../../domain/actor';
import { findPage } from '../../lib/query';
import { requiredText, type Page } from '../../lib/validation';
import { authorizeLending } from '../../policies/lending';
import { LendingMessage, LendingMessageRead } from '../../models';
import { pushLendingMessage } from '../../realtime/push';
import { findOwnLoan } from './access';
import { tell } from './audience';

export interface LendingMessageInput {
  /**
   * @minLength 1 Message cannot be empty
   * @maxLength 2000 Must be no more than 2000 characters
   */
  content: string;
}

/**
 * A loan's conversation, oldest first, for members of its two departments. Reading it marks it read
 * for the reader up to the newest message, which clears the loan's `unread_count` for them.
 */
export async function listMessages(actor: Actor, lendingId: number, page: Page) {
  const { record, department, side } = await findOwnLoan(actor, lendingId);
  authorizeLending(actor, 'message', department.id, side);
  const { rows, count } = await findPage(LendingMessage, {
    where: { lending_id: record.id },
    order: [['id', 'ASC']],
    offset: page.skip,
    limit: page.limit,
  });
  const newest = await LendingMessage.max<number, LendingMessage>('id', { where: { lending_id: record.id } });
  if (newest) await markRead(actor.user.id, record.id, newest);
  return { items: rows, total: count };
}

/** Moves the reader's mark forward only: a late, older read never hides newer messages again. */
async function markRead(userId: number, lendingId: number, messageId: number): Promise<void> {
  await inTransaction(async (transaction) => {
    const [, created] = await LendingMessageRead.findOrCreate({
      where: { lending_id: lendingId, user_id: userId },
      defaults: { lending_id: lendingId, user_id: userId, last_read_message_id: messageId },
      transaction,
    });
    if (created) return;
    await LendingMessageRead.update(
      { last_read_message_id: messageId },
      {
        where: { lending_id: lendingId, user_id: userId, last_read_message_id: { [Op.lt]: messageId } },
        transaction,
      },
    );
  });
}

/**
 * Sends a message on a loan: stored, pushed live to both departments' open screens
 * (`lending_message`), and a notification for the other side's people.
 */
export async function sendMessage(actor: Actor, lendingId: number, input: LendingMessageInput) {
  const { record: seen, department, side } = await findOwnLoan(actor, lendingId);
  authorizeLending(actor, 'message', department.id, side);
  const content = requiredText(input.content, 'content', 'Message cannot be empty');
  const message = await inTransaction(async (transaction) => {
    const created = await LendingMessage.create(
      {
        lending_id: seen.id,
        sender_id: actor.user.id,
        sender_name: actor.user.fullName,
        sender_department_id: department.id,
        content,
      },
      { transaction },
    );
    const otherSide = side === 'lender' ? 'borrower' : 'lender';
    // Whoever of the other side has written in this conversation hears of the answer too.
    const writers = await LendingMessage.findAll({
      attributes: ['sender_id'],
      where: {
        lending_id: seen.id,
        sender_department_id: otherSide === 'lender' ? seen.from_department_id : seen.to_department_id,
      },
      group: ['sender_id'],
      transaction,
    });
    await tell(
      actor,
      seen,
      otherSide,
      {
        title: `New message: ${seen.item_name}`,
        message: `${actor.user.fullName} (${department.name}): ${content.length > 140 ? `${content.slice(0, 137)}…` : content}`,
      },
      transaction,
      writers.flatMap((w) => (w.sender_id === null ? [] : [w.sender_id])),
    );
    transaction.afterCommit(() => pushLendingMessage(seen, created));
    return created;
  });
  await markRead(actor.user.id, seen.id, message.id);
  return message;
}
