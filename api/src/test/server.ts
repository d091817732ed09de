import crypto from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import '../models';
import { createApp } from '../app';
import { migrate } from '../db/migrator';
import { sequelize } from '../db/sequelize';
import { backgroundTasksSettled } from '../lib/background';
import { closeQueue } from '../queue';
import { randomToken, sha256, signAccessToken } from '../lib/tokens';
import { RefreshToken, type Department, type User } from '../models';
import { REFRESH_REUSE_GRACE_MS } from '../services/auth';

let app: Express | null = null;

/** Migrates the test database once per file and closes it afterwards. */
export function useTestDatabase(): void {
  // Thirty-odd migrations: on a busy machine they can take longer than one test may.
  beforeAll(async () => {
    await migrate();
  }, 120_000);
  afterAll(async () => {
    await closeQueue(); // running jobs finish first: they need the database
    await backgroundTasksSettled(); // mails sent after an answer still need the database
    await sequelize.close();
  });
}

/**
 * Opens a real session for `user` (a refresh-token family, as a sign-in does) and answers its access
 * token: a token whose session is not in the database is refused.
 */
export async function sessionToken(user: User, familyId: string = crypto.randomUUID()): Promise<string> {
  await RefreshToken.create({
    user_id: user.id,
    family_id: familyId,
    token_hash: sha256(randomToken()),
    expires_at: new Date(Date.now() + 24 * 3600 * 1000),
    rotated_at: null,
    revoked_at: null,
  });
  return signAccessToken(user.id, familyId);
}

/**
 * Dates a spent refresh token's spending back past REFRESH_REUSE_GRACE_MS: presented again now, it
 * reads as leaked, not as the same browser asking twice.
 */
export async function spentLongAgo(refreshToken: string): Promise<void> {
  await RefreshToken.update(
    { rotated_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 60_000) },
    { where: { token_hash: sha256(refreshToken) } },
  );
}

function nextIp(): string {
  const b = crypto.randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/**
 * Requests against the app, signed as `user` (if any) in `department` (if any). Each helper gets
 * its own client address so rate limits of one test never touch another.
 */
export function testServer(user?: User, department?: Department | number) {
  app ??= createApp();
  const ip = nextIp();
  const sessionId = crypto.randomUUID();
  const token = user ? signAccessToken(user.id, sessionId) : null;
  // The session row is written before the first request goes out (testServer itself stays synchronous).
  let session: Promise<unknown> | null = null;
  const departmentId = typeof department === 'number' ? department : department?.id;
  const sign = (req: request.Test) => {
    req.set('X-Forwarded-For', ip);
    if (token) req.set('Authorization', `Bearer ${token}`);
    if (departmentId !== undefined) req.set('X-Current-Department', String(departmentId));
    if (user) {
      const send = req.end.bind(req);
      req.end = (callback) => {
        session ??= sessionToken(user, sessionId);
        session.then(
          () => send(callback),
          (err: Error) => callback?.(err, undefined as never),
        );
        return req;
      };
    }
    return req;
  };
  const agent = request(app);
  return {
    ip,
    token,
    sessionId,
    get: (url: string) => sign(agent.get(url)),
    post: (url: string) => sign(agent.post(url)),
    put: (url: string) => sign(agent.put(url)),
    delete: (url: string) => sign(agent.delete(url)),
  };
}
