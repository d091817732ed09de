/**
 * An item's photos and its `image_url` kept in step (docs/bookings.md, "Photos"): position 0 is the
 * cover and the item's `image_url` is always the cover's url (null without photos), so every list,
 * card and loan reads the cover as it read the one image before. Every function here runs in the
 * caller's transaction, which holds the item's department lock: writers of one item's photos queue.
 */
import type { Transaction } from 'sequelize';
import { Conflict } from '../../errors';
import { ItemPhoto, MAX_ITEM_PHOTOS, type ItemRow, type LendingItemType } from '../../models';

export interface PhotoItem {
  type: LendingItemType;
  row: ItemRow & { image_url: string | null };
}

/** The item's photos in order, the cover first. */
export function photosOf(type: LendingItemType, id: number, transaction?: Transaction): Promise<ItemPhoto[]> {
  return ItemPhoto.findAll({
    where: { item_type: type, item_id: id },
    order: [
      ['position', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction,
  });
}

/**
 * Stores `photos` as the item's order (positions 0, 1, …, only the rows that moved) and copies the
 * cover's url to the item.
 */
export async function storeOrder(item: PhotoItem, photos: ItemPhoto[], transaction: Transaction) {
  for (const [position, photo] of photos.entries())
    if (photo.position !== position) await photo.update({ position }, { transaction });
  const cover = photos[0]?.url ?? null;
  if (item.row.image_url !== cover) await item.row.update({ image_url: cover }, { transaction });
}

/**
 * The item's edit of `image_url` (PUT /props/{id} and the like, and a create with one): a new url
 * becomes the cover, put before the others (a url the item already has moves to the front); at the
 * limit the edit is refused (409 photo_limit). Null removes the cover: the next photo, if any, becomes
 * the cover, and its url the item's.
 */
export async function setCover(
  item: PhotoItem,
  url: string | null,
  createdBy: number | null,
  transaction: Transaction,
): Promise<void> {
  const photos = await photosOf(item.type, item.row.id, transaction);
  if (url === null) {
    if (photos.length > 0) await photos.shift()!.destroy({ transaction });
    return storeOrder(item, photos, transaction);
  }
  if (photos[0]?.url === url) return storeOrder(item, photos, transaction);
  const same = photos.findIndex((photo) => photo.url === url);
  if (same >= 0) {
    const [photo] = photos.splice(same, 1);
    return storeOrder(item, [photo, ...photos], transaction);
  }
  // Never a photo dropped unseen to make room: the edit is refused and changes nothing.
  if (photos.length >= MAX_ITEM_PHOTOS)
    throw new Conflict(
      `"${item.row.name}" has ${MAX_ITEM_PHOTOS} photos, the most an item keeps: remove one first`,
      'photo_limit',
    );
  // Placed after the others first, then moved to the front with them: positions stay unique.
  const added = await ItemPhoto.create(
    {
      department_id: item.row.department_id,
      item_type: item.type,
      item_id: item.row.id,
      url,
      position: photos.length,
      created_by: createdBy,
    },
    { transaction },
  );
  return storeOrder(item, [added, ...photos], transaction);
}

/** An item deleted: its photos go with it. */
export async function removePhotosOf(type: LendingItemType, id: number, transaction: Transaction) {
  await ItemPhoto.destroy({ where: { item_type: type, item_id: id }, transaction });
}
