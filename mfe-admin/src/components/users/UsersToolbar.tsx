import { Download, RefreshCw, UserPlus } from 'lucide-react';
import { Button } from '@scenedock/ui';

/** The Users screen's header buttons: Refresh, Export (the filtered list as CSV) and Invite User. */
export function UsersToolbar({
  refreshing,
  onRefresh,
  exporting,
  canExport,
  onExport,
  onInvite,
}: {
  refreshing: boolean;
  onRefresh: () => void;
  exporting: boolean;
  canExport: boolean;
  onExport: () => void;
  /** absent when the viewer may not invite */
  onInvite?: () => void;
}) {
  return (
    <>
      <Button
        variant="secondary"
        loading={refreshing}
        onClick={onRefresh}
        icon={<RefreshCw className="size-4" aria-hidden="true" />}
      >
        Refresh
      </Button>
      <Button
        variant="secondary"
        loading={exporting}
        disabled={!canExport}
        onClick={onExport}
        icon={<Download className="size-4" aria-hidden="true" />}
      >
        Export
      </Button>
      {onInvite && (
        <Button onClick={onInvite} icon={<UserPlus className="size-4" aria-hidden="true" />}>
          Invite User
        </Button>
      )}
    </>
  );
}

/** Shown while members are selected: the same change for all of them. */
export function BulkActionsBar({
  count,
  busy,
  onStatus,
  onRemove,
  onCancel,
}: {
  count: number;
  busy: boolean;
  onStatus: (status: 'active' | 'inactive') => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="mb-4 flex flex-wrap items-center gap-2 rounded-lg bg-indigo-50 px-4 py-2 ring-1 ring-indigo-200"
    >
      <p className="mr-auto text-sm font-medium text-indigo-900" aria-live="polite">
        {count} selected
      </p>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => onStatus('active')}>
        Activate
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => onStatus('inactive')}>
        Deactivate
      </Button>
      <Button size="sm" variant="danger" disabled={busy} onClick={onRemove}>
        Remove
      </Button>
      <Button size="sm" variant="ghost" disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
