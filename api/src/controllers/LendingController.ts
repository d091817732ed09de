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
import { actorOf } from '../http/actor';
import type { ErrorBody } from '../http/errorBody';
import type { HeaderCount } from '../http/headers';
import { pageOf, type IsoDate, type Limit, type RowId, type SearchText, type Skip } from '../lib/validation';
import type { LendingItemType, LendingStatus } from '../models';
import {
  presentLending,
  presentLendingMessage,
  type LendingCountsOut,
  type LendingMessageOut,
  type LendingOut,
} from '../presenters/lending';
import type { LendingMessageInput } from '../services/lending/messages';
import * as messages from '../services/lending/messages';
import type { LendingCreateInput, LendingDirection, LendingUpdateInput } from '../services/lending/inputs';
import * as moves from '../services/lending/moves';
import * as lending from '../services/lending/records';

/** The borrower's request for more time. */
export interface ExtensionRequestInput {
  /** the new due date, after the current one */
  due_date: IsoDate;
}

/** The lender's answer to an extension request. */
export interface ExtensionAnswerInput {
  accept: boolean;
}

/** The lender's other dates for a request. */
export interface CounterProposalInput {
  /** the first day the lender can lend it */
  lent_date: IsoDate;
  /** the last day, on or after lent_date */
  due_date: IsoDate;
}

/** The borrower's answer to the lender's other dates. */
export interface CounterProposalAnswerInput {
  /** true: take those dates (the loan is approved); false: the request stands as it was */
  accept: boolean;
}

@Route('lending')
@Tags('Lending')
@Security('bearer')
export class LendingController extends Controller {
  /**
   * Lists the loans the current department is a side of, newest first; any member may call it.
   * `direction` incoming gives what it borrows, outgoing what it lends (default all); `status`
   * filters by the status as shown (an approved or active loan past its due date shows, and filters,
   * as overdue); `type` by item kind; `search` covers the item's name, the other department's name,
   * notes and contact. Each record names both departments and the item, the reader's
   * `unread_count` and the `allowed_actions` the reader may take. X-Total-Count gives how many match.
   * @summary List your department's loans
   */
  @Get()
  @SuccessResponse<{
    /** how many loans match the filters in all, whatever `skip` and `limit` cut out */
    'X-Total-Count': HeaderCount;
  }>(200, 'The page of loans asked for')
  public async listLoans(
    @Request() req: ExpressRequest,
    @Query() skip?: Skip,
    @Query() limit?: Limit,
    @Query() status?: LendingStatus,
    @Query() direction?: LendingDirection,
    @Query() type?: LendingItemType,
    @Query() search?: SearchText,
  ): Promise<LendingOut[]> {
    const { items, total } = await lending.listLoans(
      actorOf(req),
      { status, direction, item_type: type, search },
      pageOf(skip, limit),
    );
    this.setHeader('X-Total-Count', String(total));
    return items.map(presentLending);
  }

  /**
   * The lending screen's counters in one call: the current department's loans by status as shown,
   * for one direction (default all). Any member may call it.
   * @summary Count your department's loans by status
   */
  @Get('counts')
  public async countLoans(
    @Request() req: ExpressRequest,
    @Query() direction?: LendingDirection,
  ): Promise<LendingCountsOut> {
    return lending.countLoans(actorOf(req), direction);
  }

  /**
   * Files a loan. When the current department is `to_department_id` it is a request to borrow
   * another department's item (any member); it starts `requested`. When it is `from_department_id`
   * it is an offer of its own item (managers and up); it starts `offered` and binds the borrower only
   * once a director or admin there accepts it. The item must belong to `from_department_id`.
   * `lent_date` defaults to today; dates may not be in the past and `due_date` may not be before
   * `lent_date` (422; a one-day loan has both the same); `message` opens the loan's conversation. The other side's people who can act
   * are notified. A second request or offer of the same item to the same department for overlapping
   * days is a 409. A request for one of the borrower's productions (`production_id`) whose days miss
   * the production's days entirely is a 409 `outside_production` whose `detail` is the question to
   * ask ("\"Brass lantern\" (Dec 3, 2026 to Dec 6, 2026) is outside Our Town's days (Dec 10, 2026 to
   * Dec 20, 2026); tie it anyway?"); send it again with `confirm_outside_production: true` to tie it.
   * @summary Ask to borrow, or offer, an item
   */
  @Post()
  @SuccessResponse(201, 'Filed')
  @Response<ErrorBody>(400, 'A department cannot lend to itself (or another reason in detail)')
  @Response<ErrorBody>(403, 'Not from or to your current department, or your role may not')
  @Response<ErrorBody>(404, 'Prop not found (or the set piece, costume piece or department)')
  @Response<ErrorBody>(
    409,
    "There is already a request for this item for these dates; or a booking holds it on some of them (`item_in_use`, naming the holder and the first free day); or the days miss the production's (`outside_production`: confirm with `confirm_outside_production: true`)",
  )
  public async createLoan(
    @Body() body: LendingCreateInput,
    @Request() req: ExpressRequest,
  ): Promise<LendingOut> {
    const view = await lending.createLoan(actorOf(req), body);
    this.setStatus(201);
    return presentLending(view);
  }

