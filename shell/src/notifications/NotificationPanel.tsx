import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from '@scenedock/ui/router';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@scenedock/ui/headless';
import { CheckCheck } from 'lucide-react';
import { Button, ErrorNotice, RowSkeletons } from '@scenedock/ui';
import { useClampedPanel } from '../frame/useClampedPanel';
import { connectionSummary, useNotificationsLive } from './live';
import { NotificationItem } from './NotificationItem';
import { NotificationPreferences } from './NotificationPreferences';
import {
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useUnreadCount,
} from './queries';

/** The panel shows the newest this many; the Notifications screen has them all. */
export const PANEL_SIZE = 20;

export const DOT = {
  green: 'bg-green-500',
  amber: 'bg-amber-500',
  red: 'bg-red-500',
  gray: 'bg-gray-400',
} as const;

const TAB =
  'flex-1 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 data-selected:border-indigo-600 data-selected:text-indigo-700';

/**
 * The bell's panel: the newest notifications (all or unread), Mark all read, the preferences and
 * the connection. Escape or a click elsewhere closes it; it takes the focus when it opens.
 */
export default function NotificationPanel({
  container,
  onClose,
}: {
  /** the bell: a click inside it is not a click elsewhere */
  container: RefObject<HTMLElement | null>;
  /** `refocus`: give the focus back to the bell (Escape) */
  onClose: (refocus: boolean) => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [tab, setTab] = useState(0);
  const live = useNotificationsLive();
  const summary = connectionSummary(live);
  const { data: unread = 0 } = useUnreadCount();
  const markAll = useMarkAllRead();
  useClampedPanel(panelRef);

  useEffect(() => {
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    // In a shadow root the event's target is the host: its path says where the press really was.
    const onPointer = (event: PointerEvent) => {
      const box = container.current;
      if (box && !event.composedPath().includes(box)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [container, onClose]);

  const leave = () => onClose(false);

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-label="Notifications"
      tabIndex={-1}
      className="absolute right-0 top-full z-30 mt-2 flex max-h-[min(80vh,calc(100dvh-5rem))] w-[26rem] max-w-[calc(100vw-1rem)] flex-col rounded-lg bg-white shadow-lg ring-1 ring-black/5 focus:outline-none"
    >
      <div className="flex items-center justify-between gap-2 border-b border-gray-200 px-4 py-2">
        <h2 className="text-sm font-semibold text-gray-900">Notifications</h2>
        <Button
          variant="ghost"
          size="sm"
          icon={<CheckCheck className="size-4" aria-hidden="true" />}
          disabled={unread === 0}
          onClick={() => markAll.mutate()}
        >
          Mark all read
        </Button>
      </div>
      <TabGroup selectedIndex={tab} onChange={setTab} className="flex min-h-0 flex-1 flex-col">
        <TabList className="flex border-b border-gray-200">
          <Tab className={TAB}>All</Tab>
          <Tab className={TAB}>Unread</Tab>
        </TabList>
        <TabPanels className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          <TabPanel>
            <PanelList onNavigate={leave} />
          </TabPanel>
          <TabPanel>
            <PanelList unreadOnly onNavigate={leave} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
      <div className="border-t border-gray-200 px-4 py-3">
        <NotificationPreferences compact />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-b-lg border-t border-gray-200 bg-gray-50 px-4 py-2">
        <p className="flex items-center gap-2 text-xs text-gray-600">
          <span className={`size-2 shrink-0 rounded-full ${DOT[summary.tone]}`} aria-hidden="true" />
          {summary.label}
        </p>
        <Link
          to="/notifications"
          onClick={leave}
          className="rounded px-1.5 py-0.5 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          View all notifications
        </Link>
      </div>
    </div>
  );
}

/** The newest notifications, or the newest unread ones (the server filters by `read=false`). */
function PanelList({ unreadOnly = false, onNavigate }: { unreadOnly?: boolean; onNavigate: () => void }) {
  const list = useNotifications(unreadOnly ? { limit: PANEL_SIZE, read: false } : { limit: PANEL_SIZE });
  const markRead = useMarkRead();
  const remove = useDeleteNotification();

  if (list.isPending)
    return (
      <div className="p-4">
        <RowSkeletons count={3} label="Loading notifications" />
      </div>
    );
  if (list.isError)
    return (
      <div className="p-3">
        <ErrorNotice title="Notifications could not be loaded" onRetry={() => void list.refetch()} />
      </div>
    );
  const items = list.data.items;
  if (items.length === 0)
    return (
      <p className="px-4 py-8 text-center text-sm text-gray-600">
        {unreadOnly ? 'No unread notifications' : 'No notifications yet'}
      </p>
    );
  return (
    <ul aria-label="Notifications list" className="divide-y divide-gray-100">
      {items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          onMarkRead={(n) => markRead.mutate(n)}
          onDelete={(n) => remove.mutate(n)}
          onNavigate={onNavigate}
        />
      ))}
    </ul>
  );
}
