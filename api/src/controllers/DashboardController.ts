import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Request, Route, Security, Tags } from '@tsoa/runtime';
import { actorOf } from '../http/actor';
import { presentDashboard, type DashboardOut } from '../presenters/dashboard';
import { dashboard } from '../services/dashboard';

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
}
