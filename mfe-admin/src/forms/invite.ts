import { z } from '@scenedock/ui/zod';
import { passwordProblem } from '@scenedock/ui';
import { email, role } from './fields';

// The server's one password rule, from the kit.
const password = z.string().superRefine((value, ctx) => {
  if (value === '') return; // blank: the invitee sets their own through the emailed link
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * Invite: names are required on the Users screen; on the dashboard and in the department dialog they
 * and the password are optional.
 */
export function inviteSchema({ requireNames }: { requireNames: boolean }) {
  const name = (message: string) => (requireNames ? z.string().trim().min(1, message) : z.string().trim());
  return z.object({
    email,
    first_name: name('First name is required'),
    last_name: name('Last name is required'),
    role,
    password,
  });
}
export type InviteValues = z.infer<ReturnType<typeof inviteSchema>>;
