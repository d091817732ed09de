import { useId } from 'react';
import { NavLink } from '@scenedock/ui/router';
import { Bell, LogOut, MailOpen, Settings } from 'lucide-react';
import { can, fullName, initials, roleLabel, type CurrentUser } from '@scenedock/ui';
import { unreadBadgeText } from '../notifications/NotificationBell';
import { useUnreadCount } from '../notifications/queries';
import { hasRemote } from '../remotes';
import { useInvitations } from '../session/invitations';
import { NAV_ITEMS } from './navigation';
import { roleIcon } from './roleIcon';

const LINK =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-white';

function linkClass({ isActive }: { isActive: boolean }) {
  return `${LINK} ${isActive ? 'bg-indigo-800 text-white' : 'text-indigo-100 hover:bg-indigo-800/60 hover:text-white'}`;
}

export function Sidebar({
  user,
  onSignOut,
  onNavigate,
}: {
  user: CurrentUser;
  onSignOut: () => void;
  onNavigate?: () => void;
}) {
  const items = NAV_ITEMS.filter(
    (item) =>
      (!item.remote || hasRemote(item.remote)) &&
      (!item.superuserOnly || user.is_superuser) &&
      (!item.action || can(user, item.action)),
  );
  const RoleIcon = roleIcon(user);
  const { data: invitations = [] } = useInvitations();
  const { data: unread = 0 } = useUnreadCount();
  const unreadId = useId();
  return (
    <div className="flex h-full w-64 flex-col bg-indigo-900">
      <div className="flex h-16 items-center gap-2 px-5 text-lg font-bold text-white">
        <img src="/favicon.svg" alt="" className="size-7" />
        Scenedock
      </div>
      <nav aria-label="Main" className="flex-1 space-y-1 overflow-y-auto px-3 py-2">
        {items.map(({ label, to, icon: Icon }) => (
          <NavLink key={to} to={to} end={to === '/'} className={linkClass} onClick={onNavigate}>
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            {label}
          </NavLink>
        ))}
      </nav>
      <div className="border-t border-indigo-800 p-3">
        <div className="flex items-center gap-3 px-2 py-2">
          <span
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
            aria-hidden="true"
          >
            {initials(user)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-white">{fullName(user)}</p>
            <p className="flex items-center gap-1 truncate text-xs text-indigo-200">
              <RoleIcon className="size-3.5 shrink-0" aria-hidden="true" />
              {roleLabel(user)}
            </p>
          </div>
        </div>
        {invitations.length > 0 && (
          <NavLink to="/invitations" className={linkClass} onClick={onNavigate}>
            <MailOpen className="size-5" aria-hidden="true" />
            Invitations
            <span className="ml-auto rounded-full bg-amber-400 px-2 text-xs font-semibold text-indigo-950">
              {invitations.length}
              <span className="sr-only"> pending</span>
            </span>
          </NavLink>
        )}
        {/* The count describes the link rather than naming it: the link is "Notifications" either way. */}
        <NavLink
          to="/notifications"
          className={linkClass}
          onClick={onNavigate}
          aria-describedby={unread > 0 ? unreadId : undefined}
        >
          <Bell className="size-5" aria-hidden="true" />
          Notifications
          {unread > 0 && (
            <span
              id={unreadId}
              className="ml-auto rounded-full bg-red-700 px-2 text-xs font-semibold text-white"
            >
              {unreadBadgeText(unread)}
              <span className="sr-only"> unread</span>
            </span>
          )}
        </NavLink>
        <NavLink to="/settings" className={linkClass} onClick={onNavigate}>
          <Settings className="size-5" aria-hidden="true" />
          Settings
        </NavLink>
        <button
          type="button"
          onClick={onSignOut}
          className={`${LINK} w-full text-indigo-100 hover:bg-indigo-800/60 hover:text-white`}
        >
          <LogOut className="size-5" aria-hidden="true" />
          Sign out
        </button>
      </div>
    </div>
  );
}
