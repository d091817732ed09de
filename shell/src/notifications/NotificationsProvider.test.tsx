import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { STORAGE_KEYS } from '@scenedock/openapi';
import { connectNotifications, type SocketCredentials } from '@scenedock/openapi/realtime';
import {
  currentUserKey,
  lendingKeys,
  notificationsKeys,
  PlatformProvider,
  useLiveEvent,
  useLiveEventsConnected,
  type Platform,
} from '@scenedock/ui';
import { fakeClient, jsonResponse } from '@scenedock/ui/testing';
import { connectionSummary, OFFLINE_POLL_MS, useNotificationsLive } from './live';
import { NotificationsProvider } from './NotificationsProvider';

jest.mock('react-hot-toast/headless', () => {
  const toast = Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() });
  return { __esModule: true, default: toast };
});

type Listener = (...args: unknown[]) => void;

/** A socket.io socket as the provider uses it: the test fires its events. */
class FakeSocket {
  connected = false;
  readonly listeners = new Map<string, Listener[]>();
  readonly managerListeners = new Map<string, Listener[]>();
  readonly connect = jest.fn(() => this);
  readonly disconnect = jest.fn(() => this);
  readonly io = {
    on: (event: string, listener: Listener) => {
      this.managerListeners.set(event, [...(this.managerListeners.get(event) ?? []), listener]);
      return this.io;
    },
    removeAllListeners: () => this.managerListeners.clear(),
  };
  readonly anyListeners: Listener[] = [];
  onAny(listener: Listener) {
    this.anyListeners.push(listener);
    return this;
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    act(() => {
      this.anyListeners.forEach((listener) => listener(event, ...args));
      this.listeners.get(event)?.forEach((listener) => listener(...args));
    });
  }
  fireManager(event: string, ...args: unknown[]) {
    act(() => this.managerListeners.get(event)?.forEach((listener) => listener(...args)));
  }
}

const sockets: { socket: FakeSocket; origin: string; credentials: SocketCredentials }[] = [];

jest.mock('@scenedock/openapi/realtime', () => ({
  AUTHENTICATION_REQUIRED: 'Authentication required',
  connectNotifications: jest.fn(),
}));

const SETTINGS = {
  desktopNotifications: true,
  soundEnabled: false,
  showLendingNotifications: true,
  showProductionNotifications: true,
  showImportNotifications: true,
  emailLendingNotifications: true,
  emailProductionNotifications: false,
  emailImportNotifications: false,
};

/** Shows what the provider offers, as a bell or page would read it. */
function Probe() {
  const live = useNotificationsLive();
  return (
    <div>
      <p data-testid="state">{live.state}</p>
      <p data-testid="summary">{connectionSummary(live).label}</p>
      <p data-testid="poll">{String(live.pollInterval)}</p>
      <p data-testid="sound">{String(live.settings.soundEnabled)}</p>
      <p data-testid="desktop">{String(live.settings.desktopNotifications)}</p>
      <p data-testid="permission">{live.desktopPermission}</p>
      <button type="button" onClick={live.reconnect}>
        Reconnect
      </button>
      <button
        type="button"
        onClick={() => void live.updateSettings({ desktopNotifications: true }).catch(() => undefined)}
      >
        Desktop on
      </button>
      <button
        type="button"
        onClick={() => void live.updateSettings({ soundEnabled: true }).catch(() => undefined)}
      >
        Sound on
      </button>
    </div>
  );
}

