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
import type { HeaderCount } from '../http/headers';
import {
  pageOf,
  type Limit,
  type MemberRef,
  type RowId,
  type SearchText,
  type Skip,
} from '../lib/validation';
import type { Role, UserStatus } from '../models';
import { presentAuditLog, type AuditLogOut } from '../presenters/audit';
import {
  presentDepartmentUser,
  presentInvitation,
  presentInvitationAnswer,
  presentMe,
  presentPendingInvitation,
  presentUserView,
  type DepartmentUserOut,
  type InvitationAnswer,
  type InvitationOut,
  type MeOut,
  type PendingInvitationOut,
  type UserOut,
} from '../presenters/users';
import type { TokenPair } from '../services/auth';
import type { MessageOut } from './AuthController';
import * as invitations from '../services/invitations';
import * as users from '../services/users';
import { updateListSettings, type ListSettings, type ListSettingsInput } from '../services/listSettings';
import { currentDepartmentOf } from '../services/session';
import type { UpdateMeInput, UpdateUserInput } from '../services/users';
import type { InviteInput } from '../services/invitations';

export interface SetupPasswordBody {
  /** @maxLength 200 Must be no more than 200 characters */
  token: string;
  /** @maxLength 128 Must be no more than 128 characters */
  password: string;
}
/** The signed-in new user: their tokens, and the user with their departments. */
export interface SetupPasswordOut {
  tokens: TokenPair;
  user: MeOut;
}

@Route('users')
@Tags('Users')
export class UsersController extends Controller {
  /**
   * Accepts the invitation of a setup link (anyone holding the link; no token): sets the password,
   * activates the account and signs it in, answering its tokens and the user. The link works once,
   * for 7 days. 404 for an unknown link, 410 for a used or expired one (checked before the password),
   * 400 for a password that breaks the password rules.
   * @summary Set up an invited account's password
   */
  @Post('setup-password')
  @Response<ErrorBody>(400, 'Password breaks the rules')
  @Response<ErrorBody>(404, 'This invitation link is invalid')
  @Response<ErrorBody>(410, 'This invitation has already been used, or has expired')
  public async setupPassword(
    @Body() body: SetupPasswordBody,
    @Request() req: ExpressRequest,
  ): Promise<SetupPasswordOut> {
    const { tokens, user } = await invitations.setupPassword(body.token, body.password, ipOf(req));
    return { tokens, user: presentMe(user) };
  }

  /**
   * Tells whom a setup link invites, and into which department (anyone holding the link; no token),
   * for the setup page to show. 404 for an unknown link, 410 for a used or expired one.
   * @summary Check an invitation link
   * @maxLength token 200 Must be no more than 200 characters
   */
  @Get('validate-invitation/{token}')
  @Response<ErrorBody>(404, 'This invitation link is invalid')
  @Response<ErrorBody>(410, 'This invitation has already been used, or has expired')
  public async validateInvitation(@Path() token: string): Promise<InvitationOut> {
    return presentInvitation(await invitations.validateInvitation(token));
  }

  /**
   * The signed-in person (anyone signed in): their account, their active departments with their
   * role in each, `departmentRole` in the current department (null when not a member of it, as a
   * superuser may be), and their `list_settings`: how the inventory lists show to them (cards or
   * rows, the order, the page size), the defaults until saved.
   * @summary Get the signed-in user
   */
  @Get('me')
  @Security('bearer')
  public getMe(@Request() req: ExpressRequest): MeOut {
    return presentMe(users.me(actorOf(req)));
  }

  /**
   * Saves how the signed-in person likes the inventory lists (anyone signed in): `view` (`cards` or
   * `list`), `sort` (as the lists' `sort`: `newest`, `name`, `condition`, `location`) and
   * `page_size` (24, 50 or 100). Fields left out keep their value; any other value or field is a
   * 422 naming it. Kept on the account, so they follow the person to every device; `GET /users/me`
   * answers them as `list_settings`. Answers all the settings as saved.
   * @summary Update my inventory list settings
   */
  @Put('me/list-settings')
  @Security('bearer')
  @Response<ValidationErrorBody>(422, 'A view, sort or page size the lists do not offer, or an unknown field')
  public async updateMyListSettings(
    @Body() body: ListSettingsInput,
    @Request() req: ExpressRequest,
  ): Promise<ListSettings> {
    return updateListSettings(actorOf(req), body);
  }

