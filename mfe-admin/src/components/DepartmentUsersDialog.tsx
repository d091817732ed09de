import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { BarChart3, Download, History, RefreshCw, Send, UserMinus, UserPlus, Users } from 'lucide-react';
import {
  Avatar,
  Button,
  can,
  Dialog,
  downloadBlob,
  EmptyState,
  EnumBadge,
  ErrorNotice,
  fullName,
  grantableRoles,
  IconButton,
  Pagination,
  type Role,
  ROLE_LABELS,
  RowSkeletons,
  useCurrentUser,
  usersKeys,
} from '@scenedock/ui';
import {
  useChangeRole,
  useDepartmentAuditLog,
  useDepartmentMembers,
  useDepartmentStatistics,
  useExportDepartmentUsers,
  useRemoveMember,
  useResendInvitation,
  type Member,
} from '../api/members';
import { fileNamePart } from '../lib/files';
import { actorIn, canActOn } from '../lib/permissions';
import { AuditLogList } from './AuditLogList';
import { removeMessage, roleChangeMessage } from '../api/errors';
import { InlineSelect } from './InlineSelect';
import { LazyInviteDialog } from './lazyDialogs';
import { StatisticsPanel } from './StatisticsPanel';
import { RemoveMemberDialog } from './RemoveMemberDialog';

const PAGE_SIZE = 50;

export interface DepartmentUsersDialogProps {
  department: { id: number; name: string } | null;
  onClose: () => void;
}

/** The department user management dialog: members, statistics, audit log, export, invite. */
export function DepartmentUsersDialog({ department, onClose }: DepartmentUsersDialogProps) {
  return (
    <Dialog
      open={department !== null}
      onClose={onClose}
      title={department?.name ?? ''}
      size="xl"
      description={department ? <HeaderCounts departmentId={department.id} /> : undefined}
    >
      {department && <DepartmentUsers department={department} />}
    </Dialog>
  );
}

function HeaderCounts({ departmentId }: { departmentId: number }) {
  const { data } = useDepartmentStatistics(departmentId);
  if (!data) return <span>Department users</span>;
  const parts = [
    `${data.total_users} ${data.total_users === 1 ? 'user' : 'users'}`,
    `${data.active_users} active`,
  ];
  if (data.pending_users > 0) parts.push(`${data.pending_users} pending`);
  return <span>{parts.join(' · ')}</span>;
}

