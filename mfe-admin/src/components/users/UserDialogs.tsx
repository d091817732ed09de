import { ConfirmDialog, fullName, type CurrentUser } from '@scenedock/ui';
import type { Member } from '../../api/members';
import { canActOn } from '../../lib/permissions';
import type { MemberActions } from '../../lib/useMemberActions';
import type { UserDialogs as Dialogs } from '../../lib/useUserDialogs';
import { LazyEditUserDialog, LazyInviteDialog } from '../lazyDialogs';
import { RemoveMemberDialog } from '../RemoveMemberDialog';
import { UserAuditLogDialog } from '../UserAuditLogDialog';
import { UserDetailsDialog } from '../UserDetailsDialog';

export interface UserDialogsProps {
  department: { id: number; name: string };
  me: CurrentUser | undefined;
  canManage: boolean;
  canInvite: boolean;
  dialogs: Dialogs;
  actions: MemberActions;
  /** the row as the list shows it now (a dialog opened before a change shows the change) */
  live: (member: Member | null) => Member | null;
  /** the members the bulk removal is for */
  chosen: Member[];
  onBulkRemoved: () => void;
}

/** Every dialog of the Users screen; `dialogs` says which one is open. */
export function UserDialogs({
  department,
  me,
  canManage,
  canInvite,
  dialogs,
  actions,
  live,
  chosen,
  onBulkRemoved,
}: UserDialogsProps) {
  const viewed = live(dialogs.viewing);
  const viewedActOn = viewed ? canManage && canActOn(me, viewed) : false;
  const superuser = Boolean(me?.is_superuser);
  const deleting = dialogs.deleting;
  return (
    <>
      {canInvite && (
        <LazyInviteDialog
          open={dialogs.inviting}
          onClose={dialogs.close}
          departmentId={department.id}
          departmentName={department.name}
          actor={me ?? null}
          variant="users"
        />
      )}
      <UserDetailsDialog
        member={viewed}
        onClose={dialogs.close}
        deletesAccount={superuser}
        editsProfile={superuser}
        onEdit={
          viewed && canManage && (viewedActOn || viewed.id === me?.id)
            ? () => dialogs.edit(viewed)
            : undefined
        }
        onResetPassword={
          viewed && viewedActOn && viewed.status === 'active' ? () => actions.sendReset(viewed) : undefined
        }
        resettingPassword={actions.resettingPassword}
        onResendInvitation={
          viewed && canInvite && canActOn(me, viewed) && viewed.status === 'pending'
            ? () => actions.resendTo(viewed)
            : undefined
        }
        resendingInvitation={actions.resendingInvitation}
        onDelete={viewed && viewedActOn ? () => dialogs.delete(viewed) : undefined}
      />
      <LazyEditUserDialog
        member={dialogs.editing}
        onClose={dialogs.close}
        departmentId={department.id}
        actor={me ?? null}
        isSelf={dialogs.editing?.id === me?.id}
      />
      <UserAuditLogDialog member={dialogs.auditing} departmentId={department.id} onClose={dialogs.close} />
      <RemoveMemberDialog
        member={dialogs.removing}
        departmentName={department.name}
        onClose={dialogs.close}
        onConfirm={actions.remove}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={dialogs.close}
        title={superuser ? 'Delete user' : 'Remove user'}
        confirmLabel={superuser ? 'Delete' : 'Remove'}
        message={
          deleting &&
          (superuser ? (
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
        onConfirm={() => (deleting ? actions.deleteOrRemove(deleting) : undefined)}
      />
      <ConfirmDialog
        open={dialogs.bulkRemoving}
        onClose={dialogs.close}
        title="Remove users"
        confirmLabel="Remove"
        message={
          <p>
            Remove {chosen.length} selected {chosen.length === 1 ? 'user' : 'users'} from {department.name}?
            Their accounts stay, with any other departments they belong to.
          </p>
        }
        onConfirm={async () => {
          if (await actions.removeAll(chosen)) onBulkRemoved();
        }}
      />
    </>
  );
}
