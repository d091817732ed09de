import fs from 'node:fs';
import path from 'node:path';
import { config } from '../config';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

/** Mails written to the outbox for one address, oldest first. */
export function mailsTo(email: string): OutboxMail[] {
  if (!fs.existsSync(config.outboxDir)) return [];
  return fs
    .readdirSync(config.outboxDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(config.outboxDir, f), 'utf8')) as OutboxMail)
    .filter((m) => m.to === email);
}

/** The token at the end of the newest link mailed to `email`. */
export function lastTokenFor(email: string): string {
  const mail = mailsTo(email).at(-1);
  if (!mail?.link) throw new Error(`no mail with a link to ${email}`);
  const url = new URL(mail.link);
  return url.searchParams.get('token') ?? url.pathname.split('/').at(-1)!;
}
