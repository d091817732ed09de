import { SelectField, type ListParams, type SelectOption } from '@scenedock/ui';
import { IMPORT_STATUSES, ITEM_TYPE_LABELS, ITEM_TYPES, STATUS_LABELS } from '../progress/display';
import type { HISTORY_FILTERS } from './historyFilters';

const STATUS_OPTIONS: SelectOption[] = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active (pending or processing)' },
  ...IMPORT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

const TYPE_OPTIONS: SelectOption[] = [
  { value: '', label: 'All types' },
  ...ITEM_TYPES.map((type) => ({ value: type, label: ITEM_TYPE_LABELS[type] })),
];

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
