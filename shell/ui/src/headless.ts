/**
 * Headless UI, as every frontend uses it: one copy in the page (dialogs decide what is "outside"
 * by their own bookkeeping, so a listbox from a second copy inside a dialog would be made inert),
 * and only the components we use (a shared package cannot be tree-shaken). Import from here.
 * Listboxes, comboboxes and menus, which bring the positioning engine, are in './popovers'.
 */
export {
  Description,
  Dialog,
  DialogPanel,
  DialogTitle,
  Field,
  Label,
  Switch,
  Tab,
  TabGroup,
  TabList,
  TabPanel,
  TabPanels,
} from '@headlessui/react';
