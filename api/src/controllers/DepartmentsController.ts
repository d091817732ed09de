import type { Request as ExpressRequest } from 'express';
import {
  Body,
  Controller,
  Delete,
  Get,
  NoSecurity,
  Path,
  Post,
  Produces,
  Put,
  Query,
  Request,
  Response,
  Route,
  Security,
  SuccessResponse,
  Tags,
} from '@tsoa/runtime';
import { actorOf } from '../http/actor';
import type { ErrorBody } from '../http/errorBody';
import { csvDownload } from '../http/files';
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
import { presentDepartment, type DepartmentOut } from '../presenters/departments';
import {
  presentDepartmentUser,
  presentDepartmentUsersCsv,
  presentInvitationAnswer,
  type DepartmentUserOut,
  type InvitationAnswer,
} from '../presenters/users';
import * as departments from '../services/departments';
import * as invitations from '../services/invitations';
import type { DepartmentInput, DepartmentUserStatistics } from '../services/departments';
import type { InviteInput } from '../services/invitations';

export interface AddMemberBody {
  user_id: RowId;
  /** the role in the department; student when left out */
  role?: Role;
}
export interface RoleBody {
  role: Role;
}
export interface InviteBody extends InviteInput {
  /** accepted for the old client; the path's department is the one used */
  department_id?: RowId;
}
export interface ContactConfirmationBody {
  /**
   * the token of the link mailed to the contact address
   * @maxLength 200 Must be no more than 200 characters
   */
  token: string;
}
export interface ContactConfirmedOut {
  message: string;
  /** the department whose contact address is now confirmed */
  department_name: string;
}
export interface ContactConfirmationSentOut {
  message: string;
}
export interface DepartmentCreateBody extends DepartmentInput {
  /** @maxLength 150 Must be no more than 150 characters */
  name: string;
}

@Route('departments')
@Tags('Departments')
@Security('bearer')
export class DepartmentsController extends Controller {
  /**
   * Every department with its counts, by name: any signed-in person may list them (partners are
   * visible for lending). `search` matches the name, contact person or address. X-Total-Count is
   * the number of matches before `skip` and `limit`.
   * @summary List departments
   */
  @Get()
  @SuccessResponse<{
    /** how many departments match `search` in all, whatever `skip` and `limit` cut out */
    'X-Total-Count': HeaderCount;
  }>(200, 'The page of departments')
  public async listDepartments(
    @Query() skip?: Skip,
    @Query() limit?: Limit,
    @Query() search?: SearchText,
  ): Promise<DepartmentOut[]> {
    const { items, total } = await departments.listDepartments(search, pageOf(skip, limit));
    this.setHeader('X-Total-Count', String(total));
    return items.map(presentDepartment);
  }

  /**
   * Creates a department (superusers only) and answers it with its counts. Names are unique
   * ignoring case; give both `latitude` and `longitude`, or neither.
   * @summary Create a department
   */
  @Post()
  @SuccessResponse(201, 'The department created')
  @Response<ErrorBody>(
    400,
    'A department with this name already exists; Give both latitude and longitude, or neither; or malformed JSON, or X-Current-Department is not a department id',
  )
  @Response<ErrorBody>(
    403,
    'You do not have permission to create departments; or X-Current-Department names a department you are not a member of',
  )
  public async createDepartment(
    @Body() body: DepartmentCreateBody,
    @Request() req: ExpressRequest,
  ): Promise<DepartmentOut> {
    const created = await departments.createDepartment(actorOf(req), body);
    this.setStatus(201);
    return presentDepartment(created);
  }

  /**
   * One department with its counts: any signed-in person may read it (partners are visible for
   * lending).
   * @summary Get a department
   */
  @Get('{id}')
  @Response<ErrorBody>(404, 'Department not found')
  public async getDepartment(@Path() id: RowId): Promise<DepartmentOut> {
    return presentDepartment(await departments.getDepartment(id));
  }

