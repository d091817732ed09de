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
import type { ProductionStatus } from '../models';
import { presentProduction, type ProductionOut } from '../presenters/productions';
import { presentPullList, type PullListOut } from '../presenters/pullList';
import { pullList } from '../services/pullList';
import type { ProductionCreateInput, ProductionInput } from '../services/productions';
import * as productions from '../services/productions';

@Route('productions')
@Tags('Productions')
@Security('bearer')
export class ProductionsController extends Controller {
  /**
   * Lists the productions of the current department, soonest first (undated ones last), each with
   * how many props, set pieces and costume pieces it holds now. Any member of the department may
   * call it. `search` is a word search (docs/api-input.md, "Text search") over
   * title, description and director. `upcoming=true` gives active
   * productions, planning ones not yet started, and any running today or starting later;
   * `date_from`/`date_to` (YYYY-MM-DD) give those whose dates fall in or overlap the range (undated
   * ones only when active or planning) and take precedence over `upcoming`; `date_from` after
   * `date_to` is a 422. X-Total-Count gives how many match in all.
   * @summary List the department's productions
   */
  @Get()
  @SuccessResponse<{
    /** how many productions match the filters in all, whatever `skip` and `limit` cut out */
    'X-Total-Count': HeaderCount;
  }>(200, 'The page of productions asked for')
  public async listProductions(
    @Request() req: ExpressRequest,
    @Query() skip?: Skip,
    @Query() limit?: Limit,
    @Query() search?: SearchText,
    @Query() status?: ProductionStatus,
    @Query() upcoming?: boolean,
    @Query() date_from?: IsoDate,
    @Query() date_to?: IsoDate,
  ): Promise<ProductionOut[]> {
    const { items, total } = await productions.listProductions(
      actorOf(req),
      { search, status, upcoming, date_from, date_to },
      pageOf(skip, limit),
    );
    this.setHeader('X-Total-Count', String(total));
    return items.map(presentProduction);
  }

  /**
   * Creates a production in the current department. Directors and admins of the department (and
   * superusers) may call it. Status defaults to `planning`; blank optional texts are stored as null;
   * `end_date` before `start_date` is a 422; a `department_id` other than the current department
   * is a 400. Answers the new production (holding no items yet).
   * @summary Create a production
   */
  @Post()
  @SuccessResponse(201, 'Created')
  @Response<ErrorBody>(403, 'You do not have permission to create productions')
  @Response<ErrorBody>(404, 'Department not found (deleted meanwhile)')
  public async createProduction(
    @Body() body: ProductionCreateInput,
    @Request() req: ExpressRequest,
  ): Promise<ProductionOut> {
    const production = await productions.createProduction(actorOf(req), body);
    this.setStatus(201);
    return presentProduction(production);
  }

  /**
   * Answers one production of the current department with its item counts. Any member of the
   * department may call it; a production of another department is a 404.
   * @summary Get a production
   */
  @Get('{id}')
  @Response<ErrorBody>(404, 'Production not found')
  public async getProduction(@Path() id: RowId, @Request() req: ExpressRequest): Promise<ProductionOut> {
    return presentProduction(await productions.getProduction(actorOf(req), id));
  }

  /**
   * Answers the production's pull list: the department's own items booked for it (with their days
   * and where they are kept), then the loans linked to it that are approved, out or late
   * (`borrowed`), then those requested or offered (`requested`); returned, cancelled and declined
   * loans are left out. Each group is sorted by name. Any member of the department may call it; a
   * production of another department is a 404.
   * @summary Get a production's pull list
   */
  @Get('{id}/pull-list')
  @Response<ErrorBody>(404, 'Production not found')
  public async getPullList(@Path() id: RowId, @Request() req: ExpressRequest): Promise<PullListOut> {
    return presentPullList(await pullList(actorOf(req), id));
  }

  /**
   * Changes the fields sent and keeps the others. Directors and admins of the department (and
   * superusers) may call it. The date order is checked against the stored dates for the one left
   * out (422); a `department_id` other than the current department is a 400. The items booked on
   * the production's days move with new dates, each checked against its other bookings (409, and
   * nothing changes, when one would clash: docs/bookings.md). Answers the production as saved.
   * @summary Update a production
   */
  @Put('{id}')
  @Response<ErrorBody>(403, 'You do not have permission to edit this production')
  @Response<ErrorBody>(404, 'Production not found')
  @Response<ErrorBody>(
    409,
    'New dates would move an item booked on them onto days another booking holds (the message names it)',
  )
  public async updateProduction(
    @Path() id: RowId,
    @Body() body: ProductionInput,
    @Request() req: ExpressRequest,
  ): Promise<ProductionOut> {
    return presentProduction(await productions.updateProduction(actorOf(req), id, body));
  }

  /**
   * Deletes a production of the current department and its bookings: the props, set pieces and
   * costume pieces booked for it are free on its days again. Directors and admins of the department (and superusers) may call
   * it.
   * @summary Delete a production
   */
  @Delete('{id}')
  @SuccessResponse(204, 'Deleted')
  @Response<ErrorBody>(403, 'You do not have permission to delete this production')
  @Response<ErrorBody>(404, 'Production not found')
  public async deleteProduction(@Path() id: RowId, @Request() req: ExpressRequest): Promise<void> {
    await productions.deleteProduction(actorOf(req), id);
    this.setStatus(204);
  }
}
