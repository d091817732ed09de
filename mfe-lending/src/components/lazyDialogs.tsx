import { lazyDialog } from '@scenedock/ui';

/**
 * The two forms, each fetched the first time it opens: they bring zod, which the lists do not
 * need, so the screens' first paint does not wait for it.
 */
export const LazyNewLendingRequestDialog = lazyDialog(() =>
  import('./lending/NewLendingRequestDialog').then((m) => m.NewLendingRequestDialog),
);

export const LazyBorrowDialog = lazyDialog(
  () => import('./borrowing/BorrowDialog').then((m) => m.BorrowDialog),
  (props) => props.item !== null,
);
