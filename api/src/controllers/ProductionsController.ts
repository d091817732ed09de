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
import { pageOf, type IsoDate, type Limit, type RowId, type SearchText, type Skip } from '../lib/validation';
import type { ProductionStatus } from '../models';
import { presentProduction, type ProductionOut } from '../presenters/productions';
import type { ProductionCreateInput, ProductionInput } from '../services/productions';
import * as productions from '../services/productions';

@Route('productions')
@Tags('Productions')
@Security('bearer')
export class ProductionsController extends Controller {
  /**
   * Productions of the current department, soonest first, with item counts. `search` covers title,
   * description and director. `upcoming=true` gives active productions, planning ones not yet
   * started, and any running today or starting later; `date_from`/`date_to` (YYYY-MM-DD) give those
   * whose dates fall in or overlap the range (undated ones only when active or planning).
   */
  @Get()
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

  /** Creates a production (directors and admins). Status defaults to planning. */
  @Post()
  @SuccessResponse(201, 'Created')
  @Response<ErrorBody>(403, 'You do not have permission to create productions')
  public async createProduction(
    @Body() body: ProductionCreateInput,
    @Request() req: ExpressRequest,
  ): Promise<ProductionOut> {
    const production = await productions.createProduction(actorOf(req), body);
    this.setStatus(201);
    return presentProduction(production);
  }

  @Get('{id}')
  @Response<ErrorBody>(404, 'Production not found')
  public async getProduction(@Path() id: RowId, @Request() req: ExpressRequest): Promise<ProductionOut> {
    return presentProduction(await productions.getProduction(actorOf(req), id));
  }

  /** Partial update (directors and admins). */
  @Put('{id}')
  @Response<ErrorBody>(403, 'You do not have permission to edit this production')
  @Response<ErrorBody>(404, 'Production not found')
  public async updateProduction(
    @Path() id: RowId,
    @Body() body: ProductionInput,
    @Request() req: ExpressRequest,
  ): Promise<ProductionOut> {
    return presentProduction(await productions.updateProduction(actorOf(req), id, body));
  }

  /** Deletes a production (directors and admins); its items become available. */
  @Delete('{id}')
  @SuccessResponse(204, 'Deleted')
  @Response<ErrorBody>(403, 'You do not have permission to delete this production')
  @Response<ErrorBody>(404, 'Production not found')
  public async deleteProduction(@Path() id: RowId, @Request() req: ExpressRequest): Promise<void> {
    await productions.deleteProduction(actorOf(req), id);
    this.setStatus(204);
  }
}
