import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { STORAGE_KEYS, type components } from '@scenedock/openapi';
import type { NotificationsSocket } from '@scenedock/openapi/realtime';
import {
  currentUserKey,
  dashboardKeys,
  importJobsKeys,
  lendingKeys,
  notificationsKeys,
  publishLiveEvent,
  setLiveEventsConnected,
  unwrap,
  useApi,
  usePlatform,
  whenIdle,
} from '@scenedock/ui';
import theaterIcon from './theater-icon.svg';
import { desktopPermission, playChime, requestDesktopPermission, showDesktopNotification } from './alerts';
import {
  NotificationsLiveContext,
  OFFLINE_POLL_MS,
  type ConnectionState,
  type DesktopPermission,
  type NotificationSettings,
  type NotificationsLive,
} from './live';

type NotificationOut = components['schemas']['NotificationOut'];

/** Every preference on, as the server starts a person. */
const DEFAULT_SETTINGS: NotificationSettings = {
  desktopNotifications: true,
  soundEnabled: true,
  showLendingNotifications: true,
  showProductionNotifications: true,
  showImportNotifications: true,
  emailLendingNotifications: true,
  emailProductionNotifications: false,
  emailImportNotifications: false,
};

/** How long a live notification's toast stays. */
const TOAST_MS = 5000;
/** How long the first screen has, after the frame shows, before the socket's code is fetched. */
const SOCKET_SETTLE_MS = 1500;

/** The preferences last seen in this browser (the server's answer wins once it arrives). */
function mirroredSettings(): NotificationSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.notificationSettings) ?? '{}') as Partial<
      Record<keyof NotificationSettings, unknown>
    >;
    const settings = { ...DEFAULT_SETTINGS };
    for (const key of Object.keys(settings) as (keyof NotificationSettings)[])
      if (typeof saved[key] === 'boolean') settings[key] = saved[key];
    return settings;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

function mirror(settings: NotificationSettings): void {
  try {
    localStorage.setItem(STORAGE_KEYS.notificationSettings, JSON.stringify(settings));
  } catch {
    // a full or blocked storage: the server keeps them
  }
}

/** Lists and counts are out of date (the preferences are not). */
function refreshLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: notificationsKeys.all,
    predicate: (query) => query.queryKey[1] !== 'settings',
  });
}

function toastFor(notification: NotificationOut): void {
  const text = notification.message ? `${notification.title}: ${notification.message}` : notification.title;
  const options = { duration: TOAST_MS, id: `notification-${notification.id}` };
  if (notification.type === 'success') toast.success(text, options);
  else if (notification.type === 'error') toast.error(text, options);
  else toast(text, options);
}

/**
 * The live side of notifications for one signed-in session (or one embedded bell): the one
 * `/notifications` socket (token and department in the handshake; a new department opens a new
 * one), its state, the offline fallback, what a new notification does (lists refreshed, toast,
 * desktop notification, sound), and the preferences, kept on the server and mirrored in the
 * browser. docs/notifications.md describes it from the person's side.
 */
