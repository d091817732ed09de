import { z } from '@scenedock/ui/zod';
import { isEmail } from './fields';

/** A number typed into a text box: blank, or within [min, max]. One message per problem. */
function coordinate(min: number, max: number) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const number = Number(value);
      if (!Number.isFinite(number)) ctx.addIssue({ code: 'custom', message: 'Invalid value' });
      else if (number < min) ctx.addIssue({ code: 'custom', message: `Must be at least ${min}` });
      else if (number > max) ctx.addIssue({ code: 'custom', message: `Must be no more than ${max}` });
    });
}

/** Create and edit share it: only the name is required. */
export const departmentSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Department name is required')
      .max(200, 'Must be no more than 200 characters'),
    address: z.string().trim(),
    contact_person: z.string().trim(),
    contact_email: z
      .string()
      .trim()
      .refine((value) => value === '' || isEmail(value), 'Invalid email address'),
    contact_phone: z.string().trim(),
    description: z.string().trim(),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    /** '' on a new department: the zone of its location, else the server's */
    time_zone: z.string(),
  })
  .superRefine((values, ctx) => {
    // A location is a pair: the server refuses one coordinate without the other.
    if ((values.latitude === '') === (values.longitude === '')) return;
    const missing = values.latitude === '' ? 'latitude' : 'longitude';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'Enter both latitude and longitude, or neither',
    });
  });
export type DepartmentValues = z.infer<typeof departmentSchema>;
