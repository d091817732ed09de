import { z } from 'zod';
import { passwordProblem, ROLES } from '@scenedock/ui';

/** The admin forms' rules and messages; passwords follow the server's one rule (from the kit). */

// The server's own shape check (api/src/lib/validation.ts), so the form never passes what it refuses.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => value.length >= 5 && value.length <= 100 && EMAIL_RE.test(value);

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

const password = z.string().superRefine((value, ctx) => {
  if (value === '') return; // blank: the invitee sets their own through the emailed link
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .refine((value) => value === '' || isEmail(value), 'Please enter a valid email address');

const role = z.enum(ROLES, { error: 'Role is required' });

/**
 * Invite: names are required on the Users screen; on the dashboard and in the department dialog they
 * and the password are optional.
 */
export function inviteSchema({ requireNames }: { requireNames: boolean }) {
  const name = (message: string) => (requireNames ? z.string().trim().min(1, message) : z.string().trim());
  return z.object({
    email,
    first_name: name('First name is required'),
    last_name: name('Last name is required'),
    role,
    password,
  });
}
export type InviteValues = z.infer<ReturnType<typeof inviteSchema>>;

export const editUserSchema = z.object({
  first_name: z.string().trim().min(1, 'First name is required'),
  last_name: z.string().trim().min(1, 'Last name is required'),
  email,
  phone: z.string().trim(),
  role,
  status: z.enum(['active', 'inactive', 'pending'], { error: 'Status is required' }),
});
export type EditUserValues = z.infer<typeof editUserSchema>;

/** A department admin edits the membership only: the account fields are shown, not checked or sent. */
export const editMembershipSchema = editUserSchema.extend({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
});
