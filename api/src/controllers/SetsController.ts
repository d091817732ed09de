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
import { presentSetPiece, type SetPieceOut } from '../presenters/inventory';
import type { SetPieceCreateInput, SetPieceInput } from '../services/inventory/sets';
import { setPieces } from '../services/inventory/sets';
import type { ItemListQuery } from '../services/inventory/items';

@Route('sets')
@Tags('Set pieces')
@Security('bearer')
export class SetsController extends Controller {
  /** Set pieces of the current department, newest first. `search` covers name, description and components. */
  @Get()
  public async listSetPieces(
    @Request() req: ExpressRequest,
    @Queries() query: ItemListQuery,
  ): Promise<SetPieceOut[]> {
    const { items, total } = await setPieces.list(actorOf(req), query);
    this.setHeader('X-Total-Count', String(total));
    return items.map(presentSetPiece);
  }

  /** Creates a set piece (assistants and up). `components` is a JSON array of strings; pieces_count defaults to 1. */
  @Post()
  @SuccessResponse(201, 'Created')
  @Response<ErrorBody>(403, 'You do not have permission to create sets')
  public async createSetPiece(
    @Body() body: SetPieceCreateInput,
    @Request() req: ExpressRequest,
  ): Promise<SetPieceOut> {
    const set = await setPieces.create(actorOf(req), body);
    this.setStatus(201);
    return presentSetPiece(set);
  }

  @Get('{id}')
  @Response<ErrorBody>(404, 'Set not found')
  public async getSetPiece(@Path() id: RowId, @Request() req: ExpressRequest): Promise<SetPieceOut> {
    return presentSetPiece(await setPieces.get(actorOf(req), id));
  }

  /** Partial update, or `current_production_id` alone to assign or release (409 while another production holds it). */
  @Put('{id}')
  @Response<ErrorBody>(403, 'You do not have permission to edit this set')
  @Response<ErrorBody>(404, 'Set not found')
  @Response<ErrorBody>(409, 'Held by another production')
  public async updateSetPiece(
    @Path() id: RowId,
    @Body() body: SetPieceInput,
    @Request() req: ExpressRequest,
  ): Promise<SetPieceOut> {
    return presentSetPiece(await setPieces.update(actorOf(req), id, body));
  }

  /** Deletes a set piece (managers and up). */
  @Delete('{id}')
  @SuccessResponse(204, 'Deleted')
  @Response<ErrorBody>(403, 'You do not have permission to delete this set')
  @Response<ErrorBody>(404, 'Set not found')
  public async deleteSetPiece(@Path() id: RowId, @Request() req: ExpressRequest): Promise<void> {
    await setPieces.remove(actorOf(req), id);
    this.setStatus(204);
  }
}
