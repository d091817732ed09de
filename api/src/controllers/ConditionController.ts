import type { Request as ExpressRequest } from 'express';
import {
  Body,
  Controller,
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
  UploadedFile,
} from '@tsoa/runtime';
import { actorOf } from '../http/actor';
import type { ErrorBody } from '../http/errorBody';
import type { HeaderCount } from '../http/headers';
import { pageOf, type Limit, type RowId, type Skip } from '../lib/validation';
import type { DamageStatus } from '../models';
import {
  presentConditionPhoto,
  presentDamageReport,
  type ConditionPhotoOut,
  type DamageReportOut,
} from '../presenters/condition';
import * as condition from '../services/condition';
import type { DamageResolveInput } from '../services/condition';

/**
 * Condition at hand-over and return (docs/lending.md, "Condition at hand-over and return"): the
 * photos a hand-over or a return names, and the damage reports a worse return opens.
 */
@Route('condition-photos')
@Tags('Condition')
@Security('bearer')
export class ConditionPhotosController extends Controller {
  /**
   * Uploads one photo of an item's condition for the current department (assistants and up), as
   * multipart/form-data with the image in `file` (JPEG, PNG, WebP or GIF, judged by its content; at
   * most 5 MB: the app shrinks photos before sending them). It counts against the department's
   * upload quota. Answers its `id`, to name in the hand-over's or return's `condition.photo_ids`
   * (`PUT /lending/{id}`); a photo no move names is removed a day later (UPLOAD_GRACE_HOURS).
   * @summary Upload a condition photo
   */
  @Post()
  @SuccessResponse(201, 'The photo stored')
  @Response<ErrorBody>(400, 'File type must be an image (JPEG, PNG, WebP or GIF); This image cannot be read')
  @Response<ErrorBody>(403, 'You do not have permission to upload files')
  @Response<ErrorBody>(
    413,
    "File size must be less than 5MB; or the department's images would pass its quota",
  )
  public async uploadConditionPhoto(
    @UploadedFile('file') file: Express.Multer.File,
    @Request() req: ExpressRequest,
  ): Promise<ConditionPhotoOut> {
    const photo = await condition.uploadConditionPhoto(actorOf(req), file);
    this.setStatus(201);
    return presentConditionPhoto(photo);
  }
}

@Route('damage-reports')
@Tags('Condition')
@Security('bearer')
export class DamageReportsController extends Controller {
  /**
   * The current department's damage reports, newest first: those of its own items (as the lender)
   * and those of items it borrowed (read only). Any member may call it. X-Total-Count gives how many
   * match.
   * @summary List damage reports
   */
  @Get()
  @SuccessResponse<{
    /** how many reports match */
    'X-Total-Count': HeaderCount;
  }>(200, 'The page of damage reports asked for')
  public async listDamageReports(
    @Request() req: ExpressRequest,
    @Query() status?: DamageStatus,
    @Query() skip?: Skip,
    @Query() limit?: Limit,
  ): Promise<DamageReportOut[]> {
    const { items, total } = await condition.listDamageReports(actorOf(req), { status }, pageOf(skip, limit));
    this.setHeader('X-Total-Count', String(total));
    return items.map(presentDamageReport);
  }

  /**
   * One damage report of the current department (either side). Another department's is a 404.
   * @summary Get a damage report
   */
  @Get('{id}')
  @Response<ErrorBody>(404, 'Damage report not found')
  public async getDamageReport(@Path() id: RowId, @Request() req: ExpressRequest): Promise<DamageReportOut> {
    return presentDamageReport(await condition.getDamageReport(actorOf(req), id));
  }

  /**
   * Resolves an open damage report: repaired, replaced, accepted (kept as it is) or charged, with a
   * note. Only the item's department's managers, directors and admins may (the borrower reads it
   * only: 403). Both departments' managers and up are told. A resolved report is a 409.
   * @summary Resolve a damage report
   */
  @Put('{id}')
  @Response<ErrorBody>(
    403,
    'Only a manager, director or admin of Riverside High can resolve this damage report',
  )
  @Response<ErrorBody>(404, 'Damage report not found')
  @Response<ErrorBody>(409, 'The damage report for "Storm Lantern" is already resolved (repaired)')
  public async resolveDamageReport(
    @Path() id: RowId,
    @Body() body: DamageResolveInput,
    @Request() req: ExpressRequest,
  ): Promise<DamageReportOut> {
    return presentDamageReport(await condition.resolveDamageReport(actorOf(req), id, body));
  }
}
