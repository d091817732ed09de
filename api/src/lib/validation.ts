import { BadRequest, ValidationFailed } from '../errors';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims and lower-cases an email and checks its shape (5 to 100 characters). */
export function normalizeEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (email.length < 5 || email.length > 100 || !EMAIL_RE.test(email)) {
    throw new BadRequest('Invalid email address');
  }
  return email;
}

/** Trimmed text, or null when empty: empty optional values are stored as null. */
export function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Trimmed required text; a blank value is a 422 on that field. */
export function requiredText(value: string, field: string, message = 'This field is required'): string {
  const trimmed = value.trim();
  if (trimmed === '')
    throw new ValidationFailed([{ loc: ['body', field], msg: message, type: 'value_error.missing' }]);
  return trimmed;
}

export interface Page {
  skip: number;
  limit: number;
}

/** `skip` and `limit` of every list: defaults 0 and 100, limit at most 1000. */
export function pageOf(skip: number | undefined, limit: number | undefined): Page {
  const s = skip ?? 0;
  const l = limit ?? 100;
  if (!Number.isInteger(s) || s < 0) {
    throw new ValidationFailed([{ loc: ['query', 'skip'], msg: 'Must be at least 0', type: 'value_error' }]);
  }
  if (!Number.isInteger(l) || l < 1 || l > 1000) {
    throw new ValidationFailed([
      { loc: ['query', 'limit'], msg: 'Must be between 1 and 1000', type: 'value_error' },
    ]);
  }
  return { skip: s, limit: l };
}
