import type { Request as ExpressRequest } from 'express';
import {
  Body,
  Controller,
  Delete,
  Get,
  Path,
  Post,
  Request,
  Response,
  Route,
  Security,
  SuccessResponse,
  Tags,
} from '@tsoa/runtime';
import { actorOf } from '../http/actor';
import type { ErrorBody, ValidationErrorBody } from '../http/errorBody';
import { claimDomain, listDomains, releaseDomain, type DomainView } from '../services/schoolSignIn/domains';

export interface DomainBody {
  /**
   * an email domain such as `school.edu` (`@school.edu` works too)
   * @maxLength 254 Must be no more than 254 characters
   */
  domain: string;
}

@Route('departments')
@Tags('School sign-in')
@Security('bearer')
export class DepartmentDomainsController extends Controller {
  /**
   * The email domains the department claimed (its admins and superusers): a new person signing in
   * with a school account whose verified address is of one of them is invited to the department as
   * a student, pending until they accept.
   * @summary A department's school domains
   * @isInt id
   */
  @Get('{id}/domains')
  @Response<ErrorBody>(403, 'Not an admin of this department')
  @Response<ErrorBody>(404, 'Department not found')
  public async listDepartmentDomains(
    @Path() id: number,
    @Request() req: ExpressRequest,
  ): Promise<DomainView[]> {
    return listDomains(actorOf(req), id);
  }

  /**
   * Claims an email domain for the department (superusers only). A domain belongs to one
   * department: another's claim is a 409 naming it.
   * @summary Claim a school domain
   * @isInt id
   */
  @Post('{id}/domains')
  @SuccessResponse(201, 'Claimed')
  @Response<ErrorBody>(403, 'Not a system administrator')
  @Response<ErrorBody>(404, 'Department not found')
  @Response<ErrorBody>(409, 'The domain is already claimed')
  @Response<ValidationErrorBody>(422, 'Not an email domain')
  public async claimDepartmentDomain(
    @Path() id: number,
    @Body() body: DomainBody,
    @Request() req: ExpressRequest,
  ): Promise<DomainView> {
    const claimed = await claimDomain(actorOf(req), id, body.domain);
    this.setStatus(201);
    return claimed;
  }

  /**
   * Gives a domain up (superusers only). People already invited keep their invitations.
   * @summary Release a school domain
   * @isInt id
   * @isInt domainId
   */
  @Delete('{id}/domains/{domainId}')
  @SuccessResponse(204, 'Released')
  @Response<ErrorBody>(403, 'Not a system administrator')
  @Response<ErrorBody>(404, 'Department or domain not found')
  public async releaseDepartmentDomain(
    @Path() id: number,
    @Path() domainId: number,
    @Request() req: ExpressRequest,
  ): Promise<void> {
    await releaseDomain(actorOf(req), id, domainId);
    this.setStatus(204);
  }
}
