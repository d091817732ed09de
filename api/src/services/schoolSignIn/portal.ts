/**
 * A trusted portal hands its user over (OAuth 2.0 Token Exchange, RFC 8693): the portal signs a
 * short-lived JWT for its user with its own key; Scenedock checks it against the portal's published
 * keys (`PORTAL_<ID>_JWKS_URL`) and answers its own tokens for the matching account. The token must
 * name a configured portal as `iss`, Scenedock (`PORTAL_<ID>_AUDIENCE`, by default PUBLIC_URL) in
 * `aud`, carry `sub`, `jti` and `exp`, live at most 10 minutes, and be used once.
 */
import { UniqueConstraintError } from 'sequelize';
import * as jose from 'jose';
import { config, type TrustedPortalConfig } from '../../config';
import { BadRequest } from '../../errors';
import { logger } from '../../logger';
import { PortalTokenUse } from '../../models';
import { issueSession, type TokenPair } from '../auth';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/tokens';
import { accountForIdentity } from './accounts';
import { portalExchangeLimits, takeAttempt, tooManyPortalExchanges } from '../rateLimit';

export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const JWT_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:jwt';
const ID_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:id_token';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';
/** the longest a portal token may live: a token for a hand-over, not a session */
const MAX_TOKEN_AGE_SECONDS = 10 * 60;

export interface TokenExchangeRequest {
  grant_type: string;
  subject_token: string;
  subject_token_type: string;
  requested_token_type?: string;
}

/** RFC 8693's answer, with the refresh token a screen renews its session with. */
export interface ExchangedTokens extends TokenPair {
  issued_token_type: 'urn:ietf:params:oauth:token-type:access_token';
  /** seconds the access token lives */
  expires_in: number;
}

const refused = (why: string) => new BadRequest(`The portal token was refused: ${why}.`, 'invalid_grant');

const keySets = new Map<string, ReturnType<typeof jose.createRemoteJWKSet>>();
/** The portal's published keys, fetched when needed and cached (jose refetches for an unknown `kid`). */
function keysOf(portal: TrustedPortalConfig) {
  let keys = keySets.get(portal.jwksUrl);
  if (!keys) {
    keys = jose.createRemoteJWKSet(new URL(portal.jwksUrl), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
    });
    keySets.set(portal.jwksUrl, keys);
  }
  return keys;
}

function readIssuer(token: string): string | null {
  try {
    const { iss } = jose.decodeJwt(token);
    return typeof iss === 'string' ? iss : null;
  } catch {
    return null;
  }
}

async function verify(token: string, portal: TrustedPortalConfig): Promise<jose.JWTPayload> {
  try {
    const { payload } = await jose.jwtVerify(token, keysOf(portal), {
      issuer: portal.issuer,
      audience: portal.audience,
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      requiredClaims: ['sub', 'jti', 'exp', 'iat'],
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      clockTolerance: 30,
    });
    return payload;
  } catch (err) {
    if (err instanceof jose.errors.JWTExpired) {
      // an `iat` further back than the 10 minutes a hand-over token may live
      throw refused(err.claim === 'iat' ? 'it is too old' : 'it has expired');
    }
    if (err instanceof jose.errors.JWTClaimValidationFailed) {
      if (err.claim === 'aud') throw refused('it is not meant for Scenedock (audience)');
      throw refused(`its ${err.claim} claim is missing or wrong`);
    }
    if (err instanceof jose.errors.JWKSTimeout || !(err instanceof jose.errors.JOSEError)) {
      logger.warn({ portal: portal.id, err: (err as Error).message }, 'portal keys unreachable');
    }
    throw refused('its signature could not be checked against the portal’s keys');
  }
}

/** Swaps a trusted portal's token for a Scenedock session (see the module comment). */
export async function exchangePortalToken(
  input: TokenExchangeRequest,
  ip: string | null,
): Promise<ExchangedTokens> {
  if (input.grant_type !== TOKEN_EXCHANGE_GRANT) {
    throw new BadRequest(`grant_type must be ${TOKEN_EXCHANGE_GRANT}`, 'bad_request');
  }
  if (input.subject_token_type !== JWT_TOKEN_TYPE && input.subject_token_type !== ID_TOKEN_TYPE) {
    throw new BadRequest(`subject_token_type must be ${JWT_TOKEN_TYPE}`, 'bad_request');
  }
  if (input.requested_token_type && input.requested_token_type !== ACCESS_TOKEN_TYPE) {
    throw new BadRequest(`requested_token_type can only be ${ACCESS_TOKEN_TYPE}`, 'bad_request');
  }
  // Refusals are counted per address; a token that is taken forgives the attempt.
  const attempt = await takeAttempt(portalExchangeLimits(ip), tooManyPortalExchanges);
  const issuer = readIssuer(input.subject_token);
  if (!issuer) throw refused('it is not a signed JWT');
  const portal = config.signIn.portals.find((p) => p.issuer === issuer);
  if (!portal) throw refused('its issuer is not a trusted portal');
  const claims = await verify(input.subject_token, portal);

  // Used once: the jti is recorded under a unique index before anything is granted.
  try {
    await PortalTokenUse.create({
      issuer,
      jti: String(claims.jti).slice(0, 255),
      expires_at: new Date((claims.exp ?? 0) * 1000),
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw refused('it was already used');
    throw err;
  }
  const match = await accountForIdentity(
    {
      provider: `portal:${portal.id}`,
      providerName: `the portal ${portal.id}`,
      subject: String(claims.sub),
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true,
    },
    { ip, mayJoinByDomain: false },
  );
  if ('refused' in match) {
    throw refused(
      match.refused === 'inactive'
        ? 'the Scenedock account is inactive'
        : match.refused === 'unverified-email'
          ? 'it carries no verified email and its subject is not linked to an account'
          : 'no Scenedock account has its email',
    );
  }
  await attempt.release();
  await match.user.update({ last_login: new Date() });
  const tokens = await issueSession(match.user);
  return { ...tokens, issued_token_type: ACCESS_TOKEN_TYPE, expires_in: ACCESS_TOKEN_TTL_SECONDS };
}
