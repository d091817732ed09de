import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Users } from 'lucide-react';
import {
  can,
  downloadBlob,
  EmptyState,
  ErrorNotice,
  grantableRoles,
  PageHeader,
  Pagination,
  ROLE_LABELS,
  RowSkeletons,
  useCurrentDepartment,
  useCurrentUser,
  useListParams,
  useRowSelection,
  type CurrentUser,
} from '@scenedock/ui';
import { useExportDepartmentUsers, useUsers, type Member } from '../api/members';
import { UserDialogs } from '../components/users/UserDialogs';
import { UserFilters } from '../components/users/UserFilters';
import { UsersTable } from '../components/users/UsersTable';
import { BulkActionsBar, UsersToolbar } from '../components/users/UsersToolbar';
import { fileNamePart, localDateStamp } from '../lib/files';
import { canActOn } from '../lib/permissions';
import { memberQuery, USER_FILTERS, USERS_PAGE_SIZE } from '../lib/userFilters';
import { useMemberActions } from '../lib/useMemberActions';
import { useUserDialogs } from '../lib/useUserDialogs';

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

/**
 * The screen for one department: toolbar, filters (in the address), the bulk bar, the table and
 * the dialogs, each its own component; this only wires them together.
 */
function DepartmentUsersScreen({
  department,
  me,
}: {
  department: { id: number; name: string };
  me: CurrentUser | undefined;
}) {
  const canManage = can(me, 'manageUsers');
  const canInvite = can(me, 'inviteUsers');

  const list = useListParams(USER_FILTERS, USERS_PAGE_SIZE);
  const filters = memberQuery(list.values);
  const users = useUsers(department.id, { ...filters, skip: list.skip, limit: list.limit });
  const rows = users.data?.rows ?? [];
  const total = users.data?.total ?? 0;

  const dialogs = useUserDialogs();
  const actions = useMemberActions(department, me);
  const exportUsers = useExportDepartmentUsers();
  const [refreshing, setRefreshing] = useState(false);

  const actOn = (member: Member) => canActOn(me, member);
  // New filters or another page start afresh.
  const selection = useRowSelection(
    canManage ? rows.filter(actOn) : [],
    JSON.stringify([filters, list.skip]),
  );
  const chosen = selection.chosen;

  async function refresh() {
    setRefreshing(true);
    const result = await users.refetch();
    setRefreshing(false);
    if (result.isError) toast.error('Failed to refresh data');
    else toast.success('Data refreshed successfully');
  }

  async function exportCsv() {
    try {
      // The server's CSV of every row matching the filters, not only the page on screen.
      const blob = await exportUsers.mutateAsync({ departmentId: department.id, filters });
      downloadBlob(blob, `${fileNamePart(department.name)}_users_${localDateStamp()}.csv`);
      toast.success('Users exported successfully as CSV');
    } catch {
      toast.error('Failed to export users');
    }
  }

  return (
    <div>
      <PageHeader
        title="Users"
        description={`Members of ${department.name}`}
        actions={
          <UsersToolbar
            refreshing={refreshing}
            onRefresh={() => void refresh()}
            exporting={exportUsers.isPending}
            canExport={total > 0}
            onExport={() => void exportCsv()}
            onInvite={canInvite ? dialogs.invite : undefined}
          />
        }
      />
      <UserFilters list={list} />
      {chosen.length > 0 && (
        <BulkActionsBar
          count={chosen.length}
          busy={actions.bulkBusy}
          onStatus={(status) =>
            void actions.setStatusOf(chosen, status).then((done) => done && selection.clear())
          }
          onRemove={dialogs.bulkRemove}
          onCancel={selection.clear}
        />
      )}

      {users.isPending ? (
        <RowSkeletons count={6} label="Loading users" />
      ) : users.isError ? (
        <ErrorNotice title="Failed to load users" onRetry={() => void users.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Users className="size-8" />}
          title="No users found"
          description={list.active ? 'No member matches these filters.' : undefined}
        />
      ) : (
        <>
          <UsersTable
            departmentName={department.name}
            rows={rows}
            busy={users.isFetching}
            canManage={canManage}
            canActOn={actOn}
            meId={me?.id}
            roleOptions={grantableRoles(me).map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            selection={selection}
            actions={actions}
            dialogs={dialogs}
          />
          <Pagination
            skip={list.skip}
            limit={list.limit}
            total={total}
            onChange={(skip) => list.update({ page: String(skip / list.limit + 1) })}
          />
        </>
      )}

      <UserDialogs
        department={department}
        me={me}
        canManage={canManage}
        canInvite={canInvite}
        dialogs={dialogs}
        actions={actions}
        live={(member) => (member ? (rows.find((r) => r.id === member.id) ?? member) : null)}
        chosen={chosen}
        onBulkRemoved={selection.clear}
      />
    </div>
  );
}
