import {
  enumOptions,
  ROLE_LABELS,
  ROLES,
  SearchInput,
  SelectField,
  useDebouncedCommit,
  type ListParams,
} from '@scenedock/ui';
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
  // The search box is typed freely; the address (and the server) follow after a pause.
  const [search, setSearch] = useDebouncedCommit(list.values.q, (value) => list.update({ q: value.trim() }));
  return (
    <div className="mb-4 grid grid-cols-1 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]">
      <SearchInput
        label="Search users"
        placeholder="Search by name, email or phone"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label="Role"
        options={ROLE_FILTER}
        value={list.values.role}
        onChange={(event) => list.update({ role: event.target.value })}
      />
      <SelectField
        label="Status"
        options={STATUS_FILTER}
        value={list.values.status}
        onChange={(event) => list.update({ status: event.target.value })}
      />
    </div>
  );
}