  /**
   * Answers one loan of the current department (either side); any member may call it. A loan the
   * department is not a side of is a 404.
   * @summary Get a loan
   */
  @Get('{id}')
  @Response<ErrorBody>(404, 'Lending record not found')
  public async getLoan(@Path() id: RowId, @Request() req: ExpressRequest): Promise<LendingOut> {
    return presentLending(await lending.getLoan(actorOf(req), id));
  }

  /**
   * Moves a loan along its state machine with `status`, and changes a waiting loan's fields.
   * An offer (`offered`) is answered by the borrower's directors and admins: accept (`requested`: it
   * then waits for the lender's approval, as a request does) or decline (`cancelled`); the lender's
   * managers and up withdraw it (`cancelled`). The lender's directors and admins approve a request
   * (`approved`), decline it (`cancelled`), mark it picked up (`active`) and returned (`returned`);
   * the borrower cancels a request (`cancelled`). Accepting, approving and handing over check that
   * no production holds the item and no other approved or active loan overlaps its days (409 naming
   * it). Any other move is a 409 naming the loan's status (an offer not yet accepted cannot be
   * approved or handed over). Dates and contact fields change only while the loan waits in the
   * status it was filed in (a request `requested`, an offer `offered`), by the side that filed it.
   * The borrower ties the loan to one of its productions with `production_id` (null unties it);
   * days that miss the production's entirely are a 409 `outside_production` asking to confirm, as
   * when filing (`confirm_outside_production: true` ties it anyway).
   * @summary Update a loan (accept or decline an offer, approve, decline, pick up, return, cancel)
   */
  @Put('{id}')
  @Response<ErrorBody>(403, 'Only a director or admin of the lending department can approve this request')
  @Response<ErrorBody>(404, 'Lending record not found')
  @Response<ErrorBody>(
    409,
    "This loan is returned: it cannot be set to approved; or the loan's days miss the production's (`outside_production`)",
  )
  public async updateLoan(
    @Path() id: RowId,
    @Body() body: LendingUpdateInput,
    @Request() req: ExpressRequest,
  ): Promise<LendingOut> {
    return presentLending(await moves.updateLoan(actorOf(req), id, body));
  }

  /**
   * Deletes a loan that still waits in the status it was filed in; only the side that filed it may
   * (the borrower's members a `requested` request, the lender's managers and up an `offered` offer).
   * Other statuses, and an offer the borrower accepted, are a 409.
   * @summary Delete a waiting request or offer
   */
  @Delete('{id}')
  @SuccessResponse(204, 'Deleted')
  @Response<ErrorBody>(403, 'Only the department that filed this request can delete it')
  @Response<ErrorBody>(404, 'Lending record not found')
  @Response<ErrorBody>(409, 'This loan is approved: only a requested loan can be deleted')
  public async deleteLoan(@Path() id: RowId, @Request() req: ExpressRequest): Promise<void> {
    await lending.deleteLoan(actorOf(req), id);
    this.setStatus(204);
  }

  /**
   * The borrowing department asks to keep the item until a later day; any of its members may. The
   * loan must be approved, active or overdue, with no other extension waiting (409).
   * @summary Ask for more time
   */
  @Post('{id}/extension')
  @Response<ErrorBody>(403, 'Only the borrowing department can ask for more time')
  @Response<ErrorBody>(404, 'Lending record not found')
  @Response<ErrorBody>(409, 'An extension is already waiting for an answer')
  public async requestExtension(
    @Path() id: RowId,
    @Body() body: ExtensionRequestInput,
    @Request() req: ExpressRequest,
  ): Promise<LendingOut> {
    return presentLending(await moves.requestExtension(actorOf(req), id, body.due_date));
  }

