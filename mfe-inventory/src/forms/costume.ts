import { z } from '@scenedock/ui/zod';
import { COSTUME_CATEGORIES, COSTUME_SIZES } from '@scenedock/ui';
import { splitTags, type CostumeOut } from '../lib/items';
import { orNull } from './bodies';
import { choice, condition, imageUrl, list, name, text } from './fields';

/** The costume form, shared by its add and edit (and the dashboard's add dialog). */
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

export type CostumeFormInput = z.input<typeof costumeSchema>;
export type CostumeFormValues = z.output<typeof costumeSchema>;

/** The form's starting values: the item's for an edit, the defaults for an add. */
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

/** The request body for validated values: empty optional text is null (cleared). */
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
