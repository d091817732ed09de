import type { ReactNode } from 'react';
import { KeyRound, Pencil, Send, Trash2 } from 'lucide-react';
import { Avatar, Button, Dialog, EnumBadge, formatDate, formatDateTime, fullName } from '@scenedock/ui';
import type { Member } from '../api/members';

export interface UserDetailsDialogProps {
  member: Member | null;
  onClose: () => void;
  /** each action is offered only when given */
  onEdit?: () => void;
  onResetPassword?: () => void;
  resettingPassword?: boolean;
  onResendInvitation?: () => void;
  resendingInvitation?: boolean;
  onDelete?: () => void;
  /** a superuser's Delete removes the account itself, an admin's only the membership */
  deletesAccount: boolean;
  /** a superuser may change anyone's name, email and phone; for others they are read-only */
  editsProfile?: boolean;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-3 py-2">
      <dt className="text-sm font-medium text-gray-700">{label}</dt>
      <dd className="text-sm text-gray-900 break-words">{children}</dd>
    </div>
  );
}

/** A member's details (everyone may look), with the admin actions the viewer may use. */
export function UserDetailsDialog({
  member,
  onClose,
  onEdit,
  onResetPassword,
  resettingPassword,
  onResendInvitation,
  resendingInvitation,
  onDelete,
  deletesAccount,
  editsProfile = false,
}: UserDetailsDialogProps) {
  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      title="User Details"
      footer={
        <>
          {onDelete && (
            <Button
              variant="danger"
              onClick={onDelete}
              icon={<Trash2 className="size-4" aria-hidden="true" />}
            >
              {deletesAccount ? 'Delete' : 'Remove from department'}
            </Button>
          )}
          {onResetPassword && (
            <Button
              variant="secondary"
              onClick={onResetPassword}
              loading={resettingPassword}
              icon={<KeyRound className="size-4" aria-hidden="true" />}
            >
              Reset Password
            </Button>
          )}
          {onResendInvitation && (
            <Button
              variant="secondary"
              onClick={onResendInvitation}
              loading={resendingInvitation}
              icon={<Send className="size-4" aria-hidden="true" />}
            >
              Resend Invitation
            </Button>
          )}
          {onEdit && (
            <Button onClick={onEdit} icon={<Pencil className="size-4" aria-hidden="true" />}>
              Edit
            </Button>
          )}
        </>
      }
    >
      {member && (
        <>
          <div className="flex items-center gap-3">
            <Avatar person={member} />
            <div className="min-w-0">
              <p className="truncate text-base font-semibold text-gray-900">{fullName(member)}</p>
              <p className="truncate text-sm text-gray-600">{member.email}</p>
            </div>
          </div>
          <dl className="mt-4 divide-y divide-gray-100">
            <Row label="Role">
              <EnumBadge kind="role" value={member.role} />
            </Row>
            <Row label="Status">
              <EnumBadge kind="userStatus" value={member.status} />
            </Row>
            <Row label="Phone">{member.phone || 'Not given'}</Row>
            <Row label="Last login">
              {member.last_login ? formatDateTime(member.last_login) : 'Never signed in'}
            </Row>
            <Row label="Account created">{formatDate(member.created_at)}</Row>
            <Row label="Joined department">{formatDate(member.joined_at)}</Row>
            {member.is_superuser && <Row label="Access">System Administrator</Row>}
          </dl>
          {onEdit && !editsProfile && (
            <p className="mt-3 text-sm text-gray-600">
              Name, email and phone belong to the person&apos;s account: only a system administrator can
              change them.
            </p>
          )}
        </>
      )}
    </Dialog>
  );
}
