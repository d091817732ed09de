// zod's mini build: the same checks for a fraction of the bytes, on the shell's first screen.
import * as z from 'zod/mini';
import {
  isStrongPassword,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIREMENTS,
  PASSWORD_TOO_SHORT_MESSAGE,
  STRONG_PASSWORD_MESSAGE,
} from '@scenedock/ui';

/** The sign-in flows' validation rules and messages, one schema per form; passwords follow the kit's rule. */

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

export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .check(
        required,
        z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE),
        z.refine(isStrongPassword, STRONG_PASSWORD_MESSAGE),
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

/** The invitation checklist (the kit's PASSWORD_REQUIREMENTS), every item met. */
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
      else if (values.password.length < PASSWORD_MIN_LENGTH)
        issue('password', `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
      else if (!isStrongPassword(values.password)) issue('password', STRONG_PASSWORD_MESSAGE);
      if (!values.confirm) issue('confirm', 'Please confirm your new password');
      else if (values.password !== values.confirm) issue('confirm', 'Passwords do not match');
    }),
  );
export type SettingsValues = z.infer<typeof settingsSchema>;
