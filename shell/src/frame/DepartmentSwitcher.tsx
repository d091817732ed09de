import { lazy, Suspense } from 'react';
import { Building2 } from 'lucide-react';
import { useLocation } from '@scenedock/ui/router';
import type { CurrentUser } from '@scenedock/ui';

// The listbox (and its positioning engine) loads only for people who can switch.
const DepartmentListbox = lazy(() => import('./DepartmentListbox'));

/**
 * The rules: a switcher only when the user belongs to more than one department (hidden for a
 * superuser on /departments); otherwise the department's name, or 'No Department'.
 */
export function DepartmentSwitcher({
  user,
  departmentId,
  onSwitch,
}: {
  user: CurrentUser;
  departmentId: number | null;
  onSwitch: (id: number) => void;
}) {
  const { pathname } = useLocation();
  const current = user.departments.find((d) => d.id === departmentId);
  const showSwitcher =
    user.departments.length > 1 && !(user.is_superuser && pathname.startsWith('/departments'));
  const name = (
    <p
      className="flex min-w-0 items-center gap-2 text-sm font-medium text-gray-700"
      data-testid="current-department"
    >
      <Building2 className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
      <span className="truncate">{current?.name ?? 'No Department'}</span>
    </p>
  );
  if (!showSwitcher) return name;
  return (
    <Suspense fallback={name}>
      <DepartmentListbox departments={user.departments} current={current} onSwitch={onSwitch} />
    </Suspense>
  );
}
