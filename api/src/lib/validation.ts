import { BadRequest, ValidationFailed } from '../errors';

/*
 * Bounded request types. tsoa copies these JSDoc limits into the OpenAPI document and enforces
 * them before a controller runs (422 with `loc`). Ids and counts fit the database's INT column.
 */

/** The largest value of a database INT column (ids, counts). */
export const MAX_INT = 2147483647;

/**
 * A row id: a positive whole number that fits the database's INT column.
 * @isInt Must be a whole number
 * @minimum 1 Must be at least 1
 * @maximum 2147483647 Must be no more than 2147483647
 */
export type RowId = number;

/**
 * A row of a department's member list as the list names it: a member's account id, or a pending
 * invitee's negated invitation id (docs/accounts-and-roles.md, "Invitations").
 * @isInt Must be a whole number
 * @minimum -2147483647 Must be at least -2147483647
 * @maximum 2147483647 Must be no more than 2147483647
 */
export type MemberRef = number;

/**
 * How many rows of a list to leave out (default 0).
 * @isInt Must be a whole number
 * @minimum 0 Must be at least 0
 * @maximum 2147483647 Must be no more than 2147483647
 */
export type Skip = number;

/**
 * How many rows of a list to answer (default 100).
 * @isInt Must be a whole number
 * @minimum 1 Must be between 1 and 1000
 * @maximum 1000 Must be between 1 and 1000
 */
export type Limit = number;

/**
 * Free text matched literally (`%` and `_` are plain characters), case-insensitively, as a substring.
 * @maxLength 200 Must be no more than 200 characters
 */
export type SearchText = string;

/** A set piece's components: at most this many, each at most this long (tsoa's tags below agree). */
export const MAX_COMPONENTS = 100;
export const MAX_COMPONENT_LENGTH = 100;

/**
 * One component of a set piece.
 * @maxLength 100
 */
export type ComponentName = string;

/**
 * A calendar date, YYYY-MM-DD.
 * @maxLength 10 Invalid date format: use YYYY-MM-DD
 * @pattern ^\d{4}-\d{2}-\d{2}$ Invalid date format: use YYYY-MM-DD
 */
export type IsoDate = string;

/**
 * A day of the week as the reader's locale begins its weeks: 0 Sunday, 1 Monday … 6 Saturday.
 * @isInt Must be a whole number from 0 (Sunday) to 6 (Saturday)
 * @minimum 0 Must be a whole number from 0 (Sunday) to 6 (Saturday)
 * @maximum 6 Must be a whole number from 0 (Sunday) to 6 (Saturday)
 */
export type Weekday = number;

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims and lower-cases an email and checks its shape (5 to 100 characters). */
export function normalizeEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (email.length < 5 || email.length > 100 || !EMAIL_RE.test(email)) {
    throw new BadRequest('Invalid email address', 'invalid_email');
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
