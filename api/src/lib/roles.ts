import { BadRequest } from '../errors';
import { ROLES, type Role } from '../models';

/*
 * Why here: ROLES (their rank order) belongs to the membership model, and the rank checks to
 * policies/utils.ts. Turning a request's role text into a Role is neither: an unknown role is about
 * the input, not a permission decision (the API's bodies declare the enum, so tsoa answers it with a
 * 422 before a service runs; this check stays for callers that are not requests). So it sits in lib/, beside the other request-input
 * parsers of lib/validation.ts, where a newcomer looking for "where is the role checked?" finds it
 * by name.
 */

/** A role from input (trimmed, any case); none given means student. 400 for anything else. */
export function parseRole(value: string | undefined): Role {
  const role = (value ?? 'student').trim().toLowerCase();
  if (!(ROLES as readonly string[]).includes(role)) {
    throw new BadRequest(`Invalid role. Choose one of: ${ROLES.join(', ')}`, 'invalid_role');
  }
  return role as Role;
}
