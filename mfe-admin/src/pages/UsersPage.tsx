import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Download, FileClock, RefreshCw, UserMinus, UserPlus, Users } from 'lucide-react';
import {
  Avatar,
  Button,
  ConfirmDialog,
  EmptyState,
  IconButton,
  PageHeader,
  Pagination,
  ROLE_LABELS,
  ROLES,
  RowSkeletons,
  SearchInput,
  SelectField,
  can,
  downloadBlob,
  errorMessage,
  formatDateTime,
  fullName,
  grantableRoles,
  useCurrentDepartment,
  useCurrentUser,
  type Role,
} from '@scenedock/ui';
import {
  useBulkRemove,
  useBulkStatus,
  useChangeRole,
  useDeleteUser,
  useFetchAllUsers,
  useRemoveMember,
  useResendInvitation,
  useResetPassword,
  useUpdateUser,
  useUsers,
  type Member,
  type MemberStatus,
} from '../api/members';
import { RoleBadge, STATUS_LABELS, StatusBadge } from '../components/badges';
import { removeMessage, resetPasswordMessage, roleChangeMessage } from '../components/errors';
import { InlineSelect } from '../components/InlineSelect';
import { LazyEditUserDialog, LazyInviteDialog } from '../components/lazyDialogs';
import { UserAuditLogDialog } from '../components/UserAuditLogDialog';
import { UserDetailsDialog } from '../components/UserDetailsDialog';
import { fileNamePart, localDateStamp, toCsv } from '../lib/csv';
import { canActOn } from '../lib/permissions';
import { useDebounced } from '../lib/useDebounced';
import { RemoveMemberDialog } from '../components/RemoveMemberDialog';

const PAGE_SIZE = 25;

const ROLE_FILTER = [
  { value: '', label: 'All roles' },
  ...ROLES.slice()
    .reverse()
    .map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];
const STATUSES = ['active', 'inactive', 'pending'] as const;
const STATUS_FILTER = [
  { value: '', label: 'All statuses' },
  ...STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];
const STATUS_OPTIONS = STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

const CSV_HEADER = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Role',
  'Status',
  'Last Login',
  'Created',
] as const;

/** 'Users': the members of the current department. */
export function UsersPage() {
  const department = useCurrentDepartment();
  const { data: me, isPending } = useCurrentUser();
  if (!department)
    return (
      <div>
        <PageHeader title="Users" />
        {isPending ? (
          <RowSkeletons count={5} label="Loading users" />
        ) : (
          <EmptyState icon={<Users className="size-8" />} title="No department context available" />
        )}
      </div>
    );
  return <DepartmentUsersScreen key={department.id} department={department} me={me} />;
}

type Me = ReturnType<typeof useCurrentUser>['data'];

