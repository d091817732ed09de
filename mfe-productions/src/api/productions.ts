import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import {
  bookingsKeys,
  dashboardKeys,
  itemKeys,
  productionsKeys,
  unwrap,
  unwrapPage,
  useApi,
  usePlatform,
  type Page,
} from '@scenedock/ui';
import { calendarKeys } from './calendar';

export type Production = components['schemas']['ProductionOut'];
export type ProductionStatus = components['schemas']['ProductionStatus'];
export type ProductionCreateBody = components['schemas']['ProductionCreateInput'];
export type ProductionUpdateBody = components['schemas']['ProductionInput'];

export interface ProductionListFilters {
  search?: string;
  status?: ProductionStatus;
  skip: number;
  limit: number;
}

/** The Productions screen's list: search and status are filtered by the server, total from X-Total-Count. */
export function useProductions(filters: ProductionListFilters) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: productionsKeys.list(departmentId, filters),
    queryFn: () => unwrapPage(client.GET('/productions', { params: { query: filters } })),
    // Without a department there is nothing to list: fetch nothing.
    enabled: departmentId !== null,
    placeholderData: keepPreviousData,
  });
}

/** The dashboard preview: the first few productions of the upcoming rule. */
export function useUpcomingPreview(limit: number) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: productionsKeys.upcoming(departmentId, { preview: limit }),
    queryFn: () => unwrap(client.GET('/productions', { params: { query: { upcoming: true, limit } } })),
    enabled: departmentId !== null,
  });
}

export interface DateRange {
  from: string;
  to: string;
}

export const UPCOMING_PAGE_SIZE = 100;

/**
 * The Upcoming Productions dialog: the server's date-range rule when dates are set, otherwise its
 * upcoming rule. Paged so a long list loads as it is scrolled.
 */
export function useUpcomingProductions(range: DateRange) {
  const client = useApi();
  const { departmentId } = usePlatform();
  const dated = Boolean(range.from || range.to);
  return useInfiniteQuery({
    queryKey: productionsKeys.upcoming(departmentId, { range }),
    initialPageParam: 0,
    queryFn: ({ pageParam }): Promise<Page<Production>> => {
      const query = dated
        ? { date_from: range.from || undefined, date_to: range.to || undefined }
        : { upcoming: true };
      return unwrapPage(
        client.GET('/productions', {
          params: { query: { ...query, skip: pageParam, limit: UPCOMING_PAGE_SIZE } },
        }),
      );
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    enabled: departmentId !== null,
  });
}

/** One production, fresh from the server; `initial` (from a list) shows at once while it loads. */
export function useProduction(initial: Production | null) {
  const client = useApi();
  const { departmentId } = usePlatform();
  const id = initial?.id ?? 0;
  return useQuery({
    queryKey: productionsKeys.detail(departmentId, id),
    queryFn: () => unwrap(client.GET('/productions/{id}', { params: { path: { id } } })),
    enabled: initial !== null,
    placeholderData: initial ?? undefined,
  });
}

/** A production's page: the production by its id from the address (GET /productions/{id}). */
export function useProductionById(id: number) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: productionsKeys.detail(departmentId, id),
    queryFn: () => unwrap(client.GET('/productions/{id}', { params: { path: { id } } })),
    enabled: departmentId !== null && id > 0,
  });
}

/** A production's change shows in the lists, the dashboard and the department's calendar. */
function useInvalidateProductions() {
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productionsKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      queryClient.invalidateQueries({ queryKey: calendarKeys.lists(departmentId) }),
    ]);
}

export function useCreateProduction() {
  const client = useApi();
  const invalidate = useInvalidateProductions();
  return useMutation({
    mutationFn: (body: ProductionCreateBody) => unwrap(client.POST('/productions', { body })),
    onSuccess: invalidate,
  });
}

/**
 * New dates move the items booked on the production's own days with them: the bookings and every
 * item list (their availability) are stale too.
 */
export function useUpdateProduction() {
  const client = useApi();
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  const invalidate = useInvalidateProductions();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProductionUpdateBody }) =>
      unwrap(client.PUT('/productions/{id}', { params: { path: { id } }, body })),
    onSuccess: () =>
      Promise.all([
        invalidate(),
        queryClient.invalidateQueries({ queryKey: bookingsKeys.lists(departmentId) }),
        ...Object.values(itemKeys).map((keys) => queryClient.invalidateQueries({ queryKey: keys.all })),
      ]),
  });
}

/** Deleting releases the production's items, so their bookings and the item lists are stale too. */
export function useDeleteProduction() {
  const client = useApi();
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return useMutation({
    mutationFn: (id: number) => unwrap(client.DELETE('/productions/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => {
      // The deleted production's own detail would only answer 404: dropped, not refetched.
      queryClient.removeQueries({ queryKey: productionsKeys.detail(departmentId, id), exact: true });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productionsKeys.lists(departmentId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.lists(departmentId) }),
        queryClient.invalidateQueries({ queryKey: bookingsKeys.lists(departmentId) }),
        ...Object.values(itemKeys).map((keys) => queryClient.invalidateQueries({ queryKey: keys.all })),
      ]);
    },
  });
}
