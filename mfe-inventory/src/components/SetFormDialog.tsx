import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { ImageUpload, SelectField, TextAreaField, TextField, usePlatform } from '@scenedock/ui';
import { useCreateSet, useUpdateSet } from '../api/sets';
import { CONDITION_OPTIONS, type SetPieceOut } from '../domain/constants';
import { saveErrorMessage } from '../domain/messages';
import {
  changedFields,
  setBody,
  setFormValues,
  setSchema,
  withoutEmpty,
  type SetFormInput,
  type SetFormValues,
} from '../domain/schemas';
import { SetIllustration } from '../illustrations';
import { ChipListInput } from './ChipListInput';
import { FormDialogFrame, showServerFieldErrors, type ItemFormDialogProps } from './FormDialogFrame';

/** 'Add New Set Piece' / 'Edit Set Piece'. The form starts afresh each time the dialog opens. */
export default function SetFormDialog({ open, onClose, item }: ItemFormDialogProps<SetPieceOut>) {
  return open ? <SetForm onClose={onClose} set={item ?? null} /> : null;
}

function SetForm({ onClose, set }: { onClose: () => void; set: SetPieceOut | null }) {
  const { departmentId } = usePlatform();
  const create = useCreateSet();
  const update = useUpdateSet();
  const [uploading, setUploading] = useState(false);
  const defaults = useMemo(() => setFormValues(set), [set]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetFormInput, unknown, SetFormValues>({
    resolver: zodResolver(setSchema),
    defaultValues: defaults,
  });

  const onSubmit = handleSubmit(async (values) => {
    const body = setBody(values);
    try {
      if (set) {
        const before = setSchema.safeParse(defaults);
        const changes = changedFields(body, before.success ? setBody(before.data) : null);
        if (Object.keys(changes).length) await update.mutateAsync({ id: set.id, body: changes });
        toast.success(`Set "${values.name}" updated successfully!`);
      } else {
        if (departmentId === null) {
          toast.error('No department context available');
          return;
        }
        await create.mutateAsync({ ...withoutEmpty(body), department_id: departmentId });
        toast.success(`Set "${values.name}" created successfully!`);
      }
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(defaults));
      toast.error(saveErrorMessage(error, 'set', set ? 'update' : 'create'));
    }
  });

  return (
    <FormDialogFrame
      title={set ? 'Edit Set Piece' : 'Add New Set Piece'}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={set ? 'Update Set' : 'Create Set'}
      busyLabel={set ? 'Updating...' : 'Creating...'}
      submitting={isSubmitting}
      uploading={uploading}
    >
      <div className="sm:col-span-2">
        <TextField label="Name" required data-autofocus {...register('name')} error={errors.name?.message} />
      </div>
      <SelectField
        label="Condition"
        required
        options={CONDITION_OPTIONS}
        {...register('condition')}
        error={errors.condition?.message}
      />
      <TextField
        label="Pieces count"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        {...register('pieces_count')}
        error={errors.pieces_count?.message}
      />
      <TextField
        label="Dimensions"
        placeholder="e.g. 12ft x 8ft"
        {...register('dimensions')}
        error={errors.dimensions?.message}
      />
      <TextField label="Location" {...register('location')} error={errors.location?.message} />
      <div className="sm:col-span-2">
        <TextAreaField label="Description" {...register('description')} error={errors.description?.message} />
      </div>
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="components"
          render={({ field }) => (
            <ChipListInput
              label="Components"
              addLabel="Add component"
              value={field.value}
              onChange={field.onChange}
              placeholder="e.g. Left wall panel"
              maxLength={200}
              hint="Type a component's name and press Enter."
              error={errors.components?.message}
            />
          )}
        />
      </div>
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="image_url"
          render={({ field }) => (
            <ImageUpload
              label="Image"
              fileType="set"
              value={field.value}
              onChange={field.onChange}
              onUploadingChange={setUploading}
              fallback={<SetIllustration />}
            />
          )}
        />
      </div>
    </FormDialogFrame>
  );
}
