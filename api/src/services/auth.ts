import crypto from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import { config } from '../config';
import { inTransaction } from '../db/sequelize';
import { BadRequest, Forbidden, Unauthorized } from '../errors';
import { assertStrongPassword, hashPassword, verifyPassword } from '../lib/passwords';
import { runInBackground } from '../lib/background';
import { randomToken, sha256, signAccessToken } from '../lib/tokens';
import { normalizeEmail } from '../lib/validation';
import { RefreshToken, User, UserToken } from '../models';
import { disconnectSessions } from '../realtime';
import { recordAudit } from './audit';
import { greeting, links, sendMail } from './mail';
import {
  clearHits,
  resetRequestLimits,
  signInLimits,
  takeAttempt,
  tooManyResetRequests,
  tooManySignIns,
} from './rateLimit';

const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
const RESET_TOKEN_TTL_MS = 3600 * 1000;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
}

/** Starts a new session (a new refresh-token family) for a user who just proved who they are. */
export async function issueSession(user: User, transaction?: Transaction): Promise<TokenPair> {
  const familyId = crypto.randomUUID();
  const refresh = await createRefreshToken(user.id, familyId, transaction);
  return { access_token: signAccessToken(user.id, familyId), refresh_token: refresh, token_type: 'bearer' };
}

async function createRefreshToken(userId: number, familyId: string, transaction?: Transaction) {
  const token = randomToken();
  await RefreshToken.create(
    {
      user_id: userId,
      family_id: familyId,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      rotated_at: null,
      revoked_at: null,
    },
    { transaction },
  );
  return token;
}

const INCORRECT_CREDENTIALS = 'Incorrect email or password';

/** `PASSWORD_SIGN_IN=false`: passwords open nothing, so neither sign-in nor reset takes one. */
function assertPasswordSignIn(): void {
  if (!config.signIn.password) {
    throw new Forbidden(
      'Password sign-in is turned off on this server. Sign in with your school account.',
      'password_sign_in_off',
    );
  }
}

export async function login(username: string, password: string, ip: string | null): Promise<TokenPair> {
  assertPasswordSignIn();
  const email = username.trim().toLowerCase();
  const limits = signInLimits(email, ip);
  // Counted before the password is checked, so parallel guesses cannot outrun the limit.
  const attempt = await takeAttempt(limits, tooManySignIns);
  const user = await User.findOne({ where: { email } });
  const valid = await verifyPassword(password, user?.password_hash ?? null);
  if (!user || !valid) throw new Unauthorized(INCORRECT_CREDENTIALS, 'invalid_credentials');
  // The right password was no failure, and forgives this address's earlier typos on this account.
  await attempt.release();
  await clearHits(limits[0].bucket);
  if (user.status === 'pending') {
    throw new Forbidden(
      'Your account is not activated yet. Please accept your invitation first.',
      'account_pending',
    );
  }
  if (user.status !== 'active') {
    throw new Forbidden(
      'Your account is inactive. Please contact your department administrator.',
      'account_inactive',
    );
  }
  await user.update({ last_login: new Date() });
  return issueSession(user);
}

/**
 * How long after a refresh token was spent it may be presented again without ending its session:
 * the same browser asking twice, when a page was left or reloaded while its refresh was answered
 * (the answer, with the new token, never arrived) or two tabs refreshed at once. Past it, a spent
 * token presented again means it leaked (docs/security.md, "Sessions").
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

const ALREADY_USED = 'Refresh token was already used; please sign in again';

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family issued.
 * A spent token presented again within REFRESH_REUSE_GRACE_MS gets another new one; later, it means
 * it leaked, and the whole family is revoked.
 */
export async function refresh(refreshToken: string): Promise<TokenPair> {
  const row = await RefreshToken.findOne({ where: { token_hash: sha256(refreshToken) } });
  if (!row || row.revoked_at) throw new Unauthorized('Invalid refresh token');
  if (row.rotated_at && Date.now() - row.rotated_at.getTime() > REFRESH_REUSE_GRACE_MS) {
    await revokeFamilies({ familyId: row.family_id });
    throw new Unauthorized(ALREADY_USED);
  }
  if (row.expires_at.getTime() <= Date.now()) throw new Unauthorized('Refresh token expired');
  const user = await User.findByPk(row.user_id);
  if (!user || user.status !== 'active') throw new Unauthorized('Invalid refresh token');

  return inTransaction(async (transaction) => {
    // Spend the token, unless it was spent already (within the grace, or a moment ago by a
    // refresh running beside this one: either way the same browser).
    await RefreshToken.update(
      { rotated_at: new Date() },
      { where: { id: row.id, rotated_at: null, revoked_at: null }, transaction },
    );
    const token = await createRefreshToken(user.id, row.family_id, transaction);
    // A sign-out that ran meanwhile has revoked the family: no new token may outlive it.
    const revoked = await RefreshToken.count({
      where: { family_id: row.family_id, revoked_at: { [Op.ne]: null } },
      transaction,
    });
    if (revoked > 0) throw new Unauthorized('Invalid refresh token');
    return {
      access_token: signAccessToken(user.id, row.family_id),
      refresh_token: token,
      token_type: 'bearer' as const,
    };
  });
}

