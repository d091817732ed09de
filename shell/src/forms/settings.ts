import { z } from '@scenedock/ui/zod-mini';
import { isStrongPassword, PASSWORD_MIN_LENGTH, STRONG_PASSWORD_MESSAGE } from '@scenedock/ui';

/** The profile: names required; a password change needs the current one and the kit's rule. */
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
