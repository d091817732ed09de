import type { Request } from 'express';
import { Unauthorized } from '../errors';
import { verifyAccessToken } from '../lib/tokens';
import { resolveActor } from '../services/session';
import type { Actor } from '../domain/actor';

/** The claims of the request's bearer token, when it has a valid one (signature and expiry only). */
export function bearerClaims(request: Request): ReturnType<typeof verifyAccessToken> {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
  return match ? verifyAccessToken(match[1].trim()) : null;
}

/**
 * tsoa's hook for `@Security('bearer')`: the bearer token gives the user, X-Current-Department
 * the department (only for a member or a superuser).
 */
export async function expressAuthentication(
  request: Request,
  securityName: string,
  _scopes?: string[],
): Promise<Actor> {
  if (securityName !== 'bearer') throw new Unauthorized();
  const claims = bearerClaims(request);
  if (!claims) throw new Unauthorized('Could not validate credentials');
  const departmentHeader = request.headers['x-current-department'];
  return resolveActor(
    Number(claims.sub),
    claims.sid,
    typeof departmentHeader === 'string' ? departmentHeader : undefined,
    request.ip ?? null,
  );
}
