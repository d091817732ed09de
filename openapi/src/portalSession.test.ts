import { createPortalSession, PortalSignInError, portalSessionFor, RENEW_BEFORE_MS } from './portalSession';

const API = 'http://scenedock.test/api/v1';
const LIFETIME_S = 15 * 60;

/** An access token as the API signs them: a JWT whose `iat` and `exp` are 15 minutes apart. */
function accessToken(name: string): string {
  const payload = Buffer.from(JSON.stringify({ sub: '7', iat: 1_000, exp: 1_000 + LIFETIME_S })).toString(
    'base64url',
  );
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.${name}`;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Seen {
  path: string;
  contentType: string | null;
  body: string;
}

/** A mocked API: each call is recorded, `/auth/token` and `/auth/refresh` answer what the test says. */
function mockApi(answers: { token?: (n: number) => Response; refresh?: (n: number) => Response }) {
  const seen: Seen[] = [];
  let exchanges = 0;
  let refreshes = 0;
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    seen.push({ path, contentType: request.headers.get('Content-Type'), body: await request.text() });
    // An answer takes a moment, so callers that ask meanwhile share it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (path === '/auth/token') {
      exchanges += 1;
      return (
        answers.token?.(exchanges) ??
        json(200, {
          access_token: accessToken(`exchanged-${exchanges}`),
          refresh_token: `refresh-${exchanges}`,
          token_type: 'bearer',
          issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
          expires_in: LIFETIME_S,
        })
      );
    }
    if (path === '/auth/refresh') {
      refreshes += 1;
      return (
        answers.refresh?.(refreshes) ??
        json(200, {
          access_token: accessToken(`refreshed-${refreshes}`),
          refresh_token: `refresh-r${refreshes}`,
          token_type: 'bearer',
        })
      );
    }
    return json(404, { detail: 'Not Found' });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

function setUp(answers: Parameters<typeof mockApi>[0] = {}, portalToken: string | null = 'portal-jwt') {
  const api = mockApi(answers);
  let clock = 1_000_000;
  let issued = 0;
  const getPortalToken = jest.fn(() => Promise.resolve(portalToken ? `${portalToken}-${++issued}` : null));
  const session = createPortalSession({
    apiBaseUrl: API,
    getPortalToken,
    fetch: api.fetch,
    now: () => clock,
  });
  const advance = (ms: number) => (clock += ms);
  const paths = () => api.seen.map((call) => call.path);
  return { session, getPortalToken, advance, paths, seen: api.seen };
}

describe('the session of a portal’s user', () => {
  it('exchanges one portal token for callers that ask at once, form-encoded as RFC 8693 says', async () => {
    const { session, getPortalToken, paths, seen } = setUp();
    const tokens = await Promise.all([
      session.getAccessToken(),
      session.getAccessToken(),
      session.getAccessToken(),
    ]);
    expect(tokens).toEqual([
      accessToken('exchanged-1'),
      accessToken('exchanged-1'),
      accessToken('exchanged-1'),
    ]);
    expect(getPortalToken).toHaveBeenCalledTimes(1);
    expect(paths()).toEqual(['/auth/token']);
    expect(seen[0].contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen[0].body))).toEqual({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: 'portal-jwt-1',
      subject_token_type: 'urn:ietf:params:oauth:token-type:jwt',
    });
    // Held in memory: asked again, no new call.
    expect(await session.getAccessToken()).toBe(accessToken('exchanged-1'));
    expect(paths()).toEqual(['/auth/token']);
  });

  it('renews the access token with the refresh token shortly before it expires, once for all callers', async () => {
    const { session, getPortalToken, advance, paths, seen } = setUp();
    await session.getAccessToken();
    advance(LIFETIME_S * 1000 - RENEW_BEFORE_MS - 1_000);
    expect(await session.getAccessToken()).toBe(accessToken('exchanged-1'));
    expect(paths()).toEqual(['/auth/token']);

    advance(2_000); // now inside the last minute
    const tokens = await Promise.all([session.getAccessToken(), session.getAccessToken()]);
    expect(tokens).toEqual([accessToken('refreshed-1'), accessToken('refreshed-1')]);
    expect(paths()).toEqual(['/auth/token', '/auth/refresh']);
    expect(JSON.parse(seen[1].body)).toEqual({ refresh_token: 'refresh-1' });
    expect(getPortalToken).toHaveBeenCalledTimes(1);

    // The renewed pair lives its own 15 minutes, and its refresh token is the one used next.
    advance(LIFETIME_S * 1000 - RENEW_BEFORE_MS + 1_000);
    expect(await session.getAccessToken()).toBe(accessToken('refreshed-2'));
    expect(JSON.parse(seen[2].body)).toEqual({ refresh_token: 'refresh-r1' });
  });

  it('asks the portal for a new token and exchanges again when the refresh is refused', async () => {
    const { session, getPortalToken, advance, paths, seen } = setUp({
      refresh: () => json(401, { detail: 'Invalid refresh token', code: 'unauthorized' }),
    });
    await session.getAccessToken();
    advance(LIFETIME_S * 1000);
    expect(await session.getAccessToken()).toBe(accessToken('exchanged-2'));
    expect(paths()).toEqual(['/auth/token', '/auth/refresh', '/auth/token']);
    expect(new URLSearchParams(seen[2].body).get('subject_token')).toBe('portal-jwt-2');
    expect(getPortalToken).toHaveBeenCalledTimes(2);
  });

  it('keeps a token that still works when the refresh cannot get through, and tries again next time', async () => {
    const { session, advance, paths } = setUp({
      refresh: (n) => (n === 1 ? json(503, { detail: 'Service Unavailable' }) : undefined!),
    });
    await session.getAccessToken();
    advance(LIFETIME_S * 1000 - 30_000);
    expect(await session.getAccessToken()).toBe(accessToken('exchanged-1'));
    expect(await session.getAccessToken()).toBe(accessToken('refreshed-2'));
    expect(paths()).toEqual(['/auth/token', '/auth/refresh', '/auth/refresh']);
  });

  it('renews a token the API answered 401 to, however long it had left', async () => {
    const { session, paths } = setUp();
    const first = (await session.getAccessToken())!;
    session.refused(first);
    expect(await session.getAccessToken()).toBe(accessToken('refreshed-1'));
    session.refused('some older token'); // not the one held: nothing to do
    expect(await session.getAccessToken()).toBe(accessToken('refreshed-1'));
    expect(paths()).toEqual(['/auth/token', '/auth/refresh']);
  });

  it('throws token-rejected for a portal token the API refuses, and asks the portal again next time', async () => {
    const { session, getPortalToken, paths } = setUp({
      token: () => json(400, { detail: 'The portal token was used before', code: 'invalid_grant' }),
    });
    const [first, second] = await Promise.allSettled([session.getAccessToken(), session.getAccessToken()]);
    expect(first).toEqual({ status: 'rejected', reason: expect.any(PortalSignInError) });
    expect(second).toEqual(first);
    const error = (first as PromiseRejectedResult).reason as PortalSignInError;
    expect(error.reason).toBe('token-rejected');
    expect(error.message).toContain('The portal token was used before');
    expect(paths()).toEqual(['/auth/token']);

    await expect(session.getAccessToken()).rejects.toMatchObject({ reason: 'token-rejected' });
    expect(getPortalToken).toHaveBeenCalledTimes(2);
  });

  it('throws token-rejected after too many refusals (429), unreachable for an API that fails', async () => {
    const limited = setUp({
      token: () => json(429, { detail: 'Too many sign-in attempts', code: 'rate_limited' }),
    });
    await expect(limited.session.getAccessToken()).rejects.toMatchObject({ reason: 'token-rejected' });
    const failing = setUp({ token: () => json(502, { detail: 'Bad Gateway' }) });
    await expect(failing.session.getAccessToken()).rejects.toMatchObject({ reason: 'unreachable' });
    const offline = createPortalSession({
      apiBaseUrl: API,
      getPortalToken: () => 'portal-jwt',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(offline.getAccessToken()).rejects.toMatchObject({ reason: 'unreachable' });
  });

  it('answers null, calling nothing, when the portal has no token or its callback throws', async () => {
    const none = setUp({}, null);
    expect(await none.session.getAccessToken()).toBeNull();
    expect(none.paths()).toEqual([]);
    const fetch = jest.fn();
    const throwing = createPortalSession({
      apiBaseUrl: API,
      getPortalToken: () => {
        throw new Error('portal session ended');
      },
      fetch,
    });
    expect(await throwing.getAccessToken()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('portalSessionFor', () => {
  it('is one session per API address and portal callback within the page', () => {
    const getPortalToken = () => 'portal-jwt';
    const other = () => 'portal-jwt';
    const session = portalSessionFor(API, getPortalToken);
    expect(portalSessionFor(API, getPortalToken)).toBe(session);
    expect(portalSessionFor(API, other)).not.toBe(session);
    expect(portalSessionFor('http://elsewhere.test/api/v1', getPortalToken)).not.toBe(session);
  });
});
