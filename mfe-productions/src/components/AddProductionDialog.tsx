import type { AddDialogProps } from '@scenedock/ui';
import '../styles.css';
import { ProductionFormDialog } from './ProductionFormDialog';

/** The dashboard's 'New Production' dialog (exposed as `./AddProductionDialog`). */
export default function AddProductionDialog({ open, onClose }: AddDialogProps) {
  return <ProductionFormDialog open={open} onClose={onClose} />;
}
