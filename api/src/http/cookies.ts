import type { Request } from 'express';
import { config } from '../config';

/** The school sign-in flow's cookie (services/schoolSignIn/oidc.ts) and the calls it is sent to. */
export const STATE_COOKIE = 'scenedock_sign_in';
const STATE_COOKIE_PATH = '/api/v1/auth/oidc';

/** One cookie of the request (the API reads no other cookies, so no parser is installed). */
export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The school sign-in flow's cookie: HttpOnly, only sent to the sign-in calls, and SameSite=Lax so
 * the provider's redirect back (a top-level GET) carries it while other sites' requests do not.
 */
const flowCookieOptions = () => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.publicUrl.startsWith('https:'),
  path: STATE_COOKIE_PATH,
});

export function setFlowCookie(req: Request, value: string): void {
  req.res?.cookie(STATE_COOKIE, value, { ...flowCookieOptions(), maxAge: 10 * 60 * 1000 });
}

export function clearFlowCookie(req: Request): void {
  req.res?.clearCookie(STATE_COOKIE, flowCookieOptions());
}
