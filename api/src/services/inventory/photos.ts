/**
 * An item's photos (docs/bookings.md, "Photos"): up to 12 images the department uploaded, in the
 * order its people chose; the first is the cover, whose url is the item's `image_url`. Any member
 * reads them; whoever may edit the item adds, orders and removes them. Every change runs under the
 * department's lock (so parallel adds and reorders queue and positions stay 0, 1, …) and writes the
 * item's `image_url` in the same transaction (covers.ts).
 */
import { config } from '../../config';
import { Conflict, NotFound, ValidationFailed } from '../../errors';
import type { Actor } from '../../domain/actor';
import type { RowId } from '../../lib/validation';
import {
  ItemPhoto,
  MAX_ITEM_PHOTOS,
  UploadRecord,
  type Department,
  type ItemRow,
  type LendingItemType,
} from '../../models';
import { authorizePhotos } from '../../policies/inventory';
import { recordAudit } from '../audit';
import { inDepartmentTransaction } from '../departmentLock';
import { currentDepartmentOf } from '../session';
import { uploadNameOf } from '../uploadSweep';
import { costumeKind } from './costumes';
import { photosOf, storeOrder, type PhotoItem } from './covers';
import { findItem, type ItemKind } from './items';
import { propKind } from './props';
import { setPieceKind } from './sets';

export interface PhotoItemQuery {
  item_type: LendingItemType;
  item_id: RowId;
}

export interface PhotoCreateInput {
  item_type: LendingItemType;
  item_id: RowId;
  /**
   * the `url` the upload call (`POST /files/upload`) answered for an image this department
   * uploaded: `<PUBLIC_URL>/uploads/<name>` or `/uploads/<name>`
   * @maxLength 500
   */
  url: string;
}

export interface PhotoOrderInput {
  item_type: LendingItemType;
  item_id: RowId;
  /**
   * every photo of the item, once each, in the new order: the first becomes the cover
   * @maxItems 12
   */
  photo_ids: RowId[];
}

const KINDS: Record<LendingItemType, ItemKind<ItemRow>> = {
  prop: propKind,
  set_piece: setPieceKind,
  costume_piece: costumeKind,
};

type ItemWithImage = ItemRow & { image_url: string | null };

const asPhotoItem = (type: LendingItemType, row: ItemRow): PhotoItem => ({
  type,
  row: row as ItemWithImage,
});

/** The item's photos, the cover first (any member of its department; another department's item: 404). */
export async function listPhotos(actor: Actor, query: PhotoItemQuery): Promise<ItemPhoto[]> {
  await findItem(KINDS[query.item_type], actor, query.item_id);
  return photosOf(query.item_type, query.item_id);
}

/** A change of the photos is an edit of the item: its history says so. */
function auditPhotos(actor: Actor, department: Department, type: LendingItemType, row: ItemRow) {
  return {
    action: KINDS[type].audit.updated,
    actor,
    department,
    details: { id: row.id, name: row.name, fields: ['photos'] },
    item: { type, id: row.id },
  };
}

/**
 * The upload name a photo's url names, when it is an image the department uploaded (its upload
 * record, services/files.ts) served from here; else a 422. The item edit's `image_url` still takes
 * any http(s) address (services/inventory/fields.ts): a photo added here is always our own file.
 */
async function ownUpload(department: Department, url: string): Promise<string> {
  const trimmed = url.trim();
  const local = trimmed.startsWith('/uploads/') || trimmed.startsWith(`${config.publicUrl}/uploads/`);
  const name = local ? uploadNameOf(trimmed) : null;
  const record = name
    ? await UploadRecord.findOne({
        where: { department_id: department.id, filename: name },
        attributes: ['id'],
      })
    : null;
  if (!record)
    throw new ValidationFailed([
      {
        loc: ['body', 'url'],
        msg: `Must be an image uploaded by ${department.name} (the url POST /files/upload answered)`,
        type: 'value_error.url',
      },
    ]);
  return trimmed;
}

