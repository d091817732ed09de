import type { DepartmentMembership, MembershipStatus, User, UserStatus } from '../models';

/**
 * A member's status as the department sees it: the account's own state comes first (inactive, or
 * pending while no password was ever set), then the membership's (pending invitation, switched off).
 * A domain rule, not a presentation detail: services filter, audit and refuse by it, and the
 * presenters show it.
 */
export function memberStatus(account: UserStatus, membership: MembershipStatus): UserStatus {
  if (account === 'inactive') return 'inactive';
  if (account === 'pending' || membership === 'pending') return 'pending';
  if (membership === 'inactive') return 'inactive';
  return 'active';
}

/**
 * The person's details as the department may see them. While an invitation is pending, the row shows
 * what the inviter typed, never the stored details of an account that already existed.
 */
export function memberDetails(membership: DepartmentMembership & { user: User }) {
  const user = membership.user;
  if (membership.status === 'pending') {
    return {
      email: user.email,
      first_name: membership.invited_first_name ?? '',
      last_name: membership.invited_last_name ?? '',
      phone: membership.invited_phone ?? null,
    };
  }
  return {
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ?? null,
  };
}
