import { BadRequest } from '../errors';
import { ROLES, type Role } from '../models';

/*
 * Why here: ROLES (their rank order) belongs to the membership model, and the rank checks to
 * policies/utils.ts. Turning a request's role text into a Role is neither: an unknown role is a 400
 * about the input, not a permission decision. So it sits in lib/, beside the other request-input
 * parsers of lib/validation.ts, where a newcomer looking for "where is the role checked?" finds it
 * by name.
 */

/** A role from request input (trimmed, any case); none given means student. 400 for anything else. */
export function parseRole(value: string | undefined): Role {
  const role = (value ?? 'student').trim().toLowerCase();
  if (!(ROLES as readonly string[]).includes(role)) {
    throw new BadRequest(`Invalid role. Choose one of: ${ROLES.join(', ')}`);
  }
  return role as Role;
}