  /**
   * Edits a department (its admins, or a superuser). Fields left out keep their value; names are
   * unique ignoring case. A new `contact_email` receives one mail with a confirmation link and no
   * other mail until its owner follows it (`contact_email_confirmed`); 429 beyond 3 such mails a day
   * per address. Answers the department as it is now.
   * @summary Edit a department
   */
  @Put('{id}')
  @Response<ErrorBody>(
    400,
    'A department with this name already exists; Give both latitude and longitude, or neither; or malformed JSON, or X-Current-Department is not a department id',
  )
  @Response<ErrorBody>(
    403,
    'You do not have permission to edit this department; or X-Current-Department names a department you are not a member of',
  )
  @Response<ErrorBody>(404, 'Department not found')
  public async updateDepartment(
    @Path() id: RowId,
    @Body() body: DepartmentInput,
    @Request() req: ExpressRequest,
  ): Promise<DepartmentOut> {
    return presentDepartment(await departments.updateDepartment(actorOf(req), id, body));
  }

  /**
   * Confirms a department's contact address (anyone holding the link mailed to it; no sign-in):
   * from then on other departments can email it through `POST /notifications/email`. The link works
   * once, for 7 days; 400 for an unknown, used or expired one.
   * @summary Confirm a department's contact address
   */
  @Post('contact-confirmation')
  @NoSecurity()
  @Response<ErrorBody>(400, 'This confirmation link is invalid or has expired')
  public async confirmContactEmail(@Body() body: ContactConfirmationBody): Promise<ContactConfirmedOut> {
    const department = await departments.confirmContactEmail(body.token);
    return {
      message: `The contact address of ${department.name} is confirmed.`,
      department_name: department.name,
    };
  }

  /**
   * Mails the confirmation link to the department's contact address again (its admins, or a
   * superuser); earlier links stop working. Setting or changing the address sends it by itself.
   * 400 when there is no address or it is confirmed already; 429 with Retry-After beyond 3 a day
   * per address and 5 an hour per department.
   * @summary Send the contact address's confirmation again
   */
  @Post('{id}/contact-confirmation')
  @Response<ErrorBody>(400, 'The department has no contact address, or it is already confirmed')
  @Response<ErrorBody>(403, 'You do not have permission to edit this department')
  @Response<ErrorBody>(404, 'Department not found')
  @Response<
    ErrorBody,
    {
      /** seconds to wait before sending again */
      'Retry-After': HeaderCount;
    }
  >(429, 'Too many confirmation emails for this contact address. Please try again in … minutes.')
  public async resendContactConfirmation(
    @Path() id: RowId,
    @Request() req: ExpressRequest,
  ): Promise<ContactConfirmationSentOut> {
    const department = await departments.resendContactConfirmation(actorOf(req), id);
    return { message: `We sent a confirmation link to ${department.contact_email}.` };
  }

  /**
   * Deletes a department and its memberships (superusers only); refused while it still holds
   * inventory or productions.
   * @summary Delete a department
   */
  @Delete('{id}')
  @SuccessResponse(204, 'Deleted')
  @Response<ErrorBody>(
    400,
    'Cannot delete department with existing data. Please remove all associated items first. (Or X-Current-Department is not a department id.)',
  )
  @Response<ErrorBody>(
    403,
    'You do not have permission to delete departments; or X-Current-Department names a department you are not a member of',
  )
  @Response<ErrorBody>(404, 'Department not found')
  public async deleteDepartment(@Path() id: RowId, @Request() req: ExpressRequest): Promise<void> {
    await departments.deleteDepartment(actorOf(req), id);
    this.setStatus(204);
  }