function DepartmentUsersScreen({ department, me }: { department: { id: number; name: string }; me: Me }) {
  const canManage = can(me, 'manageUsers');
  const canInvite = can(me, 'inviteUsers');

  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const [skip, setSkip] = useState(0);
  const term = useDebounced(search.trim());
  const filters = { search: term, role, status };
  const users = useUsers(department.id, { ...filters, skip, limit: PAGE_SIZE });
  const rows = users.data?.rows ?? [];
  const total = users.data?.total ?? 0;

  const [selected, setSelected] = useState<Set<number>>(new Set());
  // A selection belongs to the rows it was made on: new filters or another page start afresh.
  useEffect(() => setSelected(new Set()), [term, role, status, skip]);

  const [inviting, setInviting] = useState(false);
  const [viewing, setViewing] = useState<Member | null>(null);
  const [editing, setEditing] = useState<Member | null>(null);
  const [auditing, setAuditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [deleting, setDeleting] = useState<Member | null>(null);
  const [bulkRemoving, setBulkRemoving] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [exporting, setExporting] = useState(false);

  const fetchAll = useFetchAllUsers();
  const changeRole = useChangeRole(department.id);
  const updateUser = useUpdateUser();
  const bulkStatus = useBulkStatus();
  const bulkRemove = useBulkRemove(department.id);
  const removeMember = useRemoveMember(department.id);
  const deleteUser = useDeleteUser(department.id);
  const resetPassword = useResetPassword(department.id);
  const resend = useResendInvitation(department.id);

  const selectable = canManage ? rows.filter((row) => canActOn(me, row)) : [];
  const chosen = selectable.filter((row) => selected.has(row.id));
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = chosen.length > 0 && !allChosen;
  }, [chosen.length, allChosen]);

  const roleOptions = grantableRoles(me).map((r) => ({ value: r, label: ROLE_LABELS[r] }));
  const live = (member: Member | null) => (member ? (rows.find((r) => r.id === member.id) ?? member) : null);

  function toggle(id: number, on: boolean) {
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function refresh() {
    setRefreshing(true);
    const result = await users.refetch();
    setRefreshing(false);
    if (result.isError) toast.error('Failed to refresh data');
    else toast.success('Data refreshed successfully');
  }

  async function exportCsv() {
    setExporting(true);
    try {
      // The whole filtered list, not only the page on screen.
      const all = total <= rows.length && skip === 0 ? rows : await fetchAll(filters);
      const csv = toCsv(
        CSV_HEADER,
        all.map((u) => [
          u.first_name,
          u.last_name,
          u.email,
          u.phone,
          u.role,
          u.status,
          u.last_login ? new Date(u.last_login).toISOString() : '',
          new Date(u.created_at).toISOString(),
        ]),
      );
      downloadBlob(
        new Blob([csv], { type: 'text/csv;charset=utf-8' }),
        `${fileNamePart(department.name)}_users_${localDateStamp()}.csv`,
      );
      toast.success('Users exported successfully as CSV');
    } catch {
      toast.error('Failed to export users');
    } finally {
      setExporting(false);
    }
  }

  function changeRoleOf(member: Member, next: Role) {
    changeRole.mutate(
      { userId: member.id, role: next },
      {
        onSuccess: () => toast.success(`Role updated: ${fullName(member)} is now ${ROLE_LABELS[next]}`),
        onError: (error) => toast.error(roleChangeMessage(error)),
      },
    );
  }

  function changeStatusOf(member: Member, next: MemberStatus) {
    updateUser.mutate(
      { userId: member.id, body: { status: next } },
      {
        onSuccess: () => toast.success(`${fullName(member)} is now ${STATUS_LABELS[next].toLowerCase()}`),
        onError: (error) =>
          toast.error(
            errorMessage(error, 'Failed to update user', {
              byStatus: { 403: 'You do not have permission to edit this user' },
            }),
          ),
      },
    );
  }

  async function applyBulkStatus(next: MemberStatus) {
    const ids = chosen.map((row) => row.id);
    try {
      const { failed, total: count } = await bulkStatus.mutateAsync({ userIds: ids, status: next });
      if (failed) toast.error('Bulk operation failed. Please try again.');
      else
        toast.success(
          `${count} ${count === 1 ? 'user' : 'users'} ${next === 'active' ? 'activated' : 'deactivated'}`,
        );
      if (!failed) setSelected(new Set());
    } catch {
      toast.error('Bulk operation failed. Please try again.');
    }
  }

  async function applyBulkRemove() {
    const ids = chosen.map((row) => row.id);
    try {
      const { failed, total: count } = await bulkRemove.mutateAsync(ids);
      if (failed) {
        toast.error('Bulk operation failed. Please try again.');
      } else {
        toast.success(`${count} ${count === 1 ? 'user' : 'users'} removed from ${department.name}`);
        setSelected(new Set());
      }
    } catch {
      toast.error('Bulk operation failed. Please try again.');
    }
  }

  async function remove(member: Member) {
    try {
      await removeMember.mutateAsync(member.id);
      toast.success(`${fullName(member)} was removed from ${department.name}`);
    } catch (error) {
      toast.error(removeMessage(error, 'users'));
      throw error;
    }
  }

  async function deleteOrRemove(member: Member) {
    try {
      await deleteUser.mutateAsync(member.id);
      toast.success(
        me?.is_superuser
          ? `${fullName(member)} was deleted`
          : `${fullName(member)} was removed from ${department.name}`,
      );
      setViewing(null);
    } catch (error) {
      toast.error(removeMessage(error, 'users'));
      throw error;
    }
  }

  function sendReset(member: Member) {
    resetPassword.mutate(member.id, {
      onSuccess: () => toast.success(`Password reset email sent to ${member.email}`),
      onError: (error) => toast.error(resetPasswordMessage(error)),
    });
  }

  function resendTo(member: Member) {
    resend.mutate(member.id, {
      onSuccess: () => toast.success(`Invitation resent to ${member.email}`),
      onError: () => toast.error('Failed to resend invitation'),
    });
  }

  const viewed = live(viewing);
  const viewedActOn = viewed ? canManage && canActOn(me, viewed) : false;
  const busy = bulkStatus.isPending || bulkRemove.isPending;

  return (
    <div>
      <PageHeader
        title="Users"
        description={`Members of ${department.name}`}
        actions={
          <>
            <Button
              variant="secondary"
              loading={refreshing}
              onClick={() => void refresh()}
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
            >
              Refresh
            </Button>
            <Button
              variant="secondary"
              loading={exporting}
              disabled={total === 0}
              onClick={() => void exportCsv()}
              icon={<Download className="size-4" aria-hidden="true" />}
            >
              Export
            </Button>
            {canInvite && (
              <Button
                onClick={() => setInviting(true)}
                icon={<UserPlus className="size-4" aria-hidden="true" />}
              >
                Invite User
              </Button>
            )}
          </>
        }
      />

      <div className="mb-4 grid grid-cols-1 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]">
        <SearchInput
          label="Search users"
          placeholder="Search by name, email or phone"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setSkip(0);
          }}
        />
        <SelectField
          label="Role"
          options={ROLE_FILTER}
          value={role}
          onChange={(event) => {
            setRole(event.target.value);
            setSkip(0);
          }}
        />
        <SelectField
          label="Status"
          options={STATUS_FILTER}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setSkip(0);
          }}
        />
      </div>

      {canManage && chosen.length > 0 && (
        <div
          role="region"
          aria-label="Bulk actions"
          className="mb-4 flex flex-wrap items-center gap-2 rounded-lg bg-indigo-50 px-4 py-2 ring-1 ring-indigo-200"
        >
          <p className="mr-auto text-sm font-medium text-indigo-900" aria-live="polite">
            {chosen.length} selected
          </p>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => void applyBulkStatus('active')}
          >
            Activate
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => void applyBulkStatus('inactive')}
          >
            Deactivate
          </Button>
          <Button size="sm" variant="danger" disabled={busy} onClick={() => setBulkRemoving(true)}>
            Remove
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setSelected(new Set())}>
            Cancel
          </Button>
        </div>
      )}

      {users.isPending ? (
        <RowSkeletons count={6} label="Loading users" />
      ) : users.isError ? (
        <div role="alert" className="rounded-lg bg-red-50 p-6 text-center ring-1 ring-red-200">
          <p className="font-semibold text-red-800">Failed to load users</p>
          <Button className="mt-4" onClick={() => void users.refetch()}>
            Try Again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Users className="size-8" />}
          title="No users found"
          description={term || role || status ? 'No member matches these filters.' : undefined}
        />
      ) : (
        <>
          {/* relative: the sr-only texts inside stay within the scroll box on narrow screens */}
          <div className="relative overflow-x-auto rounded-lg bg-white shadow-xs ring-1 ring-gray-200">
            <table
              className="min-w-full divide-y divide-gray-200 text-sm"
              aria-busy={users.isFetching || undefined}
            >
              <caption className="sr-only">Users of {department.name}</caption>
              <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-700">
                <tr>
                  {canManage && (
                    <th scope="col" className="w-10 px-3 py-3">
                      {selectable.length > 0 && (
                        <input
                          ref={selectAll}
                          type="checkbox"
                          aria-label="Select all users"
                          className="size-4 rounded border-gray-300 text-indigo-600"
                          checked={allChosen}
                          onChange={(event) =>
                            setSelected(
                              event.target.checked ? new Set(selectable.map((r) => r.id)) : new Set(),
                            )
                          }
                        />
                      )}
                    </th>
                  )}
                  {/* Email and phone sit under the name: the table fits beside the sidebar. */}
                  <th scope="col" className="px-3 py-3">
                    User
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Role
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Last Login
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {rows.map((member) => {
                  const name = fullName(member);
                  const actOn = canManage && canActOn(me, member);
                  const isSelf = member.id === me?.id;
                  return (
                    <tr key={member.id} className={selected.has(member.id) ? 'bg-indigo-50/60' : undefined}>
                      {canManage && (
                        <td className="px-3 py-3">
                          {actOn && (
                            <input
                              type="checkbox"
                              aria-label={`Select ${name}`}
                              className="size-4 rounded border-gray-300 text-indigo-600"
                              checked={selected.has(member.id)}
                              onChange={(event) => toggle(member.id, event.target.checked)}
                            />
                          )}
                        </td>
                      )}
                      <td className="px-3 py-3">
                        <div className="flex items-center gap-3">
                          <Avatar person={member} size="sm" />
                          <div className="min-w-0">
                            <p className="font-medium text-gray-900">
                              {name}
                              {isSelf && <span className="font-normal text-gray-600"> (you)</span>}
                            </p>
                            <p className="text-gray-600">{member.email}</p>
                            {member.phone && <p className="text-gray-600">{member.phone}</p>}
                          </div>
                        </div>
                      </td>
                      <td className="px-3 py-3">
                        {actOn ? (
                          <InlineSelect
                            label={`Role of ${name}`}
                            value={member.role}
                            options={roleOptions}
                            disabled={changeRole.isPending && changeRole.variables?.userId === member.id}
                            onChange={(event) => changeRoleOf(member, event.target.value as Role)}
                          />
                        ) : (
                          <RoleBadge role={member.role} />
                        )}
                      </td>
                      <td className="px-3 py-3">
                        {actOn ? (
                          <InlineSelect
                            label={`Status of ${name}`}
                            value={member.status}
                            options={STATUS_OPTIONS}
                            disabled={updateUser.isPending && updateUser.variables?.userId === member.id}
                            onChange={(event) => changeStatusOf(member, event.target.value as MemberStatus)}
                          />
                        ) : (
                          <StatusBadge status={member.status} />
                        )}
                      </td>
                      <td className="whitespace-nowrap px-3 py-3 text-gray-700">
                        {member.last_login ? formatDateTime(member.last_login) : 'Never'}
                      </td>
                      <td className="px-3 py-3">
                        <div className="flex items-center justify-end gap-1">
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`View ${name}`}
                            onClick={() => setViewing(member)}
                          >
                            View
                          </Button>
                          {canManage && (actOn || isSelf) && (
                            <IconButton label={`Audit log of ${name}`} onClick={() => setAuditing(member)}>
                              <FileClock className="size-4" aria-hidden="true" />
                            </IconButton>
                          )}
                          {actOn && (
                            <IconButton
                              label={`Remove ${name}`}
                              tone="danger"
                              onClick={() => setRemoving(member)}
                            >
                              <UserMinus className="size-4" aria-hidden="true" />
                            </IconButton>
                          )}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pagination skip={skip} limit={PAGE_SIZE} total={total} onChange={setSkip} />
        </>
      )}

      {canInvite && (
        <LazyInviteDialog
          open={inviting}
          onClose={() => setInviting(false)}
          departmentId={department.id}
          departmentName={department.name}
          actor={me ?? null}
          variant="users"
        />
      )}
      <UserDetailsDialog
        member={viewed}
        onClose={() => setViewing(null)}
        deletesAccount={Boolean(me?.is_superuser)}
        onEdit={
          viewed && canManage && (viewedActOn || viewed.id === me?.id)
            ? () => {
                setViewing(null);
                setEditing(viewed);
              }
            : undefined
        }
        onResetPassword={
          viewed && viewedActOn && viewed.status === 'active' ? () => sendReset(viewed) : undefined
        }
        resettingPassword={resetPassword.isPending}
        onResendInvitation={
          viewed && canInvite && canActOn(me, viewed) && viewed.status === 'pending'
            ? () => resendTo(viewed)
            : undefined
        }
        resendingInvitation={resend.isPending}
        onDelete={
          viewed && viewedActOn
            ? () => {
                setViewing(null);
                setDeleting(viewed);
              }
            : undefined
        }
      />
      <LazyEditUserDialog
        member={editing}
        onClose={() => setEditing(null)}
        departmentId={department.id}
        actor={me ?? null}
        isSelf={editing?.id === me?.id}
      />
      <UserAuditLogDialog member={auditing} departmentId={department.id} onClose={() => setAuditing(null)} />
      <RemoveMemberDialog
        member={removing}
        departmentName={department.name}
        onClose={() => setRemoving(null)}
        onConfirm={remove}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={me?.is_superuser ? 'Delete user' : 'Remove user'}
        confirmLabel={me?.is_superuser ? 'Delete' : 'Remove'}
        message={
          deleting &&
          (me?.is_superuser ? (
            <p>
              Delete the account of <strong>{fullName(deleting)}</strong>? They lose access to every
              department they belong to. This cannot be undone.
            </p>
          ) : (
            <p>
              Remove <strong>{fullName(deleting)}</strong> from {department.name}? Their account stays, with
              any other departments they belong to.
            </p>
          ))
        }
        onConfirm={() => (deleting ? deleteOrRemove(deleting) : undefined)}
      />
      <ConfirmDialog
        open={bulkRemoving}
        onClose={() => setBulkRemoving(false)}
        title="Remove users"
        confirmLabel="Remove"
        message={
          <p>
            Remove {chosen.length} selected {chosen.length === 1 ? 'user' : 'users'} from {department.name}?
            Their accounts stay, with any other departments they belong to.
          </p>
        }
        onConfirm={() => applyBulkRemove()}
      />
    </div>
  );
}
