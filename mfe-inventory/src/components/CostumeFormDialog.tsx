import { SelectField, TextField } from '@scenedock/ui';
import { useCreateCostume, useUpdateCostume } from '../api/costumes';
import type { CostumeOut } from '../lib/items';
import { CONDITION_OPTIONS, COSTUME_CATEGORY_OPTIONS, COSTUME_SIZE_OPTIONS } from '../lib/labels';
import { COSTUME_LOCATIONS } from '../lib/suggestions';
import {
  costumeBody,
  costumeFormValues,
  costumeSchema,
  type CostumeFormInput,
  type CostumeFormValues,
} from '../forms/costume';
import {
  ItemFormDialog,
  TAGS,
  type FieldProps,
  type ItemFormConfig,
  type ItemFormDialogProps,
} from './ItemFormDialog';
import { SuggestingTextField } from './SuggestingTextField';

function CostumeFields({ field }: { field: FieldProps<CostumeFormInput> }) {
  return (
    <>
      <SelectField label="Category" required options={COSTUME_CATEGORY_OPTIONS} {...field('category')} />
      <SelectField label="Size" required options={COSTUME_SIZE_OPTIONS} {...field('size')} />
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
  picture: 'costume_piece',
};

/** 'Add New Costume Piece' / 'Edit Costume Piece'. */
export default function CostumeFormDialog(props: ItemFormDialogProps<CostumeOut>) {
  return <ItemFormDialog {...props} config={COSTUME_FORM} />;
}