  /**
   * The department's members and pending invitees with their role and status here, by last and
   * first name (its members of any role, or a superuser). `search` matches names and email,
   * `role` and `status` filter (status as the list shows it). X-Total-Count is the number of matches
   * before `skip` and `limit`.
   * @summary List the department's members
   */
  @Get('{id}/users')
  @SuccessResponse<{
    /** how many members match the filters in all, whatever `skip` and `limit` cut out */
    'X-Total-Count': HeaderCount;
  }>(200, 'The page of members')
  @Response<ErrorBody>(
    403,
    'You do not have permission to view the users of this department; or X-Current-Department names a department you are not a member of',
  )
  @Response<ErrorBody>(404, 'Department not found')
  public async listMembers(
    @Path() id: RowId,
    @Request() req: ExpressRequest,
    @Query() skip?: Skip,
    @Query() limit?: Limit,
    @Query() search?: SearchText,
    @Query() role?: Role,
    @Query() status?: UserStatus,
  ): Promise<DepartmentUserOut[]> {
    const { items, total } = await departments.listMembers(
      actorOf(req),
      id,
      { search, role, status },
      pageOf(skip, limit),
    );
    this.setHeader('X-Total-Count', String(total));
    return items.map(presentDepartmentUser);
  }

  /**
   * Invites an existing account by id (superusers only; departments invite by email). The
   * membership is pending, granting nothing, until the person accepts it; the answer is the invitee
   * as the member list shows them.
   * @summary Invite an account by id
   */
  @Post('{id}/users')
  @SuccessResponse(201, 'The pending member')
  @Response<ErrorBody>(
    400,
    'User is already a member of this department; or malformed JSON, or X-Current-Department is not a department id',
  )
  @Response<ErrorBody>(
    403,
    'You do not have permission to add users by id: invite them by email; or X-Current-Department names a department you are not a member of',
  )
  @Response<ErrorBody>(404, 'Department not found; User or department not found (no such account)')
  public async addMember(
    @Path() id: RowId,
    @Body() body: AddMemberBody,
    @Request() req: ExpressRequest,
  ): Promise<DepartmentUserOut> {
    const member = await departments.addMemberById(actorOf(req), id, body.user_id, body.role);
    this.setStatus(201);
    return presentDepartmentUser(member);
  }

  /**
   * Member counts (its members of any role, or a superuser): totals by status as the member list
   * shows it, members per role, and recent activity.
   * @summary Get the department's member statistics
   */
  @Get('{id}/users/statistics')
  @Response<ErrorBody>(
    403,
    'You do not have permission to view the users of this department; or X-Current-Department names a department you are not a member of',
  )
  @Response<ErrorBody>(404, 'Department not found')
  public async userStatistics(
    @Path() id: RowId,
    @Request() req: ExpressRequest,
  ): Promise<DepartmentUserStatistics> {
    return departments.userStatistics(actorOf(req), id);
  }

  /**
   * Recent changes to the department and its users, newest first (its admins, or a superuser).
   * `limit` defaults to 50.
   * @summary List the department's audit log
   */
  @Get('{id}/users/audit-log')
  @Response<ErrorBody>(
    403,
    'You do not have permission to view audit logs; or X-Current-Department names a department you are not a member of',
  )
  @Response<ErrorBody>(404, 'Department not found')
  public async departmentAuditLog(
    @Path() id: RowId,
    @Request() req: ExpressRequest,
    @Query() limit?: Limit,
  ): Promise<AuditLogOut[]> {
    const rows = await departments.departmentAuditLog(actorOf(req), id, pageOf(0, limit ?? 50).limit);
    return rows.map(presentAuditLog);
  }

  /**
   * The members as a CSV file named `<Department_Name>_users.csv` (its members of any role, or a
   * superuser); spreadsheet formulas are neutralised. `search`, `role` and `status` filter the rows
   * as the member list does. `format` may only be `csv` (the default); it is checked after the
   * permission.
   * @summary Export the department's members as CSV
   * @param format only `csv`
   * @maxLength format 10 Unsupported export format: only csv is available
   */
  @Get('{id}/users/export')
  @Produces('text/csv')
  @SuccessResponse<{
    /** `attachment` with the file name, as `filename` (ASCII) and `filename*` (UTF-8) */
    'Content-Disposition': string;
  }>(200, 'The CSV file', 'text/csv')
  @Response<ErrorBody>(
    400,
    'Unsupported export format: only csv is available; or X-Current-Department is not a department id',
  )
  @Response<ErrorBody>(
    403,
    'You do not have permission to view the users of this department; or X-Current-Department names a department you are not a member of',
  )
  @Response<ErrorBody>(404, 'Department not found')
  public async exportUsers(
    @Path() id: RowId,
    @Request() req: ExpressRequest,
    @Query() format?: string,
    @Query() search?: SearchText,
    @Query() role?: Role,
    @Query() status?: UserStatus,
  ): Promise<string> {
    const file = presentDepartmentUsersCsv(
      await departments.exportDepartmentUsers(actorOf(req), id, format ?? 'csv', { search, role, status }),
    );
    return csvDownload(this, { filename: file.filename, lines: [file.body] });
  }

