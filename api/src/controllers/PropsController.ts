import type { Request as ExpressRequest } from 'express';
import {
  Body,
  Controller,
  Delete,
  Get,
  Path,
  Post,
  Produces,
  Put,
  Queries,
  Request,
  Response,
  Route,
  Security,
  SuccessResponse,
  Tags,
  UploadedFile,
} from '@tsoa/runtime';
import { actorOf } from '../http/actor';
import { renderedAnswer } from '../http/renderedJson';
import { csvDownload, pdfDownload } from '../http/files';
import { labelsPdf, type PropLabelsQuery } from '../services/labels';
import { presentNewImportJob, type ImportJobOut } from '../presenters/imports';
import { exportCsv } from '../services/imports/exports';
import { startImport } from '../services/imports/jobs';
import type { ErrorBody } from '../http/errorBody';
import type { HeaderCount, HeaderFlag } from '../http/headers';
import type { RowId } from '../lib/validation';
import { PROP_JSON, presentItemPage, presentProp, type PropOut } from '../presenters/inventory';
import type { PropCreateInput, PropInput, PropListQuery } from '../services/inventory/props';
import { props } from '../services/inventory/props';

@Route('props')
@Tags('Props')
@Security('bearer')
export class PropsController extends Controller {
  /**
   * The props of the current department, newest first or in `sort`'s order (name, condition, location; docs/api-input.md, "Sorting the inventory lists"): any member may list them (students and up).
   * `search` finds the props whose name, description or tags have words starting with each word
   * typed, in any case, accents aside (docs/api-input.md, "Text search"); `tags` (comma-separated) matches props with any of
   * them; `category` and `condition` match exactly, `location` is a substring. X-Total-Count is the
   * number of matches before `skip` and `limit`.
   * @summary List the department's props
   */
  @Get()
  @SuccessResponse<{
    /**
     * how many props match the filters in all, whatever `skip` and `limit` cut out. Without filters
     * it is the department's kept count (kept with every write, no rows read); with them it is
     * counted through the same indexes as the page (the full-text index for `search`). Free or held
     * days alone (`available`, `available_from`, `available_to`) are counted exactly from the
     * department's bookings. A `search` and no other filter, and any other mix with a booking filter
     * (`available…`, `period_of`, `production_id`, `assignable_to`, `in_production`), are counted only
     * to `skip` + `limit` + 100: X-Total-Count-Exact says whether the count stopped there.
     */
    'X-Total-Count': HeaderCount;
    /** `true`: X-Total-Count is every match; `false`: the count stopped early, so more may match */
    'X-Total-Count-Exact': HeaderFlag;
  }>(200, 'The page of props')
  public async listProps(
    @Request() req: ExpressRequest,
    @Queries() query: PropListQuery,
  ): Promise<PropOut[]> {
    const { page, total, exact } = await props.list(actorOf(req), query, PROP_JSON);
    this.setHeader('X-Total-Count', String(total));
    this.setHeader('X-Total-Count-Exact', String(exact));
    return renderedAnswer(presentItemPage(page));
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
   * Starts an import of props into the current department from a CSV file (managers and up), sent
   * as multipart/form-data in the field `file`: its name ends in .csv, at most 50 MB. The first row
   * names the columns (Name, Description, Category, Condition, Location, Tags; ID to update an item of this department instead of
   * creating one), matched in any case and order. The answer comes at once with the queued job;
   * follow it with `GET /import-jobs/{id}` or the `/import-progress` socket. Rows are checked as the
   * import preview checks them; bad rows are skipped and listed in the job's error report.
   * @summary Import props from a CSV file
   */
  @Post('bulk-import')
  @SuccessResponse(202, 'The import job, queued')
  @Response<ErrorBody>(
    400,
    'Please select a CSV file; Please select a file first (no field `file`); The file is empty: it needs a header row and at least one row of items; The first row must be a header naming the columns: …; Error parsing CSV: …; or a malformed multipart body',
  )
  @Response<ErrorBody>(
    403,
    'Not a member of the department, or below manager: "You do not have permission to import items"',
  )
  @Response<ErrorBody>(413, 'File size must be less than 50MB')
  @Response<
    ErrorBody,
    {
      /** seconds to wait before trying again */
      'Retry-After': HeaderCount;
    }
  >(429, 'This department already has 5 imports waiting or running: wait for one to finish')
  @Response<ErrorBody>(507, 'The server has no room to store this file now: try again later')
  public async importProps(
    @UploadedFile('file') file: Express.Multer.File,
    @Request() req: ExpressRequest,
  ): Promise<ImportJobOut> {
    const job = await startImport(actorOf(req), 'props', file);
    this.setStatus(202);
    return presentNewImportJob(job);
  }

  /**
   * Every prop of the current department that matches the list's filters (`skip`
   * and `limit` aside), in `sort`'s order when given, else oldest first, as a CSV file in the import's columns with ID first (any
   * member). Edited in a spreadsheet and imported again, the rows with an ID update those items.
   * Cells a spreadsheet would run as formulas are neutralised (and read back as they were).
   * @summary Export props as CSV
   */
  @Get('export')
  @Produces('text/csv')
  @SuccessResponse<{
    /** `attachment` with the file name, as `filename` (ASCII) and `filename*` (UTF-8) */
    'Content-Disposition': string;
  }>(200, 'The CSV file', 'text/csv')
  public exportProps(@Request() req: ExpressRequest, @Queries() query: PropListQuery): string {
    return csvDownload(this, exportCsv(actorOf(req), 'props', query));
  }
  /**
   * Labels of the current department's props as a PDF to print (any member;
   * docs/labels-and-scanning.md): the selection `ids` (at most 500, in that order), else every
   * prop matching the list's filters (at most 1000: 422 beyond). `stock` is the label stock
   * (`GET /labels/stocks`); `skip` here is the number of labels already used on the first sheet.
   * Each label carries a QR code of `PUBLIC_URL/i/<code>`, a Code 128 of the code with the code under
   * it, the item's name and the department's.
   * @summary Print labels of props
   */
  @Get('labels')
  @Produces('application/pdf')
  @SuccessResponse<{
    /** `attachment` with the file name, as `filename` (ASCII) and `filename*` (UTF-8) */
    'Content-Disposition': string;
  }>(200, 'The PDF of the labels', 'application/pdf')
  @Response<ErrorBody>(404, "Prop not found (an id of the selection is not one of this department's props)")
  public printPropLabels(@Request() req: ExpressRequest, @Queries() query: PropLabelsQuery): Promise<string> {
    return labelsPdf(actorOf(req), 'props', query).then((file) => pdfDownload(this, file));
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
   * another booking holds one of the production's days: docs/bookings.md) or null to release it. Answers the prop as it is now.
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
  @Response<ErrorBody>(
    409,
    'Prop "<name>" is booked for the production "<title>" … (or on loan, promised, blocked) on some of the production\'s days; it is free from <day> (docs/bookings.md)',
  )
  public async updateProp(
    @Path() id: RowId,
    @Body() body: PropInput,
    @Request() req: ExpressRequest,
  ): Promise<PropOut> {
    return presentProp(await props.update(actorOf(req), id, body));
  }

  /**
   * Deletes a prop of the current department (managers and up), also while a production holds it; not while a loan of it is requested, approved or out (409).
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
  @Response<ErrorBody>(
    409,
    '"<name>" has a <status> loan with <borrowing department>: finish or cancel it before deleting',
  )
  public async deleteProp(@Path() id: RowId, @Request() req: ExpressRequest): Promise<void> {
    await props.remove(actorOf(req), id);
    this.setStatus(204);
  }
}
