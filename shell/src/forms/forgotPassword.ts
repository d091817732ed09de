import { z } from '@scenedock/ui/zod-mini';
import { email } from './fields';

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
