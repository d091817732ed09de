import { createContext, useContext } from 'react';
import type { components } from '@scenedock/openapi';

/**
 * The live side of notifications, as every bell, page and panel reads it: the `/notifications`
 * socket's state and the person's preferences. NotificationsProvider (./NotificationsProvider.tsx)
 * owns the one socket of the session and fills this in; tests provide a value of their own.
 * docs/notifications.md explains the states from the user's side.
 */

/** The socket's states, as the notifications screen names them. */
export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'error';

/** While the socket is given up on, lists and the unread count are asked for again this often. */
export const OFFLINE_POLL_MS = 15_000;

export type NotificationSettings = components['schemas']['NotificationSettings'];

/** The browser's answer about desktop notifications for this site. */
export type DesktopPermission = NotificationPermission | 'unsupported';

export interface NotificationsLive {
  state: ConnectionState;
  /** the socket failed 3 retries: notifications are polled every OFFLINE_POLL_MS meanwhile */
  offline: boolean;
  /** tries the socket again at once (the status line's Reconnect) */
  reconnect: () => void;
  /** the refetchInterval every notifications query uses: OFFLINE_POLL_MS while offline, else false */
  pollInterval: number | false;
  /** the person's preferences: the server's, mirrored in localStorage under `notificationSettings` */
  settings: NotificationSettings;
  /**
   * Saves some preferences (on the server, and in this browser at once). Turning desktop
   * notifications on asks the browser's permission first; when it is refused the preference stays
   * off and `desktopPermission` says 'denied'. Rejects when the server could not save them (the
   * change is kept in this browser and the caller says so).
   */
  updateSettings: (changes: Partial<NotificationSettings>) => Promise<void>;
  desktopPermission: DesktopPermission;
}

export const NotificationsLiveContext = createContext<NotificationsLive | null>(null);

export function useNotificationsLive(): NotificationsLive {
  const live = useContext(NotificationsLiveContext);
  if (!live) throw new Error('useNotificationsLive() needs a <NotificationsProvider> above it');
  return live;
}

/** What a person reads about the connection, in the status line and the bell's panel. */
export function connectionSummary(live: Pick<NotificationsLive, 'state' | 'offline'>): {
  label: string;
  tone: 'green' | 'amber' | 'red' | 'gray';
} {
  if (live.state === 'connected')
    return { label: 'Live: new notifications arrive as they happen', tone: 'green' };
  if (live.offline)
    return {
      label: `Offline notifications mode: checking for new ones every ${OFFLINE_POLL_MS / 1000} seconds`,
      tone: 'red',
    };
  if (live.state === 'connecting') return { label: 'Connecting to live notifications…', tone: 'amber' };
  if (live.state === 'error') return { label: 'Live notifications lost: trying again…', tone: 'amber' };
  return { label: 'Not connected to live notifications', tone: 'gray' };
}
