import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Query, Request, Route, Security, Tags } from '@tsoa/runtime';
import type { Weekday } from '../lib/validation';
import { actorOf } from '../http/actor';
import { presentDashboard, presentWeek, type DashboardOut, type WeekOut } from '../presenters/dashboard';
import { dashboard, week } from '../services/dashboard';

@Route('dashboard')
@Tags('Dashboard')
@Security('bearer')
export class DashboardController extends Controller {
  /**
   * Answers the current department's dashboard in one round trip: item totals, active productions,
   * members, and the ten latest activities (create, lend, return, other), newest first. Any member
   * of the department may call it; activity about people (invitations, roles, statuses, passwords)
   * is shown to the department's admins and superusers only, as the audit log is.
   * @summary Get the department's dashboard
   */
  @Get()
  public async getDashboard(@Request() req: ExpressRequest): Promise<DashboardOut> {
    return presentDashboard(await dashboard(actorOf(req)));
  }

  /**
   * Answers the director's week for the current department: the seven days from the week's first
   * day (`week_starts_on`, the reader's locale's; Monday when left out) that hold the department's
   * today, in its own time zone, the loans (either side) due back this week, the approved loans
   * going out this week, the overdue loans, and the decisions waiting for the caller: requests to
   * approve and extensions to answer (the lender's directors and admins), other days suggested and
   * offers to answer (the borrower's members whose role may). Any member of the department may call
   * it; `waiting` is empty for those whose role takes no decision.
   * @summary Get the director's week
   */
  @Get('week')
  public async getWeek(@Request() req: ExpressRequest, @Query() week_starts_on?: Weekday): Promise<WeekOut> {
    return presentWeek(await week(actorOf(req), week_starts_on));
  }
}
