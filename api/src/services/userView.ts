import type { Department, DepartmentMembership, User } from '../models';
import type { Member } from './memberships';

/**
 * A user as the caller may see them. An invitee whose invitation into the current department is
 * still pending is seen only through that membership, as the inviter typed them (`invitee`); anyone
 * else as their account with its active memberships (departments loaded), from the current
 * department and, when they belong to it, through their membership there (`seenThrough`).
 * The users and the invitations services both answer with it.
 */
export type UserView =
  | { kind: 'invitee'; membership: Member }
  | {
      kind: 'user';
      user: User;
      memberships: DepartmentMembership[];
      department: Department | null;
      seenThrough?: DepartmentMembership;
    };

export function userView(
  user: User,
  memberships: DepartmentMembership[],
  department: Department | null,
  seenThrough?: DepartmentMembership,
): UserView {
  return { kind: 'user', user, memberships, department, seenThrough };
}
