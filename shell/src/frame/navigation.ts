import {
  Boxes,
  Building2,
  CalendarDays,
  Drama,
  Handshake,
  LayoutDashboard,
  Shirt,
  Theater,
  Users,
  Inbox,
  Webhook,
  ScanLine,
  type LucideIcon,
} from 'lucide-react';
import type { Action, RemoteName } from '@scenedock/ui';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** the micro-frontend the screen belongs to: the link shows only when it is deployed */
  remote?: RemoteName;
  superuserOnly?: boolean;
  /** shown only to those who may do this in the current department (superusers always) */
  action?: Action;
}

/** The sidebar, in its order. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/', icon: LayoutDashboard },
  { label: 'Props', to: '/props', icon: Drama, remote: 'inventory' },
  { label: 'Sets', to: '/sets', icon: Boxes, remote: 'inventory' },
  { label: 'Costumes', to: '/costumes', icon: Shirt, remote: 'inventory' },
  // A label's code opens its item (docs/labels-and-scanning.md); on a phone the top bar has it too.
  { label: 'Scan', to: '/scan', icon: ScanLine, remote: 'inventory' },
  { label: 'Productions', to: '/productions', icon: Theater, remote: 'productions' },
  // The department's calendar: productions, loans and blocks; every member reads it.
  { label: 'Calendar', to: '/calendar', icon: CalendarDays, remote: 'productions' },
  { label: 'Borrowing', to: '/borrowing', icon: Inbox, remote: 'lending' },
  { label: 'Departments', to: '/departments', icon: Building2, remote: 'admin', superuserOnly: true },
  { label: 'Users', to: '/users', icon: Users, remote: 'admin' },
  { label: 'Webhooks', to: '/webhooks', icon: Webhook, remote: 'admin', action: 'editDepartment' },
  { label: 'Lending', to: '/lending', icon: Handshake, remote: 'lending' },
];

/** The top bar's title: 'Dashboard' on /, else the first path segment as words ('Import History'). */
export function titleForPath(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  if (!segment) return 'Dashboard';
  return segment
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
