import { SelectField, TextField } from '@scenedock/ui';
import { useCreateCostume, useUpdateCostume } from '../api/costumes';
import {
  CONDITION_OPTIONS,
  COSTUME_CATEGORIES,
  COSTUME_LOCATIONS,
  COSTUME_SIZES,
  options,
  sizeLabel,
  type CostumeOut,
} from '../lib/constants';
import {
  costumeBody,
  costumeFormValues,
  costumeSchema,
  type CostumeFormInput,
  type CostumeFormValues,
} from '../forms/costume';
import { CostumeIllustration } from './illustrations';
import {
  ItemFormDialog,
  TAGS,
  type FieldProps,
  type ItemFormConfig,
  type ItemFormDialogProps,
} from './ItemFormDialog';
import { SuggestingTextField } from './SuggestingTextField';

const CATEGORY_OPTIONS = [{ value: '', label: 'Select a category' }, ...options(COSTUME_CATEGORIES)];
const SIZE_OPTIONS = [{ value: '', label: 'Select a size' }, ...options(COSTUME_SIZES, sizeLabel)];

function CostumeFields({ field }: { field: FieldProps<CostumeFormInput> }) {
  return (
    <>
      <SelectField label="Category" required options={CATEGORY_OPTIONS} {...field('category')} />
      <SelectField label="Size" required options={SIZE_OPTIONS} {...field('size')} />
      <SelectField label="Condition" required options={CONDITION_OPTIONS} {...field('condition')} />
      <div>
        <SuggestingTextField label="Location" suggestions={COSTUME_LOCATIONS} {...field('location')} />
      </div>
      <TextField label="Color" {...field('color')} />
      <TextField label="Material" {...field('material')} />
    </>
  );
}

const COSTUME_FORM: ItemFormConfig<
  CostumeOut,
  CostumeFormInput,
  CostumeFormValues,
  ReturnType<typeof costumeBody>
> = {
  kind: 'costume',
  texts: {
    addTitle: 'Add New Costume Piece',
    editTitle: 'Edit Costume Piece',
    create: 'Create Costume',
    update: 'Update Costume',
  },
  schema: costumeSchema,
  initialValues: costumeFormValues,
  body: costumeBody,
  useCreate: useCreateCostume,
  useUpdate: useUpdateCostume,
  Fields: CostumeFields,
  chips: TAGS,
  fileType: 'costume',
  Illustration: CostumeIllustration,
};

/** 'Add New Costume Piece' / 'Edit Costume Piece'. */
export default function CostumeFormDialog(props: ItemFormDialogProps<CostumeOut>) {
  return <ItemFormDialog {...props} config={COSTUME_FORM} />;
}
