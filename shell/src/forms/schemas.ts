// zod's mini build: the same checks for a fraction of the bytes, on the shell's first screen.
import * as z from 'zod/mini';

/** The validation rules and messages of spec part 1 §5, one schema per form. */

const required = z.minLength(1, 'This field is required');

const email = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      required,
      z.minLength(5, 'Must be at least 5 characters'),
      z.maxLength(100, 'Must be no more than 100 characters'),
    ),
  z.email('Invalid email address'),
);

export const loginSchema = z.object({
  email,
  password: z.string().check(required, z.minLength(6, 'Must be at least 6 characters')),
  remember: z.boolean(),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

// The server's one rule for every password a person chooses: any symbol counts as special.
const STRONG = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).+$/;
export const STRONG_PASSWORD_MESSAGE =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';
export const isStrongPassword = (value: string) => value.length >= 8 && STRONG.test(value);

export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .check(
        required,
        z.minLength(8, 'Must be at least 8 characters'),
        z.regex(STRONG, STRONG_PASSWORD_MESSAGE),
      ),
    confirm: z.string().check(required),
  })
  .check(
    z.refine((values) => values.password === values.confirm, {
      message: 'Passwords do not match',
      path: ['confirm'],
    }),
  );
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** The invitation checklist: each requirement is shown live, ticked when met. */
export const PASSWORD_REQUIREMENTS = [
  { label: 'At least 8 characters', test: (value: string) => value.length >= 8 },
  { label: 'One uppercase letter', test: (value: string) => /[A-Z]/.test(value) },
  { label: 'One lowercase letter', test: (value: string) => /[a-z]/.test(value) },
  { label: 'One number', test: (value: string) => /\d/.test(value) },
  { label: 'One special character', test: (value: string) => /[^A-Za-z0-9]/.test(value) },
] as const;

export const setupPasswordSchema = z.object({ password: z.string(), confirm: z.string() }).check(
  z.refine((values) => PASSWORD_REQUIREMENTS.every((r) => r.test(values.password)), {
    message: 'Please ensure your password meets all requirements.',
    path: ['password'],
  }),
  z.refine((values) => values.password === values.confirm, {
    message: 'Passwords do not match.',
    path: ['confirm'],
  }),
);
export type SetupPasswordValues = z.infer<typeof setupPasswordSchema>;

export const settingsSchema = z
  .object({
    first_name: z.string().check(z.trim(), z.minLength(1, 'First name is required')),
    last_name: z.string().check(z.trim(), z.minLength(1, 'Last name is required')),
    phone: z.string().check(z.trim()),
    current_password: z.string(),
    password: z.string(),
    confirm: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const changing = Boolean(values.current_password || values.password || values.confirm);
      if (!changing) return;
      const issue = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', path: [path], message, input: values });
      if (!values.current_password)
        issue('current_password', 'Current password is required to change password');
      if (!values.password) issue('password', 'New password is required');
      // The server's rule (8+, mixed) rather than the old 6: a weaker profile form would undo it.
      else if (values.password.length < 8) issue('password', 'Password must be at least 8 characters');
      else if (!isStrongPassword(values.password)) issue('password', STRONG_PASSWORD_MESSAGE);
      if (!values.confirm) issue('confirm', 'Please confirm your new password');
      else if (values.password !== values.confirm) issue('confirm', 'Passwords do not match');
    }),
  );
export type SettingsValues = z.infer<typeof settingsSchema>;
