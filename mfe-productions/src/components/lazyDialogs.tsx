import { lazyDialog } from '@scenedock/ui';

/**
 * The add/edit production dialog, loaded the first time it opens: the form brings zod and
 * react-hook-form (about a third of the screen's code).
 */
export const LazyProductionFormDialog = lazyDialog(() =>
  import('./ProductionFormDialog').then((m) => m.ProductionFormDialog),
);

/** Starts fetching the form's code early, e.g. when the pointer reaches an Add or Edit button. */
export const preloadProductionForm = () => void LazyProductionFormDialog.preload();

/** The item manager: it brings Headless UI's tabs, fetched when it first opens (it is shown while mounted). */
export const LazyProductionItemsDialog = lazyDialog(
  () => import('./ProductionItemsDialog').then((m) => m.ProductionItemsDialog),
  () => true,
);

/** Subscribing a calendar app to a feed: fetched when first opened, on the calendar and production pages. */
export const LazySubscribeDialog = lazyDialog(() =>
  import('./calendar/SubscribeDialog').then((m) => m.SubscribeDialog),
);
