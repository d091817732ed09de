import { Op, type Transaction } from 'sequelize';
import { inTransaction, isSqlite, sequelize } from '../db/sequelize';
import { TooManyRequests } from '../errors';
import { sha256 } from '../lib/tokens';
import { logger } from '../logger';
import { PortalTokenUse, RateLimitHit } from '../models';

export interface Limit {
  /** bucket name, e.g. `login-failure:account:a@b.c` (see `bucketOf`) */
  bucket: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;
const FIFTEEN_MINUTES = 15 * MINUTE;
const ONE_HOUR = 60 * MINUTE;
const BUCKET_LENGTH = 191;

/** `prefix:key`, with the key hashed when it would not fit the column (a username can be anything). */
export function bucketOf(prefix: string, key: string): string {
  const plain = `${prefix}:${key}`;
  return plain.length <= BUCKET_LENGTH ? plain : `${prefix}:sha256:${sha256(key)}`;
}

/**
 * Failed sign-ins. The strict limit is per account *and* address, so an attacker's guesses lock
 * out the attacker's address, not the owner signing in from elsewhere. Per address alone it stops
 * one address trying many accounts; per account alone the ceiling is ten times higher, so it
 * takes an attacker ten or more addresses to lock the owner out at all.
 */
export function signInLimits(email: string, ip: string | null): Limit[] {
  const address = ip ?? 'unknown';
  return [
    {
      bucket: bucketOf('login-failure:account-address', `${email}|${address}`),
      max: 10,
      windowMs: FIFTEEN_MINUTES,
    },
    { bucket: bucketOf('login-failure:address', address), max: 50, windowMs: FIFTEEN_MINUTES },
    { bucket: bucketOf('login-failure:account', email), max: 100, windowMs: FIFTEEN_MINUTES },
  ];
}

/** Wrong `current_password` on a password change: per account, like failed sign-ins. */
export function currentPasswordLimits(userId: number): Limit[] {
  return [
    { bucket: bucketOf('current-password:account', String(userId)), max: 10, windowMs: FIFTEEN_MINUTES },
  ];
}

/** Password-reset requests (every request counts, known account or not). */
export function resetRequestLimits(email: string, ip: string | null): Limit[] {
  return [
    { bucket: bucketOf('password-reset:account', email), max: 3, windowMs: ONE_HOUR },
    { bucket: bucketOf('password-reset:address', ip ?? 'unknown'), max: 20, windowMs: ONE_HOUR },
  ];
}

const DAY = 24 * ONE_HOUR;

/**
 * Every mail the product sends on someone's behalf: per person who caused it, and per address it
 * goes to, across all kinds of mail (docs/concurrency-and-limits.md). `actorId` is null for mail
 * nobody caused (the lending clock, a digest's summary): then only the address counts.
 */
export function mailLimits(actorId: number | null, recipientEmail: string): Limit[] {
  const limits: Limit[] = [
    { bucket: bucketOf('mail:to', recipientEmail.toLowerCase()), max: 30, windowMs: ONE_HOUR },
  ];
  if (actorId !== null) limits.push(senderMailLimit(actorId));
  return limits;
}

/** The part of `mailLimits` that is the person's own: every mail they cause, to anyone. */
export function senderMailLimit(actorId: number): Limit {
  return { bucket: bucketOf('mail:from', String(actorId)), max: 100, windowMs: ONE_HOUR };
}

/** Invitation mail sent again to one address: a cool-down after each, and a few a day in all. */
export function resendInvitationLimits(actorId: number, inviteeEmail: string): Limit[] {
  const email = inviteeEmail.toLowerCase();
  return [
    { bucket: bucketOf('invitation-resend:cooldown', email), max: 1, windowMs: 10 * MINUTE },
    { bucket: bucketOf('invitation-resend:address', email), max: 3, windowMs: DAY },
    ...mailLimits(actorId, email),
  ];
}

/** Mail to a department's contact address: per sender (as before), per address, and every mail's limits. */
export function contactEmailLimits(actorId: number, contactEmail: string): Limit[] {
  return [
    { bucket: bucketOf('contact-email:user', String(actorId)), max: 10, windowMs: ONE_HOUR },
    { bucket: bucketOf('contact-email:address', contactEmail.toLowerCase()), max: 20, windowMs: ONE_HOUR },
    ...mailLimits(actorId, contactEmail),
  ];
}

/** The confirmation mail of a department's contact address: a few per department and per address. */
export function contactConfirmationLimits(
  actorId: number,
  departmentId: number | null,
  contactEmail: string,
): Limit[] {
  const limits: Limit[] = [
    { bucket: bucketOf('contact-confirm:address', contactEmail.toLowerCase()), max: 3, windowMs: DAY },
    ...mailLimits(actorId, contactEmail),
  ];
  if (departmentId !== null)
    limits.push({
      bucket: bucketOf('contact-confirm:department', String(departmentId)),
      max: 5,
      windowMs: ONE_HOUR,
    });
  return limits;
}

/** "Send me a test notification" (it mails nothing, but stores and pushes). */
export function testNotificationLimits(userId: number): Limit[] {
  return [{ bucket: bucketOf('test-notification:user', String(userId)), max: 20, windowMs: ONE_HOUR }];
}

/** "Send test" and "Send again" of one webhook: people retrying by hand, not a flood to its receiver. */
export function webhookSendLimits(endpointId: number): Limit[] {
  return [
    { bucket: bucketOf('webhook-send:endpoint', String(endpointId)), max: 30, windowMs: FIFTEEN_MINUTES },
  ];
}

/**
 * School sign-in's calls a browser makes without a session (starting a sign-in, the provider's
 * callback, redeeming its ticket): per address, generous enough for a school behind one address.
 */
export function schoolSignInLimits(ip: string | null): Limit[] {
  return [
    { bucket: bucketOf('school-sign-in:address', ip ?? 'unknown'), max: 300, windowMs: FIFTEEN_MINUTES },
  ];
}

/** Refused portal token exchanges, per address (a token that is taken forgives its attempt). */
export function portalExchangeLimits(ip: string | null): Limit[] {
  return [
    {
      bucket: bucketOf('portal-exchange-failure:address', ip ?? 'unknown'),
      max: 30,
      windowMs: FIFTEEN_MINUTES,
    },
  ];
}

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export const tooManySignIns = (seconds: number) =>
  `Too many failed sign-in attempts. Please try again in ${inMinutes(seconds)}.`;
export const tooManyCurrentPasswords = (seconds: number) =>
  `Too many wrong current passwords. Please try again in ${inMinutes(seconds)}.`;
export const tooManySchoolSignIns = (seconds: number) =>
  `Too many sign-in attempts from this address. Please try again in ${inMinutes(seconds)}.`;
export const tooManyPortalExchanges = (seconds: number) =>
  `Too many refused portal tokens from this address. Please try again in ${inMinutes(seconds)}.`;
export const tooManyResetRequests = () => 'Too many password reset requests. Please try again later.';

/** "in 5 minutes", or "in 3 hours" once it is that long. */
const inTime = (seconds: number) => {
  if (seconds <= 2 * 3600) return inMinutes(seconds);
  const hours = Math.ceil(seconds / 3600);
  return `${hours} hours`;
};

export const tooManyMails = (seconds: number) =>
  `Too many emails sent. Please try again in ${inTime(seconds)}.`;
export const tooManyInvitationResends = (seconds: number) =>
  `Too many invitation emails to this address. Please try again in ${inTime(seconds)}.`;
export const tooManyConfirmations = (seconds: number) =>
  `Too many confirmation emails for this contact address. Please try again in ${inTime(seconds)}.`;
export const tooManyWebhookSends = (seconds: number) =>
  `Too many messages sent by hand to this webhook. Please try again in ${inTime(seconds)}.`;
export const tooManyTestNotifications = (seconds: number) =>
  `Too many test notifications. Please try again in ${inTime(seconds)}.`;

/** Whether a bucket is full now (a look only: `takeAttempt` is what counts and refuses). */
export async function isOverLimit(limit: Limit): Promise<boolean> {
  const count = await RateLimitHit.count({
    where: { bucket: limit.bucket, created_at: { [Op.gt]: new Date(Date.now() - limit.windowMs) } },
  });
  return count >= limit.max;
}

/** One counted attempt; `release` takes it back (a sign-in that turned out right is no failure). */
export interface Attempt {
  release(): Promise<void>;
}

/**
 * Counts one attempt in every bucket, or refuses it with 429, atomically: each bucket's row in
 * `rate_limit_buckets` is locked (in name order, so two attempts never wait on each other in a
 * circle), then the hits inside each window are counted and, only when every bucket has room, one
 * hit is recorded in each. N attempts in parallel therefore count N, and the (max+1)th is refused
 * however they interleave. A refused attempt records nothing, so Retry-After holds: it is when the
 * hit that makes room in the fullest bucket leaves its window.
 *
 * Attempts are counted before the work they guard (checking a password), so a burst of parallel
 * guesses cannot all be checked while the count still looks low.
 */
export async function takeAttempt(
  limits: Limit[],
  message: (retryAfterSeconds: number) => string,
): Promise<Attempt> {
  sweepNow();
  const ids = await retryOnDeadlock(() =>
    inTransaction(async (transaction) => {
      const now = Date.now();
      for (const bucket of [...new Set(limits.map((l) => l.bucket))].sort())
        await lockBucket(bucket, transaction);
      let retryAfterMs = 0;
      for (const limit of limits) {
        const where = { bucket: limit.bucket, created_at: { [Op.gt]: new Date(now - limit.windowMs) } };
        const count = await RateLimitHit.count({ where, transaction });
        if (count < limit.max) continue;
        const freeing = await RateLimitHit.findOne({
          where,
          order: [
            ['created_at', 'ASC'],
            ['id', 'ASC'],
          ],
          offset: count - limit.max,
          transaction,
        });
        const until = (freeing?.created_at.getTime() ?? now) + limit.windowMs - now;
        retryAfterMs = Math.max(retryAfterMs, until, 1000);
      }
      if (retryAfterMs > 0) {
        const seconds = Math.ceil(retryAfterMs / 1000);
        throw new TooManyRequests(message(seconds), seconds);
      }
      const recorded: number[] = [];
      for (const limit of limits) {
        const hit = await RateLimitHit.create({ bucket: limit.bucket }, { transaction });
        recorded.push(hit.id);
      }
      return recorded;
    }),
  );
  return {
    release: async () => {
      await RateLimitHit.destroy({ where: { id: ids } });
    },
  };
}

/** The bucket's row, created when missing and locked until the transaction ends. */
async function lockBucket(bucket: string, transaction: Transaction): Promise<void> {
  // On SQLite `inTransaction` already runs transactions one at a time; the row keeps the schema alike.
  const sql = isSqlite
    ? 'INSERT INTO rate_limit_buckets (bucket, updated_at) VALUES (?, ?) ON CONFLICT (bucket) DO UPDATE SET updated_at = excluded.updated_at'
    : 'INSERT INTO rate_limit_buckets (bucket, updated_at) VALUES (?, ?) ON DUPLICATE KEY UPDATE updated_at = VALUES(updated_at)';
  await sequelize.query(sql, { replacements: [bucket, new Date()], transaction });
}

const isDeadlock = (err: unknown) =>
  /ER_LOCK_DEADLOCK|Deadlock found/.test(
    String((err as { parent?: { code?: string } })?.parent?.code ?? (err as Error)?.message),
  );

/** Two first attempts on new buckets can still meet in InnoDB's gap locks: try again. */
async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (err) {
      if (i >= attempts || !isDeadlock(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5 * i));
    }
  }
}

const SWEEP_EVERY_MS = ONE_HOUR;
const KEEP_MS = 24 * ONE_HOUR;
let lastSweep = Date.now();

/** Hourly, forgets hits and bucket rows idle for a day (far beyond every window). Best effort. */
function sweepNow(): void {
  const now = Date.now();
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  const before = new Date(now - KEEP_MS);
  void (async () => {
    await RateLimitHit.destroy({ where: { created_at: { [Op.lt]: before } } });
    // used portal token ids are kept only while their tokens could still be replayed
    await PortalTokenUse.destroy({ where: { expires_at: { [Op.lt]: new Date(now - 60_000) } } });
    await sequelize.query('DELETE FROM rate_limit_buckets WHERE updated_at < ?', { replacements: [before] });
  })().catch((err: unknown) => logger.warn({ err }, 'rate-limit sweep failed'));
}

/** Forgets a bucket's hits (a sign-in with the right password forgives earlier typos). */
export async function clearHits(bucket: string): Promise<void> {
  await RateLimitHit.destroy({ where: { bucket } });
}
