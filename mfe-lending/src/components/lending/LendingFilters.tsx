import { enumOptions, SearchInput, SelectField, useDebouncedCommit, type ListParams } from '@scenedock/ui';
import { COUNTED_STATUSES, DIRECTION_LABELS, DIRECTIONS } from '../../lib/labels';
import type { LendingFilterKey } from '../../lib/lendingFilters';

const STATUS_FILTER = [
  { value: '', label: 'All statuses' },
  ...enumOptions('lendingStatus', COUNTED_STATUSES),
];
const DIRECTION_FILTER = [
  { value: '', label: 'All directions' },
  ...DIRECTIONS.map((direction) => ({ value: direction, label: DIRECTION_LABELS[direction] })),
];

/** Search, status and direction: in the address, filtered by the server. */
export function LendingFilters({ list }: { list: ListParams<LendingFilterKey> }) {
  const [search, setSearch] = useDebouncedCommit(list.values.q, (value) => list.update({ q: value.trim() }));
  return (
    <div className="mb-6 grid grid-cols-1 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_14rem]">
      <SearchInput
        label="Search lending records"
        placeholder="Search by item, department, notes or contact"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label="Status"
        options={STATUS_FILTER}
        value={list.values.status}
        onChange={(event) => list.update({ status: event.target.value })}
      />
      <SelectField
        label="Direction"
        options={DIRECTION_FILTER}
        value={list.values.direction}
        onChange={(event) => list.update({ direction: event.target.value })}
      />
    </div>
  );
}
