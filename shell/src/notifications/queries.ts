import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { components } from '@scenedock/openapi';
import { downloadBlob, notificationsKeys, totalOf, unwrap, useApi } from '@scenedock/ui';
import { useNotificationsLive } from './live';

export type Notification = components['schemas']['NotificationOut'];
export type NotificationType = components['schemas']['NotificationType'];

/** A list of notifications as the server filters it (GET /notifications's query). */
export interface NotificationFilters {
  skip?: number;
  limit: number;
  type?: NotificationType;
  read?: boolean;
  /** ISO date-time: that moment or later */
  since?: string;
  search?: string;
}

export interface NotificationPage {
  items: Notification[];
  /** how many match the filters in all (X-Total-Count) */
  total: number;
}

function unreadOf(response: Response): number {
  const unread = Number(response.headers.get('X-Unread-Count'));
  return Number.isFinite(unread) && unread > 0 ? unread : 0;
}

/** Polled while the live socket is given up on, and asked again when the window regains focus. */
function useFreshness() {
  const { pollInterval } = useNotificationsLive();
  return { refetchInterval: pollInterval, refetchOnWindowFocus: true } as const;
}

/**
 * A page of the signed-in person's notifications, newest first. `keepPrevious` shows the last page
 * while the next loads (paging and filtering a long list).
 */
export function useNotifications(filters: NotificationFilters, { keepPrevious = false } = {}) {
  const client = useApi();
  return useQuery({
    queryKey: notificationsKeys.list(filters),
    queryFn: async ({ signal }): Promise<NotificationPage> => {
      const call = client.GET('/notifications', { params: { query: filters }, signal });
      const items = await unwrap(call);
      return { items, total: totalOf((await call).response) };
    },
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    ...useFreshness(),
  });
}

/** How many of the person's shown notifications are unread: the bell's and the sidebar's badge. */
export function useUnreadCount() {
  const client = useApi();
  return useQuery({
    queryKey: notificationsKeys.unreadCount(),
    queryFn: async ({ signal }) => {
      // The count comes in a header of any list call; one row is the least to ask for.
      const call = client.GET('/notifications', { params: { query: { limit: 1 } }, signal });
      await unwrap(call);
      return unreadOf((await call).response);
    },
    ...useFreshness(),
  });
}

/**
 * Changes are shown at once in every cached list and in the count. A fetch under way is stopped
 * first, so an answer from before the change cannot overwrite it.
 */
async function changeLocally(
  queryClient: QueryClient,
  items: (items: Notification[]) => Notification[],
  unread: (count: number) => number,
): Promise<void> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: notificationsKeys.lists() }),
    queryClient.cancelQueries({ queryKey: notificationsKeys.unreadCount() }),
  ]);
  queryClient.setQueriesData<NotificationPage>({ queryKey: notificationsKeys.lists() }, (page) => {
    if (!page) return page;
    const kept = items(page.items);
    return { items: kept, total: Math.max(0, page.total - (page.items.length - kept.length)) };
  });
  queryClient.setQueryData<number>(notificationsKeys.unreadCount(), (count) =>
    count === undefined ? count : Math.max(0, unread(count)),
  );
}

// A failed change keeps what the person sees: they asked for it, and the next refresh shows the
// server's state. Only a success asks the server again at once.

/** PUT /notifications/{id}/read. */
export function useMarkRead() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) =>
      unwrap(client.PUT('/notifications/{id}/read', { params: { path: { id: notification.id } } })),
    onMutate: (notification) =>
      changeLocally(
        queryClient,
        (items) => items.map((item) => (item.id === notification.id ? { ...item, read: true } : item)),
        (count) => (notification.read ? count : count - 1),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
    onError: () => toast.error('Failed to mark notification as read'),
  });
}

/** DELETE /notifications/{id}. */
export function useDeleteNotification() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) =>
      unwrap(client.DELETE('/notifications/{id}', { params: { path: { id: notification.id } } })),
    onMutate: (notification) =>
      changeLocally(
        queryClient,
        (items) => items.filter((item) => item.id !== notification.id),
        (count) => (notification.read ? count : count - 1),
      ),
    onSuccess: () => {
      toast.success('Notification deleted');
      return queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
    onError: () => toast.error('Failed to delete notification'),
  });
}

/** PUT /notifications/read-all. */
export function useMarkAllRead() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(client.PUT('/notifications/read-all')),
    onMutate: () =>
      changeLocally(
        queryClient,
        (items) => items.map((item) => (item.read ? item : { ...item, read: true })),
        () => 0,
      ),
    onSuccess: () => {
      toast.success('All notifications marked as read');
      return queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
    onError: () => toast.error('Failed to mark all notifications as read'),
  });
}

/**
 * DELETE /notifications. Nothing is removed from the screen until the server has: a list that
 * vanished although it is still there would be worse than one that stays. Rejects on failure, so
 * the confirmation stays open for another try.
 */
export function useClearNotifications() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(client.DELETE('/notifications')),
    onSuccess: async () => {
      await changeLocally(
        queryClient,
        () => [],
        () => 0,
      );
      toast.success('All notifications cleared');
      return queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
    onError: () => toast.error('Failed to clear notifications'),
  });
}

/** The error report's file name, as the server and the import screens name it. */
export const errorReportName = (jobId: number) => `import-job-${jobId}-errors.csv`;

/**
 * Saves an import job's rejected rows (GET /import-jobs/{id}/errors) as a CSV file. The job is
 * asked for in the notification's department, which need not be the one chosen now.
 */
export function useImportErrorReport() {
  const client = useApi();
  const download = useMutation({
    mutationFn: ({ importJobId, department_id }: Notification) =>
      unwrap<Blob>(
        client.GET('/import-jobs/{id}/errors', {
          params: { path: { id: String(importJobId) } },
          headers: department_id === null ? {} : { 'X-Current-Department': String(department_id) },
          parseAs: 'blob',
        }),
      ),
  });
  return {
    busy: download.isPending,
    async save(notification: Notification) {
      if (notification.importJobId === null) return;
      try {
        downloadBlob(await download.mutateAsync(notification), errorReportName(notification.importJobId));
        toast.success('Error report downloaded', { duration: 3000 });
      } catch {
        toast.error('Failed to download error report', { duration: 5000 });
      }
    },
  };
}
