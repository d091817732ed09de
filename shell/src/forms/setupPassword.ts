import { z } from '@scenedock/ui/zod-mini';
import { PASSWORD_REQUIREMENTS } from '@scenedock/ui';

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
