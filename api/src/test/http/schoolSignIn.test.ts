/**
 * Signing in with a school account against a real OpenID Connect provider (oidc-provider on
 * loopback, ../idp): the code flow with PKCE, state and nonce, linking by verified email, linking
 * from Settings, a school domain's pending invitation, tickets, and every refusal.
 */
import type * as StreamModule from 'node:stream';
import { config, type SignInConfig } from '../../config';
import type * as LoggerModule from '../../logger';
import { backgroundTasksSettled } from '../../lib/background';
import {
  type Department,
  DepartmentMembership,
  Notification,
  RateLimitHit,
  User,
  UserIdentity,
  UserToken,
} from '../../models';
import { bucketOf } from '../../services/rateLimit';
import { buildDepartment, buildMember, buildUser, unique } from '../factories';
import { signInAtIdp, startIdp, type Idp } from '../idp';
import { testServer, useTestDatabase } from '../server';

// Every log line of this file lands here, written by the app's real logger configuration.
const mockLogLines: string[] = [];
jest.mock('../../logger', () => {
  const actual = jest.requireActual<typeof LoggerModule>('../../logger');
  const { Writable: MockWritable } = jest.requireActual<typeof StreamModule>('node:stream');
  const sink = new MockWritable({
    write(chunk: Buffer, _encoding, done) {
      mockLogLines.push(chunk.toString());
      done();
    },
  });
  return { ...actual, logger: actual.createLogger(sink, 'trace') };
});

useTestDatabase();

const API = '/api/v1';
const SECRET = 'idp-client-secret-never-shown';
let idp: Idp;
let saved: SignInConfig;

beforeAll(async () => {
  idp = await startIdp([
    {
      client_id: 'scenedock',
      client_secret: SECRET,
      redirect_uris: [`${config.publicUrl}${API}/auth/oidc/callback`],
    },
  ]);
  saved = config.signIn;
  config.signIn = {
    password: true,
    providers: [
      {
        id: 'school',
        name: 'Lakeside School',
        issuer: idp.issuer,
        clientId: 'scenedock',
        clientSecret: SECRET,
      },
    ],
    portals: [],
  };
});
afterAll(async () => {
  config.signIn = saved;
  await idp.stop();
});

/** A department with a school domain a superuser claimed for it. */
async function claimedDomain(department?: Department) {
  const holder = department ?? (await buildDepartment());
  const domain = `${unique('school')}.example`.toLowerCase();
  await testServer(await buildUser({ superuser: true }))
    .post(`${API}/departments/${holder.id}/domains`)
    .send({ domain })
    .expect(201);
  return { department: holder, domain };
}

/** The flow cookie of a start's answer, as the browser would send it back. */
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split(';')[0]).join('; ');

/** The callback's path and query, as the provider redirected the browser to it. */
const localPath = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** A person's browser: starts at Scenedock, signs in at the provider as `login`, comes back. */
async function throughProvider(
  login: string,
  options: {
    returnTo?: string;
    start?: () => Promise<{ body: { authorization_url: string }; headers: Record<string, unknown> }>;
  } = {},
) {
  const api = testServer();
  const started = options.start
    ? await options.start()
    : await api.post(`${API}/auth/oidc/school/start`).send({ return_to: options.returnTo }).expect(200);
  const cookie = cookieOf(started);
  const callback = await signInAtIdp(started.body.authorization_url, login);
  const back = await api.get(localPath(callback)).set('Cookie', cookie).expect(303);
  return { location: back.headers.location, callback, cookie, api, started };
}

/** The sign-in page's part: the fragment's ticket swapped for tokens. */
async function redeem(location: string) {
  const fragment = new URLSearchParams(location.slice(location.indexOf('#') + 1));
  const tokens = await testServer()
    .post(`${API}/auth/sign-in-ticket`)
    .send({ ticket: fragment.get('sign_in_ticket') })
    .expect(200);
  return {
    tokens: tokens.body as { access_token: string; refresh_token: string },
    next: fragment.get('next'),
  };
}

const me = (accessToken: string) =>
  testServer().get(`${API}/users/me`).set('Authorization', `Bearer ${accessToken}`).expect(200);

