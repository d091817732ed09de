import { SelectField, TextField } from '@scenedock/ui';
import { useCreateSet, useUpdateSet } from '../api/sets';
import type { SetPieceOut } from '../lib/items';
import { CONDITION_OPTIONS } from '../lib/labels';
import { setBody, setFormValues, setSchema, type SetFormInput, type SetFormValues } from '../forms/set';
import {
  ItemFormDialog,
  type FieldProps,
  type ItemFormConfig,
  type ItemFormDialogProps,
} from './ItemFormDialog';

function SetFields({ field }: { field: FieldProps<SetFormInput> }) {
  return (
    <>
      <SelectField label="Condition" required options={CONDITION_OPTIONS} {...field('condition')} />
      <TextField
        label="Pieces count"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        {...field('pieces_count')}
      />
      <TextField label="Dimensions" placeholder="e.g. 12ft x 8ft" {...field('dimensions')} />
      <TextField label="Location" {...field('location')} />
    </>
  );
}

const SET_FORM: ItemFormConfig<SetPieceOut, SetFormInput, SetFormValues, ReturnType<typeof setBody>> = {
  kind: 'set',
  texts: {
    addTitle: 'Add New Set Piece',
    editTitle: 'Edit Set Piece',
    create: 'Create Set',
    update: 'Update Set',
  },
  schema: setSchema,
  initialValues: setFormValues,
  body: setBody,
  useCreate: useCreateSet,
  useUpdate: useUpdateSet,
  Fields: SetFields,
  chips: {
    name: 'components',
    label: 'Components',
    addLabel: 'Add component',
    placeholder: 'e.g. Left wall panel',
    maxLength: 200,
    hint: "Type a component's name and press Enter.",
  },
  fileType: 'set',
  picture: 'set_piece',
};

/** 'Add New Set Piece' / 'Edit Set Piece'. */
export default function SetFormDialog(props: ItemFormDialogProps<SetPieceOut>) {
  return <ItemFormDialog {...props} config={SET_FORM} />;
}
