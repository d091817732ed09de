import type { components } from '@scenedock/openapi';
import type { BadgeTone } from './components/Badge';
import type { SelectOption } from './components/fields';

/*
 * The enumerations the API defines, each in one table: its values in the order the screens offer
 * them, with the label they read and, where a badge shows them, its tone. The tables are typed by
 * the OpenAPI schema, so a value the server adds (or drops) fails the build until it is worded here.
 */

type Schemas = components['schemas'];
export type Condition = Schemas['Condition'];
export type PropCategory = Schemas['PropCategory'];
export type SetCategory = Schemas['SetCategory'];
export type CostumeCategory = Schemas['CostumeCategory'];
export type CostumeSize = Schemas['CostumeSize'];
export type ProductionStatus = Schemas['ProductionStatus'];
export type LendingStatus = Schemas['LendingStatus'];
export type ImportJobStatus = Schemas['ImportJobStatus'];
export type ImportItemType = Schemas['ImportItemType'];
export type UserStatus = Schemas['UserStatus'];
export type Role = Schemas['Role'];

export interface EnumEntry {
  label: string;
  /** the badge's colour; gray when none is given */
  tone?: BadgeTone;
}

type Table<T extends string> = Record<T, EnumEntry>;

const CONDITION = {
  excellent: { label: 'Excellent', tone: 'green' },
  good: { label: 'Good', tone: 'blue' },
  fair: { label: 'Fair', tone: 'yellow' },
  poor: { label: 'Poor', tone: 'red' },
} as const satisfies Table<Condition>;

const PROP_CATEGORY = {
  furniture: { label: 'Furniture' },
  weapons: { label: 'Weapons' },
  costumes: { label: 'Costumes' },
  decorative: { label: 'Decorative' },
  lighting: { label: 'Lighting' },
  electronics: { label: 'Electronics' },
  other: { label: 'Other' },
} as const satisfies Table<PropCategory>;

const SET_CATEGORY = {
  backdrop: { label: 'Backdrop' },
  platform: { label: 'Platform' },
  furniture: { label: 'Furniture' },
  architectural: { label: 'Architectural' },
  other: { label: 'Other' },
} as const satisfies Table<SetCategory>;

const COSTUME_CATEGORY = {
  period: { label: 'Period' },
  modern: { label: 'Modern' },
  fantasy: { label: 'Fantasy' },
  formal: { label: 'Formal' },
  casual: { label: 'Casual' },
  uniform: { label: 'Uniform' },
  accessories: { label: 'Accessories' },
  shoes: { label: 'Shoes' },
  hats: { label: 'Hats' },
  other: { label: 'Other' },
} as const satisfies Table<CostumeCategory>;

const COSTUME_SIZE = {
  xs: { label: 'XS' },
  s: { label: 'S' },
  m: { label: 'M' },
  l: { label: 'L' },
  xl: { label: 'XL' },
  xxl: { label: 'XXL' },
  xxxl: { label: 'XXXL' },
  one_size: { label: 'One Size' },
  custom: { label: 'Custom' },
} as const satisfies Table<CostumeSize>;

const PRODUCTION_STATUS = {
  planning: { label: 'Planning', tone: 'blue' },
  active: { label: 'Active', tone: 'green' },
  completed: { label: 'Completed', tone: 'gray' },
  cancelled: { label: 'Cancelled', tone: 'red' },
} as const satisfies Table<ProductionStatus>;

const LENDING_STATUS = {
  offered: { label: 'Offered', tone: 'indigo' },
  requested: { label: 'Requested', tone: 'yellow' },
  approved: { label: 'Approved', tone: 'blue' },
  active: { label: 'Active', tone: 'green' },
  returned: { label: 'Returned', tone: 'gray' },
  overdue: { label: 'Overdue', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'gray' },
} as const satisfies Table<LendingStatus>;

const IMPORT_JOB_STATUS = {
  pending: { label: 'Pending', tone: 'gray' },
  processing: { label: 'Processing', tone: 'blue' },
  completed: { label: 'Completed', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'yellow' },
} as const satisfies Table<ImportJobStatus>;

const IMPORT_ITEM_TYPE = {
  props: { label: 'Props' },
  sets: { label: 'Set Pieces' },
  costumes: { label: 'Costumes' },
} as const satisfies Table<ImportItemType>;

const USER_STATUS = {
  active: { label: 'Active', tone: 'green' },
  inactive: { label: 'Inactive', tone: 'gray' },
  pending: { label: 'Pending', tone: 'yellow' },
} as const satisfies Table<UserStatus>;

