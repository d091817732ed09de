import createClient from 'openapi-fetch';
import type { paths } from './schema';
import { REQUEST_TIMEOUT_MS } from './session';

/** RFC 8693's grant and the kind of token a portal hands over. */
export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const JWT_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:jwt';
/** The access token is renewed this long before it expires (it lives 15 minutes). */
export const RENEW_BEFORE_MS = 60_000;

/** Why a portal's user could not get a Scenedock session: the API refused the portal's token
 * (400 invalid_grant, or 429 after too many refusals), or it could not be reached. */
export type PortalSignInFailure = 'token-rejected' | 'unreachable';

export class PortalSignInError extends Error {
  constructor(
    readonly reason: PortalSignInFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PortalSignInError';
  }
}

export interface PortalSessionOptions {
  /** e.g. https://scenedock.example/api/v1 */
  apiBaseUrl: string;
  /** The portal's signed token for its current user (each works once), or null when it has none. */
  getPortalToken: () => string | null | Promise<string | null>;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** the clock, in milliseconds (tests) */
  now?: () => number;
}

export interface PortalSession {
  /**
   * The current Scenedock access token: exchanged from a new portal token when there is no session
   * yet, renewed with the refresh token shortly before it expires, exchanged again when the refresh
   * is refused. One exchange or renewal at a time, shared by every caller. Answers null when the
   * portal has no token (or its callback threw); throws PortalSignInError when the API refused the
   * portal's token or could not be reached.
   */
  getAccessToken: () => Promise<string | null>;
  /** The API answered 401 to this access token: the next getAccessToken renews it. */
  refused: (accessToken: string) => void;
}

interface Held {
  accessToken: string;
  refreshToken: string;
  /** when to renew, on this page's clock */
  renewAt: number;
  /** when the access token stops working, on this page's clock */
  expiresAt: number;
}

/** The access token's lifetime in milliseconds: from its own `iat`/`exp` (so the page's clock being
 * off does not matter), else the answer's `expires_in`, else 15 minutes. */
function lifetimeOf(accessToken: string, expiresIn: number | undefined): number {
  try {
    const payload = accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const { iat, exp } = JSON.parse(atob(payload)) as { iat?: unknown; exp?: unknown };
    if (typeof iat === 'number' && typeof exp === 'number' && exp > iat) return (exp - iat) * 1000;
  } catch {
    // Not a JWT we can read: the answer's word for it.
  }
  return (expiresIn ?? 15 * 60) * 1000;
}

const formBody = (body: Record<string, string>) => new URLSearchParams(body).toString();

/** A session of a portal's user, kept in memory only: see `PortalSession`. */
export function createPortalSession(options: PortalSessionOptions): PortalSession {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const client = createClient<paths>({
    baseUrl: options.apiBaseUrl,
    fetch: (input: Request) => baseFetch(new Request(input, { signal: AbortSignal.timeout(timeoutMs) })),
  });
  let held: Held | null = null;
  let pending: Promise<string | null> | null = null;

  function hold(
    tokens: { access_token: string; refresh_token: string; expires_in?: number },
    sentAt: number,
  ) {
    const lifetime = lifetimeOf(tokens.access_token, tokens.expires_in);
    held = {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresAt: sentAt + lifetime,
      renewAt: sentAt + Math.max(lifetime - RENEW_BEFORE_MS, lifetime / 2),
    };
    return held.accessToken;
  }

  /** A new pair for the refresh token: the new access token, or why not: 'refused' when the API will
   * not renew it, 'failed' when it could not be asked (unreachable, or failing). */
  async function refresh(current: Held): Promise<{ token: string } | { failure: 'refused' | 'failed' }> {
    const sentAt = now();
    try {
      const { data, response } = await client.POST('/auth/refresh', {
        body: { refresh_token: current.refreshToken },
      });
      if (data) return { token: hold(data, sentAt) };
      return { failure: response.status === 400 || response.status === 401 ? 'refused' : 'failed' };
    } catch {
      return { failure: 'failed' };
    }
  }

  async function exchange(): Promise<string | null> {
    let portalToken: string | null;
    try {
      portalToken = await options.getPortalToken();
    } catch {
      return null;
    }
    if (!portalToken) return null;
    const sentAt = now();
    let answer;
    try {
      answer = await client.POST('/auth/token', {
        body: {
          grant_type: TOKEN_EXCHANGE_GRANT,
          subject_token: portalToken,
          subject_token_type: JWT_TOKEN_TYPE,
        },
        bodySerializer: formBody,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    } catch (error) {
      throw new PortalSignInError('unreachable', `Scenedock could not be reached: ${String(error)}`);
    }
    const { data, error, response } = answer;
    if (data) return hold(data, sentAt);
    const detail = (error as { detail?: unknown } | undefined)?.detail;
    const why = typeof detail === 'string' ? detail : `answered ${response.status}`;
    // 400 invalid_grant (untrusted, wrong audience, expired, used before) or 429 after too many.
    if (response.status === 400 || response.status === 429) {
      throw new PortalSignInError('token-rejected', `Scenedock refused the portal's token: ${why}`);
    }
    throw new PortalSignInError('unreachable', `Scenedock could not sign the portal's user in: ${why}`);
  }

  async function renew(): Promise<string | null> {
    const current = held;
    if (current) {
      const renewed = await refresh(current);
      if ('token' in renewed) return renewed.token;
      // A refresh that could not get through leaves a token that still works: use it meanwhile
      // (the next ask tries again).
      if (renewed.failure === 'failed' && now() < current.expiresAt) return current.accessToken;
      // Refused (the session ended, or lived its length): the portal signs its user in again.
      held = null;
    }
    return exchange();
  }

  return {
    async getAccessToken() {
      if (held && now() < held.renewAt) return held.accessToken;
      pending ??= renew().finally(() => (pending = null));
      return pending;
    },
    refused(accessToken) {
      // Expired or ended elsewhere: renew at the next ask (refresh first, then a new exchange).
      if (held?.accessToken === accessToken) held = { ...held, renewAt: 0, expiresAt: 0 };
    },
  };
}

/** The sessions of this page, one per API address and portal callback: screens mounted with the
 * same ones share one sign-in (and so make one exchange). */
const sessions = new Map<string, WeakMap<PortalSessionOptions['getPortalToken'], PortalSession>>();

/** The page's session for this API address and portal callback, made on first use. */
export function portalSessionFor(
  apiBaseUrl: string,
  getPortalToken: PortalSessionOptions['getPortalToken'],
): PortalSession {
  let byCallback = sessions.get(apiBaseUrl);
  if (!byCallback) sessions.set(apiBaseUrl, (byCallback = new WeakMap()));
  let session = byCallback.get(getPortalToken);
  if (!session)
    byCallback.set(getPortalToken, (session = createPortalSession({ apiBaseUrl, getPortalToken })));
  return session;
}
