import { z } from '@scenedock/ui/zod';
import { PROP_CATEGORIES } from '@scenedock/ui';
import { splitTags, type PropOut } from '../lib/items';
import { orNull } from './bodies';
import { choice, condition, imageUrl, list, name, text } from './fields';

/** The prop form, shared by its add and edit (and the dashboard's add dialog). */
export const propSchema = z.object({
  name: name('Prop name is required'),
  category: choice(PROP_CATEGORIES, 'Category is required'),
  condition,
  location: text(200),
  description: text(5000),
  tags: list,
  image_url: imageUrl,
});

export type PropFormInput = z.input<typeof propSchema>;
export type PropFormValues = z.output<typeof propSchema>;

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
