import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from './Button';

// Headless UI is fetched for the first dialog, not with the first screen. Dialogs open on a click
// or a key, so the first press anywhere starts the fetch and the dialog is ready when asked for.
const loadDialogFrame = () => import('./DialogFrame');
const DialogFrame = lazy(loadDialogFrame);
if (typeof window !== 'undefined') {
  const prefetch = () => void loadDialogFrame();
  window.addEventListener('pointerdown', prefetch, { once: true, capture: true });
  window.addEventListener('keydown', prefetch, { once: true, capture: true });
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** buttons at the bottom, right-aligned */
  footer?: ReactNode;
  children?: ReactNode;
}

/** A modal dialog: focus is trapped inside, Escape and the close button close it. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** red confirm button: for deletions and removals */
  danger?: boolean;
  /** may be async: the dialog shows progress and closes when it resolves */
  onConfirm: () => unknown;
}

/** "Are you sure?" before something that cannot be undone. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  message,
  confirmLabel = 'Confirm',
  danger = true,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // the action reports its own error; the dialog stays open so it can be retried
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm text-gray-700">{message}</div>
    </Dialog>
  );
}
