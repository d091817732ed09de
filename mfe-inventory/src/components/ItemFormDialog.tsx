import { useId, useMemo, useState, type ComponentType } from 'react';
import {
  Controller,
  useController,
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast/headless';
import type { z } from 'zod';
import {
  ApiError,
  Button,
  Dialog,
  ImageUpload,
  TextAreaField,
  TextField,
  usePlatform,
  type UploadFileType,
} from '@scenedock/ui';
import { ItemIllustration, type PictureKind } from '@scenedock/ui/illustrations';
import { FILTER_TAGS } from '../lib/suggestions';
import { saveErrorMessage, successMessage, type ItemKind } from '../api/errors';
import { changedFields, withoutEmpty } from '../forms/bodies';
import { ChipListInput, type ChipListInputProps } from './ChipListInput';

export interface ItemFormDialogProps<T> {
  open: boolean;
  onClose: () => void;
  /** the item to edit; absent for an add */
  item?: T | null;
}

/** The fields every kind's form has; the dialog itself shows them. */
interface CommonInput extends FieldValues {
  name: string;
  description: string;
  image_url: string | null;
}

type WithId = { id: number };
type Named = { name: string };

interface Mutation<Variables> {
  mutateAsync: (variables: Variables) => Promise<unknown>;
}

/** A registered input's props with its message: `<TextField label="Color" {...field('color')} />`. */
export type FieldProps<Input extends FieldValues> = (
  name: Path<Input>,
) => UseFormRegisterReturn<Path<Input>> & { error?: string };

type ChipListProps<Input extends FieldValues> = { name: FieldPathByValue<Input, string[]> } & Omit<
  ChipListInputProps,
  'value' | 'onChange' | 'error'
>;

/**
 * What one item kind brings to the shared add/edit dialog. Every form shows Name, the kind's
 * `Fields`, Description, a chip list (`chips`) and Image; the dialog does the rest.
 */
export interface ItemFormConfig<
  Item extends WithId,
  Input extends CommonInput,
  Values extends Named,
  Body extends object,
> {
  /** picks the kind's toasts and error messages (MESSAGES) */
  kind: ItemKind;
  texts: { addTitle: string; editTitle: string; create: string; update: string };
  schema: z.ZodType<Values, Input>;
  /** the starting values: the item's for an edit, the defaults for an add */
  initialValues: (item: Item | null) => Input;
  /** the request body for validated values */
  body: (values: Values) => Body;
  useCreate: () => Mutation<Body & { department_id: number }>;
  useUpdate: () => Mutation<{ id: number; body: Partial<Body> }>;
  /** the kind's own fields, between Name and Description */
  Fields: ComponentType<{ field: FieldProps<Input> }>;
  /** the tags or components, after Description */
  chips: ChipListProps<Input>;
  /** where the server files an uploaded image */
  fileType: UploadFileType;
  /** shown while there is no image: the kind's drawing, of the chosen category where it has one */
  picture: PictureKind;
}

/** An add ('Add New Prop') or edit ('Edit Prop') dialog. The form starts afresh each time it opens. */
export function ItemFormDialog<
  Item extends WithId,
  Input extends CommonInput,
  Values extends Named,
  Body extends object,
>({
  open,
  onClose,
  item,
  config,
}: ItemFormDialogProps<Item> & { config: ItemFormConfig<Item, Input, Values, Body> }) {
  return open ? <ItemForm config={config} item={item ?? null} onClose={onClose} /> : null;
}

function ItemForm<Item extends WithId, Input extends CommonInput, Values extends Named, Body extends object>({
  config,
  item,
  onClose,
}: {
  config: ItemFormConfig<Item, Input, Values, Body>;
  item: Item | null;
  onClose: () => void;
}) {
  const { kind, texts, schema, body: bodyOf, Fields } = config;
  const { departmentId } = usePlatform();
  const create = config.useCreate();
  const update = config.useUpdate();
  const formId = useId();
  // Saving waits for a running image upload: saving now would lose the image.
  const [uploading, setUploading] = useState(false);
  const defaults = useMemo(() => config.initialValues(item), [config, item]);
  const { register, control, handleSubmit, setError, getFieldState, formState } = useForm<
    Input,
    unknown,
    Values
  >({
    resolver: zodResolver(schema),
    // A full set of values; TS cannot see that it fits DefaultValues' deep partial of a generic Input.
    defaultValues: defaults as DefaultValues<Input>,
  });
  const field: FieldProps<Input> = (name) => ({
    ...register(name),
    error: getFieldState(name, formState).error?.message,
  });
  // Every Input has these (CommonInput), but TS cannot show that as a Path of a generic Input.
  const common = (name: 'name' | 'description' | 'image_url') => name as Path<Input>;
  // Undefined for the set pieces, which have no category (and one drawing).
  const category = useWatch({ control, name: 'category' as Path<Input> }) as string | undefined;

  const onSubmit = handleSubmit(async (values) => {
    const body = bodyOf(values);
    try {
      if (item) {
        const before = schema.safeParse(defaults);
        const changes = changedFields(body, before.success ? bodyOf(before.data) : null);
        if (Object.keys(changes).length) await update.mutateAsync({ id: item.id, body: changes });
        toast.success(successMessage(kind, values.name, 'updated'));
      } else {
        if (departmentId === null) {
          toast.error('No department context available');
          return;
        }
        await create.mutateAsync({ ...withoutEmpty(body), department_id: departmentId });
        toast.success(successMessage(kind, values.name, 'created'));
      }
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(defaults));
      toast.error(saveErrorMessage(error, kind, item ? 'update' : 'create'));
    }
  });

  const submitting = formState.isSubmitting;
  return (
    <Dialog
      open
      onClose={onClose}
      title={item ? texts.editTitle : texts.addTitle}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={submitting} disabled={uploading}>
            {submitting ? (item ? 'Updating...' : 'Creating...') : item ? texts.update : texts.create}
          </Button>
        </>
      }
    >
      {/* noValidate: the schema's messages are shown, not the browser's own bubbles. */}
      <form id={formId} onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label="Name" required data-autofocus {...field(common('name'))} />
        </div>
        <Fields field={field} />
        <div className="sm:col-span-2">
          <TextAreaField label="Description" {...field(common('description'))} />
        </div>
        <div className="sm:col-span-2">
          <ChipListField control={control} {...config.chips} />
        </div>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name={common('image_url')}
            render={({ field: image }) => (
              <ImageUpload
                label="Image"
                fileType={config.fileType}
                value={image.value}
                onChange={image.onChange}
                onUploadingChange={setUploading}
                fallback={<ItemIllustration kind={config.picture} category={category} />}
              />
            )}
          />
        </div>
      </form>
    </Dialog>
  );
}

/** Puts a 422's per-field messages beside the fields the form has. */
function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
}

/** A list of names edited as chips (tags, components), held by the form as one value. */
function ChipListField<Input extends FieldValues, Values>({
  control,
  name,
  ...input
}: { control: Control<Input, unknown, Values> } & ChipListProps<Input>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ChipListInput
      {...input}
      value={field.value as string[]}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}

/** The props and costumes forms' tags: the filter tags are offered, and a comma ends a tag. */
export const TAGS = {
  name: 'tags',
  label: 'Tags',
  addLabel: 'Add tag',
  suggestions: FILTER_TAGS,
  splitOnComma: true,
  maxLength: 50,
  hint: 'Press Enter or a comma after each tag.',
} as const;
