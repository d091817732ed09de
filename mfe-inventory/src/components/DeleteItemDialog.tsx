import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '@scenedock/ui';
import { deleteErrorMessage, successMessage, type ItemKind } from '../api/errors';

interface DeleteItemDialogProps<T extends { name: string }> {
  kind: ItemKind;
  /** 'Delete Prop', 'Delete Set Piece' … */
  title: string;
  item: T | null;
  onClose: () => void;
  remove: (item: T) => Promise<unknown>;
}

/** 'Are you sure you want to delete "{name}"? …' and the delete itself, with its toasts. */
export function DeleteItemDialog<T extends { name: string }>({
  kind,
  title,
  item,
  onClose,
  remove,
}: DeleteItemDialogProps<T>) {
  return (
    <ConfirmDialog
      open={item !== null}
      onClose={onClose}
      title={title}
      confirmLabel="Delete"
      message={item && `Are you sure you want to delete "${item.name}"? This action cannot be undone.`}
      onConfirm={async () => {
        if (!item) return;
        try {
          await remove(item);
          toast.success(successMessage(kind, item.name, 'deleted'));
        } catch (error) {
          toast.error(deleteErrorMessage(error, kind));
          // Keeps the dialog open, so the person can retry or cancel.
          throw error;
        }
      }}
    />
  );
}
