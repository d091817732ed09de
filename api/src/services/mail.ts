import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../config';
import { logger, redactUrl } from '../logger';

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

export const links = {
  invitation: (token: string) => `${config.publicUrl}/setup-password/${token}`,
  passwordReset: (token: string) => `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
  signIn: () => `${config.publicUrl}/login`,
};
