import { isEnumValue } from '@scenedock/ui';

export const USERS_PAGE_SIZE = 25;

/** The Users screen's filters, by their names in the address (?q=…&role=…&status=…&page=…). */
export const USER_FILTERS = ['q', 'role', 'status'] as const;
export type UserFilterKey = (typeof USER_FILTERS)[number];
export type UserFilterValues = Record<UserFilterKey, string>;

/** The filters as the server takes them; a value from the address the server would refuse is no filter. */
export function memberQuery(values: UserFilterValues) {
  return {
    search: values.q.trim() || undefined,
    role: isEnumValue('role', values.role) ? values.role : undefined,
    status: isEnumValue('userStatus', values.status) ? values.status : undefined,
  };
}
