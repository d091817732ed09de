/**
 * The test infrastructure for school sign-in works: a real OpenID Connect provider (./idp) that signs
 * people in with PKCE, and a school portal (./portal) that signs tokens for Token Exchange.
 */
import { createHash, createPublicKey, randomBytes, verify, type JsonWebKey } from 'node:crypto';

import { signInAtIdp, startIdp, type Idp } from './idp';
import { startPortal, type Portal } from './portal';

const REDIRECT_URI = 'http://127.0.0.1:9/callback';
const CLIENT = {
  client_id: 'scenedock-test',
  client_secret: 'a-test-client-secret',
  redirect_uris: [REDIRECT_URI],
};

const b64url = (buf: Buffer) => buf.toString('base64url');

function decodeJwtPart<T = Record<string, unknown>>(part: string): T {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as T;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  code_challenge_methods_supported?: string[];
}

describe('test IdP (oidc-provider)', () => {
  let idp: Idp;
  let discovery: Discovery;

  beforeAll(async () => {
    idp = await startIdp([CLIENT]);
    const res = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    discovery = (await res.json()) as Discovery;
  });

  afterAll(async () => {
    await idp?.stop();
  });

  function authorizationRequest({ pkce = true } = {}) {
    const state = b64url(randomBytes(16));
    const nonce = b64url(randomBytes(16));
    const verifier = b64url(randomBytes(32));
    const url = new URL(discovery.authorization_endpoint);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', CLIENT.client_id);
    url.searchParams.set('redirect_uri', REDIRECT_URI);
    url.searchParams.set('scope', 'openid email profile');
    url.searchParams.set('state', state);
    url.searchParams.set('nonce', nonce);
    if (pkce) {
      url.searchParams.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'));
      url.searchParams.set('code_challenge_method', 'S256');
    }
    return { url: url.href, state, nonce, verifier };
  }

  async function signIn(login: string) {
    const request = authorizationRequest();
    const callback = await signInAtIdp(request.url, login);
    expect(callback.startsWith(`${REDIRECT_URI}?`)).toBe(true);
    const params = new URL(callback).searchParams;
    expect(params.get('state')).toBe(request.state);
    expect(params.get('error')).toBeNull();
    const code = params.get('code');
    expect(code).toBeTruthy();

    const res = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(
          `${encodeURIComponent(CLIENT.client_id)}:${encodeURIComponent(CLIENT.client_secret)}`,
        ).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code!,
        redirect_uri: REDIRECT_URI,
        code_verifier: request.verifier,
      }),
    });
    const tokens = (await res.json()) as { id_token?: string; access_token?: string; error?: string };
    expect(res.status).toBe(200);
    expect(typeof tokens.id_token).toBe('string');
    const [header, payload] = tokens.id_token!.split('.');
    expect(decodeJwtPart(header).alg).toBe('RS256');
    return { request, claims: decodeJwtPart(payload) };
  }

  it('serves discovery with S256 PKCE and the code flow', () => {
    expect(discovery.issuer).toBe(idp.issuer);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('signs a person in with PKCE; the ID token carries email, email_verified, name, the nonce and a stable sub', async () => {
    const first = await signIn('ann@school.example');
    expect(first.claims).toMatchObject({
      iss: idp.issuer,
      aud: CLIENT.client_id,
      email: 'ann@school.example',
      email_verified: true,
      name: 'ann',
      nonce: first.request.nonce,
    });
    expect(first.claims.sub).toMatch(/^[0-9a-f]{24}$/);

    const second = await signIn('ann@school.example');
    expect(second.claims.sub).toBe(first.claims.sub);
    expect(second.claims.nonce).toBe(second.request.nonce);

    const other = await signIn('cy@school.example');
    expect(other.claims.sub).not.toBe(first.claims.sub);
  });

  it('gives email_verified false to a login name starting with unverified+', async () => {
    const { claims } = await signIn('unverified+bo@school.example');
    expect(claims).toMatchObject({ email: 'bo@school.example', email_verified: false, name: 'bo' });
  });

  it('refuses an authorization request without a code_challenge (PKCE required)', async () => {
    const request = authorizationRequest({ pkce: false });
    const callback = await signInAtIdp(request.url, 'ann@school.example');
    const params = new URL(callback).searchParams;
    expect(callback.startsWith(`${REDIRECT_URI}?`)).toBe(true);
    expect(params.get('code')).toBeNull();
    expect(params.get('error')).toBe('invalid_request');
    expect(params.get('error_description')).toMatch(/PKCE/);
    expect(params.get('state')).toBe(request.state);
  });
});

describe('test school portal', () => {
  let portal: Portal;

  beforeAll(async () => {
    portal = await startPortal();
  });

  afterAll(async () => {
    await portal?.stop();
  });

  async function verifyWithJwks(token: string) {
    const res = await fetch(portal.jwksUrl);
    expect(res.status).toBe(200);
    const { keys } = (await res.json()) as {
      keys: (JsonWebKey & { kid: string; alg: string; use: string })[];
    };
    const [headerPart, payloadPart, signaturePart] = token.split('.');
    const header = decodeJwtPart<{ alg: string; typ: string; kid: string }>(headerPart);
    const jwk = keys.find((k) => k.kid === header.kid);
    if (!jwk) return { header, valid: false, payload: decodeJwtPart(payloadPart) };
    expect(jwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwk.d).toBeUndefined();
    const valid = verify(
      'sha256',
      Buffer.from(`${headerPart}.${payloadPart}`),
      createPublicKey({ key: jwk, format: 'jwk' }),
      Buffer.from(signaturePart, 'base64url'),
    );
    return { header, valid, payload: decodeJwtPart(payloadPart) };
  }

  it('publishes its key and signs RS256 tokens with iss, iat, exp and jti', async () => {
    expect(portal.jwksUrl).toBe(`${portal.issuer}/.well-known/jwks.json`);
    const before = Math.floor(Date.now() / 1000);
    const token = portal.sign({ sub: 'student-1', email: 'ann@school.example' });
    const { header, valid, payload } = await verifyWithJwks(token);
    expect(valid).toBe(true);
    expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    expect(payload).toMatchObject({ iss: portal.issuer, sub: 'student-1', email: 'ann@school.example' });
    expect(typeof payload.jti).toBe('string');
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.exp).toBe((payload.iat as number) + 300);

    const another = await verifyWithJwks(portal.sign({ sub: 'student-1' }));
    expect(another.payload.jti).not.toBe(payload.jti);
  });

  it('lets the claims override the defaults, and the options set the lifetime and kid', async () => {
    const old = Math.floor(Date.now() / 1000) - 3600;
    const overridden = await verifyWithJwks(
      portal.sign({ iss: 'https://elsewhere.example', aud: 'scenedock', exp: old, jti: 'fixed-jti' }),
    );
    expect(overridden.valid).toBe(true);
    expect(overridden.payload).toMatchObject({
      iss: 'https://elsewhere.example',
      aud: 'scenedock',
      exp: old,
      jti: 'fixed-jti',
    });

    const short = await verifyWithJwks(portal.sign({}, { expiresInSeconds: 30 }));
    expect(short.payload.exp).toBe((short.payload.iat as number) + 30);

    const unknownKid = await verifyWithJwks(portal.sign({}, { kid: 'not-published' }));
    expect(unknownKid.header.kid).toBe('not-published');
    expect(unknownKid.valid).toBe(false);
  });
});
