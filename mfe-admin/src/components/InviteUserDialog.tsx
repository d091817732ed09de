import { Button, Dialog, useCurrentDepartment, useCurrentUser, type AddDialogProps } from '@scenedock/ui';
import { InviteDialog } from './InviteDialog';

/** The dashboard's "Invite User": invites into the current department. */
export default function InviteUserDialog({ open, onClose }: AddDialogProps) {
  const { data: user, isError } = useCurrentUser();
  const department = useCurrentDepartment();
  if (!department) {
    // Without a department (or when the user record failed to load) there is nothing to invite into.
    return (
      <Dialog
        open={open && (isError || Boolean(user))}
        onClose={onClose}
        title="Invite User"
        size="sm"
        footer={<Button onClick={onClose}>Close</Button>}
      >
        <p role="alert" className="text-sm text-gray-700">
          {isError ? 'Failed to load department information' : 'No department context available'}
        </p>
      </Dialog>
    );
  }
  return (
    <InviteDialog
      open={open}
      onClose={onClose}
      departmentId={department.id}
      departmentName={department.name}
      actor={user ?? null}
      variant="dashboard"
    />
  );
}
