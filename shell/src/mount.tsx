import type { ComponentType } from 'react';
import { mountScreens, type MountModule } from '@scenedock/ui';
import type { RouteObject } from '@scenedock/ui/router';
import type { ShellScreen } from '@scenedock/ui/remote';
// The shell's utilities, and the base every mounted screen needs in its shadow root (the host
// element's reset, the portal's theming properties), both as text for the screen's stylesheet.
import utilities from './styles.css?inline';
import embeddedBase from '../ui/src/embedded.css?inline';
import { NotificationBell } from './notifications/NotificationBell';
import { NotificationsProvider } from './notifications/NotificationsProvider';

/** A screen with the live side of notifications: a socket of its own, opened with the page's token getter. */
function live(Screen: ComponentType): ComponentType {
  return function LiveNotifications() {
    return (
      <NotificationsProvider>
        <Screen />
      </NotificationsProvider>
    );
  };
}

/**
 * The shell's screens for pages that are not ours: the bell alone (painted with the mount, so it
 * is not lazy; its panel loads on first open) and the notifications page.
 */
export const screens = [
  { path: 'notification-bell', Component: live(NotificationBell) },
  {
    path: 'notifications',
    lazy: () =>
      import('./notifications/NotificationsPage').then((m) => ({ Component: live(m.NotificationsPage) })),
  },
] satisfies (RouteObject & { path: ShellScreen })[];

const stylesheet = `${utilities}\n${embeddedBase}`;

/** ./mount, for pages that are not ours: a screen in its own shadow root (docs/embedding.md). */
export const mount: MountModule['mount'] = (element, options) =>
  mountScreens({ routes: screens, stylesheet }, element, options);
