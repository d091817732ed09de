import { ApiError, errorMessage } from '@scenedock/ui';

/** Where an invitation failure is shown: on a field of the form, or as a toast. */
export interface InviteFailure {
  field?: 'email' | 'role' | 'password' | 'first_name' | 'last_name';
  message: string;
}

/** Invite (both screens): the server's answer turned into the screen's message. */
export function inviteFailure(error: unknown, fallback: string): InviteFailure {
  if (!(error instanceof ApiError)) return { message: fallback };
  const detail = error.detail ?? '';
  switch (error.status) {
    case 400:
      if (/already (exists|a member)/i.test(detail))
        return { field: 'email', message: 'User is already a member of this department' };
      if (/invalid email/i.test(detail))
        return { field: 'email', message: 'Please enter a valid email address' };
      if (/invalid role/i.test(detail))
        return { field: 'role', message: 'Invalid role selected. Please choose a valid role.' };
      if (/password/i.test(detail)) return { field: 'password', message: detail };
      return { message: detail || 'Invalid request data' };
    case 403:
      return { message: 'You do not have permission to invite users to this department' };
    case 404:
      return { message: 'Department not found' };
    case 409:
      return { field: 'email', message: 'A user with this email already exists in this department' };
    case 422: {
      const [field, message] = Object.entries(error.fieldErrors)[0] ?? [];
      if (field && message && ['email', 'first_name', 'last_name', 'role', 'password'].includes(field))
        return { field: field as InviteFailure['field'], message };
      return { message: fallback };
    }
    default:
      return { message: fallback };
  }
}

/** Role change (both screens). */
export function roleChangeMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && /invalid role/i.test(error.detail ?? ''))
    return 'Invalid role selected. Please choose a valid role.';
  return errorMessage(error, 'Failed to update user role', {
    byStatus: {
      403: 'You do not have permission to change user roles in this department',
      404: 'User or department not found',
    },
  });
}

/** Removal from a department: the dialog's and the Users screen's wording differ. */
export function removeMessage(error: unknown, screen: 'dialog' | 'users'): string {
  return errorMessage(
    error,
    screen === 'dialog'
      ? 'Failed to remove user from department'
      : 'Failed to remove user from department. Please try again.',
    {
      byStatus: {
        403: 'You do not have permission to remove users from this department',
        404: screen === 'dialog' ? 'User or department not found' : 'User not found in this department',
      },
    },
  );
}

export function resetPasswordMessage(error: unknown): string {
  // A 400 names its reason (inactive, or not yet accepted the invitation): the server's words say which.
  if (error instanceof ApiError && error.status === 400)
    return error.detail ?? 'Cannot reset password for inactive user';
  return errorMessage(error, 'Failed to send password reset email. Please try again.', {
    byStatus: { 403: 'You do not have permission to reset passwords', 404: 'User not found' },
  });
}
