import type { Request as ExpressRequest } from 'express';
import {
  Body,
  Controller,
  Delete,
  Get,
  Path,
  Post,
  Produces,
  Queries,
  Request,
  Response,
  Route,
  Security,
  SuccessResponse,
  Tags,
} from '@tsoa/runtime';
import { actorOf } from '../http/actor';
import type { RowId } from '../lib/validation';
import type { ErrorBody } from '../http/errorBody';
import { csvDownload } from '../http/files';
import {
  presentImportJob,
  type ImportJobDeletedOut,
  type ImportJobOut,
  type ImportJobPageOut,
  type ImportJobsRemovedOut,
} from '../presenters/imports';
import * as imports from '../services/imports/jobs';

/**
 * An import job's `id`, or its uuid (`job_id`).
 * @pattern ^([0-9]{1,10}|[0-9a-fA-F-]{36})$ Must be an import job id or job_id
 * @maxLength 36 Must be an import job id or job_id
 */
export type ImportJobRef = string;

/** The jobs to remove from the history. */
export interface ImportJobsRemoval {
  /**
   * ids or job_ids
   * @minItems 1 Select at least one import job
   * @maxItems 100 Must have no more than 100 items
   */
  ids: (RowId | ImportJobRef)[];
}

@Route('import-jobs')
@Tags('Import jobs')
@Security('bearer')
export class ImportJobsController extends Controller {
  /**
   * The current department's CSV import jobs, newest first (any member). `active=true` keeps the
   * pending and processing ones (the top bar's indicator), `active=false` the finished ones.
   * @summary List import jobs
   */
  @Get()
  @SuccessResponse(200, 'A page of jobs and how many match in all')
  public async listImportJobs(
    @Request() req: ExpressRequest,
    @Queries() query: imports.ImportJobFilters,
  ): Promise<ImportJobPageOut> {
    const { items, total } = await imports.listJobs(actorOf(req), query);
    return { items: items.map((d) => presentImportJob(d.job, d.recent, d.counts)), total };
  }

  /**
   * Removes finished jobs from the history (managers and up); their items stay. Pending and
   * processing jobs are skipped (cancel them first), as are ids that name no job of a department
   * you are a member of; the answer says which and why.
   * @summary Remove import jobs from the history
   */
  @Post('bulk-delete')
  @SuccessResponse(200, 'What was removed and what was skipped')
  @Response<ErrorBody>(403, 'You do not have permission to remove import jobs')
  public async removeImportJobs(
    @Body() body: ImportJobsRemoval,
    @Request() req: ExpressRequest,
  ): Promise<ImportJobsRemovedOut> {
    return imports.removeJobs(actorOf(req), body.ids);
  }

  /**
   * One import job by its id or job_id (members of its department): counters, progress, the last
   * ten errors and the error counts by kind.
   * @summary Get an import job
   */
  @Get('{id}')
  @SuccessResponse(200, 'The job')
  @Response<ErrorBody>(404, 'Import job not found (also for a job of a department you are not a member of)')
  public async getImportJob(@Path() id: ImportJobRef, @Request() req: ExpressRequest): Promise<ImportJobOut> {
    const d = await imports.jobDetails(await imports.findJob(actorOf(req), id));
    return presentImportJob(d.job, d.recent, d.counts);
  }

  /**
   * Cancels a pending or processing job: it stops at the next batch, and what it wrote stays. A
   * finished job (completed, failed or cancelled) is removed from the history instead; its items
   * stay. Managers and up.
   * @summary Cancel an import job, or remove a finished one
   */
  @Delete('{id}')
  @SuccessResponse(200, 'What was done, and the job')
  @Response<ErrorBody>(
    403,
    'You do not have permission to cancel import jobs; You do not have permission to remove import jobs',
  )
  @Response<ErrorBody>(404, 'Import job not found')
  public async deleteImportJob(
    @Path() id: ImportJobRef,
    @Request() req: ExpressRequest,
  ): Promise<ImportJobDeletedOut> {
    const done = await imports.cancelOrRemove(actorOf(req), id);
    return {
      outcome: done.outcome,
      message: done.message,
      job: presentImportJob(done.job, done.recent, done.counts),
    };
  }

  /**
   * The job's errors as a CSV file named `import-job-{id}-errors.csv`: Row (0 for the file as a
   * whole), Field, Message, then the row's cells under the file's own headers, ready to fix and
   * import again. Cells a spreadsheet would run as formulas are neutralised.
   * @summary Download an import job's error report
   */
  @Get('{id}/errors')
  @Produces('text/csv')
  @SuccessResponse<{
    /** `attachment` with the file name, as `filename` (ASCII) and `filename*` (UTF-8) */
    'Content-Disposition': string;
  }>(200, 'The CSV file', 'text/csv')
  @Response<ErrorBody>(404, 'Import job not found')
  public async importJobErrors(@Path() id: ImportJobRef, @Request() req: ExpressRequest): Promise<string> {
    return csvDownload(this, await imports.errorReport(actorOf(req), id));
  }
}
