import { z } from 'zod';
import {
  CONDITIONS,
  COSTUME_CATEGORIES,
  COSTUME_SIZES,
  PROP_CATEGORIES,
  parseComponents,
  splitTags,
  type CostumeOut,
  type PropOut,
  type SetPieceOut,
} from '../lib/constants';

/*
 * One schema per item kind, shared by its add and edit forms (and the dashboard's add dialogs).
 * Messages are the screens' own; lengths are the server's limits.
 */

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const name = (message: string) => text(200).min(1, message);
// Selects start empty ('Select a category'); the empty choice is what the required message is for.
const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.string().pipe(z.enum(values, { error: message }));
const condition = choice(CONDITIONS, 'Condition is required');
const list = z.array(z.string().trim().min(1));
const imageUrl = z.string().nullable();

export const propSchema = z.object({
  name: name('Prop name is required'),
  category: choice(PROP_CATEGORIES, 'Category is required'),
  condition,
  location: text(200),
  description: text(5000),
  tags: list,
  image_url: imageUrl,
});

export const setSchema = z.object({
  name: name('Set name is required'),
  condition,
  dimensions: text(200),
  // Parsed as an integer; empty or unreadable means the default 1.
  pieces_count: z
    .string()
    .transform((value) => {
      const count = Number.parseInt(value, 10);
      return Number.isNaN(count) ? 1 : count;
    })
    .pipe(z.number().int().min(1, 'Pieces count must be at least 1')),
  location: text(200),
  description: text(5000),
  components: list,
  image_url: imageUrl,
});

export const costumeSchema = z.object({
  name: name('Costume name is required'),
  category: choice(COSTUME_CATEGORIES, 'Please fill in all required fields'),
  size: choice(COSTUME_SIZES, 'Please fill in all required fields'),
  condition,
  color: text(100),
  material: text(100),
  location: text(200),
  description: text(5000),
  tags: list,
  image_url: imageUrl,
});

export type PropFormInput = z.input<typeof propSchema>;
export type PropFormValues = z.output<typeof propSchema>;
export type SetFormInput = z.input<typeof setSchema>;
export type SetFormValues = z.output<typeof setSchema>;
export type CostumeFormInput = z.input<typeof costumeSchema>;
export type CostumeFormValues = z.output<typeof costumeSchema>;

/** The form's starting values: the item's for an edit, the defaults for an add. */
export function propFormValues(prop?: PropOut | null): PropFormInput {
  return {
    name: prop?.name ?? '',
    category: prop?.category ?? '',
    condition: prop?.condition ?? 'good',
    location: prop?.location ?? '',
    description: prop?.description ?? '',
    tags: splitTags(prop?.tags),
    image_url: prop?.image_url ?? null,
  };
}

export function setFormValues(set?: SetPieceOut | null): SetFormInput {
  return {
    name: set?.name ?? '',
    condition: set?.condition ?? 'good',
    dimensions: set?.dimensions ?? '',
    pieces_count: String(set?.pieces_count ?? 1),
    location: set?.location ?? '',
    description: set?.description ?? '',
    components: parseComponents(set?.components),
    image_url: set?.image_url ?? null,
  };
}

export function costumeFormValues(costume?: CostumeOut | null): CostumeFormInput {
  return {
    name: costume?.name ?? '',
    category: costume?.category ?? '',
    size: costume?.size ?? '',
    condition: costume?.condition ?? 'good',
    color: costume?.color ?? '',
    material: costume?.material ?? '',
    location: costume?.location ?? '',
    description: costume?.description ?? '',
    tags: splitTags(costume?.tags),
    image_url: costume?.image_url ?? null,
  };
}

const orNull = (value: string) => value || null;

/** The request body for validated values: empty optional text is null (cleared). */
export function propBody(values: PropFormValues) {
  return {
    name: values.name,
    category: values.category,
    condition: values.condition,
    location: orNull(values.location),
    description: orNull(values.description),
    tags: values.tags.length ? values.tags.join(',') : null,
    image_url: values.image_url,
  };
}

export function setBody(values: SetFormValues) {
  return {
    name: values.name,
    condition: values.condition,
    dimensions: orNull(values.dimensions),
    pieces_count: values.pieces_count,
    location: orNull(values.location),
    description: orNull(values.description),
    // Sent as the JSON array itself; the server stores its text.
    components: values.components.length ? values.components : null,
    image_url: values.image_url,
  };
}

export function costumeBody(values: CostumeFormValues) {
  return {
    name: values.name,
    category: values.category,
    size: values.size,
    condition: values.condition,
    color: orNull(values.color),
    material: orNull(values.material),
    location: orNull(values.location),
    description: orNull(values.description),
    tags: values.tags.length ? values.tags.join(',') : null,
    image_url: values.image_url,
  };
}

/** A create sends no empty optional fields. */
export function withoutEmpty<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== '')) as T;
}

/**
 * An edit sends only what changed (the server's PUT is partial): the fields whose value differs
 * from the body the item would have produced.
 */
export function changedFields<T extends object>(next: T, before: T | null): Partial<T> {
  if (!before) return next;
  const previous = before as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key])),
  ) as Partial<T>;
}
