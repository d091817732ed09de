import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { config } from '../config';
import { sequelize } from '../db/sequelize';
import type { User } from '../models';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** A random opaque token for links and refresh; only its hash is ever stored. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export interface AccessClaims {
  /** user id */
  sub: string;
  /** refresh-token family of the session, so a password change can keep the caller's own session */
  sid: string;
}

/**
 * The HMAC key as a KeyObject, made once: given a string, jsonwebtoken first tries it as a public
 * key on every call and builds (and throws away) an error before taking it as a secret, which cost
 * about a millisecond of CPU per request.
 */
let signingKey: crypto.KeyObject | null = null;
const accessKey = () => (signingKey ??= crypto.createSecretKey(Buffer.from(config.jwtSecret, 'utf8')));

export function signAccessToken(userId: number, sessionId: string): string {
  return jwt.sign({ sid: sessionId, typ: 'access' }, accessKey(), {
    subject: String(userId),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    algorithm: 'HS256',
  });
}

/** Returns the claims of a valid access token, or null for anything else (expired, forged, wrong type). */
export function verifyAccessToken(token: string): AccessClaims | null {
  try {
    const payload = jwt.verify(token, accessKey(), { algorithms: ['HS256'] });
    if (typeof payload !== 'object' || payload.typ !== 'access' || !payload.sub) return null;
    return { sub: payload.sub, sid: String(payload.sid ?? '') };
  } catch {
    return null;
  }
}

/**
 * A column for the per-request user query: 1 while the session `sessionId` (the access token's
 * `sid`, a refresh-token family) of `userId` is not revoked. Revocation is a database write, so
 * the next request on any instance refuses the session's access tokens (an indexed lookup on
 * `refresh_tokens.family_id`).
 */
export function sessionLiveColumn(
  userId: number,
  sessionId: string,
): [ReturnType<typeof sequelize.literal>, string] {
  const id = Number.isSafeInteger(userId) ? userId : 0;
  return [
    sequelize.literal(
      `(EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = ${sequelize.escape(sessionId)} AND user_id = ${id} AND revoked_at IS NULL))`,
    ),
    'session_live',
  ];
}

/** Whether the user row was read with a live `sessionLiveColumn`. */
export function isSessionLive(user: User): boolean {
  return Number(user.get('session_live')) === 1;
}
