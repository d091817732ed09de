import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import { currentUserKey, dashboardQueryKey, totalOf, unwrap, useApi, type Role } from '@scenedock/ui';
import { departmentKeys, memberKeys, type MemberFilters } from './keys';

export type Member = components['schemas']['DepartmentUserOut'];
export type MemberStatus = components['schemas']['UserStatus'];
export type AuditEntry = components['schemas']['AuditLogOut'];
export type Statistics = components['schemas']['DepartmentUserStatistics'];
export type InviteBody = components['schemas']['InviteBody'];
export type InviteResult = components['schemas']['InviteResult'];
export type UpdateUserBody = components['schemas']['UpdateUserInput'];

export interface MemberPage {
  rows: Member[];
  total: number;
}

function query(filters: MemberFilters) {
  return {
    skip: filters.skip,
    limit: filters.limit,
    search: filters.search || undefined,
    role: (filters.role || undefined) as Role | undefined,
    status: (filters.status || undefined) as MemberStatus | undefined,
  };
}

/** Members of any department the user may see (the department user management dialog). */
export function useDepartmentMembers(departmentId: number, filters: MemberFilters) {
  const client = useApi();
  return useQuery({
    queryKey: memberKeys.list(departmentId, filters),
    queryFn: async (): Promise<MemberPage> => {
      const call = client.GET('/departments/{id}/users', {
        params: { path: { id: departmentId }, query: query(filters) },
      });
      const rows = await unwrap(call);
      return { rows, total: totalOf((await call).response) };
    },
    placeholderData: keepPreviousData,
  });
}

/** Members of the current department through GET /users (the Users screen); filters run server-side. */
export function useUsers(departmentId: number, filters: MemberFilters) {
  const client = useApi();
  return useQuery({
    queryKey: [...memberKeys.lists(departmentId), 'current', filters],
    queryFn: () => fetchUsers(client, filters),
    placeholderData: keepPreviousData,
  });
}

async function fetchUsers(client: ReturnType<typeof useApi>, filters: MemberFilters): Promise<MemberPage> {
  const call = client.GET('/users', { params: { query: query(filters) } });
  const rows = await unwrap(call);
  return { rows, total: totalOf((await call).response) };
}

const EXPORT_PAGE = 1000;

/** Every row matching the filters, page by page (the server's maximum is 1000 a call): for exports. */
export function useFetchAllUsers() {
  const client = useApi();
  return async (filters: Omit<MemberFilters, 'skip' | 'limit'>): Promise<Member[]> => {
    const rows: Member[] = [];
    for (let skip = 0; ; skip += EXPORT_PAGE) {
      const page = await fetchUsers(client, { ...filters, skip, limit: EXPORT_PAGE });
      rows.push(...page.rows);
      if (page.rows.length < EXPORT_PAGE || rows.length >= page.total) return rows;
    }
  };
}

export function useDepartmentStatistics(departmentId: number, enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: memberKeys.statistics(departmentId),
    queryFn: () =>
      unwrap(client.GET('/departments/{id}/users/statistics', { params: { path: { id: departmentId } } })),
    enabled,
  });
}

export const AUDIT_LOG_LIMIT = 50;

export function useDepartmentAuditLog(departmentId: number, enabled: boolean) {
  const client = useApi();
  return useQuery({
    queryKey: memberKeys.auditLog(departmentId),
    queryFn: () =>
      unwrap(
        client.GET('/departments/{id}/users/audit-log', {
          params: { path: { id: departmentId }, query: { limit: AUDIT_LOG_LIMIT } },
        }),
      ),
    enabled,
  });
}

/** Audit rows about one member of the current department. */
export function useUserAuditLog(departmentId: number, userId: number | null) {
  const client = useApi();
  return useQuery({
    queryKey: memberKeys.userAuditLog(departmentId, userId ?? 0),
    queryFn: () =>
      unwrap(
        client.GET('/users/audit-log', { params: { query: { user_id: userId!, limit: AUDIT_LOG_LIMIT } } }),
      ),
    enabled: userId !== null,
  });
}

/** The server's CSV of a department's members, as a Blob. */
export function useExportDepartmentUsers() {
  const client = useApi();
  return useMutation({
    mutationFn: (departmentId: number) =>
      unwrap(
        client.GET('/departments/{id}/users/export', {
          params: { path: { id: departmentId }, query: { format: 'csv' } },
          parseAs: 'blob',
        }),
      ),
  });
}

/**
 * Everything a change to one department's membership touches: its lists, statistics and audit log,
 * and the dashboard's Department Users figure.
 */
function refreshDepartment(queryClient: QueryClient, departmentId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKeys.department(departmentId) }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  ]);
}