/** Signs a session out: its refresh-token family stops working. Unknown tokens are ignored. */
export async function logout(refreshToken: string): Promise<void> {
  const row = await RefreshToken.findOne({ where: { token_hash: sha256(refreshToken) } });
  if (row) await revokeFamilies({ familyId: row.family_id });
}

/** Revokes every refresh token of a user, optionally keeping one session. */
export async function revokeUserSessions(
  userId: number,
  keepFamilyId?: string,
  transaction?: Transaction,
): Promise<void> {
  await revokeFamilies({ userId, keepFamilyId }, transaction);
}

/** One session (`familyId`), or every session of `userId` except `keepFamilyId`. */
type SessionScope = { familyId: string } | { userId: number; keepFamilyId?: string };

async function revokeFamilies(scope: SessionScope, transaction?: Transaction) {
  const where =
    'familyId' in scope
      ? { family_id: scope.familyId }
      : scope.keepFamilyId
        ? { user_id: scope.userId, family_id: { [Op.ne]: scope.keepFamilyId } }
        : { user_id: scope.userId };
  await RefreshToken.update(
    { revoked_at: new Date() },
    { where: { ...where, revoked_at: null }, transaction },
  );
  // Open sockets of those sessions close too, on every instance (through the Redis adapter).
  const disconnect = () => disconnectSessions(scope);
  if (transaction) transaction.afterCommit(disconnect);
  else disconnect();
}

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email, a password reset link has been sent.';

/**
 * Answers the same, in the same time, whether or not the account exists: both branches do the
 * same lookups, and the token, mail and audit row for a known account are made after the answer.
 */
export async function requestPasswordReset(rawEmail: string, ip: string | null): Promise<void> {
  assertPasswordSignIn();
  const email = normalizeEmail(rawEmail);
  await takeAttempt(resetRequestLimits(email, ip), tooManyResetRequests);
  const user = await User.findOne({ where: { email } });
  if (!user || user.status === 'inactive') return;
  runInBackground('password reset mail', async () => {
    await sendPasswordReset(user);
    await recordAudit({
      action: 'password_reset_requested',
      actor: { user: { id: user.id, fullName: user.fullName }, ip },
      targetUserId: user.id,
    });
  });
}

/** Issues a fresh reset token (earlier unused ones stop working) and mails its link. */
export async function sendPasswordReset(user: User): Promise<void> {
  const token = randomToken();
  await inTransaction(async (transaction) => {
    await UserToken.update(
      { used_at: new Date() },
      { where: { user_id: user.id, purpose: 'password_reset', used_at: null }, transaction },
    );
    await UserToken.create(
      {
        user_id: user.id,
        purpose: 'password_reset',
        token_hash: sha256(token),
        department_id: null,
        expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        used_at: null,
      },
      { transaction },
    );
  });
  const link = links.passwordReset(token);
  await sendMail({
    to: user.email,
    subject: 'Reset your Scenedock password',
    text: `${greeting(user)}\n\nSomeone asked to reset the password of your Scenedock account. Choose a new password here within the next hour:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
    link,
  });
}

const INVALID_RESET = 'Invalid or expired reset token';

async function findResetToken(token: string, transaction?: Transaction): Promise<UserToken> {
  const row = await UserToken.findOne({
    where: { token_hash: sha256(token), purpose: 'password_reset' },
    include: [{ model: User, as: 'user' }],
    transaction,
    lock: transaction ? transaction.LOCK.UPDATE : undefined,
  });
  if (!row || row.used_at || row.expires_at.getTime() <= Date.now() || !row.user) {
    throw new BadRequest(INVALID_RESET, 'invalid_reset_token');
  }
  return row;
}

export async function validatePasswordResetToken(token: string): Promise<{ email: string }> {
  const row = await findResetToken(token);
  return { email: row.user!.email };
}

export async function resetPassword(token: string, newPassword: string, ip: string | null): Promise<void> {
  if (!token) throw new BadRequest('Invalid or missing reset token', 'invalid_reset_token');
  assertStrongPassword(newPassword);
  const hash = await hashPassword(newPassword);
  await inTransaction(async (transaction) => {
    const row = await findResetToken(token, transaction);
    const user = row.user!;
    await row.update({ used_at: new Date() }, { transaction });
    await user.update({ password_hash: hash }, { transaction });
    await revokeUserSessions(user.id, undefined, transaction);
    await recordAudit(
      {
        action: 'password_reset',
        actor: { user: { id: user.id, fullName: user.fullName }, ip },
        targetUserId: user.id,
      },
      transaction,
    );
  });
}
