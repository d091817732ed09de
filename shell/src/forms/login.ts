import { z } from '@scenedock/ui/zod-mini';
import { email, required } from './fields';

export const loginSchema = z.object({
  email,
  password: z.string().check(required, z.minLength(6, 'Must be at least 6 characters')),
  remember: z.boolean(),
});
export type LoginValues = z.infer<typeof loginSchema>;
