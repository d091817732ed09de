import { Listbox, ListboxButton, ListboxOption, ListboxOptions, Label } from '@headlessui/react';
import { Check, ChevronsUpDown, Building2 } from 'lucide-react';
import { useLocation } from 'react-router';
import type { CurrentUser } from '@scenedock/ui';

/**
 * The spec's rules: a switcher only when the user belongs to more than one department (hidden for a
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
  const showSwitcher = user.departments.length > 1 && !(user.is_superuser && pathname.startsWith('/departments'));

  if (!showSwitcher) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-gray-700" data-testid="current-department">
        <Building2 className="size-4 text-gray-500" aria-hidden="true" />
        {current?.name ?? 'No Department'}
      </p>
    );
  }
  return (
    <Listbox value={departmentId} onChange={(id: number | null) => id !== null && onSwitch(id)}>
      <div className="relative flex items-center gap-2">
        <Label className="sr-only">Current department</Label>
        <ListboxButton
          className="flex min-w-48 items-center justify-between gap-2 rounded-md bg-white px-3 py-1.5 text-left text-sm font-medium text-gray-800 ring-1 ring-inset ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
          data-testid="department-switcher"
        >
          <span className="flex items-center gap-2 truncate">
            <Building2 className="size-4 text-gray-500" aria-hidden="true" />
            {current?.name ?? 'No Department'}
          </span>
          <ChevronsUpDown className="size-4 text-gray-500" aria-hidden="true" />
        </ListboxButton>
        <ListboxOptions
          anchor="bottom end"
          className="z-40 mt-1 w-64 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/10 focus:outline-none"
        >
          {user.departments.map((department) => (
            <ListboxOption
              key={department.id}
              value={department.id}
              className="group flex cursor-pointer items-center justify-between px-3 py-2 text-gray-800 data-focus:bg-indigo-50"
            >
              <span className="truncate">{department.name}</span>
              <Check className="invisible size-4 text-indigo-600 group-data-selected:visible" aria-hidden="true" />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </div>
    </Listbox>
  );
}