function setup(options: { settingsAnswer?: () => unknown; socketDelayMs?: number } = {}) {
  const socketDelayMs = options.socketDelayMs ?? 0;
  const fake = fakeClient((method, path) => {
    if (path === '/notifications/settings' && method === 'GET') return options.settingsAnswer?.() ?? SETTINGS;
    if (path === '/notifications/settings' && method === 'PUT') return options.settingsAnswer?.() ?? SETTINGS;
    if (path === '/notifications') return [];
    return {};
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let tokens = 0;
  const platform = (departmentId: number): Platform => ({
    client: fake.client,
    apiOrigin: '',
    apiBaseUrl: '/api/v1',
    departmentId,
    // A new getter on every render, as the shell hands out.
    getAccessToken: () => `token-${(tokens += 1)}`,
    inShell: true,
  });
  const tree = (departmentId: number) => (
    <QueryClientProvider client={queryClient}>
      <PlatformProvider value={platform(departmentId)}>
        <NotificationsProvider socketDelayMs={socketDelayMs}>
          <Probe />
        </NotificationsProvider>
      </PlatformProvider>
    </QueryClientProvider>
  );
  const rendered = render(tree(1));
  return {
    ...rendered,
    calls: fake.calls,
    queryClient,
    switchDepartment: (id: number) => rendered.rerender(tree(id)),
  };
}

describe('the socket waits for the first screen', () => {
  it('is not opened until the screen has settled, then once; its first connect asks for the lists again', async () => {
    const { queryClient } = setup({ socketDelayMs: 300 });
    queryClient.setQueryData(notificationsKeys.unreadCount(), 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connectNotifications).not.toHaveBeenCalled();
    const socket = await opened();
    expect(connectNotifications).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(notificationsKeys.unreadCount())?.isInvalidated).toBe(false);
    socket.fire('connect');
    // What came while the socket was not up yet is asked for again.
    await waitFor(() =>
      expect(queryClient.getQueryState(notificationsKeys.unreadCount())?.isInvalidated).toBe(true),
    );
  });
});

async function opened(count = 1): Promise<FakeSocket> {
  await waitFor(() => expect(sockets).toHaveLength(count));
  return sockets[count - 1].socket;
}

beforeEach(() => {
  sockets.length = 0;
  localStorage.clear();
  jest.mocked(connectNotifications).mockClear();
  jest.mocked(connectNotifications).mockImplementation((origin, credentials) => {
    const socket = new FakeSocket();
    sockets.push({ socket, origin, credentials });
    return socket as never;
  });
  jest.mocked(toast).mockClear();
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
});

afterEach(() => {
  jest.useRealTimers();
  delete (window as { Notification?: unknown }).Notification;
});

describe('NotificationsProvider', () => {
  it('opens one socket with the token and department, connecting then connected', async () => {
    const { rerender } = setup();
    expect(screen.getByTestId('state')).toHaveTextContent('connecting');
    const socket = await opened();
    expect(sockets[0].origin).toBe('');
    expect(sockets[0].credentials.accessToken).toMatch(/^token-/);
    expect(sockets[0].credentials.currentDepartmentId).toBe(1);
    socket.fire('connect');
    expect(screen.getByTestId('state')).toHaveTextContent('connected');
    expect(screen.getByTestId('summary')).toHaveTextContent('Live: new notifications arrive as they happen');
    expect(screen.getByTestId('poll')).toHaveTextContent('false');
    // Re-rendering with a new token getter keeps the one socket.
    rerender(<></>);
    expect(connectNotifications).toHaveBeenCalledTimes(1);
  });

  it('opens a new socket for a new department and closes the old one', async () => {
    const { switchDepartment } = setup();
    const first = await opened();
    first.fire('connect');
    switchDepartment(2);
    const second = await opened(2);
    expect(first.disconnect).toHaveBeenCalled();
    expect(sockets[1].credentials.currentDepartmentId).toBe(2);
    expect(second).not.toBe(first);
  });

  it('after the retries fail: offline mode with its toast, polling, a new try each period, and back to live', async () => {
    const { calls } = setup();
    const socket = await opened();
    jest.useFakeTimers();
    socket.fire('connect_error', new Error('xhr poll error'));
    expect(screen.getByTestId('state')).toHaveTextContent('error');
    expect(screen.getByTestId('summary')).toHaveTextContent('Live notifications lost: trying again');
    socket.fireManager('reconnect_attempt', 1);
    expect(screen.getByTestId('state')).toHaveTextContent('connecting');
    socket.fireManager('reconnect_failed');
    expect(toast).toHaveBeenCalledWith('Using offline notifications mode', expect.anything());
    expect(screen.getByTestId('poll')).toHaveTextContent(String(OFFLINE_POLL_MS));
    expect(screen.getByTestId('summary')).toHaveTextContent('Offline notifications mode');

    expect(socket.connect).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(OFFLINE_POLL_MS));
    expect(socket.connect).toHaveBeenCalledTimes(1);
    // Failing again stays quiet: one toast per offline spell.
    socket.fireManager('reconnect_failed');
    expect(
      jest.mocked(toast).mock.calls.filter(([text]) => text === 'Using offline notifications mode'),
    ).toHaveLength(1);

    socket.fire('connect');
    expect(screen.getByTestId('poll')).toHaveTextContent('false');
    expect(toast.success).toHaveBeenCalledWith('Live notifications are back', expect.anything());
    expect(calls.filter((c) => c.path === '/notifications/settings')).toHaveLength(1);
  });

  it('shows disconnected when the server closes the socket, and Reconnect tries again', async () => {
    setup();
    const socket = await opened();
    socket.fire('connect');
    socket.fire('disconnect', 'io server disconnect');
    expect(screen.getByTestId('state')).toHaveTextContent('disconnected');
    expect(screen.getByTestId('summary')).toHaveTextContent('Not connected to live notifications');
    act(() => screen.getByRole('button', { name: 'Reconnect' }).click());
    expect(socket.connect).toHaveBeenCalled();
    expect(screen.getByTestId('state')).toHaveTextContent('connecting');
  });

  it('renews an expired token once before trying again; a second refusal falls back to polling', async () => {
    const { calls } = setup();
    const socket = await opened();
    await waitFor(() => expect(calls.filter((c) => c.path === '/notifications/settings')).toHaveLength(1));
    socket.fire('connect_error', new Error('Authentication required'));
    await waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.path === '/notifications/settings')).toHaveLength(2);
    socket.fire('connect_error', new Error('Authentication required'));
    expect(toast).toHaveBeenCalledWith('Using offline notifications mode', expect.anything());
  });

  it('a new notification refreshes the lists, toasts for 5 s and shows a desktop notification when allowed', async () => {
    const shown: { title: string; body?: string }[] = [];
    (window as { Notification?: unknown }).Notification = Object.assign(
      function Notification(this: unknown, title: string, options: { body?: string }) {
        shown.push({ title, body: options.body });
      },
      { permission: 'granted', requestPermission: jest.fn() },
    );
    const { queryClient } = setup();
    const socket = await opened();
    socket.fire('connect');
    await waitFor(() => expect(screen.getByTestId('sound')).toHaveTextContent('false'));
    queryClient.setQueryData(notificationsKeys.unreadCount(), 0);
    socket.fire('notification', {
      id: 5,
      type: 'success',
      category: 'import',
      title: 'Import completed',
      message: '12 props imported',
      timestamp: '2026-11-23T10:00:00Z',
      read: false,
      actionUrl: '/import-history?job=3',
      importJobId: 3,
      department_id: 1,
    });
    expect(queryClient.getQueryState(notificationsKeys.unreadCount())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(notificationsKeys.settings())?.isInvalidated).toBe(false);
    expect(toast.success).toHaveBeenCalledWith(
      'Import completed: 12 props imported',
      expect.objectContaining({ duration: 5000 }),
    );
    expect(shown).toEqual([{ title: 'Import completed', body: '12 props imported' }]);
  });

  it('passes every event on to screens of any remote through the kit, and says when they flow', async () => {
    const heard: unknown[] = [];
    function LoanScreen() {
      useLiveEvent('lending_message', (payload) => heard.push(payload));
      return <p data-testid="live">{String(useLiveEventsConnected())}</p>;
    }
    const { queryClient } = setup();
    render(<LoanScreen />);
    const socket = await opened();
    expect(screen.getByTestId('live')).toHaveTextContent('false');
    socket.fire('connect');
    expect(screen.getByTestId('live')).toHaveTextContent('true');
    socket.fire('lending_message', { lending_id: 4, message: { content: 'Monday?' } });
    expect(heard).toEqual([{ lending_id: 4, message: { content: 'Monday?' } }]);
    queryClient.setQueryData(lendingKeys.lists(1), []);
    queryClient.setQueryData(currentUserKey, { id: 1 });
    socket.fire('notification', {
      id: 8,
      type: 'info',
      category: 'user',
      title: 'Invitation to Westbrook',
      message: '',
    });
    // An invitation: the person's departments and invitations are asked for again.
    expect(queryClient.getQueryState(currentUserKey)?.isInvalidated).toBe(true);
    socket.fire('notification', {
      id: 9,
      type: 'info',
      category: 'lending',
      title: 'Loan approved',
      message: '',
    });
    expect(queryClient.getQueryState(lendingKeys.lists(1))?.isInvalidated).toBe(true);
    socket.fire('disconnect', 'transport close');
    expect(screen.getByTestId('live')).toHaveTextContent('false');
  });

  it('no desktop notification when the preference is off', async () => {
    const constructed = jest.fn();
    (window as { Notification?: unknown }).Notification = Object.assign(constructed, {
      permission: 'granted',
      requestPermission: jest.fn(),
    });
    setup({ settingsAnswer: () => ({ ...SETTINGS, desktopNotifications: false }) });
    const socket = await opened();
    await waitFor(() => expect(screen.getByTestId('desktop')).toHaveTextContent('false'));
    socket.fire('notification', { id: 6, type: 'info', category: 'user', title: 'Hi', message: '' });
    expect(toast).toHaveBeenCalledWith('Hi', expect.anything());
    expect(constructed).not.toHaveBeenCalled();
  });

  it('takes preferences saved on another device, and mirrors them in the browser', async () => {
    const { calls } = setup();
    const socket = await opened();
    await waitFor(() => expect(screen.getByTestId('sound')).toHaveTextContent('false'));
    socket.fire('notification_settings', { ...SETTINGS, soundEnabled: true });
    await waitFor(() => expect(screen.getByTestId('sound')).toHaveTextContent('true'));
    // Taken as sent: not asked for again.
    expect(calls.filter((c) => c.path === '/notifications/settings')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.notificationSettings)!)).toMatchObject({
      soundEnabled: true,
    });
  });

  it('starts from the preferences mirrored in the browser until the server answers', async () => {
    localStorage.setItem(STORAGE_KEYS.notificationSettings, JSON.stringify({ soundEnabled: true }));
    let answer: (value: unknown) => void = () => undefined;
    setup({ settingsAnswer: () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByTestId('sound')).toHaveTextContent('true');
    act(() => answer(SETTINGS));
    await waitFor(() => expect(screen.getByTestId('sound')).toHaveTextContent('false'));
  });

  it('turning desktop notifications on asks the browser; a refusal keeps them off and says denied', async () => {
    const requestPermission = jest.fn(() => Promise.resolve('denied'));
    (window as { Notification?: unknown }).Notification = Object.assign(jest.fn(), {
      permission: 'default',
      requestPermission,
    });
    const { calls } = setup({ settingsAnswer: () => ({ ...SETTINGS, desktopNotifications: false }) });
    await opened();
    act(() => screen.getByRole('button', { name: 'Desktop on' }).click());
    await waitFor(() => expect(screen.getByTestId('permission')).toHaveTextContent('denied'));
    expect(requestPermission).toHaveBeenCalled();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.init).toEqual({ body: { desktopNotifications: false } });
    expect(screen.getByTestId('desktop')).toHaveTextContent('false');
  });

  it('a preference the server could not save is kept in this browser and the call rejects', async () => {
    let failing = false;
    setup({ settingsAnswer: () => (failing ? jsonResponse(500, { detail: 'down' }) : SETTINGS) });
    await opened();
    await waitFor(() => expect(screen.getByTestId('sound')).toHaveTextContent('false'));
    failing = true;
    act(() => screen.getByRole('button', { name: 'Sound on' }).click());
    await waitFor(() => expect(screen.getByTestId('sound')).toHaveTextContent('true'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.notificationSettings)!)).toMatchObject({
      soundEnabled: true,
    });
  });
});
