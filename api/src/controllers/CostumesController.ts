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
import type { RowId } from '../lib/validation';
import { presentCostume, type CostumeOut } from '../presenters/inventory';
import type { CostumeCreateInput, CostumeInput, CostumeListQuery } from '../services/inventory/costumes';
import { costumes } from '../services/inventory/costumes';

@Route('costumes')
@Tags('Costume pieces')
@Security('bearer')
export class CostumesController extends Controller {
  /**
   * Costume pieces of the current department, newest first. `search` covers name, description,
   * tags, color and material; `location`, `color` and `material` match substrings.
   */
  @Get()
  public async listCostumes(
    @Request() req: ExpressRequest,
    @Queries() query: CostumeListQuery,
  ): Promise<CostumeOut[]> {
    const { items, total } = await costumes.list(actorOf(req), query);
    this.setHeader('X-Total-Count', String(total));
    return items.map(presentCostume);
  }

  /** Creates a costume piece (assistants and up). Condition defaults to good. */
  @Post()
  @SuccessResponse(201, 'Created')
  @Response<ErrorBody>(403, 'You do not have permission to create costumes in this department.')
  public async createCostume(
    @Body() body: CostumeCreateInput,
    @Request() req: ExpressRequest,
  ): Promise<CostumeOut> {
    const costume = await costumes.create(actorOf(req), body);
    this.setStatus(201);
    return presentCostume(costume);
  }

  @Get('{id}')
  @Response<ErrorBody>(404, 'Costume not found')
  public async getCostume(@Path() id: RowId, @Request() req: ExpressRequest): Promise<CostumeOut> {
    return presentCostume(await costumes.get(actorOf(req), id));
  }

  /** Partial update, or `current_production_id` alone to assign or release (409 while another production holds it). */
  @Put('{id}')
  @Response<ErrorBody>(403, 'You do not have permission to edit this costume')
  @Response<ErrorBody>(404, 'Costume not found')
  @Response<ErrorBody>(409, 'Held by another production')
  public async updateCostume(
    @Path() id: RowId,
    @Body() body: CostumeInput,
    @Request() req: ExpressRequest,
  ): Promise<CostumeOut> {
    return presentCostume(await costumes.update(actorOf(req), id, body));
  }

  /** Deletes a costume piece (managers and up). */
  @Delete('{id}')
  @SuccessResponse(204, 'Deleted')
  @Response<ErrorBody>(403, 'You do not have permission to delete this costume')
  @Response<ErrorBody>(404, 'Costume not found')
  public async deleteCostume(@Path() id: RowId, @Request() req: ExpressRequest): Promise<void> {
    await costumes.remove(actorOf(req), id);
    this.setStatus(204);
  }
}
