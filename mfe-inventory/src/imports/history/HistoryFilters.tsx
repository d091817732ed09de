import { enumOptions, SelectField, type ListParams, type SelectOption } from '@scenedock/ui';
import type { HISTORY_FILTERS } from './historyFilters';

const STATUS_OPTIONS: SelectOption[] = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active (pending or processing)' },
  ...enumOptions('importJobStatus'),
];

const TYPE_OPTIONS: SelectOption[] = [{ value: '', label: 'All types' }, ...enumOptions('importItemType')];

/** Status and item type: the server filters, the address keeps them. */
export function HistoryFilters({ list }: { list: ListParams<(typeof HISTORY_FILTERS)[number]> }) {
  return (
    <div className="mb-4 grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
      <SelectField
        label="Status"
        value={list.values.status}
        onChange={(event) => list.update({ status: event.target.value })}
        options={STATUS_OPTIONS}
      />
      <SelectField
        label="Item type"
        value={list.values.item_type}
        onChange={(event) => list.update({ item_type: event.target.value })}
        options={TYPE_OPTIONS}
      />
    </div>
  );
}
