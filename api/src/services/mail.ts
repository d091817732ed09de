import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../config';
import { TooManyRequests } from '../errors';
import { logger, redactUrl } from '../logger';
import type { User } from '../models';
import { mailLimits, takeAttempt, tooManyMails } from './rateLimit';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** the one link the mail is about (logged with its token redacted: the outbox file has it whole) */
  link?: string;
  /** where answers go, when not to us */
  replyTo?: string;
}

const FROM = 'Scenedock <no-reply@scenedock.local>';
let transport: { url: string; transporter: Transporter } | null = null;

function smtpTransport(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

/**
 * Sends through SMTP_URL when set; otherwise writes the mail as JSON into data/outbox/ (readable
 * by the owner only) and logs the file, so the embedded default works with no mail server.
 */
export async function sendMail(mail: Mail): Promise<void> {
  if (config.smtpUrl) {
    await smtpTransport(config.smtpUrl).sendMail({
      from: FROM,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
    });
    logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    return;
  }
  await fs.mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const slug = mail.to.replace(/[^a-z0-9]+/gi, '_');
  const file = path.join(config.outboxDir, `${stamp}-${slug}-${Math.random().toString(36).slice(2, 8)}.json`);
  // Written aside and renamed: whoever watches the outbox sees a whole mail or none, never half of one.
  const partial = `${file}.partial`;
  await fs.writeFile(
    partial,
    JSON.stringify({ from: FROM, ...mail, sent_at: new Date().toISOString() }, null, 2),
    { mode: 0o600 },
  );
  await fs.rename(partial, file);
  // The link's token stays out of the logs; open the file to follow it.
  const link = mail.link && redactUrl(mail.link);
  logger.info({ to: mail.to, subject: mail.subject, link, file }, 'mail written to outbox');
}

/**
 * Mail that comes of another action (a loan's notification): counted against the limits of every
 * mail (`mailLimits`: the person who caused it, the address it goes to). Over a limit it is
 * skipped and logged, and the action it reports stands; the in-app notification has arrived anyway.
 * Answers whether it was sent.
 */
export async function sendMailWithinLimits(causedBy: number | null, mail: Mail): Promise<boolean> {
  try {
    await takeAttempt(mailLimits(causedBy, mail.to), tooManyMails);
  } catch (err) {
    if (!(err instanceof TooManyRequests)) throw err;
    logger.warn({ to: mail.to, subject: mail.subject, causedBy }, 'mail skipped: over its limit');
    return false;
  }
  await sendMail(mail);
  return true;
}

/**
 * The greeting of a mail to a person: their first name only when it is their own, i.e. the account is
 * active and has signed in (where they see and can change it). Before that the name is what an inviter
 * typed, and an inviter's text never goes out in mail to an outside address: "Hello,".
 */
export function greeting(user?: Pick<User, 'first_name' | 'status' | 'last_login'> | null): string {
  const name = user?.first_name?.trim();
  return user && name && user.status === 'active' && user.last_login ? `Hello ${name},` : 'Hello,';
}

export const links = {
  invitation: (token: string) => `${config.publicUrl}/setup-password/${token}`,
  passwordReset: (token: string) => `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
  signIn: () => `${config.publicUrl}/login`,
  contactConfirmation: (token: string) =>
    `${config.publicUrl}/confirm-contact-email?token=${encodeURIComponent(token)}`,
};
