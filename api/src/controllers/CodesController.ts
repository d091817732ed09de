import type { Request as ExpressRequest } from 'express';
import { Controller, Get, NoSecurity, Path, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { actorOf, ipOf } from '../http/actor';
import type { ErrorBody } from '../http/errorBody';
import type { HeaderCount } from '../http/headers';
import type { CodeKind } from '../lib/itemCodes';
import { lookUpCode, lookUpPublicCode, type CodeInput } from '../services/itemCodes';

/** What a member of the item's department learns from its code. */
export interface CodeMemberOut {
  member: true;
  /** the code as stored: 8 characters, upper case, no dash */
  code: string;
  item_type: CodeKind;
  /** @isInt */
  item_id: number;
  name: string;
  /** @isInt */
  department_id: number;
  department_name: string;
}

/** A department's public contact, as its page shows it to other departments. */
export interface CodeContactOut {
  code: string;
  department_name: string;
  contact_person: string | null;
  /** only an address its owner confirmed */
  contact_email: string | null;
  contact_phone: string | null;
}

/** What anyone else signed in learns: whose the item is, nothing of the item. */
export interface CodeStrangerOut extends CodeContactOut {
  member: false;
}

@Route('codes')
@Tags('Codes')
@Security('bearer')
export class CodesController extends Controller {
  /**
   * The item behind a label's code (docs/labels-and-scanning.md), in any case, dashes and spaces
   * ignored (I and L read as 1, O as 0). A member (any role) of the item's department, whichever of
   * their departments it is, gets the item (`member: true`); anyone else gets only the department's
   * name and public contact (`member: false`).
   * @summary Look an item up by its code
   */
  @Get('{code}')
  @Response<ErrorBody>(404, 'No item has this code')
  public async lookUpCode(
    @Path() code: CodeInput,
    @Request() req: ExpressRequest,
  ): Promise<CodeMemberOut | CodeStrangerOut> {
    return lookUpCode(actorOf(req), code);
  }
}

@Route('public/codes')
@Tags('Codes')
export class PublicCodesController extends Controller {
  /**
   * What a stranger who scanned a label learns, without signing in: the code, the department's name
   * and its public contact (a confirmed contact address only), nothing of the item itself. Counted
   * per address: beyond 60 in 15 minutes, 429 with Retry-After.
   * @summary Whose item a code names (no sign-in)
   */
  @Get('{code}')
  @NoSecurity()
  @Response<ErrorBody>(404, 'No item has this code')
  @Response<
    ErrorBody,
    {
      /** seconds to wait before trying again */
      'Retry-After': HeaderCount;
    }
  >(429, 'Too many code lookups from this address')
  public async lookUpPublicCode(
    @Path() code: CodeInput,
    @Request() req: ExpressRequest,
  ): Promise<CodeContactOut> {
    return lookUpPublicCode(code, ipOf(req));
  }
}
