import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../config';
import { TooManyRequests } from '../errors';
import { logger, redactUrl } from '../logger';
import { MailOutbox, type User } from '../models';
import { mailLimits, takeAttempt, tooManyMails } from './rateLimit';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** the one link the mail is about (logged with its token redacted: the outbox file has it whole) */
  link?: string;
  /** where answers go, when not to us */
  replyTo?: string;
  /** an HTML alternative of `text`, when the mail has one */
  html?: string;
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
      html: mail.html,
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

/** What became of a mail sent within its limits: out now, or waiting in the outbox for its allowance. */
export type MailOutcome = 'sent' | 'waiting';

/**
 * Mail sent for someone: counted against the limits of every mail (`mailLimits`: the person who
 * caused it, the address it goes to). Over a limit it is not dropped: it waits in the outbox
 * (`mail_outbox`) until the allowance frees, and the `mail-outbox` job sends it then
 * (services/mailOutbox.ts). The action it reports stands either way.
 */
export async function sendMailWithinLimits(causedBy: number | null, mail: Mail): Promise<MailOutcome> {
  try {
    await takeAttempt(mailLimits(causedBy, mail.to), tooManyMails);
  } catch (err) {
    if (!(err instanceof TooManyRequests)) throw err;
    await holdMail(causedBy, mail, new Date(Date.now() + err.retryAfterSeconds * 1000));
    return 'waiting';
  }
  await sendMail(mail);
  return 'sent';
}

/** Stores a mail in the outbox until `notBefore`, when its allowance is expected to have room. */
export async function holdMail(causedBy: number | null, mail: Mail, notBefore: Date): Promise<void> {
  await MailOutbox.create({
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    link: mail.link ?? null,
    reply_to: mail.replyTo ?? null,
    caused_by: causedBy,
    not_before: notBefore,
  });
  logger.info({ to: mail.to, subject: mail.subject, causedBy, notBefore }, 'mail waits: over its limit');
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
