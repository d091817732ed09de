import { useQuery } from '@tanstack/react-query';
import { productionsKeys, unwrapPage, useApi, usePlatform } from '@scenedock/ui';

/** The department's productions an item can still be booked for (planning or active), by title. */
export function useBookableProductions(enabled: boolean) {
  const client = useApi();
  const { departmentId } = usePlatform();
  const query = { limit: 100 };
  return useQuery({
    queryKey: productionsKeys.list(departmentId, { ...query, bookable: true }),
    queryFn: async ({ signal }) => {
      const page = await unwrapPage(client.GET('/productions', { params: { query }, signal }));
      return page.items
        .filter((production) => production.status === 'planning' || production.status === 'active')
        .sort((a, b) => a.title.localeCompare(b.title));
    },
    enabled: enabled && departmentId !== null,
  });
}
