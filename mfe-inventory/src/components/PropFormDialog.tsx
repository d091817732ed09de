import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { ImageUpload, SelectField, TextAreaField, TextField, usePlatform } from '@scenedock/ui';
import { useCreateProp, useUpdateProp } from '../api/props';
import {
  CONDITION_OPTIONS,
  FILTER_TAGS,
  PROP_CATEGORIES,
  PROP_LOCATIONS,
  options,
  type PropOut,
} from '../domain/constants';
import { saveErrorMessage } from '../domain/messages';
import {
  changedFields,
  propBody,
  propFormValues,
  propSchema,
  withoutEmpty,
  type PropFormInput,
  type PropFormValues,
} from '../domain/schemas';
import { PropIllustration } from '../illustrations';
import { ChipListInput } from './ChipListInput';
import { FormDialogFrame, showServerFieldErrors, type ItemFormDialogProps } from './FormDialogFrame';

const CATEGORY_OPTIONS = [{ value: '', label: 'Select a category' }, ...options(PROP_CATEGORIES)];

/** 'Add New Prop' / 'Edit Prop'. The form starts afresh each time the dialog opens. */
export default function PropFormDialog({ open, onClose, item }: ItemFormDialogProps<PropOut>) {
  return open ? <PropForm onClose={onClose} prop={item ?? null} /> : null;
}

function PropForm({ onClose, prop }: { onClose: () => void; prop: PropOut | null }) {
  const { departmentId } = usePlatform();
  const create = useCreateProp();
  const update = useUpdateProp();
  const locationsId = useId();
  const [uploading, setUploading] = useState(false);
  const defaults = useMemo(() => propFormValues(prop), [prop]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PropFormInput, unknown, PropFormValues>({
    resolver: zodResolver(propSchema),
    defaultValues: defaults,
  });
  const category = useWatch({ control, name: 'category' });

  const onSubmit = handleSubmit(async (values) => {
    const body = propBody(values);
    try {
      if (prop) {
        const before = propSchema.safeParse(defaults);
        const changes = changedFields(body, before.success ? propBody(before.data) : null);
        if (Object.keys(changes).length) await update.mutateAsync({ id: prop.id, body: changes });
        toast.success(`Prop "${values.name}" updated successfully!`);
      } else {
        if (departmentId === null) {
          toast.error('No department context available');
          return;
        }
        await create.mutateAsync({ ...withoutEmpty(body), department_id: departmentId });
        toast.success(`Prop "${values.name}" created successfully!`);
      }
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(defaults));
      toast.error(saveErrorMessage(error, 'prop', prop ? 'update' : 'create'));
    }
  });

  return (
    <FormDialogFrame
      title={prop ? 'Edit Prop' : 'Add New Prop'}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={prop ? 'Update Prop' : 'Create Prop'}
      busyLabel={prop ? 'Updating...' : 'Creating...'}
      submitting={isSubmitting}
      uploading={uploading}
    >
      <div className="sm:col-span-2">
        <TextField label="Name" required data-autofocus {...register('name')} error={errors.name?.message} />
      </div>
      <SelectField
        label="Category"
        required
        options={CATEGORY_OPTIONS}
        {...register('category')}
        error={errors.category?.message}
      />
      <SelectField
        label="Condition"
        required
        options={CONDITION_OPTIONS}
        {...register('condition')}
        error={errors.condition?.message}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Location"
          list={locationsId}
          autoComplete="off"
          {...register('location')}
          error={errors.location?.message}
        />
        <datalist id={locationsId}>
          {PROP_LOCATIONS.map((location) => (
            <option key={location} value={location} />
          ))}
        </datalist>
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label="Description" {...register('description')} error={errors.description?.message} />
      </div>
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <ChipListInput
              label="Tags"
              addLabel="Add tag"
              value={field.value}
              onChange={field.onChange}
              suggestions={FILTER_TAGS}
              splitOnComma
              maxLength={50}
              hint="Press Enter or a comma after each tag."
              error={errors.tags?.message}
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
              fileType="prop"
              value={field.value}
              onChange={field.onChange}
              onUploadingChange={setUploading}
              fallback={<PropIllustration category={category} />}
            />
          )}
        />
      </div>
    </FormDialogFrame>
  );
}
