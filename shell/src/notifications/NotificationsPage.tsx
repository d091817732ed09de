import { useEffect, useId, useMemo, useState } from 'react';
import { Bell, CheckCheck, Info, RefreshCw, SearchX, Trash2 } from 'lucide-react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorNotice,
  FilterBar,
  PageHeader,
  Pagination,
  RowSkeletons,
  useListParams,
} from '@scenedock/ui';
import { connectionSummary, useNotificationsLive, type NotificationSettings } from './live';
import { NotificationItem } from './NotificationItem';
import { DOT } from './NotificationPanel';
import { NotificationPreferences } from './NotificationPreferences';
import {
  useClearNotifications,
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useUnreadCount,
  type NotificationFilters,
  type NotificationType,
} from './queries';

export const NOTIFICATIONS_PAGE_SIZE = 20;

const FILTER_KEYS = ['q', 'type', 'status', 'time'] as const;

const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  { value: 'info', label: 'Info' },
  { value: 'success', label: 'Success' },
  { value: 'warning', label: 'Warning' },
  { value: 'error', label: 'Error' },
];
const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];
const TIME_OPTIONS = [
  { value: '', label: 'Any time' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month' },
];

/**
 * The start of a time filter, in local time: today since midnight, this week the last 7 days,
 * this month since the same day and time one calendar month ago (the 31st goes back to the
 * month's last day).
 */
export function sinceOf(time: string, now: Date): Date | undefined {
  if (time === 'today') return new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (time === 'week') return new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  if (time === 'month') {
    const since = new Date(now);
    since.setDate(1);
    since.setMonth(since.getMonth() - 1);
    const lastDay = new Date(since.getFullYear(), since.getMonth() + 1, 0).getDate();
    since.setDate(Math.min(now.getDate(), lastDay));
    return since;
  }
  return undefined;
}

const KIND_NAMES: [keyof NotificationSettings, string][] = [
  ['showLendingNotifications', 'lending'],
  ['showProductionNotifications', 'production'],
  ['showImportNotifications', 'import'],
];

/** "Import notifications are hidden…", naming every kind the preferences hide; null when none is. */
export function hiddenKindsNote(settings: NotificationSettings): string | null {
  const hidden = KIND_NAMES.filter(([key]) => !settings[key]).map(([, name]) => name);
  if (hidden.length === 0) return null;
  const names =
    hidden.length === 1 ? hidden[0] : `${hidden.slice(0, -1).join(', ')} and ${hidden[hidden.length - 1]}`;
  return `${names.charAt(0).toUpperCase()}${names.slice(1)} notifications are hidden: turn them on under Preferences`;
}

/** 'Notifications': every notification of the signed-in person, filtered and paged by the server. */
export function NotificationsPage() {
  const live = useNotificationsLive();
  const list = useListParams(FILTER_KEYS, NOTIFICATIONS_PAGE_SIZE);
  const { q, type, status, time } = list.values;
  // Worked out when the filter is chosen, so the list's key stays the same while it is shown.
  const since = useMemo(() => sinceOf(time, new Date())?.toISOString(), [time]);
  const filters = useMemo(() => {
    const query: NotificationFilters = { skip: list.skip, limit: list.limit };
    if (q) query.search = q;
    if (TYPE_OPTIONS.some((option) => option.value && option.value === type))
      query.type = type as NotificationType;
    if (status === 'unread' || status === 'read') query.read = status === 'read';
    if (since) query.since = since;
    return query;
  }, [list.skip, list.limit, q, type, status, since]);

  const notifications = useNotifications(filters, { keepPrevious: true });
  const { data: unread = 0 } = useUnreadCount();
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const markAll = useMarkAllRead();
  const clearAll = useClearNotifications();
  const [confirmClear, setConfirmClear] = useState(false);

  const items = notifications.isError ? [] : (notifications.data?.items ?? []);
  const total = notifications.isError ? 0 : (notifications.data?.total ?? 0);
  const nothingAtAll = !list.active && notifications.isSuccess && total === 0;

  // A page emptied by deletions (or a stale link) goes back to the last page that has rows.
  const { page, update } = list;
  useEffect(() => {
    if (notifications.isSuccess && !notifications.isPlaceholderData && items.length === 0 && page > 1)
      update({ page: total > 0 ? String(Math.ceil(total / NOTIFICATIONS_PAGE_SIZE)) : '' });
  }, [notifications.isSuccess, notifications.isPlaceholderData, items.length, page, total, update]);

  const hiddenNote = hiddenKindsNote(live.settings);
  const preferencesId = useId();

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Notifications"
        description="What happened in your departments, newest first."
        actions={
          <>
            <Button
              variant="secondary"
              icon={<CheckCheck className="size-4" aria-hidden="true" />}
              disabled={unread === 0}
              onClick={() => markAll.mutate()}
            >
              Mark All Read
            </Button>
            <Button
              variant="danger"
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              disabled={nothingAtAll}
              onClick={() => setConfirmClear(true)}
            >
              Clear All Notifications
            </Button>
          </>
        }
      />
      <ConnectionStatus />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          {hiddenNote && (
            <p className="mb-4 flex items-start gap-2 rounded-md bg-blue-50 p-3 text-sm text-blue-800 ring-1 ring-blue-200">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {hiddenNote}
            </p>
          )}
          <FilterBar
            list={list}
            className="mb-4 gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_8rem_9rem]"
            search={{ key: 'q', label: 'Search notifications', placeholder: 'Search titles and messages' }}
            selects={[
              { key: 'type', label: 'Type', options: TYPE_OPTIONS },
              { key: 'status', label: 'Status', options: STATUS_OPTIONS },
              { key: 'time', label: 'Time', options: TIME_OPTIONS },
            ]}
          />
          {notifications.isPending ? (
            <RowSkeletons count={5} label="Loading notifications" />
          ) : notifications.isError ? (
            <ErrorNotice
              title="Notifications could not be loaded"
              message="Check your connection and try again."
              onRetry={() => void notifications.refetch()}
            />
          ) : items.length === 0 ? (
            list.active ? (
              <EmptyState
                icon={<SearchX className="size-8" />}
                title="No notifications match these filters"
                description="Try other words, another type or a longer time."
                action={
                  <Button variant="secondary" onClick={list.clear}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<Bell className="size-8" />}
                title="No notifications"
                description="You have none yet: they appear here as things happen in your departments."
              />
            )
          ) : (
            <>
              <ul
                aria-label="Notifications list"
                className="divide-y divide-gray-100 overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-gray-900/5"
              >
                {items.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onMarkRead={(n) => markRead.mutate(n)}
                    onDelete={(n) => remove.mutate(n)}
                  />
                ))}
              </ul>
              <Pagination
                skip={list.skip}
                limit={list.limit}
                total={total}
                onChange={(skip) => list.update({ page: String(skip / list.limit + 1) })}
              />
            </>
          )}
        </div>
        <section
          aria-labelledby={preferencesId}
          className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-900/5"
        >
          <h2 id={preferencesId} className="mb-3 text-base font-semibold text-gray-900">
            Preferences
          </h2>
          <NotificationPreferences email />
        </section>
      </div>
      <ConfirmDialog
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        title="Clear all notifications?"
        message="Every notification of yours is deleted, read or not. This cannot be undone."
        confirmLabel="Clear All"
        onConfirm={() => clearAll.mutateAsync()}
      />
    </div>
  );
}

/** Whether new notifications arrive live, with Reconnect whenever they do not. */
function ConnectionStatus() {
  const live = useNotificationsLive();
  const summary = connectionSummary(live);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md bg-white px-4 py-2 shadow-xs ring-1 ring-gray-900/5">
      <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
        <span className={`size-2 shrink-0 rounded-full ${DOT[summary.tone]}`} aria-hidden="true" />
        {summary.label}
      </p>
      {live.state !== 'connected' && (
        <Button
          variant="secondary"
          size="sm"
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
          onClick={live.reconnect}
        >
          Reconnect
        </Button>
      )}
    </div>
  );
}
