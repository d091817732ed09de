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

@Route('auth')
@Tags('Authentication')
export class AuthController extends Controller {
  /**
   * Signs in. Send form fields `username` (the email) and `password`. Unknown emails and wrong
   * passwords get the same 401; pending and inactive accounts a 403. Repeated failures answer 429.
   */
  @Post('login')
  @Consumes('application/x-www-form-urlencoded')
  @Response<ErrorBody>(401, 'Incorrect email or password')
  @Response<ErrorBody>(403, 'Account pending or inactive')
  @Response<ErrorBody>(429, 'Too many failed attempts')
  public async login(@Body() body: LoginForm, @Request() req: ExpressRequest): Promise<TokenPair> {
    return auth.login(body.username, body.password, ipOf(req));
  }

  /** Swaps a refresh token for a new pair. Each refresh token works once; a reused one ends its session. */
  @Post('refresh')
  @Response<ErrorBody>(401, 'Invalid, expired or reused refresh token')
  public async refresh(@Body() body: RefreshBody): Promise<TokenPair> {
    return auth.refresh(body.refresh_token);
  }

  /** Signs the session of this refresh token out everywhere it was rotated to. */
  @Post('logout')
  @SuccessResponse(204, 'Signed out')
  public async logout(@Body() body: RefreshBody): Promise<void> {
    await auth.logout(body.refresh_token);
    this.setStatus(204);
  }

  /** The signed-in user with their departments and `departmentRole` in the current department. */
  @Post('test-token')
  @Security('bearer')
  @Response<ErrorBody>(401, 'Not authenticated')
  public testToken(@Request() req: ExpressRequest): UserOut {
    return presentUserView(me(actorOf(req)));
  }

  /** Mails a reset link valid for one hour when the account exists; answers the same either way. */
  @Post('request-password-reset')
  @Response<ErrorBody>(429, 'Too many reset requests')
  public async requestPasswordReset(
    @Body() body: EmailBody,
    @Request() req: ExpressRequest,
  ): Promise<MessageOut> {
    await auth.requestPasswordReset(body.email, ipOf(req));
    return { message: auth.RESET_REQUESTED_MESSAGE };
  }

  /**
   * Whether a reset token can still be used.
   * @maxLength token 200 Must be no more than 200 characters
   */
  @Get('validate-password-reset-token/{token}')
  @Response<ErrorBody>(400, 'Invalid or expired reset token')
  public async validatePasswordResetToken(@Path() token: string): Promise<{ valid: boolean; email: string }> {
    const { email } = await auth.validatePasswordResetToken(token);
    return { valid: true, email };
  }

  /** Sets a new password with a reset token; every session of the account is signed out. */
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
