import { z } from '@scenedock/ui/zod';
import { PRODUCTION_STATUSES } from '@scenedock/ui';
import type { Production, ProductionCreateBody, ProductionUpdateBody } from '../api/productions';

/**
 * The production form's rules and messages, one schema for add and edit. Values
 * stay strings as the inputs hold them; `toCreateBody` / `toUpdateBody` turn them into the payload.
 */
export const productionSchema = z
  .object({
    title: z.string().trim().min(1, 'Production title is required'),
    description: z.string(),
    director: z.string(),
    status: z.enum(PRODUCTION_STATUSES, { error: 'Status is required' }),
    start_date: z.string(),
    end_date: z.string(),
    venue: z.string(),
    cast_size: z
      .string()
      .trim()
      .refine((value) => value === '' || /^-?\d+$/.test(value), 'Cast size must be a whole number')
      .refine((value) => value === '' || Number(value) >= 0, 'Cast size must be at least 0'),
    image_url: z.string().nullable(),
  })
  .refine((values) => !(values.start_date && values.end_date && values.start_date > values.end_date), {
    message: 'End date must be after start date',
    path: ['end_date'],
    // Checked even while another field is invalid, so every message shows at once.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

export type ProductionFormValues = z.infer<typeof productionSchema>;

export const emptyProductionValues: ProductionFormValues = {
  title: '',
  description: '',
  director: '',
  status: 'planning',
  start_date: '',
  end_date: '',
  venue: '',
  cast_size: '',
  image_url: null,
};

export function productionFormValues(production: Production): ProductionFormValues {
  return {
    title: production.title,
    description: production.description ?? '',
    director: production.director ?? '',
    status: production.status,
    start_date: production.start_date ?? '',
    end_date: production.end_date ?? '',
    venue: production.venue ?? '',
    cast_size: production.cast_size === null ? '' : String(production.cast_size),
    image_url: production.image_url,
  };
}

/** New production: trimmed, empty optional values left out, in the current department. */
export function toCreateBody(values: ProductionFormValues, departmentId: number): ProductionCreateBody {
  const text = (value: string) => value.trim() || undefined;
  return {
    title: values.title.trim(),
    description: text(values.description),
    director: text(values.director),
    status: values.status,
    start_date: text(values.start_date),
    end_date: text(values.end_date),
    venue: text(values.venue),
    cast_size: values.cast_size.trim() === '' ? undefined : Number(values.cast_size),
    image_url: values.image_url ?? undefined,
    department_id: departmentId,
  };
}

/** Edit: a field emptied in the form is cleared on the server (null), not left as it was. */
export function toUpdateBody(values: ProductionFormValues): ProductionUpdateBody {
  const text = (value: string) => value.trim() || null;
  return {
    title: values.title.trim(),
    description: text(values.description),
    director: text(values.director),
    status: values.status,
    start_date: text(values.start_date),
    end_date: text(values.end_date),
    venue: text(values.venue),
    cast_size: values.cast_size.trim() === '' ? null : Number(values.cast_size),
    image_url: values.image_url,
  };
}
