/**
 * Typed domain errors. Services throw them with the message a person reads and, where a client
 * must tell one refusal from another, a specific code; one middleware turns them into
 * `{"detail": message, "code": code}` with the status below.
 */

/**
 * Why a request failed, for a program to act on: stable, while `detail` is worded for people and may
 * change. Each status has a general code (bad_request, not_found, conflict, …); a refusal a client
 * must tell apart from others of the same status has a specific one.
 */
export type ErrorCode =
  | 'bad_request'
  | 'malformed_body'
  | 'department_required'
  | 'invalid_email'
  | 'invalid_role'
  | 'weak_password'
  | 'email_taken'
  | 'already_member'
  | 'current_password_required'
  | 'wrong_current_password'
  | 'user_inactive'
  | 'account_pending'
  | 'invitation_pending'
  | 'invitation_accepted'
  | 'invalid_reset_token'
  | 'department_name_taken'
  | 'department_not_empty'
  | 'search_too_broad'
  | 'not_authenticated'
  | 'invalid_credentials'
  | 'forbidden'
  | 'not_a_member'
  | 'account_inactive'
  | 'not_found'
  | 'route_not_found'
  | 'conflict'
  | 'item_in_use'
  | 'item_on_loan'
  | 'outside_production'
  | 'last_admin'
  | 'photo_limit'
  | 'gone'
  | 'invitation_used'
  | 'invitation_expired'
  | 'payload_too_large'
  | 'upload_quota_exceeded'
  | 'unsupported_encoding'
  | 'unsupported_media_type'
  | 'validation_failed'
  | 'rate_limited'
  | 'internal_error'
  | 'insufficient_storage'
  | 'password_sign_in_off'
  | 'invalid_grant'
  | 'last_sign_in'
  | 'domain_taken'
  | 'provider_unavailable'
  | 'webhook_limit';

/** What each code means, for the OpenAPI document (the type checker keeps it complete). */
export const ERROR_CODES: Record<ErrorCode, string> = {
  bad_request: '400: a rule of the call (see detail)',
  malformed_body: '400: the body does not parse (JSON, a compressed or multipart body cut short)',
  department_required: '400: the call needs a department in X-Current-Department',
  invalid_email: '400: the email address is not a valid address',
  invalid_role: '400: the role is not one of the roles',
  weak_password: '400: the new password does not meet the password rule (detail says it)',
  email_taken: '400: another account already has this email address',
  already_member: '400: the person is already a member of this department',
  current_password_required: '400: changing the password needs the current password',
  wrong_current_password: '400: the current password is not correct',
  user_inactive: "400: the person's membership or account is inactive",
  account_pending: '400 or 403: the account is not set up yet (its invitation is not accepted)',
  invitation_pending: '400: the person has not accepted their invitation to this department yet',
  invitation_accepted: '400: the invitation was already accepted: there is nothing to resend',
  invalid_reset_token: '400: the password reset link is unknown, used or expired',
  department_name_taken: '400: another department already has this name',
  department_not_empty: '400: the department still holds items or productions',
  search_too_broad: '400: the search ran past its time limit: narrow it (more words, a category, a distance)',
  not_authenticated: '401: no access token, or one that is invalid or expired (or a refresh token that is)',
  invalid_credentials: '401: unknown email or wrong password at sign-in',
  forbidden: '403: the role does not allow this (see detail)',
  not_a_member: '403: not an active member of the department in X-Current-Department',
  account_inactive: '403: the account is inactive: it cannot sign in',
  not_found: '404: what was asked for does not exist, or is not visible to the caller',
  route_not_found: '404: no operation at this path',
  conflict: '409: the current state does not allow this (see detail)',
  item_in_use: '409: the item is held by another production',
  item_on_loan: '409: the item has a loan that is not over',
  outside_production:
    "409: the loan's days miss the production's days entirely: send confirm_outside_production: true to tie it anyway",
  last_admin: '409: the change would leave a department without an active admin',
  photo_limit: '409: the item already has the most photos an item keeps (12): remove one first',
  gone: '410: it existed but is no longer usable',
  invitation_used: '410: the invitation was already used',
  invitation_expired: '410: the invitation has expired',
  payload_too_large: '413: the body or the uploaded file is larger than allowed',
  upload_quota_exceeded: "413: the department's stored images would exceed its upload quota",
  unsupported_encoding: '415: a charset other than UTF-8, or an unknown Content-Encoding',
  unsupported_media_type: '415: the body is not in the media type the call takes (JSON, a form or multipart)',
  validation_failed: '422: the request failed validation (detail lists each field)',
  rate_limited: '429: too many requests or attempts: try again after Retry-After seconds',
  internal_error: '500: an error on the server',
  insufficient_storage: '507: the server has no room to store the file now',
  password_sign_in_off: '403: this server signs people in with their school account only',
  invalid_grant:
    '400: a portal token or a sign-in ticket was refused (untrusted issuer, wrong audience, expired, used)',
  last_sign_in:
    '409: the linked sign-in is the only way into the account: set a password or link another first',
  domain_taken: '409: another department already claimed this email domain',
  provider_unavailable: '503: the school sign-in provider could not be reached',
  webhook_limit: '409: the department has as many webhooks as it may (10)',
};

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code: ErrorCode,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class BadRequest extends HttpError {
  constructor(message: string, code: ErrorCode = 'bad_request') {
    super(400, message, code);
  }
}
export class Unauthorized extends HttpError {
  constructor(message = 'Not authenticated', code: ErrorCode = 'not_authenticated') {
    super(401, message, code);
  }
}
export class Forbidden extends HttpError {
  constructor(message = 'You do not have permission to perform this action', code: ErrorCode = 'forbidden') {
    super(403, message, code);
  }
}
export class NotFound extends HttpError {
  constructor(message = 'Not found', code: ErrorCode = 'not_found') {
    super(404, message, code);
  }
}
export class Conflict extends HttpError {
  constructor(message: string, code: ErrorCode = 'conflict') {
    super(409, message, code);
  }
}
export class Gone extends HttpError {
  constructor(message: string, code: ErrorCode = 'gone') {
    super(410, message, code);
  }
}
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(429, message, 'rate_limited');
  }
}

/** The server has no room to store what was sent (a full disk or quota): a condition, not a bug. */
export class InsufficientStorage extends HttpError {
  constructor(message = 'The server has no room to store this file now: try again later') {
    super(507, message, 'insufficient_storage');
  }
}

/** Something this server depends on (a sign-in provider) did not answer: try again later. */
export class ServiceUnavailable extends HttpError {
  constructor(message: string, code: ErrorCode = 'provider_unavailable') {
    super(503, message, code);
  }
}

/** A 422 shaped like a request-validation failure, for rules the schema cannot express. */
export class ValidationFailed extends HttpError {
  constructor(public readonly issues: { loc: (string | number)[]; msg: string; type: string }[]) {
    super(422, issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join(', '), 'validation_failed');
  }
}
