import {
  ApiError,
  errorEntry,
  errorMessage,
  firstFieldError,
  serverWords,
  type ErrorMessages,
  type ErrorTable,
} from '@scenedock/ui';

type InviteField = 'email' | 'role' | 'password' | 'first_name' | 'last_name';
const INVITE_FIELDS: readonly string[] = ['email', 'first_name', 'last_name', 'role', 'password'];

/** Where an invitation failure is shown: on a field of the form, or as a toast. */
export interface InviteFailure {
  field?: InviteField;
  message: string;
}

const ALREADY_MEMBER = 'User is already a member of this department';
const INVALID_ROLE = 'Invalid role selected. Please choose a valid role.';

const INVITE_MESSAGES: ErrorMessages = {
  byCode: {
    already_member: ALREADY_MEMBER,
    email_taken: ALREADY_MEMBER,
    invalid_email: 'Please enter a valid email address',
    invalid_role: INVALID_ROLE,
    weak_password: serverWords,
  },
  byStatus: {
    400: (error) => error.detail || 'Invalid request data',
    403: 'You do not have permission to invite users to this department',
    404: 'Department not found',
    409: 'A user with this email already exists in this department',
  },
};

/** The field of the form each refusal belongs to. */
const INVITE_FIELD: ErrorTable<InviteField> = {
  byCode: {
    already_member: 'email',
    email_taken: 'email',
    invalid_email: 'email',
    invalid_role: 'role',
    weak_password: 'password',
  },
  byStatus: { 409: 'email' },
};

/** Invite (both screens): the server's answer turned into the screen's message. */
export function inviteFailure(error: unknown, fallback: string): InviteFailure {
  if (error instanceof ApiError && error.status === 422) {
    const [field, message] = Object.entries(error.fieldErrors)[0] ?? [];
    if (field && message && INVITE_FIELDS.includes(field)) return { field: field as InviteField, message };
    return { message: fallback };
  }
  const message = errorMessage(error, fallback, INVITE_MESSAGES);
  const field = errorEntry(error, INVITE_FIELD);
  return field ? { field, message } : { message };
}

/** Edit user: a refusal of the email address is shown on its field, in the server's words. */
const EDIT_USER_FIELD: ErrorTable<'email'> = { byCode: { email_taken: 'email', invalid_email: 'email' } };

const EDIT_USER_MESSAGES: ErrorMessages = {
  byStatus: { 403: 'You do not have permission to edit this user' },
};

export function editUserFailure(error: unknown): { field?: 'email'; message: string } {
  const field = errorEntry(error, EDIT_USER_FIELD);
  if (field && error instanceof ApiError) return { field, message: error.detail ?? '' };
  return { message: errorMessage(error, 'Failed to update user. Please try again.', EDIT_USER_MESSAGES) };
}

const ROLE_CHANGE_MESSAGES: ErrorMessages = {
  byCode: { invalid_role: INVALID_ROLE },
  byStatus: {
    403: 'You do not have permission to change user roles in this department',
    404: 'User or department not found',
  },
};

/** Role change (both screens). */
export function roleChangeMessage(error: unknown): string {
  return errorMessage(error, 'Failed to update user role', ROLE_CHANGE_MESSAGES);
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

const RESET_PASSWORD_MESSAGES: ErrorMessages = {
  byStatus: {
    // A 400 names its reason (user_inactive, invitation_pending) in words the screen shows as they are.
    400: (error) => error.detail ?? 'Cannot reset password for inactive user',
    403: 'You do not have permission to reset passwords',
    404: 'User not found',
  },
};

export function resetPasswordMessage(error: unknown): string {
  return errorMessage(
    error,
    'Failed to send password reset email. Please try again.',
    RESET_PASSWORD_MESSAGES,
  );
}

const CLAIM_DOMAIN_MESSAGES: ErrorMessages = {
  byCode: { domain_taken: serverWords },
  byStatus: {
    // Not an email domain: the field's message, in the server's words.
    422: serverWords,
    403: 'Only a system administrator can change the school domains of a department',
    404: 'Department not found',
  },
};

/** Claiming a school domain: another department's claim (409 names it) and a bad domain (422). */
export function claimDomainMessage(error: unknown): string {
  return errorMessage(error, 'Failed to add the domain. Please try again.', CLAIM_DOMAIN_MESSAGES);
}

export function releaseDomainMessage(error: unknown): string {
  return errorMessage(error, 'Failed to remove the domain. Please try again.', {
    byStatus: {
      403: 'Only a system administrator can change the school domains of a department',
      404: 'That domain is no longer claimed by this department',
    },
  });
}

export type WebhookField = 'url' | 'description' | 'events' | 'enabled';
const WEBHOOK_FIELDS: readonly string[] = ['url', 'description', 'events', 'enabled'];

/** A 422 on the webhook form: each message for the field it names (the rest are toasted). */
export function webhookFieldErrors(error: unknown): Partial<Record<WebhookField, string>> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).filter(([field]) => WEBHOOK_FIELDS.includes(field)),
  );
}

const WEBHOOK_MESSAGES: ErrorMessages = {
  byStatus: {
    403: "You do not have permission to manage this department's webhooks",
    404: 'That webhook no longer exists',
    // "A department has at most 10 webhooks", "Turn the webhook on before sending a test"
    409: serverWords,
    // too many sends to one webhook: the server says when to try again
    429: serverWords,
    422: firstFieldError,
  },
};

/** Any webhook action that failed, in the screen's words or the server's where they say more. */
export function webhookMessage(error: unknown, fallback: string): string {
  return errorMessage(error, fallback, WEBHOOK_MESSAGES);
}