  /**
   * The signed-in person's invitations into departments that they have not answered yet (pending
   * memberships), oldest first, with the invited role and who invited them. They grant nothing
   * until accepted.
   * @summary List my pending invitations
   */
  @Get('me/invitations')
  @Security('bearer')
  public async myInvitations(@Request() req: ExpressRequest): Promise<PendingInvitationOut[]> {
    const pending = await invitations.myInvitations(actorOf(req));
    return pending.map(presentPendingInvitation);
  }

  /**
   * Accepts one of the signed-in person's pending invitations: the department becomes one of theirs,
   * with the invited role, and the inviter is notified. Answers the user with the department listed;
   * 404 when there is no pending invitation into that department.
   * @summary Accept an invitation
   */
  @Post('me/invitations/{department_id}/accept')
  @Security('bearer')
  @Response<ErrorBody>(404, 'Invitation not found')
  public async acceptInvitation(
    @Path() department_id: RowId,
    @Request() req: ExpressRequest,
  ): Promise<MeOut> {
    return presentMe(await invitations.acceptInvitation(actorOf(req), department_id));
  }

  /**
   * Declines one of the signed-in person's pending invitations: the pending membership is removed and
   * the inviter is notified. 404 when there is no pending invitation into that department.
   * @summary Decline an invitation
   */
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
   * Updates the signed-in person's own profile (anyone signed in): names and phone; the email is
   * their sign-in identity and cannot change here (400 when it differs). To change the password send
   * `current_password` and `password`: other sessions are signed out, this one goes on. Wrong current
   * passwords are limited per account (10 in 15 minutes), then 429 with Retry-After.
   * @summary Update my profile
   */
  @Put('me')
  @Security('bearer')
  @Response<ErrorBody>(
    400,
    'Email cannot be changed, current password missing or incorrect, or a new password that breaks the rules',
  )
  @Response<
    ErrorBody,
    {
      /** seconds to wait before trying again */
      'Retry-After': HeaderCount;
    }
  >(429, 'Too many wrong current passwords')
  public async updateMe(@Body() body: UpdateMeInput, @Request() req: ExpressRequest): Promise<MeOut> {
    return presentMe(await users.updateMe(actorOf(req), body));
  }

  /**
   * Audit rows about one user, newest first. The person reads all of their own and a superuser
   * everyone's; an admin of the current department reads the rows of that department only, about a
   * member of it (404 for anyone else). Rows without a department (sign-ins, profile and password
   * changes) carry IP addresses and are never a department's to read.
   * @summary List a user's audit log
   */
  @Get('audit-log')
  @Security('bearer')
  @Response<ErrorBody>(403, 'You do not have permission to view audit logs')
  @Response<ErrorBody>(404, 'User not found')
  public async userAuditLog(
    @Query() user_id: MemberRef,
    @Request() req: ExpressRequest,
    @Query() limit?: Limit,
  ): Promise<AuditLogOut[]> {
    const rows = await users.userAuditLog(actorOf(req), user_id, pageOf(0, limit ?? 50).limit);
    return rows.map(presentAuditLog);
  }

  /**
   * Members of the current department, pending invitations included (any member), searched by name,
   * email or phone and filtered by role and status, sorted by last and first name. A row shows one
   * status (see `DepartmentUserOut.status`) and, while an invitation is pending, what the inviter
   * typed. The number of matching rows is in X-Total-Count.
   * @summary List the current department's users
   */
  @Get()
  @Security('bearer')
  @SuccessResponse<{
    /** how many users match the filters in all, whatever `skip` and `limit` cut out */
    'X-Total-Count': HeaderCount;
  }>(200, 'The page of users')
  @Response<ValidationErrorBody>(422, 'An invalid filter, skip or limit')
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
   * Creates a user in the current department: the same as inviting them there (managers and up, with
   * a role up to their own). The answer, `{ message }`, is the same whether or not the email had an
   * account; the invitee shows in the member list, pending until they accept. 400 for an address already
   * in the department, an invalid email or a password that breaks the rules.
   * @summary Invite a user into the current department
   */
  @Post()
  @Security('bearer')
  @SuccessResponse(201, 'Invited')
  @Response<ErrorBody>(
    400,
    'User is already a member of this department, an invalid email, or a password that breaks the rules',
  )
  @Response<ErrorBody>(403, 'Below manager, or a role above your own')
  public async createUser(
    @Body() body: InviteInput,
    @Request() req: ExpressRequest,
  ): Promise<InvitationAnswer> {
    const actor = actorOf(req);
    const invited = await invitations.inviteToDepartment(actor, currentDepartmentOf(actor).id, body);
    this.setStatus(201);
    return presentInvitationAnswer(invited);
  }

