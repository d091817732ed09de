import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import { currentUserKey, departmentsKeys, totalOf, unwrap, useApi, usersKeys } from '@scenedock/ui';

export type Department = components['schemas']['DepartmentOut'];
export type DepartmentBody = components['schemas']['DepartmentInput'];
export type DepartmentCreateBody = components['schemas']['DepartmentCreateBody'];

/** A page of departments, searched server-side by name, contact person or address. */
export function useDepartments(params: { search: string; skip: number; limit: number }) {
  const client = useApi();
  return useQuery({
    queryKey: departmentsKeys.list(params),
    queryFn: async () => {
      const call = client.GET('/departments', {
        params: { query: { skip: params.skip, limit: params.limit, search: params.search || undefined } },
      });
      const rows = await unwrap(call);
      return { rows, total: totalOf((await call).response) };
    },
    // The grid keeps showing the last page while the next search or page loads.
    placeholderData: keepPreviousData,
  });
}

/** One department: the current one is needed for distances even when it is not on the page shown. */
export function useDepartment(id: number | null) {
  const client = useApi();
  return useQuery({
    queryKey: departmentsKeys.detail(id ?? 0),
    queryFn: () => unwrap(client.GET('/departments/{id}', { params: { path: { id: id! } } })),
    enabled: id !== null,
    staleTime: 60_000,
  });
}

export function useCreateDepartment() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepartmentCreateBody) => unwrap(client.POST('/departments', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentsKeys.lists() }),
  });
}

export function useUpdateDepartment() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DepartmentBody }) =>
      unwrap(client.PUT('/departments/{id}', { params: { path: { id } }, body })),
    onSuccess: (department) => {
      queryClient.setQueryData(departmentsKeys.detail(department.id), department);
      // The signed-in user's membership list carries department names (shell top bar, switcher).
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: departmentsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.auditLog(department.id) }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]);
    },
  });
}

/** Mails the department's contact address its confirmation link again (its admins). */
export function useResendContactConfirmation() {
  const client = useApi();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(client.POST('/departments/{id}/contact-confirmation', { params: { path: { id } } })),
  });
}

export function useDeleteDepartment() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(client.DELETE('/departments/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: departmentsKeys.detail(id) });
      queryClient.removeQueries({ queryKey: usersKeys.department(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: departmentsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]);
    },
  });
}
