import { Button, Dialog, fullName } from '@scenedock/ui';
import { useUserAuditLog, type Member } from '../api/members';
import { AuditLogList } from './AuditLogList';

/** What was done to one member of the current department, newest first. */
export function UserAuditLogDialog({
  member,
  departmentId,
  onClose,
}: {
  member: Member | null;
  departmentId: number;
  onClose: () => void;
}) {
  const log = useUserAuditLog(departmentId, member?.id ?? null);
  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      title="Audit Log"
      description={member ? fullName(member) : undefined}
      size="lg"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {member && (
        <AuditLogList
          label={`Audit log of ${fullName(member)}`}
          entries={log.data}
          isPending={log.isPending}
          error={log.isError ? 'Failed to retrieve audit logs. Please try again later.' : null}
          onRetry={() => void log.refetch()}
        />
      )}
    </Dialog>
  );
}
