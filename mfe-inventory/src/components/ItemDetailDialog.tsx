import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button, Dialog } from '@scenedock/ui';
import type { Condition } from '../domain/constants';
import { ConditionBadge, InUseBadge } from './badges';

interface ItemDetailDialogProps {
  open: boolean;
  onClose: () => void;
  name: string;
  image: ReactNode;
  condition: Condition;
  inUse: boolean;
  children: ReactNode;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** An item's detail: titled with its name, closed by Escape, Close or the X. */
export function ItemDetailDialog({
  open,
  onClose,
  name,
  image,
  condition,
  inUse,
  children,
  onEdit,
  onDelete,
}: ItemDetailDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={name}
      size="lg"
      footer={
        <>
          {onEdit && (
            <Button
              variant="secondary"
              icon={<Pencil className="size-4" aria-hidden="true" />}
              onClick={onEdit}
            >
              Edit
            </Button>
          )}
          {onDelete && (
            <Button
              variant="danger"
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              onClick={onDelete}
            >
              Delete
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <div className="h-56 overflow-hidden rounded-lg bg-gray-100">{image}</div>
        <div className="flex flex-wrap gap-2">
          <ConditionBadge condition={condition} />
          {inUse && <InUseBadge />}
        </div>
        {children}
      </div>
    </Dialog>
  );
}

/** A headed part of a detail dialog (Details, Components, Description). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold text-gray-900">{title}</h3>
      {children}
    </section>
  );
}
