import http from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import '../../api/src/models';
import { createApp } from '../../api/src/app';
import { migrate } from '../../api/src/db/migrator';
import { sequelize } from '../../api/src/db/sequelize';
import { RefreshToken, User } from '../../api/src/models';
import { buildDepartment, buildMember, TEST_PASSWORD } from '../../api/src/test/factories';
import { sessionToken } from '../../api/src/test/server';
import {
  createEmbeddedClient,
  createScenedockClient,
  createSessionFetch,
  signIn,
  MemoryStorage,
  RequestTimeoutError,
  SessionStore,
  STORAGE_KEYS,
} from '.';

let server: http.Server;
let apiBaseUrl: string;

beforeAll(async () => {
  await migrate();
  server = http.createServer(createApp());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await sequelize.close();
});

/** A signed-in session for a fresh member, through the client's own login call. */
async function signedIn(options: { remember?: boolean } = {}) {
  const { user, department } = await buildMember('manager');
  const lasting = new MemoryStorage();
  const tab = new MemoryStorage();
  const store = new SessionStore(lasting, tab);
  const onSignOut = jest.fn();
  const client = createScenedockClient({ apiBaseUrl, store, onSignOut });
  store.saveTokens(
    await signIn(client, { email: user.email, password: TEST_PASSWORD }),
    options.remember ?? true,
  );
  store.currentDepartmentId = department.id;
  return { user, department, store, client, onSignOut, lasting, tab };
}

/** An access token for the user that expired a minute ago. */
const expiredToken = (userId: number) =>
  jwt.sign({ typ: 'access', sid: 'old' }, 'test-signing-key', { subject: String(userId), expiresIn: -60 });

