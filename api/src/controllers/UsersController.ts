import type { Request as ExpressRequest } from 'express';
import {
  Body,
  Controller,
  Delete,
  Get,
  Path,
  Post,
  Put,
  Query,
  Request,
  Response,
  Route,
  Security,
  SuccessResponse,
  Tags,
} from '@tsoa/runtime';
import { actorOf, ipOf } from '../http/actor';
import type { ErrorBody, ValidationErrorBody } from '../http/errorBody';
import { pageOf, type Limit, type RowId, type SearchText, type Skip } from '../lib/validation';
import type { Role, UserStatus } from '../models';
import { presentAuditLog, type AuditLogOut } from '../presenters/audit';
import {
  presentDepartmentUser,
  presentInvitation,
  presentInviteResult,
  presentPendingInvitation,
  presentUserView,
  type DepartmentUserOut,
  type InvitationOut,
  type InviteResult,
  type PendingInvitationOut,
  type UserOut,
} from '../presenters/users';
import type { TokenPair } from '../services/auth';
import * as invitations from '../services/invitations';
import * as users from '../services/users';
import { currentDepartmentOf } from '../services/session';
import type { UpdateMeInput, UpdateUserInput } from '../services/users';
import type { InviteInput } from '../services/invitations';

export interface SetupPasswordBody {
  /** @maxLength 200 Must be no more than 200 characters */
  token: string;
  /** @maxLength 128 Must be no more than 128 characters */
  password: string;
}
export interface SetupPasswordOut {
  tokens: TokenPair;
  user: UserOut;
}

@Route('users')
@Tags('Users')
export class UsersController extends Controller {
  /** Accepts an invitation: sets the password, activates the account, and signs in. */
  @Post('setup-password')
  @Response<ErrorBody>(400, 'Password breaks the rules')
  @Response<ErrorBody>(404, 'Unknown invitation')
  @Response<ErrorBody>(410, 'Invitation used or expired')
  public async setupPassword(
    @Body() body: SetupPasswordBody,
    @Request() req: ExpressRequest,
  ): Promise<SetupPasswordOut> {
    const { tokens, user } = await invitations.setupPassword(body.token, body.password, ipOf(req));
    return { tokens, user: presentUserView(user) };
  }

  /**
   * The invited user and department of an invitation token.
   * @maxLength token 200 Must be no more than 200 characters
   */
  @Get('validate-invitation/{token}')
  @Response<ErrorBody>(404, 'Unknown invitation')
  @Response<ErrorBody>(410, 'Invitation used or expired')
  public async validateInvitation(@Path() token: string): Promise<InvitationOut> {
    return presentInvitation(await invitations.validateInvitation(token));
  }

  /** The signed-in user. */
  @Get('me')
  @Security('bearer')
  public getMe(@Request() req: ExpressRequest): UserOut {
    return presentUserView(users.me(actorOf(req)));
  }

  /** Invitations into departments the signed-in person has not answered yet (pending memberships). */
  @Get('me/invitations')
  @Security('bearer')
  public async myInvitations(@Request() req: ExpressRequest): Promise<PendingInvitationOut[]> {
    const pending = await invitations.myInvitations(actorOf(req));
    return pending.map(presentPendingInvitation);
  }

  /** Accepts an invitation: the department becomes one of the person's, with the invited role. */
  @Post('me/invitations/{department_id}/accept')
  @Security('bearer')
  @Response<ErrorBody>(404, 'Invitation not found')
  public async acceptInvitation(
    @Path() department_id: RowId,
    @Request() req: ExpressRequest,
  ): Promise<UserOut> {
    return presentUserView(await invitations.acceptInvitation(actorOf(req), department_id));
  }

  /** Declines an invitation: the pending membership is removed. */
  @Post('me/invitations/{department_id}/decline')
  @Security('bearer')
  @SuccessResponse(204, 'Declined')
  @Response<ErrorBody>(404, 'Invitation not found')
  public async declineInvitation(
    @Path() department_id: RowId,
    @Request() req: ExpressRequest,
  ): Promise<void> {
    await invitations.declineInvitation(actorOf(req), department_id);
    this.setStatus(204);
  }

  /**
   * Updates the signed-in user's profile; the email cannot change. To change the password send
   * `current_password` and `password`: other sessions are signed out. Wrong current passwords are
   * limited per account (10 in 15 minutes), then 429 with Retry-After.
   */
  @Put('me')
  @Security('bearer')
  @Response<ErrorBody>(400, 'Current password is incorrect')
  @Response<ErrorBody>(429, 'Too many wrong current passwords')
  public async updateMe(@Body() body: UpdateMeInput, @Request() req: ExpressRequest): Promise<UserOut> {
    return presentUserView(await users.updateMe(actorOf(req), body));
  }

