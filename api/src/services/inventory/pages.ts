import type { LendingItemType } from '../../models';

/**
 * Each item kind's page in the app (`/props/7`): the one map of kinds to pages in the API, for the
 * links notifications and their mails carry.
 */
export const ITEM_PAGES: Record<LendingItemType, string> = {
  prop: '/props',
  set_piece: '/sets',
  costume_piece: '/costumes',
};

/** The item's page, as a path of the app. */
export const itemPath = (type: LendingItemType, id: number): string => `${ITEM_PAGES[type]}/${id}`;
