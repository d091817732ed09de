import { enumOptions, type SelectOption } from '@scenedock/ui';

// The forms' selects start empty: that first choice is what their 'required' messages are for.
export const PROP_CATEGORY_OPTIONS: SelectOption[] = [
  { value: '', label: 'Select a category' },
  ...enumOptions('propCategory'),
];
export const COSTUME_CATEGORY_OPTIONS: SelectOption[] = [
  { value: '', label: 'Select a category' },
  ...enumOptions('costumeCategory'),
];
export const COSTUME_SIZE_OPTIONS: SelectOption[] = [
  { value: '', label: 'Select a size' },
  ...enumOptions('costumeSize'),
];
export const CONDITION_OPTIONS: SelectOption[] = [
  { value: '', label: 'Select a condition' },
  ...enumOptions('condition'),
];
