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
import { presentProp, type PropOut } from '../presenters/inventory';
import type { PropCreateInput, PropInput, PropListQuery } from '../services/inventory/props';
import { props } from '../services/inventory/props';

@Route('props')
@Tags('Props')
@Security('bearer')
export class PropsController extends Controller {
  /**
   * The props of the current department, newest first: any member may list them (students and up).
   * `search` covers name, description and tags; `tags` (comma-separated) matches props with any of
   * them; `category` and `condition` match exactly, `location` is a substring. X-Total-Count is the
   * number of matches before `skip` and `limit`.
   * @summary List the department's props
   */
  @Get()
  @SuccessResponse<{
    /** how many props match the filters in all, whatever `skip` and `limit` cut out */
    'X-Total-Count': HeaderCount;
  }>(200, 'The page of props')
  public async listProps(
    @Request() req: ExpressRequest,
    @Queries() query: PropListQuery,
  ): Promise<PropOut[]> {
    const { items, total } = await props.list(actorOf(req), query);
    this.setHeader('X-Total-Count', String(total));
    return items.map(presentProp);
  }

  /**
   * Creates a prop in the current department (assistants and up) and answers it as stored:
   * condition defaults to good, text is trimmed, tags are stored without blanks and duplicates.
   * `current_production_id` puts it straight into a production of this department; a
   * `department_id` other than the current department is a 400.
   * @summary Create a prop
   */
  @Post()
  @SuccessResponse(201, 'The prop created')
  @Response<ErrorBody>(
    403,
    'Not a member of the department, or a student: "You do not have permission to create props"',
  )
  @Response<ErrorBody>(
    404,
    'Production not found (current_production_id names no production here); Department not found (a superuser naming a department that does not exist)',
  )
  public async createProp(@Body() body: PropCreateInput, @Request() req: ExpressRequest): Promise<PropOut> {
    const prop = await props.create(actorOf(req), body);
    this.setStatus(201);
    return presentProp(prop);
  }

  /**
   * One prop of the current department (students and up). A prop of another department is a 404,
   * as if it did not exist.
   * @summary Get a prop
   */
  @Get('{id}')
  @SuccessResponse(200, 'The prop')
  @Response<ErrorBody>(
    404,
    'Prop not found; Department not found (a superuser naming a department that does not exist)',
  )
  public async getProp(@Path() id: RowId, @Request() req: ExpressRequest): Promise<PropOut> {
    return presentProp(await props.get(actorOf(req), id));
  }

  /**
   * Partial update (assistants and up): fields left out keep their value. Send
   * `current_production_id` alone to assign the prop to a production of this department (409 while
   * another production holds it) or null to release it. Answers the prop as it is now.
   * @summary Edit, assign or release a prop
   */
  @Put('{id}')
  @SuccessResponse(200, 'The prop as it is now')
  @Response<ErrorBody>(
    403,
    'Not a member of the department, or a student: "You do not have permission to edit this prop"',
  )
  @Response<ErrorBody>(
    404,
    'Prop not found; Production not found (current_production_id); Department not found (a superuser naming a department that does not exist)',
  )
  @Response<ErrorBody>(409, 'This prop is already in use by "<the production holding it>"')
  public async updateProp(
    @Path() id: RowId,
    @Body() body: PropInput,
    @Request() req: ExpressRequest,
  ): Promise<PropOut> {
    return presentProp(await props.update(actorOf(req), id, body));
  }

  /**
   * Deletes a prop of the current department (managers and up), also while a production holds it.
   * @summary Delete a prop
   */
  @Delete('{id}')
  @SuccessResponse(204, 'Deleted')
  @Response<ErrorBody>(
    403,
    'Not a member of the department, or below manager: "You do not have permission to delete this prop"',
  )
  @Response<ErrorBody>(
    404,
    'Prop not found; Department not found (a superuser naming a department that does not exist)',
  )
  public async deleteProp(@Path() id: RowId, @Request() req: ExpressRequest): Promise<void> {
    await props.remove(actorOf(req), id);
    this.setStatus(204);
  }
}
