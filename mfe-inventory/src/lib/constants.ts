import type { BadgeTone, SelectOption } from '@scenedock/ui';
import type { components } from '@scenedock/openapi';

export type PropOut = components['schemas']['PropOut'];
export type SetPieceOut = components['schemas']['SetPieceOut'];
export type CostumeOut = components['schemas']['CostumeOut'];
export type Condition = components['schemas']['Condition'];
export type PropCategory = components['schemas']['PropCategory'];
export type CostumeCategory = components['schemas']['CostumeCategory'];
export type CostumeSize = components['schemas']['CostumeSize'];

/** What props, set pieces and costumes have in common: cards, details and deletes need only this. */
export interface InventoryItem {
  id: number;
  name: string;
  description: string | null;
  condition: Condition;
  location: string | null;
  image_url: string | null;
  current_production_id: number | null;
}

/** Enumerations, in the order the screens offer them. */
export const CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const satisfies readonly Condition[];
export const PROP_CATEGORIES = [
  'furniture',
  'weapons',
  'costumes',
  'decorative',
  'lighting',
  'electronics',
  'other',
] as const satisfies readonly PropCategory[];
export const COSTUME_CATEGORIES = [
  'period',
  'modern',
  'fantasy',
  'formal',
  'casual',
  'uniform',
  'accessories',
  'shoes',
  'hats',
  'other',
] as const satisfies readonly CostumeCategory[];
export const COSTUME_SIZES = [
  'xs',
  's',
  'm',
  'l',
  'xl',
  'xxl',
  'xxxl',
  'one_size',
  'custom',
] as const satisfies readonly CostumeSize[];

export const PROP_LOCATIONS = ['Storage Room A', 'Storage Room B', 'Prop Closet', 'Main Stage', 'Workshop'];
export const COSTUME_LOCATIONS = ['Costume Room A', 'Costume Room B', 'Wardrobe', 'Dressing Room', 'Storage'];
export const FILTER_TAGS = ['period', 'modern', 'vintage', 'ornate', 'simple', 'large', 'small', 'fragile'];

/** Cards and lists page through the server 24 at a time: fills 2- and 3-column grids evenly. */
export const PAGE_SIZE = 24;

export const CONDITION_TONES: Record<Condition, BadgeTone> = {
  excellent: 'green',
  good: 'blue',
  fair: 'yellow',
  poor: 'red',
};

export function titleCase(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** one_size → 'One Size', custom → 'Custom', the letter sizes upper-case. */
export function sizeLabel(size: string): string {
  if (size === 'one_size') return 'One Size';
  if (size === 'custom') return 'Custom';
  return size.toUpperCase();
}

export function options(values: readonly string[], label = titleCase): SelectOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** Comma-separated tags as a list, without blanks. */
export function splitTags(tags: string | null | undefined): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** A set piece's components: the server always stores a JSON array of strings, but stay safe. */
export function parseComponents(components: string | null | undefined): string[] {
  if (!components) return [];
  try {
    const list: unknown = JSON.parse(components);
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

/** The forms' condition select: the empty first choice is what 'Condition is required' is for. */
export const CONDITION_OPTIONS: SelectOption[] = [
  { value: '', label: 'Select a condition' },
  ...options(CONDITIONS),
];