export function NotificationsProvider({
  children,
  socketDelayMs = SOCKET_SETTLE_MS,
}: {
  children: ReactNode;
  /** how long the first screen has before the socket's code is fetched (tests: 0) */
  socketDelayMs?: number;
}) {
  const client = useApi();
  const { apiOrigin, departmentId, getAccessToken } = usePlatform();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConnectionState>('disconnected');
  const [offline, setOffline] = useState(false);
  const [permission, setPermission] = useState<DesktopPermission>(desktopPermission);
  const socketRef = useRef<NotificationsSocket | null>(null);
  // Read at each connect: the shell hands a new getter on every render, which must not reopen the socket.
  const tokenRef = useRef(getAccessToken);
  tokenRef.current = getAccessToken;

  const { data: settings = DEFAULT_SETTINGS } = useQuery({
    queryKey: notificationsKeys.settings(),
    queryFn: async ({ signal }) => {
      const saved = await unwrap(client.GET('/notifications/settings', { signal }));
      mirror(saved);
      return saved;
    },
    initialData: mirroredSettings,
    // The mirror is only a first guess: the server is asked at once.
    initialDataUpdatedAt: 0,
  });
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  // Another tab of this browser saved preferences.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.notificationSettings)
        queryClient.setQueryData(notificationsKeys.settings(), mirroredSettings());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  useEffect(() => {
    let closed = false;
    let socket: NotificationsSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let wentOffline = false;
    let refreshedToken = false;
    const jobStatuses = new Map<number, string>();
    // Served by the API's origin beside the shell; a foreign page's own origin would not have it.
    const iconUrl = /^https?:/.test(theaterIcon) ? theaterIcon : `${apiOrigin}${theaterIcon}`;

    const goOffline = () => {
      setState('error');
      setOffline(true);
      if (!wentOffline) toast('Using offline notifications mode', { id: 'notifications-offline' });
      wentOffline = true;
      // Polling takes over; the socket is tried again after each polling period.
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => socket?.connect(), OFFLINE_POLL_MS);
    };

    setState('connecting');
    // socket.io's code is not needed to paint the first screen: it is fetched once the screen has
    // settled and the browser is idle (the lists and counts come by HTTP meanwhile, and are asked
    // for again when the socket connects, so nothing sent in between is missed).
    const loadSocket = () => import('@scenedock/openapi/realtime');
    let cancelIdle: (() => void) | undefined;
    let settle: ReturnType<typeof setTimeout> | undefined;
    void new Promise<void>((resolve) => {
      settle = setTimeout(() => (cancelIdle = whenIdle(resolve, 1000)), socketDelayMs);
    })
      .then(loadSocket)
      .then(({ connectNotifications, AUTHENTICATION_REQUIRED }) => {
        if (closed) return;
        socket = connectNotifications(apiOrigin, {
          get accessToken() {
            return tokenRef.current();
          },
          currentDepartmentId: departmentId,
        });
        socketRef.current = socket;

        // Every event also reaches screens of any remote through the kit (e.g. a loan's messages).
        socket.onAny((event: string, payload: unknown) => publishLiveEvent(event, payload));
        socket.on('connect', () => {
          clearTimeout(retryTimer);
          setLiveEventsConnected(true);
          setState('connected');
          setOffline(false);
          refreshedToken = false;
          if (wentOffline) toast.success('Live notifications are back', { id: 'notifications-offline' });
          wentOffline = false;
          // Whatever arrived while the socket was down (or not yet up) is fetched now.
          void refreshLists(queryClient);
        });
        socket.on('connect_error', (error) => {
          if (error.message === AUTHENTICATION_REQUIRED) {
            // The access token expired meanwhile: any call renews it, then the socket tries again.
            if (!refreshedToken) {
              refreshedToken = true;
              setState('connecting');
              void client.GET('/notifications/settings').finally(() => socket?.connect());
              return;
            }
            goOffline();
            return;
          }
          setState('error');
        });
        socket.io.on('reconnect_attempt', () => setState('connecting'));
        socket.io.on('reconnect_failed', goOffline);
        socket.on('disconnect', (reason) => {
          setLiveEventsConnected(false);
          // The server closed it (the session ended) or we did: no retries follow.
          if (reason === 'io server disconnect' || reason === 'io client disconnect')
            setState('disconnected');
          else setState('connecting');
        });

        socket.on('notification', (notification) => {
          void refreshLists(queryClient);
          if (notification.category === 'import')
            void queryClient.invalidateQueries({ queryKey: importJobsKeys.lists(departmentId) });
          // An invitation, a role change or a removal: the person's departments and invitations change.
          if (notification.category === 'user')
            void queryClient.invalidateQueries({ queryKey: currentUserKey });
          // A loan moved or got a message: the lending screens and the dashboard (its figures and
          // the week's loans) show it without a reload.
          if (notification.category === 'lending') {
            void queryClient.invalidateQueries({ queryKey: lendingKeys.all });
            void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
          }
          toastFor(notification);
          const current = settingsRef.current;
          if (current.desktopNotifications) showDesktopNotification(notification, iconUrl);
          if (current.soundEnabled) playChime();
        });
        socket.on('import_progress', (progress) => {
          // A new job or a change of status moves the active-imports indicator; mere steps do not.
          if (jobStatuses.get(progress.id) === progress.status) return;
          jobStatuses.set(progress.id, progress.status);
          void queryClient.invalidateQueries({ queryKey: importJobsKeys.lists(departmentId) });
        });
        socket.on('notification_settings', (saved) => {
          mirror(saved);
          queryClient.setQueryData(notificationsKeys.settings(), saved);
        });
        socket.on('notifications_changed', () => void refreshLists(queryClient));
      });

    return () => {
      closed = true;
      clearTimeout(settle);
      cancelIdle?.();
      setLiveEventsConnected(false);
      clearTimeout(retryTimer);
      socket?.removeAllListeners();
      socket?.io.removeAllListeners();
      socket?.disconnect();
      socketRef.current = null;
    };
    // One socket per department of the session; the token is read on every connect.
  }, [apiOrigin, client, departmentId, queryClient, socketDelayMs]);

  const reconnect = useCallback(() => {
    const socket = socketRef.current;
    if (!socket || socket.connected) return;
    setState('connecting');
    socket.connect();
  }, []);

  const updateSettings = useCallback(
    async (changes: Partial<NotificationSettings>) => {
      const wanted = { ...changes };
      if (wanted.desktopNotifications) {
        const answer = desktopPermission() === 'granted' ? 'granted' : await requestDesktopPermission();
        setPermission(answer);
        // Without the browser's leave, the preference would promise what cannot happen.
        if (answer !== 'granted') wanted.desktopNotifications = false;
      }
      const next = { ...settingsRef.current, ...wanted };
      queryClient.setQueryData(notificationsKeys.settings(), next);
      mirror(next);
      const saved = await unwrap(client.PUT('/notifications/settings', { body: wanted }));
      mirror(saved);
      queryClient.setQueryData(notificationsKeys.settings(), saved);
      // Shown kinds changed: lists and counts differ now.
      if (Object.keys(wanted).some((key) => key.startsWith('show'))) void refreshLists(queryClient);
    },
    [client, queryClient],
  );

  const live: NotificationsLive = useMemo(
    () => ({
      state,
      offline,
      reconnect,
      pollInterval: offline ? OFFLINE_POLL_MS : false,
      settings,
      updateSettings,
      desktopPermission: permission,
    }),
    [state, offline, reconnect, settings, updateSettings, permission],
  );
  return <NotificationsLiveContext.Provider value={live}>{children}</NotificationsLiveContext.Provider>;
}
