import type { components } from '@scenedock/openapi';
import type { BookingOut, Condition, ItemAvailabilityOut, ItemResource } from '@scenedock/ui';

export type PropOut = components['schemas']['PropOut'];
export type SetPieceOut = components['schemas']['SetPieceOut'];
export type CostumeOut = components['schemas']['CostumeOut'];

/** What props, set pieces and costumes have in common: cards, details and deletes need only this. */
export interface InventoryItem {
  id: number;
  /** the short code on its label (docs/labels-and-scanning.md) */
  code: string;
  name: string;
  description: string | null;
  condition: Condition;
  location: string | null;
  image_url: string | null;
  current_production_id: number | null;
  /** what holds it today, next, and from when it is free */
  availability: ItemAvailabilityOut;
}

/** An item's kind as bookings name it. */
export type ItemType = BookingOut['item_type'];

/** Which of the kit's item key factories caches a kind's lists. */
export const RESOURCE_OF_TYPE: Record<ItemType, ItemResource> = {
  prop: 'props',
  set_piece: 'sets',
  costume_piece: 'costumes',
};

/** Comma-separated tags as a list, without blanks. */
export function splitTags(tags: string | null | undefined): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** A set piece's components: the server always stores a JSON array of strings, but stay safe. */
export function parseComponents(components: string | null | undefined): string[] {
  if (!components) return [];
  try {
    const list: unknown = JSON.parse(components);
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}