  /**
   * Changes a member's or invitee's role (its admins, or a superuser): never your own, never a
   * superuser's (for an admin), and never the last active admin's. Answers the member as the list
   * shows them.
   * @summary Change a member's role
   */
  @Put('{id}/users/{userId}')
  @Response<ErrorBody>(
    403,
    'You do not have permission to change user roles in this department; You cannot change your own role; You do not have permission to act on a system administrator; You are no longer an admin of this department; or X-Current-Department names a department you are not a member of',
  )
  @Response<ErrorBody>(404, 'Department not found; User or department not found (no such member)')
  @Response<ErrorBody>(409, '<Department> must keep at least one active admin: make someone else admin first')
  public async changeRole(
    @Path() id: RowId,
    @Path() userId: MemberRef,
    @Body() body: RoleBody,
    @Request() req: ExpressRequest,
  ): Promise<DepartmentUserOut> {
    return presentDepartmentUser(await departments.changeMemberRole(actorOf(req), id, userId, body.role));
  }

  /**
   * Removes a member from the department, or withdraws a pending invitation (its admins, or a
   * superuser): never yourself, never a superuser (for an admin), never the last active admin. The
   * account stays.
   * @summary Remove a member
   */
  @Delete('{id}/users/{userId}')
  @SuccessResponse(204, 'Removed')
  @Response<ErrorBody>(
    403,
    'You do not have permission to remove users from this department; You cannot remove yourself; You do not have permission to act on a system administrator; You are no longer an admin of this department; or X-Current-Department names a department you are not a member of',
  )
  @Response<ErrorBody>(404, 'Department not found; User or department not found (no such member)')
  @Response<ErrorBody>(409, '<Department> must keep at least one active admin: make someone else admin first')
  public async removeMember(
    @Path() id: RowId,
    @Path() userId: MemberRef,
    @Request() req: ExpressRequest,
  ): Promise<void> {
    await departments.removeMember(actorOf(req), id, userId);
    this.setStatus(204);
  }

  /**
   * Invites by email (managers and up, handing out roles up to their own; a superuser any role). An
   * existing account gets a pending membership it accepts or declines after signing in; a new email
   * gets an account and a setup link (or, with `password`, an active account whose membership waits
   * for acceptance). The answer, `{ message }`, is the same either way; the invitee shows in the member list.
   * @summary Invite someone by email
   */
  @Post('{id}/invite')
  @SuccessResponse(201, 'The invitation made')
  @Response<ErrorBody>(
    400,
    'User is already a member of this department; Invalid email address; a password that breaks the password rule (see detail); or malformed JSON, or X-Current-Department is not a department id',
  )
  @Response<ErrorBody>(
    403,
    'You do not have permission to invite users to this department; You cannot assign a role higher than your own; or X-Current-Department names a department you are not a member of',
  )
  @Response<ErrorBody>(404, 'Department not found')
  public async invite(
    @Path() id: RowId,
    @Body() body: InviteBody,
    @Request() req: ExpressRequest,
  ): Promise<InvitationAnswer> {
    const { department_id: _ignored, ...input } = body;
    const invited = await invitations.inviteToDepartment(actorOf(req), id, input);
    this.setStatus(201);
    return presentInvitationAnswer(invited);
  }
}
