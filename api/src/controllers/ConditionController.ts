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
import type { ErrorBody, ValidationErrorBody } from '../http/errorBody';
import type { HeaderCount } from '../http/headers';
import { pageOf, type Limit, type RowId, type Skip } from '../lib/validation';
import type { ConditionSubjectType, DamageStatus, LendingItemType } from '../models';
import {
  presentConditionPhoto,
  presentDamageComment,
  presentDamageReport,
  type ConditionPhotoOut,
  type DamageCommentOut,
  type DamageReportOut,
} from '../presenters/condition';
import * as condition from '../services/condition';
import type { DamageCommentInput, DamageResolveInput, DamageSide } from '../services/condition';

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
   * The current department's damage reports, newest first: those of its own items (as the lender,
   * of loans between departments and of loans to people) and those of items it borrowed. Any member
   * may call it. Filters: `status` (open, resolved), `side` (lender: its own items; borrower: items
   * it borrowed), `subject_type` (lending, person_loan), `item_type` with `item_id` (one item's
   * reports). X-Total-Count gives how many match.
   * @summary List damage reports
   */
  @Get()
  @SuccessResponse<{
    /** how many reports match */
    'X-Total-Count': HeaderCount;
  }>(200, 'The page of damage reports asked for')
  @Response<ValidationErrorBody>(422, 'Name the kind of item with its id (item_id without item_type)')
  public async listDamageReports(
    @Request() req: ExpressRequest,
    @Query() status?: DamageStatus,
    @Query() side?: DamageSide,
    @Query() subject_type?: ConditionSubjectType,
    @Query() item_type?: LendingItemType,
    @Query() item_id?: RowId,
    @Query() skip?: Skip,
    @Query() limit?: Limit,
  ): Promise<DamageReportOut[]> {
    const { items, total } = await condition.listDamageReports(
      actorOf(req),
      { status, side, subject_type, item_type, item_id },
      pageOf(skip, limit),
    );
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
   * note. A repair or a replacement names the item's condition now (`condition`, required with
   * them and refused with the others): the item takes it, an audited edit in its history. Only the
   * item's department's managers, directors and admins may (the borrower reads and answers it:
   * 403). Both sides are told. A resolved report is a 409.
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

  /**
   * A damage report's comments, oldest first, each with its author, side and time: what the
   * borrower answered and the lender replied. Members of either side read them; another
   * department's report is a 404. X-Total-Count gives how many there are.
   * @summary List a damage report's comments
   */
  @Get('{id}/comments')
  @SuccessResponse<{
    /** how many comments there are */
    'X-Total-Count': HeaderCount;
  }>(200, 'The page of comments asked for')
  @Response<ErrorBody>(404, 'Damage report not found')
  public async listDamageComments(
    @Path() id: RowId,
    @Request() req: ExpressRequest,
    @Query() skip?: Skip,
    @Query() limit?: Limit,
  ): Promise<DamageCommentOut[]> {
    const { items, total } = await condition.listDamageComments(actorOf(req), id, pageOf(skip, limit));
    this.setHeader('X-Total-Count', String(total));
    return items.map(presentDamageComment);
  }

  /**
   * Comments on a damage report, open or resolved: the borrower answers it, the lender's people
   * reply (any member of either side; for a loan to a person, the person with an account, as a
   * member of the department). The other side is told, and so is everyone who commented before.
   * Another department's report is a 404; a blank or too long comment a 422.
   * @summary Comment on a damage report
   */
  @Post('{id}/comments')
  @SuccessResponse(201, 'The comment stored')
  @Response<ErrorBody>(404, 'Damage report not found')
  public async addDamageComment(
    @Path() id: RowId,
    @Body() body: DamageCommentInput,
    @Request() req: ExpressRequest,
  ): Promise<DamageCommentOut> {
    const comment = await condition.addDamageComment(actorOf(req), id, body);
    this.setStatus(201);
    return presentDamageComment(comment);
  }
}
