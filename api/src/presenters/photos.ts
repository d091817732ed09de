import type { ItemPhoto, LendingItemType } from '../models';

/** One photo of an item (docs/bookings.md, "Photos"). */
export interface PhotoOut {
  /** @isInt */
  id: number;
  item_type: LendingItemType;
  /** @isInt */
  item_id: number;
  /** where the image is served from */
  url: string;
  /**
   * its place in the item's order: 0 is the cover
   * @isInt
   */
  position: number;
  /** the cover: the item's `image_url` is its url */
  is_cover: boolean;
  created_at: Date;
}

export function presentPhoto(row: ItemPhoto): PhotoOut {
  return {
    id: row.id,
    item_type: row.item_type,
    item_id: row.item_id,
    url: row.url,
    position: row.position,
    is_cover: row.position === 0,
    created_at: row.created_at,
  };
}
