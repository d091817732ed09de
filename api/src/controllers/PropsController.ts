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
import { presentProp, type PropOut } from '../presenters/inventory';
import type { PropCreateInput, PropInput, PropListQuery } from '../services/inventory/props';
import { props } from '../services/inventory/props';

@Route('props')
@Tags('Props')
@Security('bearer')
export class PropsController extends Controller {
  /**
   * Props of the current department, newest first. `search` covers name, description and tags;
   * `tags` (comma-separated) matches any of them; `location` is a substring. Total in X-Total-Count.
   */
  @Get()
  public async listProps(
    @Request() req: ExpressRequest,
    @Queries() query: PropListQuery,
  ): Promise<PropOut[]> {
    const { items, total } = await props.list(actorOf(req), query);
    this.setHeader('X-Total-Count', String(total));
    return items.map(presentProp);
  }

  /** Creates a prop (assistants and up). Condition defaults to good. */
  @Post()
  @SuccessResponse(201, 'Created')
  @Response<ErrorBody>(403, 'You do not have permission to create props')
  public async createProp(@Body() body: PropCreateInput, @Request() req: ExpressRequest): Promise<PropOut> {
    const prop = await props.create(actorOf(req), body);
    this.setStatus(201);
    return presentProp(prop);
  }

  @Get('{id}')
  @Response<ErrorBody>(404, 'Prop not found')
  public async getProp(@Path() id: RowId, @Request() req: ExpressRequest): Promise<PropOut> {
    return presentProp(await props.get(actorOf(req), id));
  }

  /**
   * Partial update (assistants and up). Send `current_production_id` alone to assign the prop to a
   * production (409 while another production holds it) or null to release it.
   */
  @Put('{id}')
  @Response<ErrorBody>(403, 'You do not have permission to edit this prop')
  @Response<ErrorBody>(404, 'Prop not found')
  @Response<ErrorBody>(409, 'Held by another production')
  public async updateProp(
    @Path() id: RowId,
    @Body() body: PropInput,
    @Request() req: ExpressRequest,
  ): Promise<PropOut> {
    return presentProp(await props.update(actorOf(req), id, body));
  }

  /** Deletes a prop (managers and up). */
  @Delete('{id}')
  @SuccessResponse(204, 'Deleted')
  @Response<ErrorBody>(403, 'You do not have permission to delete this prop')
  @Response<ErrorBody>(404, 'Prop not found')
  public async deleteProp(@Path() id: RowId, @Request() req: ExpressRequest): Promise<void> {
    await props.remove(actorOf(req), id);
    this.setStatus(204);
  }
}
