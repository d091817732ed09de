import { useQuery } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import { productionsKeys, unwrap, useApi, usePlatform } from '@scenedock/ui';

export type PullList = components['schemas']['PullListOut'];
export type PullEntry = components['schemas']['PullEntryOut'];
export type PullSource = PullEntry['source'];

/**
 * What a production takes to the stage (GET /productions/{id}/pull-list): its own booked items, the
 * loans it borrows and those still asked for. Kept under the production's detail, so every change
 * that refreshes productions (a booking made in the item manager, an edit of its dates) refreshes it.
 */
export function usePullList(productionId: number) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: [...productionsKeys.detail(departmentId, productionId), 'pull-list'],
    queryFn: () =>
      unwrap(client.GET('/productions/{id}/pull-list', { params: { path: { id: productionId } } })),
    enabled: departmentId !== null && productionId > 0,
  });
}
