/**
 * Mail about a conversation (a loan: its messages, requests and moves) is batched per person: the
 * first event mails at once and opens a quiet period; later events in it are only counted, and
 * one summary mail follows when it ends ("3 new messages about Lantern"), opening the next quiet
 * period. A period that ends with nothing counted closes the conversation's batch. In-app
 * notifications stay one per event (docs/notifications.md).
 *
 * The batch is a row of `mail_digests`, unique per person and conversation, so it holds across API
 * processes: an event counts itself with one UPDATE (or creates the row, and the loser of that race
 * counts itself instead), and a summary is claimed by the conditional UPDATE that bumps the row's
 * `version`, so only one process sends it. Summaries are due by a timer in the process that opened
 * the period and, should that process go away, by the lending clock (`flushDueDigests`).
 */
import { Op, UniqueConstraintError, literal } from 'sequelize';
import { config } from '../config';
import { logger } from '../logger';
import { MailDigest, Notification, User } from '../models';
import { sendMailWithinLimits, type Mail } from './mail';

export const QUIET_PERIOD_MS = 10 * 60 * 1000;

export interface ThreadMail {
  userId: number;
  /** the conversation, e.g. `loan:12` */
  thread: string;
  /** what it is about (the item's name) */
  about: string;
  actionUrl: string | null;
  /** who caused the event, for the per-person mail limit; null for the lending clock */
  causedBy: number | null;
  /** the event's own mail, sent when it opens a quiet period */
  mail: Mail;
}

const ABOUT_LENGTH = 255;

/** A mail's line with the item page's full address, when the notification links one. */
export function itemLine(itemUrl: string | null): string {
  return itemUrl ? `The item: ${config.publicUrl}${itemUrl}\n\n` : '';
}

/** Mails the event at once when no quiet period of its conversation runs, else counts it for the summary. */
export async function mailInThread(event: ThreadMail, now = new Date()): Promise<void> {
  const where = { user_id: event.userId, thread: event.thread };
  for (let attempt = 0; attempt < 3; attempt++) {
    const [counted] = await MailDigest.update({ pending: literal('pending + 1') }, { where });
    if (counted > 0) {
      const row = await MailDigest.findOne({ where });
      // A period that ended with nobody to send its summary (the process went away): send it now.
      if (row && row.quiet_until.getTime() <= now.getTime()) await flushDigest(row, now);
      else if (row) scheduleFlush(row.id, row.quiet_until.getTime() - now.getTime());
      return;
    }
    let row: MailDigest;
    try {
      row = await MailDigest.create({
        ...where,
        about: event.about.slice(0, ABOUT_LENGTH),
        action_url: event.actionUrl,
        pending: 0,
        quiet_until: new Date(now.getTime() + QUIET_PERIOD_MS),
      });
    } catch (err) {
      if (err instanceof UniqueConstraintError) continue; // another process opened it: count there
      throw err;
    }
    await sendMailWithinLimits(event.causedBy, event.mail);
    scheduleFlush(row.id, QUIET_PERIOD_MS);
    return;
  }
  logger.warn({ thread: event.thread, userId: event.userId }, 'mail digest: gave up counting an event');
}

/**
 * Ends a due quiet period: with events counted, one summary mail (claimed by bumping `version`, so
 * it goes out once) and a new period; with none, the batch closes.
 */
async function flushDigest(row: MailDigest, now: Date): Promise<void> {
  if (row.quiet_until.getTime() > now.getTime()) return;
  if (row.pending <= 0) {
    await MailDigest.destroy({ where: { id: row.id, version: row.version, pending: 0 } });
    return;
  }
  const count = row.pending;
  const [claimed] = await MailDigest.update(
    {
      pending: literal(`pending - ${Number(count)}`),
      version: row.version + 1,
      quiet_until: new Date(now.getTime() + QUIET_PERIOD_MS),
    },
    { where: { id: row.id, version: row.version } },
  );
  if (claimed !== 1) return;
  const user = await User.findByPk(row.user_id, { attributes: ['id', 'email', 'status'] });
  if (user && user.status !== 'inactive') await sendMailWithinLimits(null, await summaryOf(row, user, count));
  scheduleFlush(row.id, QUIET_PERIOD_MS);
}

/** "3 new messages about Lantern", listing the notifications' titles (words of the app, not of people). */
async function summaryOf(row: MailDigest, user: User, count: number): Promise<Mail> {
  const notes = await Notification.findAll({
    attributes: ['title', 'item_url', 'created_at'],
    where: { user_id: user.id, action_url: row.action_url ?? '', category: 'lending' },
    order: [['id', 'DESC']],
    limit: count,
  });
  const messages = notes.filter((n) => n.title.startsWith('New message:')).length;
  const what =
    messages === count ? `new message${count === 1 ? '' : 's'}` : `new update${count === 1 ? '' : 's'}`;
  const link = row.action_url ? `${config.publicUrl}${row.action_url}` : undefined;
  // One loan, one item: the newest note that links its page (the lender's people) gives it.
  const itemUrl = notes.find((n) => n.item_url)?.item_url ?? null;
  const lines = notes
    .reverse()
    .map((n) => `- ${n.title}`)
    .join('\n');
  return {
    to: user.email,
    subject: `[Scenedock] ${count} ${what} about ${row.about}`,
    text:
      `${count} ${what} about ${row.about} since our last email:\n\n${lines}\n\n` +
      `${link ? `Open it: ${link}\n\n` : ''}` +
      itemLine(itemUrl) +
      `We send at most one email per conversation every ${QUIET_PERIOD_MS / 60000} minutes. ` +
      `Change your email preferences under Preferences at ${config.publicUrl}/notifications.\n`,
    link,
  };
}

const FLUSH_PAGE = 500;

/**
 * Sends every summary that is due (the lending clock's safety net); answers how many batches it
 * ended. It pages through the due rows by id, so a backlog larger than a page is cleared in one run
 * and a new batch is not left waiting behind older ones.
 */
export async function flushDueDigests(now = new Date()): Promise<number> {
  let ended = 0;
  let afterId = 0;
  for (;;) {
    const due = await MailDigest.findAll({
      where: { quiet_until: { [Op.lte]: now }, id: { [Op.gt]: afterId } },
      order: [['id', 'ASC']],
      limit: FLUSH_PAGE,
    });
    for (const row of due) await flushDigest(row, now);
    ended += due.length;
    if (due.length < FLUSH_PAGE) return ended;
    afterId = due[due.length - 1].id;
  }
}

const scheduled = new Set<number>();

/** This process's timer for a period's end (best effort: the lending clock covers a lost one). */
function scheduleFlush(id: number, inMs: number): void {
  if (scheduled.has(id)) return;
  scheduled.add(id);
  const timer = setTimeout(
    () => {
      scheduled.delete(id);
      void MailDigest.findByPk(id)
        .then((row) => (row ? flushDigest(row, new Date()) : undefined))
        .catch((err: unknown) => logger.warn({ err, id }, 'mail digest flush failed'));
    },
    Math.max(0, inMs) + 1000,
  );
  timer.unref();
}