  /**
   * Audit rows about one user: a department admin reads the rows of the current department only;
   * the person reads all of their own, a superuser everyone's.
   */
  @Get('audit-log')
  @Security('bearer')
  @Response<ErrorBody>(403, 'Not an admin of the department')
  public async userAuditLog(
    @Query() user_id: RowId,
    @Request() req: ExpressRequest,
    @Query() limit?: Limit,
  ): Promise<AuditLogOut[]> {
    const rows = await users.userAuditLog(actorOf(req), user_id, pageOf(0, limit ?? 50).limit);
    return rows.map(presentAuditLog);
  }

  /** Users of the current department, searched by name, email or phone and filtered by role and status. Total in X-Total-Count. */
  @Get()
  @Security('bearer')
  @Response<ValidationErrorBody>(422, 'Invalid filter')
  public async listUsers(
    @Request() req: ExpressRequest,
    @Query() skip?: Skip,
    @Query() limit?: Limit,
    @Query() search?: SearchText,
    @Query() role?: Role,
    @Query() status?: UserStatus,
  ): Promise<DepartmentUserOut[]> {
    const { items, total } = await users.listUsers(
      actorOf(req),
      { search, role, status },
      pageOf(skip, limit),
    );
    this.setHeader('X-Total-Count', String(total));
    return items.map(presentDepartmentUser);
  }

  /**
   * Creates a user in the current department: the same as inviting them there (managers and up,
   * roles up to their own). The answer is the same whether or not the email had an account.
   */
  @Post()
  @Security('bearer')
  @SuccessResponse(201, 'Created')
  public async createUser(@Body() body: InviteInput, @Request() req: ExpressRequest): Promise<InviteResult> {
    const actor = actorOf(req);
    const invited = await invitations.inviteToDepartment(actor, currentDepartmentOf(actor).id, body);
    this.setStatus(201);
    return presentInviteResult(invited);
  }

  /** A user of the current department. */
  @Get('{id}')
  @Security('bearer')
  @Response<ErrorBody>(404, 'User not found')
  public async getUser(@Path() id: RowId, @Request() req: ExpressRequest): Promise<UserOut> {
    return presentUserView(await users.getUser(actorOf(req), id));
  }

  /**
   * Edits a user of the current department. A department admin switches the membership there with
   * `status` (active or inactive) and nothing else: email, names or phone that differ from the shown
   * values are a 403. A superuser also changes those account fields and `account_status`.
   */
  @Put('{id}')
  @Security('bearer')
  @Response<ErrorBody>(403, 'You do not have permission to edit this user')
  @Response<ErrorBody>(404, 'User not found')
  @Response<ErrorBody>(409, 'The department must keep at least one active admin')
  public async updateUser(
    @Path() id: RowId,
    @Body() body: UpdateUserInput,
    @Request() req: ExpressRequest,
  ): Promise<UserOut> {
    return presentUserView(await users.updateUser(actorOf(req), id, body));
  }

  /**
   * A department admin removes the user from the current department (or withdraws their pending
   * invitation); a superuser deletes the account. Never the last active admin of a department.
   */
  @Delete('{id}')
  @Security('bearer')
  @SuccessResponse(204, 'Removed')
  @Response<ErrorBody>(409, 'The department must keep at least one active admin')
  @Response<ErrorBody>(403, 'You do not have permission to remove users from this department')
  public async deleteUser(@Path() id: RowId, @Request() req: ExpressRequest): Promise<void> {
    await users.deleteUser(actorOf(req), id);
    this.setStatus(204);
  }

  /** Mails the user a password reset link (department admins). 400 for an inactive user. */
  @Post('{id}/reset-password')
  @Security('bearer')
  @Response<ErrorBody>(400, 'Cannot reset password for inactive user')
  @Response<ErrorBody>(403, 'You do not have permission to reset passwords')
  public async resetUserPassword(
    @Path() id: RowId,
    @Request() req: ExpressRequest,
  ): Promise<{ message: string }> {
    await users.sendResetMail(actorOf(req), id);
    return { message: 'Password reset email sent' };
  }

  /**
   * Mails a pending invitation again: the link to answer it for a pending membership, a new setup
   * link (earlier ones stop working) for an account that was never set up.
   */
  @Post('{id}/resend-invitation')
  @Security('bearer')
  @Response<ErrorBody>(400, 'The user is not pending')
  public async resendInvitation(
    @Path() id: RowId,
    @Request() req: ExpressRequest,
  ): Promise<{ message: string }> {
    await users.resendUserInvitation(actorOf(req), id);
    return { message: 'Invitation resent' };
  }
}
