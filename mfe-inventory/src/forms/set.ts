import { z } from '@scenedock/ui/zod';
import { parseComponents, type SetPieceOut } from '../lib/items';
import { orNull } from './bodies';
import { condition, imageUrl, list, name, text } from './fields';

/** The set form, shared by its add and edit (and the dashboard's add dialog). */
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

export type SetFormInput = z.input<typeof setSchema>;
export type SetFormValues = z.output<typeof setSchema>;

/** The form's starting values: the item's for an edit, the defaults for an add. */
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

/** The request body for validated values: empty optional text is null (cleared). */
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
