import { lazy, Suspense } from 'react';
import type { DepartmentFormDialogProps } from './DepartmentFormDialog';
import type { EditUserDialogProps } from './EditUserDialog';
import type { InviteDialogProps } from './InviteDialog';

// The form dialogs carry zod and react-hook-form (about 35 KB gzipped): they load on first open, so
// a screen's first paint does not wait for them.
const DepartmentForm = lazy(() =>
  import('./DepartmentFormDialog').then((m) => ({ default: m.DepartmentFormDialog })),
);
const EditUser = lazy(() => import('./EditUserDialog').then((m) => ({ default: m.EditUserDialog })));
const Invite = lazy(() => import('./InviteDialog').then((m) => ({ default: m.InviteDialog })));

export function LazyDepartmentFormDialog(props: DepartmentFormDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DepartmentForm {...props} />
    </Suspense>
  );
}

export function LazyEditUserDialog(props: EditUserDialogProps) {
  if (!props.member) return null;
  return (
    <Suspense fallback={null}>
      <EditUser {...props} />
    </Suspense>
  );
}

export function LazyInviteDialog(props: InviteDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Invite {...props} />
    </Suspense>
  );
}
