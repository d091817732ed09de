import type { Request as ExpressRequest } from 'express';
import {
  Body,
  Consumes,
  Controller,
  Delete,
  Get,
  NoSecurity,
  Path,
  Post,
  Request,
  Response,
  Route,
  Security,
  SuccessResponse,
  Tags,
} from '@tsoa/runtime';
import { actorOf, ipOf } from '../http/actor';
import { clearFlowCookie, readCookie, setFlowCookie, STATE_COOKIE } from '../http/cookies';
import type { ErrorBody } from '../http/errorBody';
import type { HeaderCount } from '../http/headers';
import type { User } from '../models';
import type { TokenPair } from '../services/auth';
import { mySignIns, removeSignIn, type LinkedSignIn } from '../services/schoolSignIn/identities';
import { signInCallback, startSignIn } from '../services/schoolSignIn/oidc';
import { exchangePortalToken as exchangeToken, type ExchangedTokens } from '../services/schoolSignIn/portal';
import { signInMethods as methodsOfSignIn, type SignInMethods } from '../services/schoolSignIn/providers';
import { redeemSignInTicket as redeemTicket } from '../services/schoolSignIn/tickets';
import { schoolSignInLimits, takeAttempt, tooManySchoolSignIns } from '../services/rateLimit';

export interface StartSignInBody {
  /**
   * the path of this app to open after signing in, e.g. `/props/7`; anything else opens the dashboard
   * @maxLength 500 Must be no more than 500 characters
   */
  return_to?: string;
}

export interface LinkSignInBody extends StartSignInBody {
  /**
   * the provider's id, one of `GET /auth/methods`'s
   * @maxLength 64 Must be no more than 64 characters
   */
  provider: string;
}

/** Where the browser goes next: the provider's sign-in page. */
export interface SignInStarted {
  authorization_url: string;
}

export interface SignInTicketBody {
  /**
   * the `sign_in_ticket` of the address the callback redirected to
   * @maxLength 200 Must be no more than 200 characters
   */
  ticket: string;
}

/** OAuth 2.0 Token Exchange (RFC 8693), form-encoded. */
export interface TokenExchangeForm {
  /** `urn:ietf:params:oauth:grant-type:token-exchange` */
  grant_type: string;
  /**
   * the portal's signed JWT for its user
   * @maxLength 8000 Must be no more than 8000 characters
   */
  subject_token: string;
  /** `urn:ietf:params:oauth:token-type:jwt` (or `…:id_token`) */
  subject_token_type: string;
  /** optional: `urn:ietf:params:oauth:token-type:access_token`, the only kind issued */
  requested_token_type?: string;
}

/** Signing in and linking start alike: counted per address, the flow's cookie set, the provider's address answered. */
async function beginSignIn(
  req: ExpressRequest,
  provider: string,
  returnTo: string | undefined,
  linkFor: User | null,
): Promise<SignInStarted> {
  await takeAttempt(schoolSignInLimits(ipOf(req)), tooManySchoolSignIns);
  const started = await startSignIn(provider, { returnTo, linkFor });
  setFlowCookie(req, started.cookie);
  return { authorization_url: started.authorizationUrl };
}

@Route('auth')
@Tags('School sign-in')
export class SchoolSignInController extends Controller {
  /**
   * How people sign in on this server (anyone; no token): whether email and password are on, and the
   * school sign-in providers to show a button for ("Sign in with Google").
   * @summary Sign-in methods
   */
  @Get('methods')
  @NoSecurity()
  public signInMethods(): SignInMethods {
    return methodsOfSignIn();
  }

  /**
   * Starts signing in with a school account (anyone; no token): answers the provider's sign-in
   * address and sets a short-lived, HttpOnly cookie remembering the flow (PKCE verifier, state,
   * nonce), which the callback needs: open the address in the same browser. Limited per address.
   * @summary Start a school sign-in
   */
  @Post('oidc/{provider}/start')
  @NoSecurity()
  @Response<ErrorBody>(404, 'No such sign-in provider')
  @Response<
    ErrorBody,
    {
      /** seconds to wait before trying again */
      'Retry-After': HeaderCount;
    }
  >(429, 'Too many sign-in attempts from this address')
  @Response<ErrorBody>(503, 'The provider could not be reached')
  public async startSchoolSignIn(
    @Path() provider: string,
    @Body() body: StartSignInBody,
    @Request() req: ExpressRequest,
  ): Promise<SignInStarted> {
    return beginSignIn(req, provider, body.return_to, null);
  }

