import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import {
  currentUserKey,
  dashboardKeys,
  departmentsKeys,
  totalOf,
  unwrap,
  useApi,
  usersKeys,
  type Role,
} from '@scenedock/ui';

/** A page of a department's members: the server filters by text, role and status. */
export interface MemberFilters {
  search?: string;
  role?: string;
  status?: string;
  skip: number;
  limit: number;
}

export type Member = components['schemas']['DepartmentUserOut'];
export type MemberStatus = components['schemas']['UserStatus'];
export type AuditEntry = components['schemas']['AuditLogOut'];
export type Statistics = components['schemas']['DepartmentUserStatistics'];
export type InviteBody = components['schemas']['InviteBody'];
export type InviteResult = components['schemas']['InvitationAnswer'];
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
    queryKey: usersKeys.list(departmentId, filters),
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

/**
 * Members of the current department through GET /users (the Users screen); filters run server-side.
 * The same rows as GET /departments/{id}/users, so the same cache entry.
 */
export function useUsers(departmentId: number, filters: MemberFilters) {
  const client = useApi();
  return useQuery({
    queryKey: usersKeys.list(departmentId, filters),
    queryFn: () => fetchUsers(client, filters),
    placeholderData: keepPreviousData,
  });
}

async function fetchUsers(client: ReturnType<typeof useApi>, filters: MemberFilters): Promise<MemberPage> {
  const call = client.GET('/users', { params: { query: query(filters) } });
  const rows = await unwrap(call);
  return { rows, total: totalOf((await call).response) };
}

export function useDepartmentStatistics(departmentId: number, enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: usersKeys.statistics(departmentId),
    queryFn: () =>
      unwrap(client.GET('/departments/{id}/users/statistics', { params: { path: { id: departmentId } } })),
    enabled,
  });
}

export const AUDIT_LOG_LIMIT = 50;

export function useDepartmentAuditLog(departmentId: number, enabled: boolean) {
  const client = useApi();
  return useQuery({
    queryKey: usersKeys.auditLog(departmentId),
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
    queryKey: usersKeys.userAuditLog(departmentId, userId ?? 0),
    queryFn: () =>
      unwrap(
        client.GET('/users/audit-log', { params: { query: { user_id: userId!, limit: AUDIT_LOG_LIMIT } } }),
      ),
    enabled: userId !== null,
  });
}

/** What an export keeps of the list's filters: every matching row, not one page. */
export type ExportFilters = Omit<MemberFilters, 'skip' | 'limit'>;

/**
 * The server's CSV of a department's members (the one CSV writer, with its formula
 * neutralisation), filtered as the list on screen is, as a Blob.
 */
export function useExportDepartmentUsers() {
  const client = useApi();
  return useMutation({
    mutationFn: ({ departmentId, filters = {} }: { departmentId: number; filters?: ExportFilters }) => {
      const { search, role, status } = query({ ...filters, skip: 0, limit: 0 });
      return unwrap(
        client.GET('/departments/{id}/users/export', {
          params: { path: { id: departmentId }, query: { format: 'csv', search, role, status } },
          parseAs: 'blob',
        }),
      );
    },
  });
}

/**
 * Everything a change to one department's membership touches: its lists, statistics and audit log,
 * and the dashboard's Department Users figure.
 */
function refreshDepartment(queryClient: QueryClient, departmentId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: usersKeys.department(departmentId) }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
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
        queryClient.invalidateQueries({ queryKey: departmentsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: departmentsKeys.detail(departmentId) }),
      ]),
  });
}

/** A short pause before a role change refreshes the list and statistics. */
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
      // Show the new role at once; the lists and statistics follow after a short pause.
      queryClient.setQueriesData<MemberPage>({ queryKey: usersKeys.lists(departmentId) }, (page) =>
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
        queryClient.invalidateQueries({ queryKey: departmentsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: departmentsKeys.detail(departmentId) }),
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
        queryClient.invalidateQueries({ queryKey: usersKeys.all }),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
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
        queryClient.invalidateQueries({ queryKey: departmentsKeys.lists() }),
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
        queryClient.invalidateQueries({ queryKey: usersKeys.all }),
        queryClient.invalidateQueries({ queryKey: departmentsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: departmentsKeys.detail(departmentId) }),
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
        queryClient.invalidateQueries({ queryKey: usersKeys.auditLog(departmentId) }),
        queryClient.invalidateQueries({ queryKey: usersKeys.userAuditLog(departmentId, userId) }),
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
        queryClient.invalidateQueries({ queryKey: usersKeys.statistics(departmentId) }),
        queryClient.invalidateQueries({ queryKey: usersKeys.auditLog(departmentId) }),
      ]),
  });
}
