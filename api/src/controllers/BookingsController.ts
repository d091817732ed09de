import type { Request as ExpressRequest } from 'express';
import {
  Body,
  Controller,
  Delete,
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
import { presentBooking, type BookingOut } from '../presenters/bookings';
import type { BookingCreateInput, BookingListQuery, BookingUpdateInput } from '../services/bookings/bookings';
import * as bookings from '../services/bookings/bookings';
import { itemHistory, type ItemHistoryQuery } from '../services/bookings/history';
import { presentItemEvents, type ItemEventOut } from '../presenters/history';

/**
 * An item's time (docs/bookings.md): the dated bookings of the current department's items. A
 * production's use of an item and the department's blocks are made here; a loan's booking follows
 * the loan (`/lending`) and is read here too.
 */
@Route('bookings')
@Tags('Bookings')
@Security('bearer')
export class BookingsController extends Controller {
  /**
   * One item's bookings (`item_type` and `item_id`) or one production's (`production_id`), soonest
   * first, for any member of the department: productions', loans' (a requested loan holds nothing
   * yet) and the department's blocks. `from` leaves out bookings that ended before that day. An
   * item or production of another department is a 404.
   * @summary List an item's or a production's bookings
   */
  @Get()
  @SuccessResponse<{
    /** how many bookings match, whatever `skip` and `limit` cut out */
    'X-Total-Count': HeaderCount;
  }>(200, 'The bookings')
  @Response<ErrorBody>(404, 'Prop not found; Production not found')
  public async listBookings(
    @Request() req: ExpressRequest,
    @Queries() query: BookingListQuery,
  ): Promise<BookingOut[]> {
    const { items, total } = await bookings.listBookings(actorOf(req), query);
    this.setHeader('X-Total-Count', String(total));
    return items.map(presentBooking);
  }

  /**
   * One item's history, newest first, for any member of its department: its creation and edits
   * (its photos too), its bookings and blocks, and every move of its loans, whichever department
   * made it (`department_name` is the department of whoever did it). Each event's `description` is
   * one line to show as it is. `limit` is at most 100 (default 50). Another department's item is a
   * 404, as for its bookings.
   * @summary An item's history
   */
  @Get('history')
  @SuccessResponse<{
    /** how many events the item has, whatever `skip` and `limit` cut out */
    'X-Total-Count': HeaderCount;
  }>(200, "The item's events")
  @Response<ErrorBody>(404, 'Prop not found; Set piece not found; Costume piece not found')
  public async itemHistory(
    @Request() req: ExpressRequest,
    @Queries() query: ItemHistoryQuery,
  ): Promise<ItemEventOut[]> {
    const history = await itemHistory(actorOf(req), query);
    this.setHeader('X-Total-Count', String(history.total));
    return presentItemEvents(history);
  }

  /**
   * Books an item of the current department (assistants and up): for a production of the
   * department (`kind` production: by default on the production's days, which it then follows; a
   * production without dates holds it from today until it is released), or blocked by the
   * department (`kind` block, with a reason and a first day; no last day: until it is unblocked).
   * Refused with 409 `item_in_use` while another booking holds one of those days: the message names
   * the holder and the first day the item is free. Adjacent days (one ends the day before the next
   * starts) both stand.
   * @summary Book an item for a production, or block it
   */
  @Post()
  @SuccessResponse(201, 'The booking made')
  @Response<ErrorBody>(403, 'You do not have permission to book items for productions')
  @Response<ErrorBody>(404, 'Prop not found; Production not found')
  @Response<ErrorBody>(
    409,
    'Prop "Rotary telephone" is on loan to Westbrook High until Dec 6, 2026; it is free from Dec 7, 2026',
  )
  public async createBooking(
    @Body() body: BookingCreateInput,
    @Request() req: ExpressRequest,
  ): Promise<BookingOut> {
    const booking = await bookings.createBooking(actorOf(req), body);
    this.setStatus(201);
    return presentBooking(booking);
  }

  /**
   * Moves a production booking's or a block's days (assistants and up), checked as a new booking
   * is (409). A production booking given days of its own stops following the production's;
   * `follows_production: true` puts it back on them. A loan's booking keeps the loan's days (409).
   * @summary Change a booking's days
   */
  @Put('{id}')
  @Response<ErrorBody>(403, 'You do not have permission to block items')
  @Response<ErrorBody>(404, 'Booking not found')
  @Response<ErrorBody>(409, 'The days clash with another booking; a loan keeps its own days')
  public async updateBooking(
    @Path() id: RowId,
    @Body() body: BookingUpdateInput,
    @Request() req: ExpressRequest,
  ): Promise<BookingOut> {
    return presentBooking(await bookings.updateBooking(actorOf(req), id, body));
  }

  /**
   * Ends a production booking (the item leaves the production) or a block (assistants and up). A
   * loan's booking goes with its loan (409).
   * @summary Remove a booking
   */
  @Delete('{id}')
  @SuccessResponse(204, 'Removed')
  @Response<ErrorBody>(403, 'You do not have permission to book items for productions')
  @Response<ErrorBody>(404, 'Booking not found')
  @Response<ErrorBody>(409, 'A loan keeps its own days: cancel or return the loan instead')
  public async deleteBooking(@Path() id: RowId, @Request() req: ExpressRequest): Promise<void> {
    await bookings.deleteBooking(actorOf(req), id);
    this.setStatus(204);
  }
}
