/**
 * A trusted portal hands its user over (OAuth 2.0 Token Exchange, RFC 8693): tokens signed by a
 * real key served as a JWKS on loopback (../portal), exchanged for a Scenedock session; every
 * refusal is a 400 `invalid_grant` saying why, and changes nothing.
 */
import { config, type SignInConfig } from '../../config';
import { PortalTokenUse, RateLimitHit, UserIdentity } from '../../models';
import { bucketOf } from '../../services/rateLimit';
import { buildMember, buildUser, unique } from '../factories';
import { startPortal, type Portal } from '../portal';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

const API = '/api/v1';
const GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
const JWT_TYPE = 'urn:ietf:params:oauth:token-type:jwt';
let portal: Portal;
let impostor: Portal;
let saved: SignInConfig;

beforeAll(async () => {
  [portal, impostor] = [await startPortal(), await startPortal()];
  saved = config.signIn;
  config.signIn = {
    ...saved,
    portals: [{ id: 'district', issuer: portal.issuer, jwksUrl: portal.jwksUrl, audience: config.publicUrl }],
  };
});
afterAll(async () => {
  config.signIn = saved;
  await portal.stop();
  await impostor.stop();
});

const exchange = (subjectToken: string, api = testServer()) =>
  api.post(`${API}/auth/token`).type('form').send({
    grant_type: GRANT,
    subject_token: subjectToken,
    subject_token_type: JWT_TYPE,
  });

const tokenFor = (email: string, claims: Record<string, unknown> = {}) =>
  portal.sign({ sub: unique('portal-user'), email, email_verified: true, aud: config.publicUrl, ...claims });

const refusal = (why: string) => ({ detail: `The portal token was refused: ${why}.`, code: 'invalid_grant' });

describe('portal token exchange', () => {
  it('a verified email opens its account, links the portal subject, and the session works', async () => {
    const { user, department } = await buildMember('director');
    const sub = unique('portal-user');
    const res = await exchange(tokenFor(user.email, { sub })).expect(200);
    expect(res.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'bearer',
      issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      expires_in: 900,
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await testServer()
      .get(`${API}/users/me`)
      .set('Authorization', `Bearer ${res.body.access_token}`)
      .set('X-Current-Department', String(department.id))
      .expect(200);
    expect(me.body.email).toBe(user.email);
    expect(
      await UserIdentity.findOne({ where: { provider: 'portal:district', subject: sub } }),
    ).toMatchObject({
      user_id: user.id,
    });
    // later tokens need only the linked subject
    const bySubject = await exchange(portal.sign({ sub, aud: config.publicUrl })).expect(200);
    expect(bySubject.body.access_token).toBeTruthy();
    // and the session renews like any other
    await testServer()
      .post(`${API}/auth/refresh`)
      .send({ refresh_token: res.body.refresh_token })
      .expect(200);
  });

  it('refuses an untrusted issuer, another audience, an expired or old token, a bad signature, a replay', async () => {
    const user = await buildUser();
    await exchange(
      impostor.sign({ sub: 'x', email: user.email, email_verified: true, aud: config.publicUrl }),
    )
      .expect(400)
      .expect((res) => expect(res.body).toEqual(refusal('its issuer is not a trusted portal')));
    await exchange(tokenFor(user.email, { aud: 'https://another-app.example' }))
      .expect(400)
      .expect((res) => expect(res.body).toEqual(refusal('it is not meant for Scenedock (audience)')));
    await exchange(
      portal.sign(
        { sub: 'x', email: user.email, email_verified: true, aud: config.publicUrl },
        { expiresInSeconds: -120 },
      ),
    )
      .expect(400)
      .expect((res) => expect(res.body).toEqual(refusal('it has expired')));
    const now = Math.floor(Date.now() / 1000);
    await exchange(tokenFor(user.email, { iat: now - 3600, exp: now + 60 }))
      .expect(400)
      .expect((res) => expect(res.body).toEqual(refusal('it is too old')));
    // the impostor's key with the trusted portal's name
    await exchange(
      impostor.sign({
        iss: portal.issuer,
        sub: 'x',
        email: user.email,
        email_verified: true,
        aud: config.publicUrl,
      }),
    )
      .expect(400)
      .expect((res) =>
        expect(res.body).toEqual(refusal('its signature could not be checked against the portal’s keys')),
      );
    await exchange('not-a-jwt')
      .expect(400)
      .expect((res) => expect(res.body).toEqual(refusal('it is not a signed JWT')));
    await exchange(tokenFor(user.email, { jti: undefined }))
      .expect(400)
      .expect((res) => expect(res.body).toEqual(refusal('its jti claim is missing or wrong')));

    const once = tokenFor(user.email);
    await exchange(once).expect(200);
    await exchange(once)
      .expect(400)
      .expect((res) => expect(res.body).toEqual(refusal('it was already used')));
    expect(await UserIdentity.count({ where: { user_id: user.id } })).toBe(1);
  });

  it('a token replayed many times at once gives one session', async () => {
    const user = await buildUser();
    const token = tokenFor(user.email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => exchange(token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(await PortalTokenUse.count({ where: { issuer: portal.issuer } })).toBeGreaterThan(0);
  });

  it('an unverified email, an unknown person and an inactive account open nothing', async () => {
    const user = await buildUser();
    await exchange(tokenFor(user.email, { email_verified: false }))
      .expect(400)
      .expect((res) =>
        expect(res.body).toEqual(
          refusal('it carries no verified email and its subject is not linked to an account'),
        ),
      );
    await exchange(tokenFor(`${unique('nobody')}@nowhere.example`))
      .expect(400)
      .expect((res) => expect(res.body).toEqual(refusal('no Scenedock account has its email')));
    const gone = await buildUser({ status: 'inactive' });
    await exchange(tokenFor(gone.email))
      .expect(400)
      .expect((res) => expect(res.body).toEqual(refusal('the Scenedock account is inactive')));
    expect(await UserIdentity.count({ where: { user_id: user.id } })).toBe(0);
  });

  it('only a token exchange of a JWT is taken; junk and oversized input is a 4xx', async () => {
    const api = testServer();
    const send = (body: Record<string, string>) => api.post(`${API}/auth/token`).type('form').send(body);
    const token = tokenFor('someone@nowhere.example');
    await send({ grant_type: 'password', subject_token: token, subject_token_type: JWT_TYPE }).expect(400);
    await send({ grant_type: GRANT, subject_token: token, subject_token_type: 'urn:x' }).expect(400);
    await send({
      grant_type: GRANT,
      subject_token: token,
      subject_token_type: JWT_TYPE,
      requested_token_type: 'urn:ietf:params:oauth:token-type:refresh_token',
    }).expect(400);
    await send({ grant_type: GRANT, subject_token_type: JWT_TYPE }).expect(422);
    await send({ grant_type: GRANT, subject_token: 'x'.repeat(8001), subject_token_type: JWT_TYPE }).expect(
      422,
    );
  });

  it('refusals are limited per address; a good token still counts nothing', async () => {
    const api = testServer();
    await RateLimitHit.bulkCreate(
      Array.from({ length: 30 }, () => ({ bucket: bucketOf('portal-exchange-failure:address', api.ip) })),
    );
    const user = await buildUser();
    const res = await exchange(tokenFor(user.email), api).expect(429);
    expect(res.body.detail).toMatch(
      /^Too many refused portal tokens from this address\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
