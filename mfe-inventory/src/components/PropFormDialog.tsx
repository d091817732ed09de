import { SelectField } from '@scenedock/ui';
import { useCreateProp, useUpdateProp } from '../api/props';
import type { PropOut } from '../lib/items';
import { CONDITION_OPTIONS, PROP_CATEGORY_OPTIONS } from '../lib/labels';
import { PROP_LOCATIONS } from '../lib/suggestions';
import { propBody, propFormValues, propSchema, type PropFormInput, type PropFormValues } from '../forms/prop';
import {
  ItemFormDialog,
  TAGS,
  type FieldProps,
  type ItemFormConfig,
  type ItemFormDialogProps,
} from './ItemFormDialog';
import { SuggestingTextField } from './SuggestingTextField';

function PropFields({ field }: { field: FieldProps<PropFormInput> }) {
  return (
    <>
      <SelectField label="Category" required options={PROP_CATEGORY_OPTIONS} {...field('category')} />
      <SelectField label="Condition" required options={CONDITION_OPTIONS} {...field('condition')} />
      <div className="sm:col-span-2">
        <SuggestingTextField label="Location" suggestions={PROP_LOCATIONS} {...field('location')} />
      </div>
    </>
  );
}

const PROP_FORM: ItemFormConfig<PropOut, PropFormInput, PropFormValues, ReturnType<typeof propBody>> = {
  kind: 'prop',
  texts: { addTitle: 'Add New Prop', editTitle: 'Edit Prop', create: 'Create Prop', update: 'Update Prop' },
  schema: propSchema,
  initialValues: propFormValues,
  body: propBody,
  useCreate: useCreateProp,
  useUpdate: useUpdateProp,
  Fields: PropFields,
  chips: TAGS,
  fileType: 'prop',
  picture: 'prop',
};

/** 'Add New Prop' / 'Edit Prop'. */
export default function PropFormDialog(props: ItemFormDialogProps<PropOut>) {
  return <ItemFormDialog {...props} config={PROP_FORM} />;
}