  /**
   * A user of the current department (any member), with their active departments; a pending invitee
   * as the inviter typed them. A superuser reads any account. 404 for anyone else.
   * @summary Get a user
   */
  @Get('{id}')
  @Security('bearer')
  @Response<ErrorBody>(404, 'User not found')
  public async getUser(@Path() id: MemberRef, @Request() req: ExpressRequest): Promise<UserOut> {
    return presentUserView(await users.getUser(actorOf(req), id));
  }

  /**
   * Edits a user of the current department. A department admin switches the membership there with
   * `status` (active or inactive) and nothing else: email, names or phone that differ from the shown
   * values are a 403 (unchanged ones are accepted). A superuser also changes those account fields and
   * `account_status` (inactive ends every session). Never your own status; never the last active
   * admin of a department (409).
   * @summary Edit a user
   */
  @Put('{id}')
  @Security('bearer')
  @Response<ErrorBody>(400, 'An invalid status or email, an email taken, or an invitation not accepted yet')
  @Response<ErrorBody>(403, 'You do not have permission to edit this user')
  @Response<ErrorBody>(404, 'User not found')
  @Response<ErrorBody>(409, 'The department must keep at least one active admin')
  public async updateUser(
    @Path() id: MemberRef,
    @Body() body: UpdateUserInput,
    @Request() req: ExpressRequest,
  ): Promise<UserOut> {
    return presentUserView(await users.updateUser(actorOf(req), id, body));
  }

  /**
   * A department admin removes the user from the current department (or withdraws their pending
   * invitation; the account and its other departments stay); a superuser deletes the account. Never
   * yourself; never the last active admin of a department (409).
   * @summary Remove a user
   */
  @Delete('{id}')
  @Security('bearer')
  @SuccessResponse(204, 'Removed')
  @Response<ErrorBody>(403, 'You do not have permission to remove users from this department')
  @Response<ErrorBody>(404, 'User not found')
  @Response<ErrorBody>(409, 'The department must keep at least one active admin')
  public async deleteUser(@Path() id: MemberRef, @Request() req: ExpressRequest): Promise<void> {
    await users.deleteUser(actorOf(req), id);
    this.setStatus(204);
  }

  /**
   * Mails a member of the current department a password reset link, to their own address (department
   * admins; never for yourself: use your profile). 400 for an inactive user or a pending one (resend
   * the invitation instead); 404 for someone not in the department.
   * @summary Send a user a password reset mail
   */
  @Post('{id}/reset-password')
  @Security('bearer')
  @Response<ErrorBody>(400, 'The user is inactive or has not accepted their invitation yet')
  @Response<ErrorBody>(403, 'You do not have permission to reset passwords')
  @Response<ErrorBody>(404, 'User not found')
  public async resetUserPassword(@Path() id: MemberRef, @Request() req: ExpressRequest): Promise<MessageOut> {
    await users.sendResetMail(actorOf(req), id);
    return { message: 'Password reset email sent' };
  }

  /**
   * Mails a pending invitation into the current department again (managers and up): a pending
   * membership gets the link to answer it, an account that was never set up a new setup link
   * (earlier ones stop working). 400 when the user has already accepted; 404 for someone not in the
   * department. Per invited address, whoever resends: one every 10 minutes and 3 a day, else 429
   * with Retry-After and a message saying when to try again.
   * @summary Resend an invitation
   */
  @Post('{id}/resend-invitation')
  @Security('bearer')
  @Response<ErrorBody>(400, 'This user has already accepted their invitation')
  @Response<ErrorBody>(403, 'You do not have permission to invite users to this department')
  @Response<ErrorBody>(404, 'User not found')
  @Response<
    ErrorBody,
    {
      /** seconds to wait before resending */
      'Retry-After': HeaderCount;
    }
  >(429, 'Too many invitation emails to this address. Please try again in … minutes.')
  public async resendInvitation(@Path() id: MemberRef, @Request() req: ExpressRequest): Promise<MessageOut> {
    await users.resendUserInvitation(actorOf(req), id);
    return { message: 'Invitation resent' };
  }
}
