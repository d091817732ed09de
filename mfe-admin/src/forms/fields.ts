import { z } from '@scenedock/ui/zod';
import { ROLES } from '@scenedock/ui';

/** The fields more than one admin form checks the same way. */

// The server's own shape check (api/src/lib/validation.ts), so the form never passes what it refuses.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => value.length >= 5 && value.length <= 100 && EMAIL_RE.test(value);

export const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .refine((value) => value === '' || isEmail(value), 'Please enter a valid email address');

export const role = z.enum(ROLES, { error: 'Role is required' });
