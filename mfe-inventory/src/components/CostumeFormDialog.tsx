import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { ImageUpload, SelectField, TextAreaField, TextField, usePlatform } from '@scenedock/ui';
import { useCreateCostume, useUpdateCostume } from '../api/costumes';
import {
  CONDITION_OPTIONS,
  COSTUME_CATEGORIES,
  COSTUME_LOCATIONS,
  COSTUME_SIZES,
  FILTER_TAGS,
  options,
  sizeLabel,
  type CostumeOut,
} from '../domain/constants';
import { saveErrorMessage } from '../domain/messages';
import {
  changedFields,
  costumeBody,
  costumeFormValues,
  costumeSchema,
  withoutEmpty,
  type CostumeFormInput,
  type CostumeFormValues,
} from '../domain/schemas';
import { CostumeIllustration } from '../illustrations';
import { ChipListInput } from './ChipListInput';
import { FormDialogFrame, showServerFieldErrors, type ItemFormDialogProps } from './FormDialogFrame';

const CATEGORY_OPTIONS = [{ value: '', label: 'Select a category' }, ...options(COSTUME_CATEGORIES)];
const SIZE_OPTIONS = [{ value: '', label: 'Select a size' }, ...options(COSTUME_SIZES, sizeLabel)];

/** 'Add New Costume Piece' / 'Edit Costume Piece'. The form starts afresh each time the dialog opens. */
export default function CostumeFormDialog({ open, onClose, item }: ItemFormDialogProps<CostumeOut>) {
  return open ? <CostumeForm onClose={onClose} costume={item ?? null} /> : null;
}

function CostumeForm({ onClose, costume }: { onClose: () => void; costume: CostumeOut | null }) {
  const { departmentId } = usePlatform();
  const create = useCreateCostume();
  const update = useUpdateCostume();
  const locationsId = useId();
  const [uploading, setUploading] = useState(false);
  const defaults = useMemo(() => costumeFormValues(costume), [costume]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CostumeFormInput, unknown, CostumeFormValues>({
    resolver: zodResolver(costumeSchema),
    defaultValues: defaults,
  });
  const category = useWatch({ control, name: 'category' });

  const onSubmit = handleSubmit(async (values) => {
    const body = costumeBody(values);
    try {
      if (costume) {
        const before = costumeSchema.safeParse(defaults);
        const changes = changedFields(body, before.success ? costumeBody(before.data) : null);
        if (Object.keys(changes).length) await update.mutateAsync({ id: costume.id, body: changes });
        toast.success(`Costume "${values.name}" updated successfully!`);
      } else {
        if (departmentId === null) {
          toast.error('No department context available');
          return;
        }
        await create.mutateAsync({ ...withoutEmpty(body), department_id: departmentId });
        toast.success(`Costume "${values.name}" created successfully!`);
      }
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(defaults));
      toast.error(saveErrorMessage(error, 'costume', costume ? 'update' : 'create'));
    }
  });

  return (
    <FormDialogFrame
      title={costume ? 'Edit Costume Piece' : 'Add New Costume Piece'}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={costume ? 'Update Costume' : 'Create Costume'}
      busyLabel={costume ? 'Updating...' : 'Creating...'}
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
        label="Size"
        required
        options={SIZE_OPTIONS}
        {...register('size')}
        error={errors.size?.message}
      />
      <SelectField
        label="Condition"
        required
        options={CONDITION_OPTIONS}
        {...register('condition')}
        error={errors.condition?.message}
      />
      <div>
        <TextField
          label="Location"
          list={locationsId}
          autoComplete="off"
          {...register('location')}
          error={errors.location?.message}
        />
        <datalist id={locationsId}>
          {COSTUME_LOCATIONS.map((location) => (
            <option key={location} value={location} />
          ))}
        </datalist>
      </div>
      <TextField label="Color" {...register('color')} error={errors.color?.message} />
      <TextField label="Material" {...register('material')} error={errors.material?.message} />
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
              fileType="costume"
              value={field.value}
              onChange={field.onChange}
              onUploadingChange={setUploading}
              fallback={<CostumeIllustration category={category} />}
            />
          )}
        />
      </div>
    </FormDialogFrame>
  );
}
