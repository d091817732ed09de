import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { MailOpen } from 'lucide-react';
import {
  Button,
  currentUserKey,
  EmptyState,
  ErrorNotice,
  errorMessage,
  formatDate,
  PageHeader,
  RowSkeletons,
  ROLE_LABELS,
  unwrap,
  useApi,
} from '@scenedock/ui';
import type { components } from '@scenedock/openapi';
import { invitationsKey, useInvitations } from '../session/invitations';
import { useSession } from '../session/SessionProvider';

type Invitation = components['schemas']['PendingInvitationOut'];

/**
 * Invitations to join departments. Joining is the person's own choice (docs/accounts-and-roles.md):
 * a department that invites an existing account gets nothing until the person accepts here.
 */
export function InvitationsPage() {
  const { data: invitations, isPending, isError, refetch } = useInvitations();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Invitations"
        description="Departments that asked you to join them. You become a member only when you accept."
      />
      {isPending ? (
        <RowSkeletons count={3} label="Loading invitations" />
      ) : isError ? (
        <ErrorNotice title="Failed to load invitations" onRetry={() => void refetch()} />
      ) : invitations.length === 0 ? (
        <EmptyState
          icon={<MailOpen className="h-10 w-10" />}
          title="No pending invitations"
          description="When a department invites you, the invitation appears here and in your notifications."
        />
      ) : (
        <ul className="space-y-3" aria-label="Pending invitations">
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.department_id} invitation={invitation} />
          ))}
        </ul>
      )}
    </div>
  );
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const { switchDepartment } = useSession();
  const departmentId = invitation.department_id;
  const path = { params: { path: { department_id: departmentId } } };

  const accept = useMutation({
    mutationFn: () => unwrap(client.POST('/users/me/invitations/{department_id}/accept', path)),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      void queryClient.invalidateQueries({ queryKey: invitationsKey });
      toast.success(`You joined ${invitation.department_name}`);
      switchDepartment(departmentId);
    },
    onError: (error) =>
      toast.error(
        errorMessage(error, 'Failed to accept the invitation. Please try again.', { useDetail: true }),
      ),
  });
  const decline = useMutation({
    mutationFn: () => unwrap(client.POST('/users/me/invitations/{department_id}/decline', path)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invitationsKey });
      toast.success(`Invitation to ${invitation.department_name} declined`);
    },
    onError: (error) =>
      toast.error(
        errorMessage(error, 'Failed to decline the invitation. Please try again.', { useDetail: true }),
      ),
  });
  const busy = accept.isPending || decline.isPending;

  return (
    <li className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-900/5 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-gray-900">{invitation.department_name}</p>
        <p className="text-sm text-gray-600">
          As {ROLE_LABELS[invitation.role]}
          {invitation.invited_by ? `, invited by ${invitation.invited_by}` : ''} on{' '}
          {formatDate(invitation.invited_at)}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          disabled={busy}
          loading={decline.isPending}
          onClick={() => decline.mutate()}
          aria-label={`Decline the invitation to ${invitation.department_name}`}
        >
          Decline
        </Button>
        <Button
          disabled={busy}
          loading={accept.isPending}
          onClick={() => accept.mutate()}
          aria-label={`Accept the invitation to ${invitation.department_name}`}
        >
          Accept
        </Button>
      </div>
    </li>
  );
}
