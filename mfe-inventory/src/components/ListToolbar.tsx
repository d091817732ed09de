import { LayoutGrid, List } from 'lucide-react';
import { Button, SelectField, type SelectOption } from '@scenedock/ui';
import type { ListSettings, ListSettingsInput, ListView } from '../api/listSettings';
import { ITEM_SORTS, PAGE_SIZES } from '../lib/useInventoryList';

const SORT_LABELS: Record<ListSettings['sort'], string> = {
  newest: 'Newest',
  name: 'Name',
  condition: 'Condition',
  location: 'Location',
};
const SORT_OPTIONS: SelectOption[] = ITEM_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));
const PAGE_SIZE_OPTIONS: SelectOption[] = PAGE_SIZES.map((size) => ({
  value: String(size),
  label: String(size),
}));
const VIEWS: { value: ListView; label: string; Icon: typeof List }[] = [
  { value: 'cards', label: 'Cards', Icon: LayoutGrid },
  { value: 'list', label: 'List', Icon: List },
];

/**
 * Above an inventory list's results: Cards or List, the order and the page size. Each change
 * applies at once and is kept for the person (useInventoryList).
 */
export function ListToolbar({
  settings,
  onChange,
}: {
  settings: ListSettings;
  onChange: (changes: ListSettingsInput) => void;
}) {
  return (
    <div className="mb-4 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      <div role="group" aria-label="View" className="col-span-2 flex gap-1 sm:mr-auto">
        {VIEWS.map(({ value, label, Icon }) => (
          <Button
            key={value}
            variant={settings.view === value ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={settings.view === value}
            icon={<Icon className="size-4" aria-hidden="true" />}
            onClick={() => settings.view !== value && onChange({ view: value })}
          >
            {label}
          </Button>
        ))}
      </div>
      <div className="min-w-0 sm:w-40">
        <SelectField
          label="Sort by"
          options={SORT_OPTIONS}
          value={settings.sort}
          onChange={(event) => {
            const sort = ITEM_SORTS.find((value) => value === event.target.value);
            if (sort) onChange({ sort });
          }}
        />
      </div>
      <div className="min-w-0 sm:w-28">
        <SelectField
          label="Per page"
          options={PAGE_SIZE_OPTIONS}
          value={String(settings.page_size)}
          onChange={(event) => {
            const size = PAGE_SIZES.find((value) => value === Number(event.target.value));
            if (size) onChange({ page_size: size });
          }}
        />
      </div>
    </div>
  );
}
