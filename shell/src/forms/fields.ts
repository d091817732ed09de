// zod's mini build in every form here: the same checks for a fraction of the bytes, on the shell's
// first screen.
import { z } from '@scenedock/ui/zod-mini';

/** The checks more than one of the shell's forms makes the same way. */

export const required = z.minLength(1, 'This field is required');

export const email = z.pipe(
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
