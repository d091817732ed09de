import { useId, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, Button, Dialog } from '@scenedock/ui';

export interface ItemFormDialogProps<T> {
  open: boolean;
  onClose: () => void;
  /** the item to edit; absent for an add */
  item?: T | null;
}

interface FormDialogFrameProps {
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busyLabel: string;
  submitting: boolean;
  /** an image upload is running: saving now would lose it */
  uploading: boolean;
  children: ReactNode;
}

/** An add/edit dialog around a form: Cancel and the submit button in the footer. */
export function FormDialogFrame({
  title,
  onClose,
  onSubmit,
  submitLabel,
  busyLabel,
  submitting,
  uploading,
  children,
}: FormDialogFrameProps) {
  const formId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={submitting} disabled={uploading}>
            {submitting ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      {/* noValidate: the schema's messages are shown, not the browser's own bubbles. */}
      <form id={formId} onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {children}
      </form>
    </Dialog>
  );
}

/** Puts a 422's per-field messages beside the fields the form has. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
}
