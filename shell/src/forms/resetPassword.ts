import { z } from '@scenedock/ui/zod-mini';
import {
  isStrongPassword,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  STRONG_PASSWORD_MESSAGE,
} from '@scenedock/ui';
import { required } from './fields';

/** A new password by the kit's rule, typed twice. */
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
