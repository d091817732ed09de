import type { BookingOut } from './bookings';
import type { ItemResource } from './queryKeys';

/** An item's kind as the API names it (bookings, loans, history). */
export type ItemType = BookingOut['item_type'];

/** The list (and query key family) of each kind: also the first segment of its pages' addresses. */
export const ITEM_RESOURCE_OF_TYPE: Record<ItemType, ItemResource> = {
  prop: 'props',
  set_piece: 'sets',
  costume_piece: 'costumes',
};

/** An item's own page: `/props/7`, `/sets/3`, `/costumes/12`. The one place these addresses are built. */
export function itemPath(itemType: ItemType, id: number): string {
  return itemPathOf(ITEM_RESOURCE_OF_TYPE[itemType], id);
}

/** The same page, for screens that know an item by its list (`props`) rather than its kind. */
export function itemPathOf(resource: ItemResource, id: number): string {
  return `/${resource}/${id}`;
}

/** A production's page, with its pull list. */
export function productionPath(id: number): string {
  return `/productions/${id}`;
}

/**
 * A loan, on either side: the lending screen lists what the department lends and borrows and opens
 * the loan at `?loan=` (as the lending notifications link to it); /borrowing is the search.
 */
export function loanPath(lendingId: number): string {
  return `/lending?loan=${lendingId}`;
}
