import { lazyDialog } from '@scenedock/ui';

// The form dialogs carry zod and react-hook-form (about 35 KB gzipped): they load on first open, so
// a screen's first paint does not wait for them.
export const LazyDepartmentFormDialog = lazyDialog(() =>
  import('./DepartmentFormDialog').then((m) => m.DepartmentFormDialog),
);
export const LazyEditUserDialog = lazyDialog(
  () => import('./EditUserDialog').then((m) => m.EditUserDialog),
  (props) => props.member !== null,
);
export const LazyInviteDialog = lazyDialog(() => import('./InviteDialog').then((m) => m.InviteDialog));