describe('the sign-in methods', () => {
  it('name the providers for the buttons, never a client secret', async () => {
    const res = await testServer().get(`${API}/auth/methods`).expect(200);
    expect(res.body).toEqual({ password: true, providers: [{ id: 'school', name: 'Lakeside School' }] });
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
  });

  it('start: the provider’s address with PKCE (S256), state and nonce, and an HttpOnly, SameSite=Lax cookie', async () => {
    const res = await testServer().post(`${API}/auth/oidc/school/start`).send({}).expect(200);
    const url = new URL(res.body.authorization_url);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${config.publicUrl}${API}/auth/oidc/callback`);
    expect(url.href).not.toContain(SECRET);
    const cookie = (res.headers['set-cookie'] as unknown as string[])[0];
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/v1\/auth\/oidc/);
    await testServer().post(`${API}/auth/oidc/nowhere/start`).send({}).expect(404);
  });
});

describe('signing in with a school account', () => {
  it('an account is matched by its verified email and linked once; the link opens it from then on', async () => {
    const user = await buildUser({ email: `${unique('ann')}@lakeside.example` });
    const login = user.email.toUpperCase(); // the provider's email claim is lower case
    const first = await throughProvider(login, { returnTo: '/props/7' });
    expect(first.location).toMatch(/^\/login#sign_in_ticket=/);
    const { tokens, next } = await redeem(first.location);
    expect(next).toBe('/props/7');
    expect((await me(tokens.access_token)).body.email).toBe(user.email);
    const links = await UserIdentity.findAll({ where: { user_id: user.id } });
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ provider: 'school', email: user.email });

    // the account's email changes: the link still opens it
    await user.update({ email: `${unique('ann-new')}@lakeside.example` });
    const again = await throughProvider(login);
    expect((await me((await redeem(again.location)).tokens.access_token)).body.id).toBe(user.id);
    expect(await UserIdentity.count({ where: { user_id: user.id } })).toBe(1);
  });

  it('an invited account whose setup link was not used yet is activated by the school sign-in', async () => {
    const user = await buildUser({ email: `${unique('pending')}@lakeside.example`, status: 'pending' });
    const { location } = await throughProvider(user.email);
    await redeem(location);
    await user.reload();
    expect(user.status).toBe('active');
  });

  it('a school account whose email is not verified opens nothing', async () => {
    const user = await buildUser({ email: `${unique('bo')}@lakeside.example` });
    const { location } = await throughProvider(`unverified+${user.email}`);
    expect(location).toBe('/login?sign_in_error=unverified-email');
    expect(await UserIdentity.count({ where: { user_id: user.id } })).toBe(0);
  });

  it('no account and no claimed domain: nothing is made', async () => {
    const email = `${unique('nobody')}@nowhere.example`;
    const { location } = await throughProvider(email);
    expect(location).toBe('/login?sign_in_error=no-account');
    expect(await User.count({ where: { email } })).toBe(0);
  });

  it('an inactive account is not opened', async () => {
    const user = await buildUser({ email: `${unique('gone')}@lakeside.example`, status: 'inactive' });
    const { location } = await throughProvider(user.email);
    expect(location).toBe('/login?sign_in_error=inactive');
  });

  it('a claimed domain: a new person gets an account and a pending student invitation, nothing more; its admins are told', async () => {
    const department = await buildDepartment();
    const admin = await buildUser({ role: 'admin', department });
    const { domain } = await claimedDomain(department);

    const { location } = await throughProvider(`new.student@${domain}`);
    const { tokens } = await redeem(location);
    const profile = (await me(tokens.access_token)).body;
    expect(profile.email).toBe(`new.student@${domain}`);
    expect(profile.departments).toEqual([]); // nothing granted before it is accepted
    const membership = await DepartmentMembership.findOne({ where: { user_id: profile.id } });
    expect(membership).toMatchObject({ department_id: department.id, role: 'student', status: 'pending' });
    const invitations = await testServer()
      .get(`${API}/users/me/invitations`)
      .set('Authorization', `Bearer ${tokens.access_token}`)
      .expect(200);
    expect(JSON.stringify(invitations.body)).toContain(department.name);
    await backgroundTasksSettled();
    const told = await Notification.findAll({ where: { user_id: admin.id } });
    expect(told.map((n) => n.title)).toContain(`new.student signed in with a school account`);
    expect(told.map((n) => n.message).join(' ')).toContain(
      `new.student@${domain} is invited to ${department.name}`,
    );
    // the admins see the pending invitation among the department's people
    const people = await testServer(admin, department)
      .get(`${API}/departments/${department.id}/users`)
      .expect(200);
    expect(JSON.stringify(people.body)).toContain(`new.student@${domain}`);

    // a second sign-in opens the same account, no second invitation
    const again = await throughProvider(`new.student@${domain}`);
    expect((await me((await redeem(again.location)).tokens.access_token)).body.id).toBe(profile.id);
    expect(await DepartmentMembership.count({ where: { user_id: profile.id } })).toBe(1);
  });

  it('the same new person signing in twice at once gets one account, one link and one invitation', async () => {
    const { department, domain } = await claimedDomain();
    const login = `twice@${domain}`;
    const flows = await Promise.all(
      [0, 1, 2].map(async () => {
        const api = testServer();
        const started = await api.post(`${API}/auth/oidc/school/start`).send({}).expect(200);
        return {
          api,
          cookie: cookieOf(started),
          callback: await signInAtIdp(started.body.authorization_url, login),
        };
      }),
    );
    const answers = await Promise.all(
      flows.map((flow) => flow.api.get(localPath(flow.callback)).set('Cookie', flow.cookie).expect(303)),
    );
    for (const answer of answers) expect(answer.headers.location).toMatch(/^\/login#sign_in_ticket=/);
    const users = await User.findAll({ where: { email: login } });
    expect(users).toHaveLength(1);
    expect(users[0].first_name).toBe('twice'); // the provider's `name`
    expect(await UserIdentity.count({ where: { user_id: users[0].id } })).toBe(1);
    expect(
      await DepartmentMembership.count({ where: { user_id: users[0].id, department_id: department.id } }),
    ).toBe(1);
  });

  it('an existing account signing in twice at once is linked once', async () => {
    const user = await buildUser({ email: `${unique('both')}@lakeside.example` });
    const flows = await Promise.all(
      [0, 1, 2].map(async () => {
        const api = testServer();
        const started = await api.post(`${API}/auth/oidc/school/start`).send({}).expect(200);
        return {
          api,
          cookie: cookieOf(started),
          callback: await signInAtIdp(started.body.authorization_url, user.email),
        };
      }),
    );
    const answers = await Promise.all(
      flows.map((flow) => flow.api.get(localPath(flow.callback)).set('Cookie', flow.cookie).expect(303)),
    );
    for (const answer of answers) expect(answer.headers.location).toMatch(/^\/login#sign_in_ticket=/);
    expect(await UserIdentity.count({ where: { user_id: user.id } })).toBe(1);
  });

  it('a domain of an email that is not verified makes no account', async () => {
    const { domain } = await claimedDomain();
    const { location } = await throughProvider(`unverified+someone@${domain}`);
    expect(location).toBe('/login?sign_in_error=unverified-email');
    expect(await User.count({ where: { email: `someone@${domain}` } })).toBe(0);
  });
});

describe('the callback refuses what it did not start', () => {
  it('without the flow cookie (another browser), or with another flow’s cookie: expired, nothing signed in', async () => {
    const user = await buildUser({ email: `${unique('cy')}@lakeside.example` });
    const api = testServer();
    const started = await api.post(`${API}/auth/oidc/school/start`).send({}).expect(200);
    const other = await api.post(`${API}/auth/oidc/school/start`).send({}).expect(200);
    const callback = await signInAtIdp(started.body.authorization_url, user.email);
    const bare = await api.get(localPath(callback)).expect(303);
    expect(bare.headers.location).toBe('/login?sign_in_error=expired');
    const crossed = await api.get(localPath(callback)).set('Cookie', cookieOf(other)).expect(303);
    expect(crossed.headers.location).toBe('/login?sign_in_error=expired');
    const forged = await api
      .get(localPath(callback))
      .set('Cookie', cookieOf(started).replace(/=([^.]+)\.([^.]+)\./, '=$1.e30.'))
      .expect(303);
    expect(forged.headers.location).toBe('/login?sign_in_error=expired');
    expect(await UserIdentity.count({ where: { user_id: user.id } })).toBe(0);
    // the right cookie still works, once: the provider's code is spent by then
    const right = await api.get(localPath(callback)).set('Cookie', cookieOf(started)).expect(303);
    expect(right.headers.location).toMatch(/^\/login#sign_in_ticket=/);
    const replayed = await api.get(localPath(callback)).set('Cookie', cookieOf(started)).expect(303);
    expect(replayed.headers.location).toBe('/login?sign_in_error=failed');
  });

  it('the provider’s refusal (the person cancelled) is "cancelled"', async () => {
    const api = testServer();
    const started = await api.post(`${API}/auth/oidc/school/start`).send({}).expect(200);
    const state = new URL(started.body.authorization_url).searchParams.get('state')!;
    const res = await api
      .get(`${API}/auth/oidc/callback?error=access_denied&state=${state}`)
      .set('Cookie', cookieOf(started))
      .expect(303);
    expect(res.headers.location).toBe('/login?sign_in_error=cancelled');
  });

  it('a code sent to the callback with a changed state is refused', async () => {
    const user = await buildUser({ email: `${unique('dee')}@lakeside.example` });
    const { callback, cookie, api } = await (async () => {
      const a = testServer();
      const s = await a.post(`${API}/auth/oidc/school/start`).send({}).expect(200);
      return {
        callback: await signInAtIdp(s.body.authorization_url, user.email),
        cookie: cookieOf(s),
        api: a,
      };
    })();
    const changed = new URL(callback);
    changed.searchParams.set('state', 'another-state');
    const res = await api.get(localPath(changed.href)).set('Cookie', cookie).expect(303);
    expect(res.headers.location).toBe('/login?sign_in_error=expired');
  });

  it('return_to is only ever a path of this app', async () => {
    const user = await buildUser({ email: `${unique('eve')}@lakeside.example` });
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'props']) {
      const { location } = await throughProvider(user.email, { returnTo });
      expect((await redeem(location)).next).toBe('/');
    }
  });
});

describe('the sign-in ticket', () => {
  it('works once; two redemptions at once give one session', async () => {
    const user = await buildUser({ email: `${unique('fay')}@lakeside.example` });
    const { location } = await throughProvider(user.email);
    const ticket = new URLSearchParams(location.slice(location.indexOf('#') + 1)).get('sign_in_ticket');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => testServer().post(`${API}/auth/sign-in-ticket`).send({ ticket })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400]);
    const refused = answers.find((a) => a.status === 400)!;
    expect(refused.body).toEqual({
      detail: 'This sign-in has expired or was already used. Please sign in again.',
      code: 'invalid_grant',
    });
  });

  it('lasts two minutes; junk and oversized tickets are refused', async () => {
    const user = await buildUser({ email: `${unique('gus')}@lakeside.example` });
    const { location } = await throughProvider(user.email);
    const ticket = new URLSearchParams(location.slice(location.indexOf('#') + 1)).get('sign_in_ticket')!;
    await UserToken.update(
      { expires_at: new Date(Date.now() - 1000) },
      { where: { user_id: user.id, purpose: 'sign_in_ticket' } },
    );
    await testServer().post(`${API}/auth/sign-in-ticket`).send({ ticket }).expect(400);
    await testServer().post(`${API}/auth/sign-in-ticket`).send({ ticket: 'junk' }).expect(400);
    await testServer()
      .post(`${API}/auth/sign-in-ticket`)
      .send({ ticket: 'x'.repeat(201) })
      .expect(422);
    await testServer().post(`${API}/auth/sign-in-ticket`).send({}).expect(422);
  });
});

describe('linked sign-ins in Settings', () => {
  it('a signed-in person links a school account of another email, sees it, and another account cannot take it', async () => {
    const { user, department } = await buildMember('student');
    const me = testServer(user, department);
    const schoolEmail = `${unique('hal')}@school.example`;
    const linked = await throughProvider(schoolEmail, {
      start: () => me.post(`${API}/users/me/sign-ins`).send({ provider: 'school' }).expect(200),
    });
    expect(linked.location).toBe('/settings?sign_in_linked=school');
    const list = await me.get(`${API}/users/me/sign-ins`).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ provider: 'school', provider_name: 'Lakeside School', email: schoolEmail }),
    ]);
    // signing in with it now opens this account, though the emails differ
    const signedIn = await throughProvider(schoolEmail);
    expect((await me_(signedIn.location)).id).toBe(user.id);

    const other = await buildMember('student');
    const taken = await throughProvider(schoolEmail, {
      start: () =>
        testServer(other.user, other.department)
          .post(`${API}/users/me/sign-ins`)
          .send({ provider: 'school', return_to: '/settings?tab=account' })
          .expect(200),
    });
    expect(taken.location).toBe('/settings?tab=account&sign_in_error=already-linked');
    expect(await UserIdentity.count({ where: { user_id: other.user.id } })).toBe(0);
    // each person sees only their own
    expect((await testServer(other.user).get(`${API}/users/me/sign-ins`).expect(200)).body).toEqual([]);
  });

  it('removing: one’s own only, never the last way into an account without a password', async () => {
    const { domain } = await claimedDomain();
    const { location } = await throughProvider(`ivy@${domain}`);
    const newcomer = await User.findOne({ where: { email: `ivy@${domain}` } });
    const { tokens } = await redeem(location);
    const auth = { Authorization: `Bearer ${tokens.access_token}` };
    const [link] = (await testServer().get(`${API}/users/me/sign-ins`).set(auth).expect(200)).body;
    const last = await testServer().delete(`${API}/users/me/sign-ins/${link.id}`).set(auth).expect(409);
    expect(last.body).toEqual({
      detail: 'Lakeside School is your only way to sign in. Set a password or link another account first.',
      code: 'last_sign_in',
    });
    // someone else's is not found; junk ids are a 422
    const stranger = await buildMember('admin');
    await testServer(stranger.user, stranger.department)
      .delete(`${API}/users/me/sign-ins/${link.id}`)
      .expect(404);
    await testServer(stranger.user).delete(`${API}/users/me/sign-ins/abc`).expect(422);
    expect(await UserIdentity.count({ where: { user_id: newcomer!.id } })).toBe(1);

    // with a password it goes
    const withPassword = await buildUser({ email: `${unique('jo')}@lakeside.example` });
    await redeem((await throughProvider(withPassword.email)).location);
    const session = testServer(withPassword);
    const [own] = (await session.get(`${API}/users/me/sign-ins`).expect(200)).body;
    await session.delete(`${API}/users/me/sign-ins/${own.id}`).expect(204);
    expect(await UserIdentity.count({ where: { user_id: withPassword.id } })).toBe(0);
  });
});

describe('password sign-in turned off', () => {
  it('refuses passwords and their resets, and says so in the methods', async () => {
    const user = await buildUser();
    config.signIn = { ...config.signIn, password: false };
    try {
      expect((await testServer().get(`${API}/auth/methods`).expect(200)).body.password).toBe(false);
      const res = await testServer()
        .post(`${API}/auth/login`)
        .type('form')
        .send({ username: user.email, password: 'Curtain-Call-42!' })
        .expect(403);
      expect(res.body.code).toBe('password_sign_in_off');
      await testServer().post(`${API}/auth/request-password-reset`).send({ email: user.email }).expect(403);
      // the school account still signs in
      const { location } = await throughProvider(user.email);
      await redeem(location);
    } finally {
      config.signIn = { ...config.signIn, password: true };
    }
  });
});

describe('limits', () => {
  it('starting, the callback and tickets are limited per address', async () => {
    const api = testServer();
    const bucket = bucketOf('school-sign-in:address', api.ip);
    await RateLimitHit.bulkCreate(Array.from({ length: 300 }, () => ({ bucket })));
    const refused = await api.post(`${API}/auth/oidc/school/start`).send({}).expect(429);
    expect(refused.body.detail).toMatch(
      /^Too many sign-in attempts from this address\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await api.post(`${API}/auth/sign-in-ticket`).send({ ticket: 'x' }).expect(429);
    const callback = await api.get(`${API}/auth/oidc/callback?code=x&state=y`).expect(303);
    expect(callback.headers.location).toBe('/login?sign_in_error=too-many');
  });
});

describe('secrets stay secret', () => {
  it('no log line carries the client secret, a provider code, a ticket or a token', async () => {
    const user = await buildUser({ email: `${unique('kit')}@lakeside.example` });
    const { location, callback } = await throughProvider(user.email);
    const ticket = new URLSearchParams(location.slice(location.indexOf('#') + 1)).get('sign_in_ticket')!;
    const code = new URL(callback).searchParams.get('code')!;
    const { tokens } = await redeem(location);
    const logs = mockLogLines.join('\n');
    expect(logs).toContain('/auth/oidc/callback'); // the requests were logged
    for (const secret of [SECRET, ticket, code, tokens.access_token, tokens.refresh_token])
      expect(logs).not.toContain(secret);
  });
});

async function me_(location: string) {
  return (await me((await redeem(location)).tokens.access_token)).body as { id: number };
}