  /**
   * Where the provider sends the browser back (registered with the provider as
   * `PUBLIC_URL/api/v1/auth/oidc/callback`). Checks the flow cookie, state, nonce and PKCE, then
   * redirects to the sign-in page with a one-time `sign_in_ticket` in the fragment, or with
   * `?sign_in_error=` naming why not (`cancelled`, `expired`, `failed`, `unverified-email`,
   * `no-account`, `inactive`, `already-linked`, `too-many`). Linking from Settings goes back there.
   * @summary School sign-in callback
   */
  @Get('oidc/callback')
  @NoSecurity()
  @SuccessResponse<{ Location: string }>(303, 'To the app')
  public async schoolSignInCallback(@Request() req: ExpressRequest): Promise<void> {
    const query = req.originalUrl.includes('?')
      ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1)
      : '';
    const { redirectTo } = await signInCallback(query, readCookie(req, STATE_COOKIE), ipOf(req));
    clearFlowCookie(req);
    this.setStatus(303);
    this.setHeader('Location', redirectTo);
    this.setHeader('Cache-Control', 'no-store');
  }

  /**
   * Swaps the one-time ticket of a school sign-in for tokens (anyone holding one; no token). A
   * ticket works once, for two minutes: otherwise 400 `invalid_grant`.
   * @summary Finish a school sign-in
   */
  @Post('sign-in-ticket')
  @NoSecurity()
  @Response<ErrorBody>(400, 'Unknown, used or expired ticket')
  @Response<
    ErrorBody,
    {
      /** seconds to wait before trying again */
      'Retry-After': HeaderCount;
    }
  >(429, 'Too many sign-in attempts from this address')
  public async redeemSignInTicket(
    @Body() body: SignInTicketBody,
    @Request() req: ExpressRequest,
  ): Promise<TokenPair> {
    await takeAttempt(schoolSignInLimits(ipOf(req)), tooManySchoolSignIns);
    return redeemTicket(body.ticket);
  }

  /**
   * OAuth 2.0 Token Exchange (RFC 8693) for trusted portals (anyone holding a portal token; no
   * Scenedock token): a JWT the portal signed for its user (`iss` a trusted portal, `aud`
   * Scenedock, `sub`, `jti`, `exp`, at most 10 minutes old; `email` with `email_verified` to match an
   * account not linked yet) becomes a Scenedock session. A token from an untrusted issuer, for
   * another audience, expired, badly signed or used before is a 400 `invalid_grant` saying which.
   * Refusals are limited per address (30 in 15 minutes).
   * @summary Exchange a portal token
   */
  @Post('token')
  @NoSecurity()
  @Consumes('application/x-www-form-urlencoded')
  @Response<ErrorBody>(
    400,
    'The portal token was refused (invalid_grant), or the request is not a token exchange',
  )
  @Response<
    ErrorBody,
    {
      /** seconds to wait before trying again */
      'Retry-After': HeaderCount;
    }
  >(429, 'Too many refused portal tokens from this address')
  public async exchangePortalToken(
    @Body() body: TokenExchangeForm,
    @Request() req: ExpressRequest,
  ): Promise<ExchangedTokens> {
    this.setHeader('Cache-Control', 'no-store');
    return exchangeToken(body, ipOf(req));
  }
}

@Route('users/me/sign-ins')
@Tags('School sign-in')
@Security('bearer')
export class LinkedSignInsController extends Controller {
  /**
   * The signed-in person's linked school sign-ins (any signed-in person; their own only).
   * @summary My linked sign-ins
   */
  @Get()
  public async listMySignIns(@Request() req: ExpressRequest): Promise<LinkedSignIn[]> {
    return mySignIns(actorOf(req));
  }

  /**
   * Starts linking a school account to the signed-in person's account, whatever its email: answers
   * the provider's address to open in this browser; the callback comes back to `return_to`
   * (Settings by default) with `?sign_in_linked=<provider>` or `?sign_in_error=`.
   * @summary Link a school account
   */
  @Post()
  @Response<ErrorBody>(404, 'No such sign-in provider')
  @Response<
    ErrorBody,
    {
      /** seconds to wait before trying again */
      'Retry-After': HeaderCount;
    }
  >(429, 'Too many sign-in attempts from this address')
  @Response<ErrorBody>(503, 'The provider could not be reached')
  public async linkSchoolAccount(
    @Body() body: LinkSignInBody,
    @Request() req: ExpressRequest,
  ): Promise<SignInStarted> {
    return beginSignIn(req, body.provider, body.return_to, actorOf(req).user);
  }

  /**
   * Unlinks one of the person's own sign-ins. The only way into an account (no password, or
   * password sign-in turned off) cannot be removed: 409 `last_sign_in`.
   * @summary Remove a linked sign-in
   * @isInt id
   */
  @Delete('{id}')
  @SuccessResponse(204, 'Removed')
  @Response<ErrorBody>(404, 'Not one of your linked sign-ins')
  @Response<ErrorBody>(409, 'Your only way to sign in')
  public async removeMySignIn(@Path() id: number, @Request() req: ExpressRequest): Promise<void> {
    await removeSignIn(actorOf(req), id);
    this.setStatus(204);
  }
}
