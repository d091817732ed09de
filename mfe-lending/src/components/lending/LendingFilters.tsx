import { enumOptions, FilterBar, type ListParams } from '@scenedock/ui';
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
  return (
    <FilterBar
      list={list}
      className="mb-6 gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_14rem]"
      search={{
        key: 'q',
        label: 'Search lending records',
        placeholder: 'Search by item, department, notes or contact',
      }}
      selects={[
        { key: 'status', label: 'Status', options: STATUS_FILTER },
        { key: 'direction', label: 'Direction', options: DIRECTION_FILTER },
      ]}
    />
  );
}
