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
      {/* min-w-0 down the line: on a phone the name gives way (truncated), not the screen's width. */}
      <div className="relative flex min-w-0 items-center gap-2">
        <Label className="sr-only">Current department</Label>
        <ListboxButton
          className="flex min-w-0 max-w-full items-center justify-between gap-2 rounded-md bg-white px-3 py-1.5 text-left text-sm font-medium text-gray-800 ring-1 ring-inset ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:min-w-48 sm:max-w-xs"
          data-testid="department-switcher"
        >
          <span className="flex min-w-0 items-center gap-2">
            <Building2 className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
            <span className="truncate">{current?.name ?? 'No Department'}</span>
          </span>
          <ChevronsUpDown className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
        </ListboxButton>
        {/* Anchored to the button and kept 8 px inside the window whichever way it has to move. */}
        <ListboxOptions
          anchor={{ to: 'bottom end', gap: 4, padding: 8 }}
          className="z-40 w-64 max-w-[calc(100vw-1rem)] rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/10 focus:outline-none"
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
