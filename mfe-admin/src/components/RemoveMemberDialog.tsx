import { ConfirmDialog, fullName, type Named } from '@scenedock/ui';

/** "Remove <name> from <department>?": the one confirmation before taking someone out of a department. */
export function RemoveMemberDialog<M extends Named>({
  member,
  departmentName,
  onClose,
  onConfirm,
}: {
  member: M | null;
  departmentName: string;
  onClose: () => void;
  onConfirm: (member: M) => unknown;
}) {
  return (
    <ConfirmDialog
      open={member !== null}
      onClose={onClose}
      title="Remove user"
      confirmLabel="Remove"
      message={
        member && (
          <p>
            Remove <strong>{fullName(member)}</strong> from {departmentName}? Their account stays, with any
            other departments they belong to.
          </p>
        )
      }
      onConfirm={() => (member ? onConfirm(member) : undefined)}
    />
  );
}
