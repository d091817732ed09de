import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import { useUnreadCount } from './queries';

// The panel is fetched on first open: the top bar carries only the button and its count.
const loadPanel = () => import('./NotificationPanel');
const NotificationPanel = lazy(loadPanel);

/** The unread count as a badge shows it: up to 9, then 9+. */
export function unreadBadgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** The top bar's bell: the unread count, opening the newest notifications. */
export function NotificationBell() {
  const { data: unread = 0 } = useUnreadCount();
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  return (
    <div ref={boxRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="relative rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((was) => !was)}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            className="absolute -right-0.5 -top-0.5 flex min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[10px] font-semibold leading-4 text-white"
            data-testid="notification-badge"
            aria-hidden="true"
          >
            {unreadBadgeText(unread)}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel container={boxRef} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
