import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import { unwrap, useApi, usePlatform } from '@scenedock/ui';

export type CalendarEvent = components['schemas']['CalendarEventOut'];
export type CalendarKind = CalendarEvent['kind'];
export type CalendarFeed = components['schemas']['CalendarFeedOut'];

export interface CalendarQuery {
  from: string;
  to: string;
  /** the kinds shown; all of them when absent */
  kinds?: readonly CalendarKind[];
  production_id?: number;
}

/**
 * Only this remote caches the calendar and the feeds, so their keys live here (docs/frontends.md:
 * a key moves to the kit when a second remote caches the resource). Per department, like the kit's.
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  lists: (departmentId: number | null) => ['calendar', departmentId, 'list'] as const,
  list: (departmentId: number | null, query: CalendarQuery) =>
    ['calendar', departmentId, 'list', query] as const,
  feeds: (departmentId: number | null) => ['calendar', departmentId, 'feeds'] as const,
};

/** The department's calendar for the days shown (GET /calendar): productions, loans both ways, blocks. */
export function useCalendar(query: CalendarQuery) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: calendarKeys.list(departmentId, query),
    queryFn: () =>
      unwrap(
        client.GET('/calendar', {
          params: {
            query: {
              from: query.from,
              to: query.to,
              kind: query.kinds?.join(','),
              production_id: query.production_id,
            },
          },
        }),
      ),
    // With every kind unticked there is nothing to ask for.
    enabled: departmentId !== null && query.kinds?.length !== 0,
    // The month before stays on show while the next loads: the grid does not flash empty.
    placeholderData: keepPreviousData,
  });
}

/** The current person's calendar feeds in this department (GET /calendar/feeds); never their address. */
export function useCalendarFeeds(enabled = true) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: calendarKeys.feeds(departmentId),
    queryFn: () => unwrap(client.GET('/calendar/feeds')),
    enabled: enabled && departmentId !== null,
  });
}

/**
 * Makes the feed of a scope (the department's, or one production's), or renews it: the answer is
 * the only time its secret address is shown, and the old one stops at once.
 */
export function useCreateCalendarFeed() {
  const client = useApi();
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return useMutation({
    mutationFn: (productionId: number | null) =>
      unwrap(client.POST('/calendar/feeds', { body: { production_id: productionId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feeds(departmentId) }),
  });
}

/** Stops a feed: its address answers 404 from now on. */
export function useDeleteCalendarFeed() {
  const client = useApi();
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return useMutation({
    mutationFn: (id: number) => unwrap(client.DELETE('/calendar/feeds/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feeds(departmentId) }),
  });
}
