import { enumOptions, FilterBar, type ListParams, type SelectOption } from '@scenedock/ui';
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
    <FilterBar
      list={list}
      className="mb-4 gap-4 sm:grid-cols-2 lg:max-w-2xl"
      selects={[
        { key: 'status', label: 'Status', options: STATUS_OPTIONS },
        { key: 'item_type', label: 'Item type', options: TYPE_OPTIONS },
      ]}
    />
  );
}
