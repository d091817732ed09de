/**
 * Query keys of the admin screens. Members of a department are one resource whichever call reads
 * them (/users for the current department, /departments/{id}/users for any), so both lists live
 * under ['members', departmentId] and one invalidation refreshes every view of them.
 */
export interface MemberFilters {
  search?: string;
  role?: string;
  status?: string;
  skip: number;
  limit: number;
}

export const departmentKeys = {
  all: ['departments'] as const,
  lists: () => ['departments', 'list'] as const,
  list: (params: { search: string; skip: number; limit: number }) => ['departments', 'list', params] as const,
  detail: (id: number) => ['departments', 'detail', id] as const,
};

export const memberKeys = {
  all: ['members'] as const,
  department: (departmentId: number) => ['members', departmentId] as const,
  lists: (departmentId: number) => ['members', departmentId, 'list'] as const,
  list: (departmentId: number, filters: MemberFilters) => ['members', departmentId, 'list', filters] as const,
  statistics: (departmentId: number) => ['members', departmentId, 'statistics'] as const,
  auditLog: (departmentId: number) => ['members', departmentId, 'audit-log'] as const,
  userAuditLog: (departmentId: number, userId: number) =>
    ['members', departmentId, 'user-audit-log', userId] as const,
};