function DepartmentUsers({ department }: { department: { id: number; name: string } }) {
  const queryClient = useQueryClient();
  const { data: me } = useCurrentUser();
  const actor = actorIn(me, department.id);
  const canManage = can(actor, 'manageUsers');
  const canInvite = can(actor, 'inviteUsers');
  const [skip, setSkip] = useState(0);
  const [showStatistics, setShowStatistics] = useState(false);
  const [showAuditLog, setShowAuditLog] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const members = useDepartmentMembers(department.id, { skip, limit: PAGE_SIZE });
  const statistics = useDepartmentStatistics(department.id, showStatistics);
  const auditLog = useDepartmentAuditLog(department.id, canManage && showAuditLog);
  const exportUsers = useExportDepartmentUsers();
  const changeRole = useChangeRole(department.id);
  const removeMember = useRemoveMember(department.id);
  const resend = useResendInvitation(department.id);

  async function refresh() {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries(
        { queryKey: usersKeys.department(department.id), type: 'active' },
        { throwOnError: true },
      );
      toast.success('Data refreshed successfully');
    } catch {
      toast.error('Failed to refresh data');
    } finally {
      setRefreshing(false);
    }
  }

  async function exportCsv() {
    try {
      const blob = await exportUsers.mutateAsync({ departmentId: department.id });
      downloadBlob(blob, `${fileNamePart(department.name)}_users.csv`);
      toast.success('Users exported successfully as CSV');
    } catch {
      toast.error('Failed to export users');
    }
  }

  function changeRoleOf(member: Member, role: Role) {
    changeRole.mutate(
      { userId: member.id, role },
      {
        onSuccess: () => toast.success(`Role updated: ${fullName(member)} is now ${ROLE_LABELS[role]}`),
        onError: (error) => toast.error(roleChangeMessage(error)),
      },
    );
  }

  function resendTo(member: Member) {
    resend.mutate(member.id, {
      onSuccess: () => toast.success(`Invitation resent to ${member.email}`),
      onError: () => toast.error('Failed to resend invitation'),
    });
  }

  async function remove(member: Member) {
    try {
      await removeMember.mutateAsync(member.id);
      toast.success(`${fullName(member)} was removed from ${department.name}`);
    } catch (error) {
      toast.error(removeMessage(error, 'dialog'));
      throw error; // keeps the confirmation open for another try
    }
  }

  const roleOptions = grantableRoles(actor).map((role) => ({ value: role, label: ROLE_LABELS[role] }));
  const rows = members.data?.rows ?? [];

  return (
    <div className="space-y-4">
      <div role="toolbar" aria-label="Department users" className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          loading={refreshing}
          onClick={() => void refresh()}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
        >
          Refresh
        </Button>
        <Button
          variant={showStatistics ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={showStatistics}
          onClick={() => setShowStatistics((shown) => !shown)}
          icon={<BarChart3 className="size-4" aria-hidden="true" />}
        >
          Statistics
        </Button>
        {canManage && (
          <Button
            variant={showAuditLog ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={showAuditLog}
            onClick={() => setShowAuditLog((shown) => !shown)}
            icon={<History className="size-4" aria-hidden="true" />}
          >
            Audit Log
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          loading={exportUsers.isPending}
          onClick={() => void exportCsv()}
          icon={<Download className="size-4" aria-hidden="true" />}
        >
          Export CSV
        </Button>
        {canInvite && (
          <Button
            size="sm"
            className="sm:ml-auto"
            onClick={() => setInviting(true)}
            icon={<UserPlus className="size-4" aria-hidden="true" />}
          >
            Invite User
          </Button>
        )}
      </div>

      {showStatistics && (
        <section aria-label="Statistics" className="rounded-lg bg-gray-50 p-4 ring-1 ring-gray-200">
          <StatisticsPanel
            statistics={statistics.data}
            isPending={statistics.isPending}
            isError={statistics.isError}
            onRetry={() => void statistics.refetch()}
          />
        </section>
      )}

      {canManage && showAuditLog && (
        <section
          aria-labelledby="recent-user-actions"
          className="rounded-lg bg-gray-50 p-4 ring-1 ring-gray-200"
        >
          <h3 id="recent-user-actions" className="mb-2 text-sm font-semibold text-gray-900">
            Recent User Actions
          </h3>
          <div className="max-h-72 overflow-y-auto">
            <AuditLogList
              label="Recent User Actions"
              entries={auditLog.data}
              isPending={auditLog.isPending}
              error={auditLog.isError ? 'Failed to load audit logs' : null}
              onRetry={() => void auditLog.refetch()}
            />
          </div>
        </section>
      )}

      {members.isPending ? (
        <RowSkeletons count={4} label="Loading department users" />
      ) : members.isError ? (
        <ErrorNotice title="Failed to load department users" onRetry={() => void members.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Users className="size-8" />}
          title="No users in this department"
          action={
            canInvite && (
              <Button
                onClick={() => setInviting(true)}
                icon={<UserPlus className="size-4" aria-hidden="true" />}
              >
                Invite First User
              </Button>
            )
          }
        />
      ) : (
        <>
          <ul aria-label={`Users of ${department.name}`} className="divide-y divide-gray-200">
            {rows.map((member) => {
              const name = fullName(member);
              const actOn = canManage && canActOn(me, member);
              return (
                <li key={member.id} className="flex flex-wrap items-center gap-3 py-3">
                  <Avatar person={member} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-gray-900">
                      {name}
                      {member.id === me?.id && <span className="font-normal text-gray-600"> (you)</span>}
                    </p>
                    <p className="truncate text-sm text-gray-600">{member.email}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    <EnumBadge kind="role" value={member.role} />
                    <EnumBadge kind="userStatus" value={member.status} />
                  </div>
                  <div className="flex items-center gap-1">
                    {actOn && (
                      <InlineSelect
                        label={`Role of ${name}`}
                        value={member.role}
                        disabled={changeRole.isPending && changeRole.variables?.userId === member.id}
                        options={roleOptions}
                        onChange={(event) => changeRoleOf(member, event.target.value as Role)}
                      />
                    )}
                    {canInvite && member.status === 'pending' && canActOn(me, member) && (
                      <IconButton
                        label={`Resend invitation to ${name}`}
                        disabled={resend.isPending && resend.variables === member.id}
                        onClick={() => resendTo(member)}
                      >
                        <Send className="size-4" aria-hidden="true" />
                      </IconButton>
                    )}
                    {actOn && (
                      <IconButton label={`Remove ${name}`} tone="danger" onClick={() => setRemoving(member)}>
                        <UserMinus className="size-4" aria-hidden="true" />
                      </IconButton>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <Pagination skip={skip} limit={PAGE_SIZE} total={members.data?.total ?? 0} onChange={setSkip} />
        </>
      )}

      <LazyInviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        departmentId={department.id}
        departmentName={department.name}
        actor={actor}
        variant="department"
      />
      <RemoveMemberDialog
        member={removing}
        departmentName={department.name}
        onClose={() => setRemoving(null)}
        onConfirm={remove}
      />
    </div>
  );
}
