import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast/headless';
import {
  ApiError,
  Button,
  Dialog,
  enumOptions,
  ImageUpload,
  SelectField,
  TextAreaField,
  TextField,
  usePlatform,
} from '@scenedock/ui';
import { StageIllustration } from '@scenedock/ui/illustrations';
import { useCreateProduction, useUpdateProduction, type Production } from '../api/productions';
import { saveProductionError } from '../api/errors';
import {
  emptyProductionValues,
  productionFormValues,
  productionSchema,
  toCreateBody,
  toUpdateBody,
  type ProductionFormValues,
} from '../forms/production';

export interface ProductionFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** the production to edit; absent for a new one */
  production?: Production | null;
  onSaved?: (production: Production) => void;
}

/** 'Add New Production' / 'Edit Production': one form and one schema for both. */
export function ProductionFormDialog({ open, onClose, production, onSaved }: ProductionFormDialogProps) {
  const formId = useId();
  const editing = Boolean(production);
  const create = useCreateProduction();
  const update = useUpdateProduction();
  const saving = create.isPending || update.isPending;
  const [uploading, setUploading] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={saving ? () => undefined : onClose}
      title={editing ? 'Edit Production' : 'Add New Production'}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          {/* Saving mid-upload would store the production without the image being chosen. */}
          <Button type="submit" form={formId} loading={saving} disabled={uploading}>
            {editing ? 'Update Production' : 'Create Production'}
          </Button>
        </>
      }
    >
      {/* Rendered only while open, so every opening starts from the production's current values. */}
      <ProductionForm
        formId={formId}
        production={production ?? null}
        onUploadingChange={setUploading}
        onSaved={(saved) => {
          onSaved?.(saved);
          onClose();
        }}
        save={async (values, departmentId) => {
          if (production) return update.mutateAsync({ id: production.id, body: toUpdateBody(values) });
          return create.mutateAsync(toCreateBody(values, departmentId));
        }}
      />
    </Dialog>
  );
}

const FIELDS = Object.keys(emptyProductionValues) as (keyof ProductionFormValues)[];

function ProductionForm({
  formId,
  production,
  save,
  onSaved,
  onUploadingChange,
}: {
  formId: string;
  production: Production | null;
  onUploadingChange: (uploading: boolean) => void;
  save: (values: ProductionFormValues, departmentId: number) => Promise<Production>;
  onSaved: (production: Production) => void;
}) {
  const { departmentId } = usePlatform();
  const mode = production ? 'edit' : 'create';
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProductionFormValues>({
    resolver: zodResolver(productionSchema),
    mode: 'onTouched',
    defaultValues: production ? productionFormValues(production) : emptyProductionValues,
  });

  async function submit(values: ProductionFormValues) {
    if (departmentId === null) {
      toast.error('No department context available');
      return;
    }
    try {
      const saved = await save(values, departmentId);
      toast.success(`Production "${saved.title}" ${mode === 'edit' ? 'updated' : 'created'} successfully!`);
      onSaved(saved);
    } catch (error) {
      // The server's field messages go next to their fields as well as into the toast.
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if ((FIELDS as string[]).includes(field))
            setError(field as keyof ProductionFormValues, { message });
        }
      }
      toast.error(saveProductionError(error, mode));
    }
  }

  return (
    <form
      id={formId}
      onSubmit={handleSubmit(submit)}
      noValidate
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <TextField label="Title" required autoFocus error={errors.title?.message} {...register('title')} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Description"
          rows={3}
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      <TextField
        label="Director"
        autoComplete="off"
        error={errors.director?.message}
        {...register('director')}
      />
      <SelectField
        label="Status"
        required
        options={enumOptions('productionStatus')}
        error={errors.status?.message}
        {...register('status')}
      />
      <TextField
        label="Start date"
        type="date"
        error={errors.start_date?.message}
        // the date order is checked on the end date: re-check it when the start moves
        {...register('start_date', { deps: ['end_date'] })}
      />
      <TextField label="End date" type="date" error={errors.end_date?.message} {...register('end_date')} />
      <TextField label="Venue" error={errors.venue?.message} {...register('venue')} />
      <TextField
        label="Cast size"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={errors.cast_size?.message}
        {...register('cast_size')}
      />
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="image_url"
          render={({ field }) => (
            <ImageUpload
              label="Image"
              fileType="production"
              value={field.value}
              onChange={field.onChange}
              onUploadingChange={onUploadingChange}
              fallback={<StageIllustration seed={production?.id ?? 0} className="size-full" />}
            />
          )}
        />
      </div>
    </form>
  );
}
