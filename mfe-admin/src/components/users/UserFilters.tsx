import { enumOptions, FilterBar, ROLE_LABELS, ROLES, type ListParams } from '@scenedock/ui';
import type { UserFilterKey } from '../../lib/userFilters';

const ROLE_FILTER = [
  { value: '', label: 'All roles' },
  ...ROLES.slice()
    .reverse()
    .map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];
const STATUS_FILTER = [{ value: '', label: 'All statuses' }, ...enumOptions('userStatus')];

/** Search, role and status: kept in the address, so a filtered list can be linked and survives a reload. */
export function UserFilters({ list }: { list: ListParams<UserFilterKey> }) {
  return (
    <FilterBar
      list={list}
      className="mb-4 gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]"
      search={{ key: 'q', label: 'Search users', placeholder: 'Search by name, email or phone' }}
      selects={[
        { key: 'role', label: 'Role', options: ROLE_FILTER },
        { key: 'status', label: 'Status', options: STATUS_FILTER },
      ]}
    />
  );
}