/** Invites by email into `departmentId`; the department's user count changes too. */
export function useInvite(departmentId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) =>
      unwrap(client.POST('/departments/{id}/invite', { params: { path: { id: departmentId } }, body })),
    onSuccess: () =>
      Promise.all([
        refreshDepartment(queryClient, departmentId),
        queryClient.invalidateQueries({ queryKey: departmentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: departmentKeys.detail(departmentId) }),
      ]),
  });
}

/** The spec's pause before a role change refreshes the list and statistics. */
export const ROLE_REFRESH_DELAY_MS = 500;

export function useChangeRole(departmentId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: Role }) =>
      unwrap(
        client.PUT('/departments/{id}/users/{userId}', {
          params: { path: { id: departmentId, userId } },
          body: { role },
        }),
      ),
    onSuccess: (member) => {
      // Show the new role at once; the lists and statistics follow after the spec's short pause.
      queryClient.setQueriesData<MemberPage>({ queryKey: memberKeys.lists(departmentId) }, (page) =>
        page
          ? {
              ...page,
              rows: page.rows.map((row) => (row.id === member.id ? { ...row, role: member.role } : row)),
            }
          : page,
      );
      setTimeout(() => void refreshDepartment(queryClient, departmentId), ROLE_REFRESH_DELAY_MS);
    },
  });
}

export function useRemoveMember(departmentId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      unwrap(
        client.DELETE('/departments/{id}/users/{userId}', { params: { path: { id: departmentId, userId } } }),
      ),
    onSuccess: () =>
      Promise.all([
        refreshDepartment(queryClient, departmentId),
        queryClient.invalidateQueries({ queryKey: departmentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: departmentKeys.detail(departmentId) }),
      ]),
  });
}

/**
 * Edits a user of the current department. A person is listed in every department they belong to,
 * so every member list is refreshed; their own record too when they edited themself.
 */
export function useUpdateUser() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: UpdateUserBody }) =>
      unwrap(client.PUT('/users/{id}', { params: { path: { id: userId } }, body })),
    onSuccess: (user) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all }),
        queryClient.getQueryData<{ id: number }>(currentUserKey)?.id === user.id
          ? queryClient.invalidateQueries({ queryKey: currentUserKey })
          : undefined,
      ]),
  });
}

/** The same status for several users; answers how many changes failed rather than stopping at the first. */
export function useBulkStatus() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userIds, status }: { userIds: number[]; status: MemberStatus }) => {
      const results = await Promise.allSettled(
        userIds.map((id) =>
          unwrap(client.PUT('/users/{id}', { params: { path: { id } }, body: { status } })),
        ),
      );
      return { failed: results.filter((r) => r.status === 'rejected').length, total: userIds.length };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

/** Removes several members from one department. */
export function useBulkRemove(departmentId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userIds: number[]) => {
      const results = await Promise.allSettled(
        userIds.map((userId) =>
          unwrap(
            client.DELETE('/departments/{id}/users/{userId}', {
              params: { path: { id: departmentId, userId } },
            }),
          ),
        ),
      );
      return { failed: results.filter((r) => r.status === 'rejected').length, total: userIds.length };
    },
    onSettled: () =>
      Promise.all([
        refreshDepartment(queryClient, departmentId),
        queryClient.invalidateQueries({ queryKey: departmentKeys.lists() }),
      ]),
  });
}

/**
 * DELETE /users/{id}: a department admin removes the user from the current department; a superuser
 * deletes the account, which leaves every department it belonged to.
 */
export function useDeleteUser(departmentId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      unwrap(client.DELETE('/users/{id}', { params: { path: { id: userId } } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all }),
        queryClient.invalidateQueries({ queryKey: departmentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: departmentKeys.detail(departmentId) }),
      ]),
  });
}

export function useResetPassword(departmentId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      unwrap(client.POST('/users/{id}/reset-password', { params: { path: { id: userId } } })),
    onSuccess: (_data, userId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.auditLog(departmentId) }),
        queryClient.invalidateQueries({ queryKey: memberKeys.userAuditLog(departmentId, userId) }),
      ]),
  });
}

/**
 * Sends a pending member a new setup link. The call works on the current department, so the
 * department the dialog shows is named in the header (the server accepts it for its members and
 * superusers).
 */
export function useResendInvitation(departmentId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      unwrap(
        client.POST('/users/{id}/resend-invitation', {
          params: { path: { id: userId } },
          headers: { 'X-Current-Department': String(departmentId) },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.statistics(departmentId) }),
        queryClient.invalidateQueries({ queryKey: memberKeys.auditLog(departmentId) }),
      ]),
  });
}
