/**
 * Signing in with a school account over OpenID Connect: the authorization code flow with PKCE,
 * `state` and `nonce` (openid-client checks all three and the ID token's signature, issuer, audience
 * and lifetime). What the flow must remember between the two legs (the verifier, state, nonce, where
 * to go back) travels in a signed, HttpOnly, SameSite=Lax cookie scoped to these calls, so the leg
 * that returns must be the same browser that left.
 *
 * The callback never answers tokens in an address: it redirects to the sign-in page with a
 * one-time ticket in the fragment (tickets.ts), which the page swaps for tokens.
 */
import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import * as oidc from 'openid-client';
import { config } from '../../config';
import { logger } from '../../logger';
import { User, UserIdentity } from '../../models';
import { accountForIdentity, linkToAccount, type NoAccountReason, type SchoolIdentity } from './accounts';
import { callbackUrl, configurationOf, providerOf } from './providers';
import { schoolSignInLimits, takeAttempt, tooManySchoolSignIns } from '../rateLimit';
import { createSignInTicket } from './tickets';

const STATE_TTL_SECONDS = 10 * 60;

/** Why a school sign-in did not finish, as the sign-in page and Settings name it. */
export type SignInError = NoAccountReason | 'cancelled' | 'expired' | 'failed' | 'already-linked';

interface FlowState {
  typ: 'oidc-state';
  /** provider id */
  p: string;
  state: string;
  nonce: string;
  /** PKCE code verifier */
  v: string;
  /** where to go back to: a path of this app */
  r: string;
  /** linking from Settings: the signed-in person's id */
  l: number | null;
}

/** Its own key, so a flow cookie can never pass for an access token or the other way round. */
let stateKey: crypto.KeyObject | null = null;
const flowKey = () =>
  (stateKey ??= crypto.createSecretKey(
    crypto.createHash('sha256').update(`${config.jwtSecret}\0school-sign-in-state`).digest(),
  ));

/** A path of this app to go back to; anything else (another site, `//host`, a scheme) is home. */
export function safeReturnPath(value: string | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (value.length > 500 || /[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}

export interface StartedSignIn {
  authorizationUrl: string;
  /** the flow cookie's value (set by the controller) */
  cookie: string;
}

/** The provider's sign-in address for this browser, and the cookie that remembers the flow. */
export async function startSignIn(
  providerId: string,
  options: { returnTo?: string; linkFor?: User | null },
): Promise<StartedSignIn> {
  const provider = providerOf(providerId);
  const configuration = await configurationOf(provider);
  const verifier = oidc.randomPKCECodeVerifier();
  const flow: FlowState = {
    typ: 'oidc-state',
    p: provider.id,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    v: verifier,
    r: safeReturnPath(options.returnTo, options.linkFor ? '/settings' : '/'),
    l: options.linkFor?.id ?? null,
  };
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  const cookie = jwt.sign(flow, flowKey(), { algorithm: 'HS256', expiresIn: STATE_TTL_SECONDS });
  return { authorizationUrl: url.href, cookie };
}

function readFlow(cookie: string | undefined): FlowState | null {
  if (!cookie) return null;
  try {
    const payload = jwt.verify(cookie, flowKey(), { algorithms: ['HS256'] });
    return typeof payload === 'object' && payload.typ === 'oidc-state' ? (payload as FlowState) : null;
  } catch {
    return null;
  }
}

/** The person's names: given and family name, or else `name` split at its first space (Entra). */
function namesOf(claims: oidc.IDToken): { firstName?: string; lastName?: string } {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  if (given || family) return { firstName: given, lastName: family };
  const name = text(claims.name);
  if (!name) return {};
  const space = name.indexOf(' ');
  return space === -1
    ? { firstName: name }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/** Where the browser goes from the callback: a path of this app. */
export interface FinishedSignIn {
  redirectTo: string;
}

const withParam = (path: string, name: string, value: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

/**
 * The callback's answer, whatever it was sent: always a redirect into the app (the document promises
 * a 303 and a browser is on the other end), with `too-many` past the address's limit and `failed`
 * when something unexpected broke (logged).
 */
export async function signInCallback(
  query: string,
  cookie: string | undefined,
  ip: string | null,
): Promise<FinishedSignIn> {
  try {
    await takeAttempt(schoolSignInLimits(ip), tooManySchoolSignIns);
  } catch (err) {
    if ((err as { status?: number }).status !== 429) throw err;
    return { redirectTo: '/login?sign_in_error=too-many' };
  }
  try {
    return await finishSignIn(query, cookie, ip);
  } catch (err) {
    logger.error({ err }, 'school sign-in callback failed');
    return { redirectTo: withParam('/login', 'sign_in_error', 'failed') };
  }
}

/**
 * The provider's answer: `query` is the callback's query string as received. Ends at the sign-in
 * page with a ticket (or at Settings when linking), or with `sign_in_error` naming why not.
 */
async function finishSignIn(
  query: string,
  cookie: string | undefined,
  ip: string | null,
): Promise<FinishedSignIn> {
  const flow = readFlow(cookie);
  const params = new URLSearchParams(query);
  const failed = (reason: SignInError) => ({
    redirectTo: withParam(flow?.l ? flow.r : '/login', 'sign_in_error', reason),
  });
  // No flow cookie, or another flow's: an old tab, another browser, or a forged answer.
  if (!flow || params.get('state') !== flow.state) return failed('expired');
  if (params.get('error')) return failed('cancelled');
  let provider;
  try {
    provider = providerOf(flow.p);
  } catch {
    return failed('expired'); // the provider was taken out of the configuration meanwhile
  }
  let claims: oidc.IDToken | undefined;
  try {
    // The address checked is the registered one with the answer's parameters, never one the
    // request's Host header made.
    const current = new URL(callbackUrl());
    current.search = params.toString();
    const tokens = await oidc.authorizationCodeGrant(await configurationOf(provider), current, {
      pkceCodeVerifier: flow.v,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (err) {
    logger.warn({ provider: provider.id, err: (err as Error).message }, 'school sign-in refused');
    return failed('failed');
  }
  if (!claims) return failed('failed');
  const identity: SchoolIdentity = {
    provider: provider.id,
    providerName: provider.name,
    subject: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : null,
    // Entra ID has no email_verified: its xms_edov says the domain's owner verified the address.
    emailVerified:
      claims.email_verified === true || (provider.id === 'microsoft' && claims.xms_edov === true),
    ...namesOf(claims),
  };

  if (flow.l) {
    const user = await User.findByPk(flow.l);
    if (!user || user.status !== 'active') return failed('inactive');
    const taken = await UserIdentity.findOne({ where: { provider: provider.id, subject: identity.subject } });
    if (taken && taken.user_id !== user.id) return failed('already-linked');
    if (!taken) await linkToAccount(user, identity, ip);
    return { redirectTo: withParam(flow.r, 'sign_in_linked', provider.id) };
  }

  const match = await accountForIdentity(identity, { ip, mayJoinByDomain: true });
  if ('refused' in match) return failed(match.refused);
  await match.user.update({ last_login: new Date() });
  const ticket = await createSignInTicket(match.user);
  const fragment = new URLSearchParams({ sign_in_ticket: ticket, next: flow.r });
  return { redirectTo: `/login#${fragment.toString()}` };
}
