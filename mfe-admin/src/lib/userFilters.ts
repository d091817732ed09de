import { ROLES, type Role } from '@scenedock/ui';
import type { MemberStatus } from '../api/members';

export const USERS_PAGE_SIZE = 25;

/** The Users screen's filters, by their names in the address (?q=…&role=…&status=…&page=…). */
export const USER_FILTERS = ['q', 'role', 'status'] as const;
export type UserFilterKey = (typeof USER_FILTERS)[number];
export type UserFilterValues = Record<UserFilterKey, string>;

export const STATUSES = ['active', 'inactive', 'pending'] as const satisfies readonly MemberStatus[];

/** The filters as the server takes them; a value from the address the server would refuse is no filter. */
export function memberQuery(values: UserFilterValues) {
  return {
    search: values.q.trim() || undefined,
    role: (ROLES as readonly string[]).includes(values.role) ? (values.role as Role) : undefined,
    status: (STATUSES as readonly string[]).includes(values.status)
      ? (values.status as MemberStatus)
      : undefined,
  };
}
