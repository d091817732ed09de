import type { Request as ExpressRequest } from 'express';
import {
  Controller,
  FormField,
  Post,
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
import { storeImage, type UploadOut } from '../services/files';

@Route('files')
@Tags('Files')
@Security('bearer')
export class FilesController extends Controller {
  /**
   * Uploads one image (JPEG, PNG, WebP or GIF, judged by its content; at most 5 MB) as multipart
   * field `file`, with `file_type` prop, set, costume or production. Answers the `url` it is served from.
   * @maxLength file_type 10 Must be one of: prop, set, costume, production
   */
  @Post('upload')
  @SuccessResponse(201, 'Stored')
  @Response<ErrorBody>(400, 'File type must be an image (JPEG, PNG, WebP or GIF)')
  @Response<ErrorBody>(413, 'File size must be less than 5MB')
  public async upload(
    @UploadedFile('file') file: Express.Multer.File,
    /** prop, set, costume or production */
    @FormField() file_type: string,
    @Request() req: ExpressRequest,
  ): Promise<UploadOut> {
    const stored = await storeImage(actorOf(req), file, file_type);
    this.setStatus(201);
    return stored;
  }
}