  /**
   * The lending department's directors and admins accept or decline the waiting extension.
   * Accepting checks the added days against the item's other approved and active loans (409 naming
   * the one in the way) and moves the due date; an overdue loan becomes active again.
   * @summary Answer an extension request
   */
  @Put('{id}/extension')
  @Response<ErrorBody>(403, 'Only a director or admin of the lending department can answer this')
  @Response<ErrorBody>(404, 'Lending record not found')
  @Response<ErrorBody>(409, 'No extension is waiting for an answer')
  public async answerExtension(
    @Path() id: RowId,
    @Body() body: ExtensionAnswerInput,
    @Request() req: ExpressRequest,
  ): Promise<LendingOut> {
    return presentLending(await moves.answerExtension(actorOf(req), id, body.accept));
  }

  /**
   * The lending department's directors and admins answer a request the borrower filed with other
   * dates instead of declining it. The days are checked against the item's bookings (409 naming
   * the holder and the first free day); one suggestion waits at a time (409). The borrower is told.
   * @summary Suggest other dates
   */
  @Post('{id}/counter-proposal')
  @Response<ErrorBody>(403, 'Only a director or admin of the lending department can suggest other dates')
  @Response<ErrorBody>(404, 'Lending record not found')
  @Response<ErrorBody>(409, 'Other dates are already waiting for an answer; the item is booked on those days')
  public async counterPropose(
    @Path() id: RowId,
    @Body() body: CounterProposalInput,
    @Request() req: ExpressRequest,
  ): Promise<LendingOut> {
    return presentLending(await moves.counterPropose(actorOf(req), id, body));
  }

  /**
   * The borrowing department (any member) answers the lender's other dates. Accepting moves the
   * loan to them and approves it, checked against the item's bookings again; declining clears them
   * and leaves the request as it was. Suggested days that something comes to hold (a block, a
   * production's booking, another loan) are withdrawn at once and both sides are told, so a 409
   * here says they are no longer waiting.
   * @summary Answer the suggested dates
   */
  @Put('{id}/counter-proposal')
  @Response<ErrorBody>(403, 'Only the borrowing department can answer the suggested dates')
  @Response<ErrorBody>(404, 'Lending record not found')
  @Response<ErrorBody>(409, 'No other dates are waiting for an answer; the item is booked on those days')
  public async answerCounterProposal(
    @Path() id: RowId,
    @Body() body: CounterProposalAnswerInput,
    @Request() req: ExpressRequest,
  ): Promise<LendingOut> {
    return presentLending(await moves.answerCounterProposal(actorOf(req), id, body.accept));
  }

  /**
   * A loan's conversation, oldest first, for members of its two departments. Reading it marks it
   * read for the reader (the loan's `unread_count` drops to 0). X-Total-Count gives how many there
   * are.
   * @summary Read a loan's messages
   */
  @Get('{id}/messages')
  @SuccessResponse<{
    /** how many messages the conversation has */
    'X-Total-Count': HeaderCount;
  }>(200, 'The page of messages asked for')
  @Response<ErrorBody>(404, 'Lending record not found')
  public async listMessages(
    @Path() id: RowId,
    @Request() req: ExpressRequest,
    @Query() skip?: Skip,
    @Query() limit?: Limit,
  ): Promise<LendingMessageOut[]> {
    const actor = actorOf(req);
    const { items, total } = await messages.listMessages(actor, id, pageOf(skip, limit));
    this.setHeader('X-Total-Count', String(total));
    return items.map((row) => presentLendingMessage(row, actor.user.id));
  }

  /**
   * Sends a message on a loan; members of its two departments may. Blank messages are refused
   * (422 'Message cannot be empty'). Both departments' open screens get it live
   * (`lending_message` on `/notifications`), and the other side's people are notified.
   * @summary Send a message on a loan
   */
  @Post('{id}/messages')
  @SuccessResponse(201, 'Sent')
  @Response<ErrorBody>(404, 'Lending record not found')
  public async sendMessage(
    @Path() id: RowId,
    @Body() body: LendingMessageInput,
    @Request() req: ExpressRequest,
  ): Promise<LendingMessageOut> {
    const actor = actorOf(req);
    const message = await messages.sendMessage(actor, id, body);
    this.setStatus(201);
    return presentLendingMessage(message, actor.user.id);
  }
}
