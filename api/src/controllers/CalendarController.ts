import type { Request as ExpressRequest } from 'express';
import {
  Body,
  Controller,
  Delete,
  Get,
  Path,
  Post,
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
import type { IsoDate, RowId } from '../lib/validation';
import {
  presentCalendarEvent,
  presentCalendarFeed,
  type CalendarEventOut,
  type CalendarFeedOut,
} from '../presenters/calendar';
import { calendar } from '../services/calendar/events';
import { createFeed, deleteFeed, listFeeds } from '../services/calendar/feeds';

/**
 * The kinds of events to answer, a comma list of production, loan_out, loan_in, block (all when absent).
 * @maxLength 100 Must be no more than 100 characters
 */
type CalendarKinds = string;

/** Which calendar a subscription follows. */
export interface CalendarFeedInput {
  /**
   * a production of the current department (its days, its pull list's bookings and loans); absent
   * or null: the department's calendar
   * @isInt @minimum 1 @maximum 2147483647
   */
  production_id?: number | null;
}

@Route('calendar')
@Tags('Calendar')
@Security('bearer')
export class CalendarController extends Controller {
  /**
   * Answers the current department's calendar between `from` and `to` (YYYY-MM-DD, both included, at
   * most 366 days apart), sorted by first day: its productions' days, its loans out and in that are
   * not cancelled or declined (requested and offered ones too, with their status), and the blocks
   * on its items. `kind` keeps some kinds; `production_id` keeps that production and the loans
   * linked to it (a production of another department is a 404). Any member of the department may
   * call it.
   * @summary Get the department's calendar
   */
  @Get()
  @Response<ErrorBody>(404, 'Production not found')
  public async getCalendar(
    @Request() req: ExpressRequest,
    @Query() from: IsoDate,
    @Query() to: IsoDate,
    @Query() kind?: CalendarKinds,
    @Query() production_id?: RowId,
  ): Promise<CalendarEventOut[]> {
    const events = await calendar(actorOf(req), { from, to, kind, production_id });
    return events.map(presentCalendarEvent);
  }

  /**
   * Lists the caller's calendar subscriptions in the current department. Their secret addresses are
   * not stored, so `url` is null here: renew one to get a new address. Any member may call it.
   * @summary List my calendar subscriptions
   */
  @Get('feeds')
  public async listCalendarFeeds(@Request() req: ExpressRequest): Promise<CalendarFeedOut[]> {
    return (await listFeeds(actorOf(req))).map((feed) => presentCalendarFeed(feed));
  }

  /**
   * Creates the caller's secret calendar address for the current department's calendar, or for one
   * of its productions (`production_id`), for a calendar app to subscribe to without signing in
   * (`url`, answered only here). Asking again for the same calendar renews the address: the old one
   * stops at once. An address stops when its person leaves the department or is suspended. Any
   * member may call it; a production of another department is a 404.
   * @summary Subscribe to a calendar
   */
  @Post('feeds')
  @SuccessResponse(201, 'Created')
  @Response<ErrorBody>(404, 'Production not found')
  public async createCalendarFeed(
    @Body() body: CalendarFeedInput,
    @Request() req: ExpressRequest,
  ): Promise<CalendarFeedOut> {
    const { feed, url } = await createFeed(actorOf(req), body.production_id);
    this.setStatus(201);
    return presentCalendarFeed(feed, url);
  }

  /**
   * Deletes one of the caller's calendar subscriptions: its address stops at once. Another person's
   * is a 404.
   * @summary Delete a calendar subscription
   */
  @Delete('feeds/{id}')
  @SuccessResponse(204, 'Deleted')
  @Response<ErrorBody>(404, 'Calendar feed not found')
  public async deleteCalendarFeed(@Path() id: RowId, @Request() req: ExpressRequest): Promise<void> {
    await deleteFeed(actorOf(req), id);
    this.setStatus(204);
  }
}
