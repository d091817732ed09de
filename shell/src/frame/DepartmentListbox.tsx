import { Check, ChevronsUpDown, Building2 } from 'lucide-react';
import { Label } from '@scenedock/ui/headless';
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@scenedock/ui/popovers';

interface DepartmentRef {
  id: number;
  name: string;
}

export default function DepartmentListbox({
  departments,
  current,
  onSwitch,
}: {
  departments: DepartmentRef[];
  current: DepartmentRef | undefined;
  onSwitch: (id: number) => void;
}) {
  return (
    <Listbox value={current?.id ?? null} onChange={(id: number | null) => id !== null && onSwitch(id)}>
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
          {departments.map((department) => (
            <ListboxOption
              key={department.id}
              value={department.id}
              className="group flex cursor-pointer items-center justify-between px-3 py-2 text-gray-800 data-focus:bg-indigo-50"
            >
              <span className="truncate">{department.name}</span>
              <Check
                className="invisible size-4 text-indigo-600 group-data-selected:visible"
                aria-hidden="true"
              />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </div>
    </Listbox>
  );
}
