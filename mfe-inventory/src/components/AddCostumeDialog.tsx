import type { AddDialogProps } from '@scenedock/ui';
import '../styles.css';
import CostumeFormDialog from './CostumeFormDialog';

/** Exposed to the shell: the dashboard's 'Add Costume' button opens it. */
export default function AddCostumeDialog({ open, onClose }: AddDialogProps) {
  return <CostumeFormDialog open={open} onClose={onClose} />;
}