/** Adds a photo after the item's others (the first one becomes the cover): whoever may edit the item. */
export async function addPhoto(actor: Actor, input: PhotoCreateInput): Promise<ItemPhoto> {
  const department = currentDepartmentOf(actor);
  const kind = KINDS[input.item_type];
  await findItem(kind, actor, input.item_id);
  authorizePhotos(actor, department.id, kind.denied);
  const url = await ownUpload(department, input.url);
  return inDepartmentTransaction(department.id, async (transaction) => {
    // Read again under the lock: a delete that ran meanwhile answers 404.
    const row = await findItem(kind, actor, input.item_id, transaction);
    const photos = await photosOf(input.item_type, row.id, transaction);
    if (photos.some((photo) => photo.url === url)) throw new Conflict(`"${row.name}" already has this photo`);
    if (photos.length >= MAX_ITEM_PHOTOS)
      throw new Conflict(
        `"${row.name}" has ${MAX_ITEM_PHOTOS} photos, the most an item keeps: remove one first`,
        'photo_limit',
      );
    const photo = await ItemPhoto.create(
      {
        department_id: department.id,
        item_type: input.item_type,
        item_id: row.id,
        url,
        position: photos.length,
        created_by: actor.user.id,
      },
      { transaction },
    );
    await storeOrder(asPhotoItem(input.item_type, row), [...photos, photo], transaction);
    await recordAudit(auditPhotos(actor, department, input.item_type, row), transaction);
    return photo;
  });
}

/** Puts the item's photos in the order given (all of them, once each); the first becomes the cover. */
export async function orderPhotos(actor: Actor, input: PhotoOrderInput): Promise<ItemPhoto[]> {
  const department = currentDepartmentOf(actor);
  const kind = KINDS[input.item_type];
  await findItem(kind, actor, input.item_id);
  authorizePhotos(actor, department.id, kind.denied);
  return inDepartmentTransaction(department.id, async (transaction) => {
    const row = await findItem(kind, actor, input.item_id, transaction);
    const photos = await photosOf(input.item_type, row.id, transaction);
    const byId = new Map(photos.map((photo) => [photo.id, photo]));
    const ids = input.photo_ids;
    if (ids.length !== photos.length || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id)))
      throw new ValidationFailed([
        {
          loc: ['body', 'photo_ids'],
          msg: `List each of the ${photos.length} photo${photos.length === 1 ? '' : 's'} of "${row.name}" once, in the new order`,
          type: 'value_error.list',
        },
      ]);
    const ordered = ids.map((id) => byId.get(id)!);
    if (ordered.some((photo, position) => photo.position !== position)) {
      await storeOrder(asPhotoItem(input.item_type, row), ordered, transaction);
      await recordAudit(auditPhotos(actor, department, input.item_type, row), transaction);
    }
    return ordered;
  });
}

/** Removes a photo (whoever may edit its item); the next one becomes the cover when it was the cover. */
export async function deletePhoto(actor: Actor, id: number): Promise<void> {
  const department = currentDepartmentOf(actor);
  const seen = await ItemPhoto.findOne({ where: { id, department_id: department.id } });
  if (!seen) throw new NotFound('Photo not found');
  const kind = KINDS[seen.item_type];
  authorizePhotos(actor, department.id, kind.denied);
  await inDepartmentTransaction(department.id, async (transaction) => {
    const row = await findItem(kind, actor, seen.item_id, transaction);
    const photos = await photosOf(seen.item_type, row.id, transaction);
    const gone = photos.find((photo) => photo.id === id);
    if (!gone) throw new NotFound('Photo not found');
    await gone.destroy({ transaction });
    await storeOrder(
      asPhotoItem(seen.item_type, row),
      photos.filter((photo) => photo !== gone),
      transaction,
    );
    await recordAudit(auditPhotos(actor, department, seen.item_type, row), transaction);
  });
}
