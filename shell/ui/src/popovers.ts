/**
 * Headless UI's anchored widgets (they bring the floating-ui positioning engine), shared apart
 * from './headless' so a screen without one does not load it. Same copy rule: import from here.
 */
export {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Listbox,
  ListboxButton,
  ListboxOption,
  ListboxOptions,
  Menu,
  MenuButton,
  MenuItem,
  MenuItems,
} from '@headlessui/react';
