import type { AddDialogProps } from '@scenedock/ui';
import '../styles.css';
import SetFormDialog from './SetFormDialog';

/** Exposed to the shell: the dashboard's 'Add Set' button opens it. */
export default function AddSetDialog({ open, onClose }: AddDialogProps) {
  return <SetFormDialog open={open} onClose={onClose} />;
}
