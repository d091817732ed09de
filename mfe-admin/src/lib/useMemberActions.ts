import toast from 'react-hot-toast/headless';
import { enumLabel, errorMessage, fullName, ROLE_LABELS, type CurrentUser, type Role } from '@scenedock/ui';
import {
  useBulkRemove,
  useBulkStatus,
  useChangeRole,
  useDeleteUser,
  useRemoveMember,
  useResendInvitation,
  useResetPassword,
  useUpdateUser,
  type Member,
  type MemberStatus,
} from '../api/members';
import { removeMessage, resetPasswordMessage, roleChangeMessage } from '../api/errors';

const plural = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;

/**
 * What the Users screen does to members, each with its toasts. A removal or deletion rethrows its
 * failure so the confirmation stays open for another try.
 */
export function useMemberActions(department: { id: number; name: string }, me: CurrentUser | undefined) {
  const changeRole = useChangeRole(department.id);
  const updateUser = useUpdateUser();
  const bulkStatus = useBulkStatus();
  const bulkRemove = useBulkRemove(department.id);
  const removeMember = useRemoveMember(department.id);
  const deleteUser = useDeleteUser(department.id);
  const resetPassword = useResetPassword(department.id);
  const resend = useResendInvitation(department.id);

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
        onSuccess: () =>
          toast.success(`${fullName(member)} is now ${enumLabel('userStatus', next).toLowerCase()}`),
        onError: (error) =>
          toast.error(
            errorMessage(error, 'Failed to update user', {
              byStatus: { 403: 'You do not have permission to edit this user' },
            }),
          ),
      },
    );
  }

  /** Answers whether every change went through (the selection is then cleared). */
  async function setStatusOf(members: Member[], next: MemberStatus): Promise<boolean> {
    try {
      const { failed, total } = await bulkStatus.mutateAsync({
        userIds: members.map((m) => m.id),
        status: next,
      });
      if (failed) {
        toast.error('Bulk operation failed. Please try again.');
        return false;
      }
      toast.success(`${plural(total)} ${next === 'active' ? 'activated' : 'deactivated'}`);
      return true;
    } catch {
      toast.error('Bulk operation failed. Please try again.');
      return false;
    }
  }

  async function removeAll(members: Member[]): Promise<boolean> {
    try {
      const { failed, total } = await bulkRemove.mutateAsync(members.map((m) => m.id));
      if (failed) {
        toast.error('Bulk operation failed. Please try again.');
        return false;
      }
      toast.success(`${plural(total)} removed from ${department.name}`);
      return true;
    } catch {
      toast.error('Bulk operation failed. Please try again.');
      return false;
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

  return {
    changeRoleOf,
    changeStatusOf,
    setStatusOf,
    removeAll,
    remove,
    deleteOrRemove,
    sendReset,
    resendTo,
    /** a row's role or status select waits while its own change is on the way */
    roleBusy: (id: number) => changeRole.isPending && changeRole.variables?.userId === id,
    statusBusy: (id: number) => updateUser.isPending && updateUser.variables?.userId === id,
    bulkBusy: bulkStatus.isPending || bulkRemove.isPending,
    resettingPassword: resetPassword.isPending,
    resendingInvitation: resend.isPending,
  };
}

export type MemberActions = ReturnType<typeof useMemberActions>;
