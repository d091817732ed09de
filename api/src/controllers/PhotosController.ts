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
import { presentPhoto, type PhotoOut } from '../presenters/photos';
import type { PhotoCreateInput, PhotoItemQuery, PhotoOrderInput } from '../services/inventory/photos';
import * as photos from '../services/inventory/photos';

/**
 * The photos of the current department's items (docs/bookings.md, "Photos"): up to 12 per item, in
 * order; the first is the cover, and the item's `image_url` is always the cover's url.
 */
@Route('photos')
@Tags('Photos')
@Security('bearer')
export class PhotosController extends Controller {
  /**
   * An item's photos, the cover first, for any member of its department. Another department's item
   * is a 404.
   * @summary List an item's photos
   */
  @Get()
  @Response<ErrorBody>(404, 'Prop not found; Set piece not found; Costume piece not found')
  public async listPhotos(
    @Request() req: ExpressRequest,
    @Queries() query: PhotoItemQuery,
  ): Promise<PhotoOut[]> {
    return (await photos.listPhotos(actorOf(req), query)).map(presentPhoto);
  }

  /**
   * Adds a photo after the item's others (whoever may edit the item: assistants and up). The `url`
   * is one the upload call (`POST /files/upload`) answered for an image this department uploaded;
   * anything else is a 422. An item's first photo becomes its cover and its `image_url`. At most 12
   * photos per item (409 `photo_limit`); the same image twice is a 409.
   * @summary Add a photo to an item
   */
  @Post()
  @SuccessResponse(201, 'The photo added')
  @Response<ErrorBody>(403, 'You do not have permission to edit this prop')
  @Response<ErrorBody>(404, 'Prop not found; Set piece not found; Costume piece not found')
  @Response<ErrorBody>(
    409,
    '"Brass lantern" has 12 photos, the most an item keeps: remove one first (code photo_limit); "Brass lantern" already has this photo',
  )
  public async addPhoto(@Body() body: PhotoCreateInput, @Request() req: ExpressRequest): Promise<PhotoOut> {
    const photo = await photos.addPhoto(actorOf(req), body);
    this.setStatus(201);
    return presentPhoto(photo);
  }

  /**
   * Puts an item's photos in a new order (whoever may edit the item): `photo_ids` lists every photo
   * of the item once (else a 422). The first becomes the cover, and its url the item's `image_url`.
   * Answers the photos in their new order.
   * @summary Order an item's photos
   */
  @Put('order')
  @Response<ErrorBody>(403, 'You do not have permission to edit this prop')
  @Response<ErrorBody>(404, 'Prop not found; Set piece not found; Costume piece not found')
  public async orderPhotos(
    @Body() body: PhotoOrderInput,
    @Request() req: ExpressRequest,
  ): Promise<PhotoOut[]> {
    return (await photos.orderPhotos(actorOf(req), body)).map(presentPhoto);
  }

  /**
   * Removes a photo (whoever may edit its item). When it was the cover, the next photo becomes the
   * cover and the item's `image_url` (null when none is left). The image file itself goes a grace
   * period later, once nothing names it.
   * @summary Remove a photo
   */
  @Delete('{id}')
  @SuccessResponse(204, 'Removed')
  @Response<ErrorBody>(403, 'You do not have permission to edit this prop')
  @Response<ErrorBody>(404, 'Photo not found')
  public async deletePhoto(@Path() id: RowId, @Request() req: ExpressRequest): Promise<void> {
    await photos.deletePhoto(actorOf(req), id);
    this.setStatus(204);
  }
}
