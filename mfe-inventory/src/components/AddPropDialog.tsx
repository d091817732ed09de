import type { AddDialogProps } from '@scenedock/ui';
import '../styles.css';
import PropFormDialog from './PropFormDialog';

/** Exposed to the shell: the dashboard's 'Add Prop' button opens it. */
export default function AddPropDialog({ open, onClose }: AddDialogProps) {
  return <PropFormDialog open={open} onClose={onClose} />;
}
