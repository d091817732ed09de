import { Readable } from 'node:stream';
import type { Request as ExpressRequest } from 'express';
import {
  Body,
  Controller,
  Delete,
  Get,
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
import { pageOf, type Limit, type RowId, type SearchText, type Skip } from '../lib/validation';
import type { Role, UserStatus } from '../models';
import { presentAuditLog, type AuditLogOut } from '../presenters/audit';
import { presentDepartment, type DepartmentOut } from '../presenters/departments';
import {
  presentDepartmentUser,
  presentDepartmentUsersCsv,
  presentInviteResult,
  type DepartmentUserOut,
  type InviteResult,
} from '../presenters/users';
import * as departments from '../services/departments';
import * as invitations from '../services/invitations';
import type { DepartmentInput, DepartmentUserStatistics } from '../services/departments';
import type { InviteInput } from '../services/invitations';

export interface AddMemberBody {
  user_id: RowId;
  /** @maxLength 16 Must be no more than 16 characters */
  role?: string;
}
export interface RoleBody {
  /** @maxLength 16 Must be no more than 16 characters */
  role: string;
}
export interface InviteBody extends InviteInput {
  /** accepted for the old client; the path's department is the one used */
  department_id?: RowId;
}
export interface DepartmentCreateBody extends DepartmentInput {
  /** @maxLength 150 Must be no more than 150 characters */
  name: string;
}

@Route('departments')
@Tags('Departments')
@Security('bearer')
export class DepartmentsController extends Controller {
  /** Every department with its counts (partners are visible for lending). Search by name, contact person or address. */
  @Get()
  public async listDepartments(
    @Query() skip?: Skip,
    @Query() limit?: Limit,
    @Query() search?: SearchText,
  ): Promise<DepartmentOut[]> {
    const { items, total } = await departments.listDepartments(search, pageOf(skip, limit));
    this.setHeader('X-Total-Count', String(total));
    return items.map(presentDepartment);
  }

  /** Creates a department (superusers). */
  @Post()
  @SuccessResponse(201, 'Created')
  @Response<ErrorBody>(400, 'A department with this name already exists')
  @Response<ErrorBody>(403, 'You do not have permission to create departments')
  public async createDepartment(
    @Body() body: DepartmentCreateBody,
    @Request() req: ExpressRequest,
  ): Promise<DepartmentOut> {
    const created = await departments.createDepartment(actorOf(req), body);
    this.setStatus(201);
    return presentDepartment(created);
  }

  @Get('{id}')
  @Response<ErrorBody>(404, 'Department not found')
  public async getDepartment(@Path() id: RowId): Promise<DepartmentOut> {
    return presentDepartment(await departments.getDepartment(id));
  }

  /** Edits a department (its admins, or a superuser). Fields left out keep their value. */
  @Put('{id}')
  @Response<ErrorBody>(403, 'You do not have permission to edit this department')
  public async updateDepartment(
    @Path() id: RowId,
    @Body() body: DepartmentInput,
    @Request() req: ExpressRequest,
  ): Promise<DepartmentOut> {
    return presentDepartment(await departments.updateDepartment(actorOf(req), id, body));
  }

  /** Deletes a department and its memberships (superusers); refused while it still holds data. */
  @Delete('{id}')
  @SuccessResponse(204, 'Deleted')
  @Response<ErrorBody>(
    400,
    'Cannot delete department with existing data. Please remove all associated items first.',
  )
  @Response<ErrorBody>(403, 'You do not have permission to delete departments')
  public async deleteDepartment(@Path() id: RowId, @Request() req: ExpressRequest): Promise<void> {
    await departments.deleteDepartment(actorOf(req), id);
    this.setStatus(204);
  }

  /** Members with their role here (members of the department, or a superuser). */
  @Get('{id}/users')
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
   * membership is pending, granting nothing, until the person accepts it.
   */
  @Post('{id}/users')
  @SuccessResponse(201, 'Added')
  @Response<ErrorBody>(400, 'User is already a member of this department')
  public async addMember(
    @Path() id: RowId,
    @Body() body: AddMemberBody,
    @Request() req: ExpressRequest,
  ): Promise<DepartmentUserOut> {
    const member = await departments.addMemberById(actorOf(req), id, body.user_id, body.role);
    this.setStatus(201);
    return presentDepartmentUser(member);
  }

  /** Member statistics: totals by status and role, and recent activity. */
  @Get('{id}/users/statistics')
  public async userStatistics(
    @Path() id: RowId,
    @Request() req: ExpressRequest,
  ): Promise<DepartmentUserStatistics> {
    return departments.userStatistics(actorOf(req), id);
  }

  /** Recent changes to the department and its users, newest first (department admins). */
  @Get('{id}/users/audit-log')
  @Response<ErrorBody>(403, 'You do not have permission to view audit logs')
  public async departmentAuditLog(
    @Path() id: RowId,
    @Request() req: ExpressRequest,
    @Query() limit?: Limit,
  ): Promise<AuditLogOut[]> {
    const rows = await departments.departmentAuditLog(actorOf(req), id, pageOf(0, limit ?? 50).limit);
    return rows.map(presentAuditLog);
  }

  /**
   * The members as a CSV file named `<Department_Name>_users.csv`; spreadsheet formulas are neutralised.
   * `search`, `role` and `status` filter the rows as the member list does.
   * @maxLength format 10 Unsupported export format: only csv is available
   */
  @Get('{id}/users/export')
  @Produces('text/csv')
  public async exportUsers(
    @Path() id: RowId,
    @Request() req: ExpressRequest,
    @Query() format?: string,
    @Query() search?: SearchText,
    @Query() role?: Role,
    @Query() status?: UserStatus,
  ): Promise<Readable> {
    const file = presentDepartmentUsersCsv(
      await departments.exportDepartmentUsers(actorOf(req), id, format ?? 'csv', { search, role, status }),
    );
    this.setHeader('Content-Type', 'text/csv; charset=utf-8');
    this.setHeader('Content-Disposition', contentDisposition(file.filename));
    return Readable.from([file.body]);
  }

  /** Changes a member's role (department admins; never your own; never the last active admin's). */
  @Put('{id}/users/{userId}')
  @Response<ErrorBody>(409, 'The department must keep at least one active admin')
  @Response<ErrorBody>(403, 'You do not have permission to change user roles in this department')
  @Response<ErrorBody>(404, 'User or department not found')
  public async changeRole(
    @Path() id: RowId,
    @Path() userId: RowId,
    @Body() body: RoleBody,
    @Request() req: ExpressRequest,
  ): Promise<DepartmentUserOut> {
    return presentDepartmentUser(await departments.changeMemberRole(actorOf(req), id, userId, body.role));
  }

  /**
   * Removes a member from the department, or withdraws a pending invitation (department admins;
   * never yourself; never the last active admin). The account stays.
   */
  @Delete('{id}/users/{userId}')
  @Response<ErrorBody>(409, 'The department must keep at least one active admin')
  @SuccessResponse(204, 'Removed')
  @Response<ErrorBody>(403, 'You do not have permission to remove users from this department')
  @Response<ErrorBody>(404, 'User or department not found')
  public async removeMember(
    @Path() id: RowId,
    @Path() userId: RowId,
    @Request() req: ExpressRequest,
  ): Promise<void> {
    await departments.removeMember(actorOf(req), id, userId);
    this.setStatus(204);
  }

  /**
   * Invites by email (managers and up, roles up to their own). An existing account gets a pending
   * membership it accepts or declines after signing in; a new email gets an account and a setup link
   * (or, with `password`, an active account whose membership waits for acceptance). The answer is
   * the same either way and shows what the inviter typed.
   */
  @Post('{id}/invite')
  @SuccessResponse(201, 'Invited')
  @Response<ErrorBody>(400, 'User is already a member of this department')
  @Response<ErrorBody>(403, 'You do not have permission to invite users to this department')
  @Response<ErrorBody>(404, 'Department not found')
  public async invite(
    @Path() id: RowId,
    @Body() body: InviteBody,
    @Request() req: ExpressRequest,
  ): Promise<InviteResult> {
    const { department_id: _ignored, ...input } = body;
    const invited = await invitations.inviteToDepartment(actorOf(req), id, input);
    this.setStatus(201);
    return presentInviteResult(invited);
  }
}

function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
