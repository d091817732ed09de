import { Op, literal, type WhereOptions } from 'sequelize';
import { TooManyRequests } from '../errors';
import { logger } from '../logger';
import { MailOutbox } from '../models';
import type { JobHandler } from '../queue';
import { sendMail, type Mail } from './mail';
import { mailLimits, takeAttempt, tooManyMails } from './rateLimit';

/** How often the `mail-outbox` job looks for waiting mail whose allowance has freed. */
export const MAIL_OUTBOX_MS = 60_000;
/** A claim outlives any one send by far; a sender that died lets its rows go after this. */
const CLAIM_MS = 5 * 60_000;
/** After a failed send (the mail server down), the row is tried again this much later. */
const SEND_RETRY_MS = 60_000;
const PAGE = 200;

function mailOf(row: MailOutbox): Mail {
  return {
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    ...(row.html !== null ? { html: row.html } : {}),
    ...(row.link !== null ? { link: row.link } : {}),
    ...(row.reply_to !== null ? { replyTo: row.reply_to } : {}),
  };
}

const unclaimed = (now: Date): WhereOptions<MailOutbox> => ({
  [Op.or]: [{ claimed_until: null }, { claimed_until: { [Op.lt]: now } }],
});

/**
 * Sends the waiting mail that is due at `now`, oldest first, each taking its allowance again
 * (`mailLimits`); one still over its limit waits until the allowance frees again. Each row is
 * claimed with a conditional UPDATE (`claimed_until`) before anything is sent, so processes
 * sweeping at once send every mail once; it is deleted once sent. Answers how many went out.
 */
export async function sendDueMails(now = new Date()): Promise<number> {
  let sent = 0;
  // Once a person's allowance refused one of their mails, the rest of theirs waits for the next run.
  const refused = new Set<number>();
  let after: { not_before: Date; id: number } | null = null;
  for (;;) {
    const cursor: WhereOptions<MailOutbox> = after
      ? {
          [Op.or]: [
            { not_before: { [Op.gt]: after.not_before } },
            { not_before: after.not_before, id: { [Op.gt]: after.id } },
          ],
        }
      : {};
    const rows: MailOutbox[] = await MailOutbox.findAll({
      where: { [Op.and]: [{ not_before: { [Op.lte]: now } }, unclaimed(now), cursor] },
      order: [
        ['not_before', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: PAGE,
    });
    if (rows.length === 0) return sent;
    const last = rows[rows.length - 1];
    after = { not_before: last.not_before, id: last.id };
    for (const row of rows) {
      if (row.caused_by !== null && refused.has(row.caused_by)) continue;
      if (await sendOne(row, now, refused)) sent += 1;
    }
  }
}

async function sendOne(row: MailOutbox, now: Date, refused: Set<number>): Promise<boolean> {
  const [claimed] = await MailOutbox.update(
    { claimed_until: new Date(now.getTime() + CLAIM_MS), attempts: literal('attempts + 1') },
    { where: { [Op.and]: [{ id: row.id, not_before: { [Op.lte]: now } }, unclaimed(now)] } },
  );
  if (claimed !== 1) return false; // another process has it
  let attempt;
  try {
    attempt = await takeAttempt(mailLimits(row.caused_by, row.recipient), tooManyMails);
  } catch (err) {
    if (!(err instanceof TooManyRequests)) {
      await MailOutbox.update({ claimed_until: null }, { where: { id: row.id } });
      throw err;
    }
    if (row.caused_by !== null) refused.add(row.caused_by);
    await MailOutbox.update(
      { claimed_until: null, not_before: new Date(now.getTime() + err.retryAfterSeconds * 1000) },
      { where: { id: row.id } },
    );
    return false;
  }
  try {
    await sendMail(mailOf(row));
  } catch (err) {
    // Not sent: the allowance goes back and the mail stays for a later run.
    logger.error({ err, to: row.recipient, outbox: row.id }, 'waiting mail: sending failed');
    await attempt.release();
    await MailOutbox.update(
      { claimed_until: null, not_before: new Date(now.getTime() + SEND_RETRY_MS) },
      { where: { id: row.id } },
    );
    return false;
  }
  await MailOutbox.destroy({ where: { id: row.id } });
  return true;
}

/** How many of a person's mails wait in the outbox. */
export function mailsWaitingFor(userId: number): Promise<number> {
  return MailOutbox.count({ where: { caused_by: userId } });
}

export const mailOutboxHandler: JobHandler<'mail-outbox'> = {
  run: async () => {
    const sent = await sendDueMails();
    if (sent > 0) logger.info({ sent }, 'waiting mail sent');
  },
  giveUp(_data, error) {
    // The mail stays in the outbox: the next run sends it.
    logger.error({ err: error }, 'mail outbox run failed');
    return Promise.resolve();
  },
};