describe('the session client', () => {
  it('signs in and sends the bearer token and the current department', async () => {
    const { client, store } = await signedIn();
    const second = await buildDepartment();
    const me = await client.POST('/auth/test-token');
    expect(me.data?.departmentRole).toBe('manager');
    store.currentDepartmentId = second.id; // not a member: the server must see the header
    const refused = await client.POST('/auth/test-token');
    expect(refused.response.status).toBe(403);
    expect(refused.error).toEqual({
      detail: 'You are not a member of this department',
      code: 'not_a_member',
    });
  });

  it('keeps a remembered session in lasting storage and an unremembered one in the tab', async () => {
    const remembered = await signedIn({ remember: true });
    expect(remembered.lasting.getItem(STORAGE_KEYS.accessToken)).not.toBeNull();
    expect(remembered.tab.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    const tabOnly = await signedIn({ remember: false });
    expect(tabOnly.tab.getItem(STORAGE_KEYS.refreshToken)).not.toBeNull();
    expect(tabOnly.lasting.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(tabOnly.lasting.getItem(STORAGE_KEYS.currentDepartmentId)).not.toBeNull();
  });

  it('refreshes an expired access token once and retries, without the caller noticing', async () => {
    const { client, store, user, onSignOut } = await signedIn();
    const oldRefresh = store.refreshToken;
    store.saveTokens({ access_token: expiredToken(user.id), refresh_token: oldRefresh! });
    const me = await client.GET('/users/me');
    expect(me.response.status).toBe(200);
    expect(me.data?.email).toBe(user.email);
    expect(store.refreshToken).not.toBe(oldRefresh);
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('shares one refresh among requests that fail together, and replays their bodies', async () => {
    const { client, store, user } = await signedIn();
    store.saveTokens({ access_token: expiredToken(user.id), refresh_token: store.refreshToken! });
    const [me, update, users] = await Promise.all([
      client.GET('/users/me'),
      client.PUT('/users/me', { body: { first_name: 'Renamed' } }),
      client.GET('/users'),
    ]);
    expect([me.response.status, update.response.status, users.response.status]).toEqual([200, 200, 200]);
    expect((await User.findByPk(user.id))!.first_name).toBe('Renamed');
    // A second refresh with the same token would count as reuse and end the session.
    const rotated = await RefreshToken.count({ where: { user_id: user.id, revoked_at: null } });
    expect(rotated).toBe(2);
  });

  it('signs out when the refresh fails, and returns the 401', async () => {
    const { client, store, user, onSignOut } = await signedIn();
    store.saveTokens({ access_token: expiredToken(user.id), refresh_token: 'revoked-or-made-up' });
    const me = await client.GET('/users/me');
    expect(me.response.status).toBe(401);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(store.accessToken).toBeNull();
    expect(store.refreshToken).toBeNull();
  });
});

describe('signIn', () => {
  it('throws the server detail for a wrong password', async () => {
    const { user } = await buildMember('student');
    const client = createScenedockClient({ apiBaseUrl, store: new SessionStore(new MemoryStorage()) });
    await expect(signIn(client, { email: user.email, password: 'Wrong-Password-1' })).rejects.toThrow(
      'Incorrect email or password',
    );
  });
});

describe('createSessionFetch', () => {
  it('retries exactly once: a second 401 is returned, not refreshed again', async () => {
    const calls: string[] = [];
    const fake: typeof fetch = (input) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push(new URL(url).pathname);
      const body = url.endsWith('/auth/refresh')
        ? new Response(JSON.stringify({ access_token: 'new', refresh_token: 'r2' }), { status: 200 })
        : new Response(JSON.stringify({ detail: 'no' }), { status: 401 });
      return Promise.resolve(body);
    };
    const store = new SessionStore(new MemoryStorage());
    store.saveTokens({ access_token: 'old', refresh_token: 'r1' });
    const sessionFetch = createSessionFetch({ apiBaseUrl: 'http://api.test/api/v1', store, fetch: fake });
    const response = await sessionFetch('http://api.test/api/v1/users/me');
    expect(response.status).toBe(401);
    expect(calls).toEqual(['/api/v1/users/me', '/api/v1/auth/refresh', '/api/v1/users/me']);
  });

  it('gives up after the timeout with a clear error', async () => {
    const hanging: typeof fetch = (input) =>
      new Promise((_resolve, reject) => {
        const signal = (input as Request).signal;
        signal.addEventListener('abort', () => reject(signal.reason as Error));
      });
    const store = new SessionStore(new MemoryStorage());
    const sessionFetch = createSessionFetch({
      apiBaseUrl: 'http://api.test',
      store,
      fetch: hanging,
      timeoutMs: 50,
    });
    await expect(sessionFetch('http://api.test/slow')).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it('gives a file upload minutes, not the timeout of a call (a 50 MB import on a slow line)', async () => {
    let seen: Request | null = null;
    const slowUpload: typeof fetch = (input) =>
      new Promise((resolve, reject) => {
        seen = input as Request;
        seen.signal.addEventListener('abort', () => reject(seen!.signal.reason as Error));
        setTimeout(() => resolve(new Response('{}', { status: 202 })), 150);
      });
    const store = new SessionStore(new MemoryStorage());
    const sessionFetch = createSessionFetch({
      apiBaseUrl: 'http://api.test',
      store,
      fetch: slowUpload,
      timeoutMs: 50,
    });
    const form = new FormData();
    form.append('file', new Blob(['Name\n']), 'items.csv');
    const response = await sessionFetch('http://api.test/props/bulk-import', { method: 'POST', body: form });
    expect(response.status).toBe(202);
    expect(seen!.signal.aborted).toBe(false);
  });
});

describe('the embedded client (a page that is not ours owns the token)', () => {
  it('asks the page again after a 401 and retries with the renewed token, reporting nothing', async () => {
    const { user, department } = await buildMember('manager');
    const fresh = await sessionToken(user);
    const getAccessToken = jest.fn().mockResolvedValueOnce('stale').mockResolvedValue(fresh);
    const onRejected = jest.fn();
    const onTokenRefused = jest.fn();
    const client = createEmbeddedClient({
      apiBaseUrl,
      getAccessToken,
      departmentId: department.id,
      onRejected,
      onTokenRefused,
    });
    const { data } = await client.GET('/users/me');
    expect(data?.email).toBe(user.email);
    expect(getAccessToken).toHaveBeenCalledTimes(2);
    // Told which token was refused before asking again (a portal's user's session renews it then).
    expect(onTokenRefused).toHaveBeenCalledTimes(1);
    expect(onTokenRefused).toHaveBeenCalledWith('stale');
    expect(onTokenRefused.mock.invocationCallOrder[0]).toBeLessThan(
      getAccessToken.mock.invocationCallOrder[1],
    );
    expect(onRejected).not.toHaveBeenCalled();
  });

  it('reports a token that stays refused, once the page has had its second chance', async () => {
    const { user, department } = await buildMember('manager');
    const onRejected = jest.fn();
    const client = createEmbeddedClient({
      apiBaseUrl,
      getAccessToken: () => expiredToken(user.id),
      departmentId: department.id,
      onRejected,
    });
    const { response } = await client.GET('/users/me');
    expect(response.status).toBe(401);
    expect(onRejected).toHaveBeenCalledWith('token-rejected');
  });

  it('reports a department the person is not a member of, but not an ordinary refusal', async () => {
    const { user, department } = await buildMember('student');
    const other = await buildDepartment();
    const token = await sessionToken(user);
    const onRejected = jest.fn();
    const foreign = createEmbeddedClient({
      apiBaseUrl,
      getAccessToken: () => token,
      departmentId: other.id,
      onRejected,
    });
    expect((await foreign.GET('/users/me')).response.status).toBe(403);
    expect(onRejected).toHaveBeenCalledWith('not-a-member');

    onRejected.mockClear();
    const own = createEmbeddedClient({
      apiBaseUrl,
      getAccessToken: () => token,
      departmentId: department.id,
      onRejected,
    });
    const refused = await own.DELETE('/departments/{id}', { params: { path: { id: department.id } } });
    expect(refused.response.status).toBe(403);
    expect(onRejected).not.toHaveBeenCalled();
  });
});