/** From least to most: the order of rank (permissions.ts) and of every role list. */
const ROLE = {
  student: { label: 'Student', tone: 'gray' },
  assistant: { label: 'Assistant', tone: 'orange' },
  manager: { label: 'Manager', tone: 'blue' },
  director: { label: 'Director', tone: 'indigo' },
  admin: { label: 'Department Admin', tone: 'purple' },
} as const satisfies Table<Role>;

/** Every enumeration by the name screens ask for it with (`<EnumBadge kind="condition" …>`). */
export const ENUMS = {
  condition: CONDITION,
  propCategory: PROP_CATEGORY,
  setCategory: SET_CATEGORY,
  costumeCategory: COSTUME_CATEGORY,
  costumeSize: COSTUME_SIZE,
  productionStatus: PRODUCTION_STATUS,
  lendingStatus: LENDING_STATUS,
  importJobStatus: IMPORT_JOB_STATUS,
  importItemType: IMPORT_ITEM_TYPE,
  userStatus: USER_STATUS,
  role: ROLE,
} as const;

export type EnumKind = keyof typeof ENUMS;
export type EnumValue<K extends EnumKind> = keyof (typeof ENUMS)[K] & string;

/** A table's values in its order; never empty, so zod's `z.enum` takes them as they are. */
function valuesOf<T extends string>(table: Table<T>): readonly [T, ...T[]] {
  return Object.keys(table) as [T, ...T[]];
}

export const CONDITIONS = valuesOf<Condition>(CONDITION);
export const PROP_CATEGORIES = valuesOf<PropCategory>(PROP_CATEGORY);
export const SET_CATEGORIES = valuesOf<SetCategory>(SET_CATEGORY);
export const COSTUME_CATEGORIES = valuesOf<CostumeCategory>(COSTUME_CATEGORY);
export const COSTUME_SIZES = valuesOf<CostumeSize>(COSTUME_SIZE);
export const PRODUCTION_STATUSES = valuesOf<ProductionStatus>(PRODUCTION_STATUS);
export const LENDING_STATUSES = valuesOf<LendingStatus>(LENDING_STATUS);
export const IMPORT_JOB_STATUSES = valuesOf<ImportJobStatus>(IMPORT_JOB_STATUS);
export const IMPORT_ITEM_TYPES = valuesOf<ImportItemType>(IMPORT_ITEM_TYPE);
export const USER_STATUSES = valuesOf<UserStatus>(USER_STATUS);
export const ROLES = valuesOf<Role>(ROLE);

/** Each role's label by role (the screens' own name for the role table's labels). */
export const ROLE_LABELS = labelsOf<Role>(ROLE);

function labelsOf<T extends string>(table: Table<T>): Record<T, string> {
  return Object.fromEntries(valuesOf(table).map((value) => [value, table[value].label])) as Record<T, string>;
}

function entryOf(kind: EnumKind, value: string): EnumEntry | undefined {
  const table: Record<string, EnumEntry> = ENUMS[kind];
  // own keys only: 'constructor' is no condition
  return Object.hasOwn(table, value) ? table[value] : undefined;
}

/** 'one_size' → 'One size': how a value newer than these tables reads until it is worded here. */
function spelledOut(value: string): string {
  const spaced = value.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The value's label ('good' → 'Good'). */
export function enumLabel<K extends EnumKind>(kind: K, value: EnumValue<K>): string {
  return entryOf(kind, value)?.label ?? spelledOut(value);
}

/** The value's badge colour (gray for those without one). */
export function enumTone<K extends EnumKind>(kind: K, value: EnumValue<K>): BadgeTone {
  return entryOf(kind, value)?.tone ?? 'gray';
}

export type ItemCategory = PropCategory | SetCategory | CostumeCategory;

/** A category of any kind of item (the borrowing search mixes them; shared values read alike). */
export function categoryLabel(category: ItemCategory): string {
  const entry =
    entryOf('propCategory', category) ??
    entryOf('costumeCategory', category) ??
    entryOf('setCategory', category);
  return entry?.label ?? spelledOut(category);
}

/** A select's options: every value of the kind in its order, or the ones given. */
export function enumOptions<K extends EnumKind>(kind: K, values?: readonly EnumValue<K>[]): SelectOption[] {
  const chosen: readonly string[] = values ?? Object.keys(ENUMS[kind]);
  return chosen.map((value) => ({ value, label: entryOf(kind, value)?.label ?? spelledOut(value) }));
}

/** Whether a string (an address's filter, a form's choice) is one of the kind's values. */
export function isEnumValue<K extends EnumKind>(kind: K, value: string): value is EnumValue<K> {
  return entryOf(kind, value) !== undefined;
}
