import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dashboardKeys,
  itemKeys,
  productionsKeys,
  unwrap,
  unwrapPage,
  useApi,
  usePlatform,
  type ItemResource,
} from '@scenedock/ui';
import type { ScenedockClient } from '@scenedock/openapi';

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

interface Item {
  id: number;
  name: string;
  current_production_id: number | null;
}

interface ResourceCalls<Out, Query, Create, Update> {
  /** which of the kit's item key factories this resource's queries use */
  resource: ItemResource;
  list: (client: ScenedockClient, query: Query, signal: AbortSignal) => Promise<FetchResult<Out[]>>;
  get: (client: ScenedockClient, id: number, signal: AbortSignal) => Promise<FetchResult<Out>>;
  create: (client: ScenedockClient, body: Create) => Promise<FetchResult<Out>>;
  update: (client: ScenedockClient, id: number, body: Update) => Promise<FetchResult<Out>>;
  remove: (client: ScenedockClient, id: number) => Promise<FetchResult<unknown>>;
}

/**
 * The react-query hooks of one item kind over the typed client. Every change invalidates the
 * kind's lists and the dashboard; a delete also the productions whose item counts it changes.
 */
export function resourceHooks<Out extends Item, Query extends object, Create, Update>(
  calls: ResourceCalls<Out, Query, Create, Update>,
) {
  const keys = itemKeys[calls.resource];

  function useList(query: Query) {
    const client = useApi();
    const { departmentId } = usePlatform();
    return useQuery({
      queryKey: keys.list(departmentId, query),
      queryFn: ({ signal }) => unwrapPage(calls.list(client, query, signal)),
      // Nothing is fetched without a current department.
      enabled: departmentId !== null,
      // The old page stays on screen while the next filter's answer loads ('Searching...').
      placeholderData: keepPreviousData,
    });
  }

  /** One item, for its page; a change to the kind (any list's) refreshes it too. */
  function useItem(id: number) {
    const client = useApi();
    const { departmentId } = usePlatform();
    return useQuery({
      queryKey: keys.detail(departmentId, id),
      queryFn: ({ signal }) => unwrap(calls.get(client, id, signal)),
      enabled: departmentId !== null && Number.isInteger(id) && id > 0,
      // A missing item (404) is an answer, not a hiccup: no retries before saying so.
      retry: false,
    });
  }

  function useInvalidate() {
    const queryClient = useQueryClient();
    return (alsoProductions = false) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        alsoProductions && queryClient.invalidateQueries({ queryKey: productionsKeys.all }),
      ]);
  }

  function useCreate() {
    const client = useApi();
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: (body: Create) => unwrap(calls.create(client, body)),
      onSuccess: () => invalidate(),
    });
  }

  function useUpdate() {
    const client = useApi();
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: ({ id, body }: { id: number; body: Update }) => unwrap(calls.update(client, id, body)),
      onSuccess: () => invalidate(),
    });
  }

  function useRemove() {
    const client = useApi();
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: (item: Out) => unwrap(calls.remove(client, item.id)),
      onSuccess: (_data, item) => invalidate(item.current_production_id !== null),
    });
  }

  return { useList, useItem, useCreate, useUpdate, useRemove };
}
