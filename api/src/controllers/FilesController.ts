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
import { storeImage, type FileType, type UploadOut } from '../services/files';

@Route('files')
@Tags('Files')
@Security('bearer')
export class FilesController extends Controller {
  /**
   * Uploads one image for an item or a production of the current department (assistants and up), as
   * multipart/form-data: the image in the field `file` (JPEG, PNG, WebP or GIF, judged by its
   * content, not its name or declared type; at most 5 MB) and what it is for in `file_type`. The
   * same image uploaded twice is stored once. Answers the `url` it is served from: put it in an
   * item's or production's `image_url`. Each upload counts against the department's quota of stored
   * images; an image no item uses is removed a day after it was uploaded (UPLOAD_GRACE_HOURS).
   * @summary Upload an image
   * @pattern file_type ^(prop|set|costume|production)$ Must be one of: prop, set, costume, production
   * @maxLength file_type 10 Must be one of: prop, set, costume, production
   */
  @Post('upload')
  @SuccessResponse(201, 'The image stored')
  @Response<ErrorBody>(
    400,
    'File type must be an image (JPEG, PNG, WebP or GIF); or a malformed multipart body (cut short, without a boundary, more than one file, too many fields, a text field over 1 kB); or X-Current-Department missing or not an id',
  )
  @Response<ErrorBody>(
    403,
    'Not a member of the department, or a student: "You do not have permission to upload files"',
  )
  @Response<ErrorBody>(
    413,
    "File size must be less than 5MB; or the department's images would pass its quota (UPLOAD_QUOTA_MB, code upload_quota_exceeded)",
  )
  @Response<ErrorBody>(415, 'A body that is not multipart/form-data')
  @Response<ErrorBody>(507, 'The server has no room to store this file now: try again later')
  public async upload(
    @UploadedFile('file') file: Express.Multer.File,
    /** what the image is for: prop, set, costume or production */
    @FormField() file_type: FileType,
    @Request() req: ExpressRequest,
  ): Promise<UploadOut> {
    const stored = await storeImage(actorOf(req), file, file_type);
    this.setStatus(201);
    return stored;
  }
}
