import { useQuery } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import { departmentsKeys, unwrap, useApi } from '@scenedock/ui';

export type Department = components['schemas']['DepartmentOut'];

/** The API's largest page: every department fits (they are few, and all are lending partners). */
const PARTNERS = { limit: 1000 } as const;

/** Every department, by name: any signed-in person may list them, as partners to lend to. */
export function useDepartments(enabled = true) {
  const client = useApi();
  return useQuery({
    // The whole list, not the Departments screen's pages: its own entry.
    queryKey: departmentsKeys.list({ partners: PARTNERS }),
    queryFn: () => unwrap(client.GET('/departments', { params: { query: PARTNERS } })),
    enabled,
    staleTime: 60_000,
  });
}
