import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import { departmentsKeys, unwrap, useApi } from '@scenedock/ui';

export type SchoolDomain = components['schemas']['DomainView'];

/** Under the department's detail: removing a department drops its domains with it. */
export const domainsKey = (departmentId: number) =>
  [...departmentsKeys.detail(departmentId), 'domains'] as const;

/** The school email domains a department claimed (its admins and superusers; others get a 403). */
export function useDepartmentDomains(departmentId: number) {
  const client = useApi();
  return useQuery({
    queryKey: domainsKey(departmentId),
    queryFn: () =>
      unwrap(client.GET('/departments/{id}/domains', { params: { path: { id: departmentId } } })),
  });
}

export function useClaimDomain(departmentId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) =>
      unwrap(
        client.POST('/departments/{id}/domains', {
          params: { path: { id: departmentId } },
          body: { domain },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsKey(departmentId) }),
  });
}

export function useReleaseDomain(departmentId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domainId: number) =>
      unwrap(
        client.DELETE('/departments/{id}/domains/{domainId}', {
          params: { path: { id: departmentId, domainId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsKey(departmentId) }),
  });
}
