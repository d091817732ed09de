import type { Request as ExpressRequest } from 'express';
import {
  Body,
  Consumes,
  Controller,
  Post,
  Request,
  Response,
  Route,
  Security,
  SuccessResponse,
  Tags,
  Get,
  Path,
} from '@tsoa/runtime';
import { actorOf, ipOf } from '../http/actor';
import type { ErrorBody } from '../http/errorBody';
import type { HeaderCount } from '../http/headers';
import * as auth from '../services/auth';
import { me } from '../services/users';
import { presentUserView, type UserOut } from '../presenters/users';
import type { TokenPair } from '../services/auth';

export interface LoginForm {
  /**
   * the email address
   * @minLength 5 Must be at least 5 characters
   * @maxLength 100 Must be no more than 100 characters
   */
  username: string;
  /** @maxLength 128 Must be no more than 128 characters */
  password: string;
}
export interface RefreshBody {
  /** @maxLength 200 Must be no more than 200 characters */
  refresh_token: string;
}
export interface EmailBody {
  /**
   * @minLength 5 Must be at least 5 characters
   * @maxLength 100 Must be no more than 100 characters
   */
  email: string;
}
export interface ResetPasswordBody {
  /** @maxLength 200 Must be no more than 200 characters */
  token: string;
  /** @maxLength 128 Must be no more than 128 characters */
  new_password: string;
}
export interface MessageOut {
  message: string;
}
/** A reset token that can still be used, and whose account it resets. */
export interface ResetTokenValidity {
  /** always true: a token that cannot be used is a 400 */
  valid: boolean;
  /** the account's email */
  email: string;
}

@Route('auth')
@Tags('Authentication')
export class AuthController extends Controller {
  /**
   * Signs in with the account's email and password (anyone; no token). Send form fields `username`
   * (the email) and `password`; answers an access token and a refresh token. Unknown emails and wrong
   * passwords get the same 401; pending accounts (invitation not accepted) and inactive ones a 403.
   * Failed attempts in 15 minutes are limited per account and address (10), per address (50) and per
   * account (100): then 429 with Retry-After. A right password forgives that address's earlier typos.
   * @summary Sign in
   */
  @Post('login')
  @Consumes('application/x-www-form-urlencoded')
  @Response<ErrorBody>(401, 'Incorrect email or password')
  @Response<ErrorBody>(403, 'Account pending or inactive, or password sign-in turned off on this server')
  @Response<
    ErrorBody,
    {
      /** seconds to wait before trying again */
      'Retry-After': HeaderCount;
    }
  >(429, 'Too many failed sign-in attempts')
  public async login(@Body() body: LoginForm, @Request() req: ExpressRequest): Promise<TokenPair> {
    return auth.login(body.username, body.password, ipOf(req));
  }

  /**
   * Swaps a refresh token for a new pair (anyone holding one; no access token needed). Each refresh
   * token works once: presented again within 30 s it gets another new pair (the same browser asking
   * twice); later, it ends its whole session (every token rotated from the same sign-in).
   * Expired tokens, and those of accounts that are no longer active, get a 401.
   * @summary Refresh the tokens
   */
  @Post('refresh')
  @Response<ErrorBody>(401, 'Invalid, expired or reused refresh token')
  public async refresh(@Body() body: RefreshBody): Promise<TokenPair> {
    return auth.refresh(body.refresh_token);
  }

  /**
   * Signs out the session of this refresh token (anyone holding one): every token rotated from the
   * same sign-in stops working and its open realtime connections close. Unknown tokens are ignored,
   * so the answer is always 204.
   * @summary Sign out
   */
  @Post('logout')
  @SuccessResponse(204, 'Signed out')
  public async logout(@Body() body: RefreshBody): Promise<void> {
    await auth.logout(body.refresh_token);
    this.setStatus(204);
  }

  /**
   * Checks the access token and the X-Current-Department header (any signed-in person) and answers
   * the signed-in user with their departments and `departmentRole` in the current department. A
   * department the person is not an active member of is a 403; a superuser may name any department,
   * and one that does not exist is a 404.
   * @summary Check the access token
   */
  @Post('test-token')
  @Security('bearer')
  @Response<ErrorBody>(404, 'Department not found (a superuser naming a department that does not exist)')
  public testToken(@Request() req: ExpressRequest): UserOut {
    return presentUserView(me(actorOf(req)));
  }

  /**
   * Mails a password reset link valid for one hour when an active or pending account has this email
   * (anyone; no token). The answer is the same, in about the same time, whether or not the account
   * exists. Requests are limited per email (3 an hour) and per address (20 an hour): then 429 with
   * Retry-After.
   * @summary Request a password reset mail
   */
  @Post('request-password-reset')
  @Response<ErrorBody>(403, 'Password sign-in is turned off on this server (password_sign_in_off)')
  @Response<
    ErrorBody,
    {
      /** seconds to wait before trying again */
      'Retry-After': HeaderCount;
    }
  >(429, 'Too many password reset requests')
  public async requestPasswordReset(
    @Body() body: EmailBody,
    @Request() req: ExpressRequest,
  ): Promise<MessageOut> {
    await auth.requestPasswordReset(body.email, ipOf(req));
    return { message: auth.RESET_REQUESTED_MESSAGE };
  }

  /**
   * Tells whether a password reset token can still be used (anyone; no token): answers its account's
   * email, or 400 for an unknown, used or expired token.
   * @summary Check a password reset token
   * @maxLength token 200 Must be no more than 200 characters
   */
  @Get('validate-password-reset-token/{token}')
  @Response<ErrorBody>(400, 'Invalid or expired reset token')
  public async validatePasswordResetToken(@Path() token: string): Promise<ResetTokenValidity> {
    const { email } = await auth.validatePasswordResetToken(token);
    return { valid: true, email };
  }

  /**
   * Sets a new password with a reset token (anyone; no token). The token works once, and every
   * session of the account is signed out. 400 for an unknown, used or expired token, or a password
   * that breaks the password rules.
   * @summary Reset the password
   */
  @Post('reset-password')
  @Response<ErrorBody>(400, 'Invalid or expired reset token, or a password that breaks the rules')
  public async resetPassword(
    @Body() body: ResetPasswordBody,
    @Request() req: ExpressRequest,
  ): Promise<MessageOut> {
    await auth.resetPassword(body.token, body.new_password, ipOf(req));
    return { message: 'Password reset successfully' };
  }
}
