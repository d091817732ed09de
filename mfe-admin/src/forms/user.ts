import { z } from '@scenedock/ui/zod';
import { email, role } from './fields';

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
