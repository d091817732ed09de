import type { Request as ExpressRequest } from 'express';
import {
  Body,
  Controller,
  Get,
  Path,
  Post,
  Put,
  Queries,
  Request,
  Response,
  Route,
  Security,
  SuccessResponse,
  Tags,
} from '@tsoa/runtime';
import { actorOf } from '../http/actor';
import type { ErrorBody } from '../http/errorBody';
import type { HeaderCount } from '../http/headers';
import type { RowId } from '../lib/validation';
import { presentPersonLoan, type PersonLoanOut } from '../presenters/personLoans';
import * as personLoans from '../services/personLoans';
import type {
  PersonLoanCreateInput,
  PersonLoanListQuery,
  PersonLoanUpdateInput,
} from '../services/personLoans';

/**
 * A department lends its own items to people (docs/lending.md, "Lending to people"): a member, or
 * a named person without an account. Each loan holds the item's days on its timeline
 * (docs/bookings.md) like every other booking.
 */
@Route('person-loans')
@Tags('Lending')
@Security('bearer')
export class PersonLoansController extends Controller {
  /**
   * The current department's loans to people, soonest due first, for any member; `mine=true`: the
   * caller's own loans from any department (a student too). `status` filters by status, or
   * `overdue` (booked or out, past the due day); `borrower` by name; `item_type` and `item_id` one
   * item's loans.
   * @summary List loans to people
   */
  @Get()
  @SuccessResponse<{
    /** how many loans match, whatever `skip` and `limit` cut out */
    'X-Total-Count': HeaderCount;
  }>(200, 'The loans')
  public async listPersonLoans(
    @Request() req: ExpressRequest,
    @Queries() query: PersonLoanListQuery,
  ): Promise<PersonLoanOut[]> {
    const actor = actorOf(req);
    const { items, total } = await personLoans.listPersonLoans(actor, query);
    this.setHeader('X-Total-Count', String(total));
    return items.map((view) => presentPersonLoan(actor, view));
  }

  /**
   * Lends one of the current department's items to a person (assistants and up): a member
   * (`borrower_user_id`, an active member) or a named person (`borrower_name`). The loan is booked:
   * it holds the item from `starts_on` to `due_on`, refused with 409 `item_in_use` while another
   * booking (a production, a loan, a block, another person) holds one of those days.
   * @summary Lend an item to a person
   */
  @Post()
  @SuccessResponse(201, 'The loan, booked')
  @Response<ErrorBody>(403, 'Only assistants and above may lend items to people')
  @Response<ErrorBody>(404, 'Prop not found')
  @Response<ErrorBody>(
    409,
    'Prop "Rotary telephone" is booked for the production "Macbeth" until Dec 6, 2026; it is free from Dec 7, 2026',
  )
  public async createPersonLoan(
    @Body() body: PersonLoanCreateInput,
    @Request() req: ExpressRequest,
  ): Promise<PersonLoanOut> {
    const actor = actorOf(req);
    const loan = await personLoans.createPersonLoan(actor, body);
    this.setStatus(201);
    return presentPersonLoan(actor, loan);
  }

  /**
   * One loan to a person: for the members of its department, and for the borrower.
   * @summary A loan to a person
   */
  @Get('{id}')
  @Response<ErrorBody>(404, 'Loan not found')
  public async getPersonLoan(@Path() id: RowId, @Request() req: ExpressRequest): Promise<PersonLoanOut> {
    const actor = actorOf(req);
    return presentPersonLoan(actor, await personLoans.getPersonLoan(actor, id));
  }

  /**
   * Moves a loan (assistants and up): `status` out hands it over (from booked; with the item's
   * `condition` if given), returned takes it back (from out; `condition` too), cancelled (only
   * while booked). New days or notes while booked; while out, only a later `due_on`. New days are
   * checked as a new loan's are (409).
   * @summary Hand over, take back, cancel or change a loan to a person
   */
  @Put('{id}')
  @Response<ErrorBody>(403, 'Only assistants and above may lend items to people')
  @Response<ErrorBody>(404, 'Loan not found')
  @Response<ErrorBody>(
    409,
    '"Rotary telephone" lent to Sam Rivera is handed over: take it back instead of cancelling',
  )
  public async updatePersonLoan(
    @Path() id: RowId,
    @Body() body: PersonLoanUpdateInput,
    @Request() req: ExpressRequest,
  ): Promise<PersonLoanOut> {
    const actor = actorOf(req);
    return presentPersonLoan(actor, await personLoans.updatePersonLoan(actor, id, body));
  }
}
