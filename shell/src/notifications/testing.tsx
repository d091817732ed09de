// Test helpers for the notifications screens: the live side (socket state, preferences) as a value
// the test sets and changes, instead of NotificationsProvider's socket.
import { useState, type ReactElement, type ReactNode } from 'react';
import { act } from '@testing-library/react';
import { fakeClient, jsonResponse, testUser, type RenderOptions } from '@scenedock/ui/testing';
import { renderScreen } from '../test/render';
import {
  NotificationsLiveContext,
  OFFLINE_POLL_MS,
  type NotificationSettings,
  type NotificationsLive,
} from './live';
import type { Notification } from './queries';

export const allSettingsOn: NotificationSettings = {
  desktopNotifications: true,
  soundEnabled: true,
  showLendingNotifications: true,
  showProductionNotifications: true,
  showImportNotifications: true,
  emailLendingNotifications: true,
  emailProductionNotifications: true,
  emailImportNotifications: true,
};

/** The live states a screen can be in: the socket's four, and offline (polling) after it gave up. */
export const LIVE_STATES: Record<
  'connected' | 'connecting' | 'disconnected' | 'error' | 'offline',
  Pick<NotificationsLive, 'state' | 'offline' | 'pollInterval'>
> = {
  connected: { state: 'connected', offline: false, pollInterval: false },
  connecting: { state: 'connecting', offline: false, pollInterval: false },
  disconnected: { state: 'disconnected', offline: false, pollInterval: false },
  error: { state: 'error', offline: false, pollInterval: false },
  offline: { state: 'disconnected', offline: true, pollInterval: OFFLINE_POLL_MS },
};

/**
 * A live value like the provider's: connected, every preference on, and `updateSettings` applying
 * the changes at once (a jest mock, so tests see the calls and may make it reject).
 */
export function fakeLive(overrides: Partial<NotificationsLive> = {}): NotificationsLive {
  return {
    ...LIVE_STATES.connected,
    reconnect: jest.fn(),
    settings: allSettingsOn,
    updateSettings: jest.fn((changes: Partial<NotificationSettings>) => {
      setLiveValue?.((current) => ({ ...current, settings: { ...current.settings, ...changes } }));
      return Promise.resolve();
    }),
    desktopPermission: 'granted',
    ...overrides,
  };
}

let setLiveValue: ((update: (live: NotificationsLive) => NotificationsLive) => void) | null = null;

function LiveHost({ initial, children }: { initial: NotificationsLive; children: ReactNode }) {
  const [live, setLive] = useState(initial);
  setLiveValue = setLive;
  return <NotificationsLiveContext.Provider value={live}>{children}</NotificationsLiveContext.Provider>;
}

/**
 * Renders a notifications screen for a signed-in user with a live value; `setLive` changes it
 * (another state, new settings, the permission the browser answered).
 */
export function renderWithLive(
  element: ReactElement,
  options: RenderOptions & { live?: Partial<NotificationsLive> } = {},
) {
  const live = fakeLive(options.live);
  const user = testUser();
  const rendered = renderScreen(<LiveHost initial={live}>{element}</LiveHost>, {
    user,
    session: { status: 'signedIn', user, departmentId: 1 },
    ...options,
  });
  return {
    ...rendered,
    live,
    setLive: (changes: Partial<NotificationsLive>) =>
      act(() => setLiveValue?.((current) => ({ ...current, ...changes }))),
  };
}

let nextId = 1;

/** A notification as GET /notifications answers it. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  const id = overrides.id ?? nextId++;
  return {
    id,
    type: 'info',
    category: 'system',
    title: `Notification ${id}`,
    message: `Message of notification ${id}`,
    timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
    read: false,
    actionUrl: null,
    importJobId: null,
    department_id: 1,
    item_url: null,
    ...overrides,
  };
}

/** A page of GET /notifications with its two counts in the headers. */
export function notificationsResponse(
  items: Notification[],
  counts: { total?: number; unread?: number } = {},
) {
  return jsonResponse(200, items, {
    'X-Total-Count': String(counts.total ?? items.length),
    'X-Unread-Count': String(counts.unread ?? items.filter((item) => !item.read).length),
  });
}

/** The query of a recorded GET /notifications call. */
export function queryOf(call: { init: unknown }): Record<string, unknown> {
  return (call.init as { params?: { query?: Record<string, unknown> } }).params?.query ?? {};
}

interface CallInit {
  params?: { path?: { id?: number | string }; query?: Record<string, unknown> };
}

/**
 * A fake API over a list of notifications, as the server answers: filters, paging, both counts,
 * mark read, delete, read-all, clear all and an import job's error report. `failing` holds calls
 * ('PUT /notifications/{id}/read') that answer 500.
 */
export function notificationsServer(initial: Notification[] = []) {
  const state = { rows: [...initial] };
  const failing = new Set<string>();
  const fake = fakeClient((method, path, init) => {
    if (failing.has(`${method} ${path}`)) return jsonResponse(500, { detail: 'Internal Server Error' });
    const params = (init as CallInit | undefined)?.params;
    const id = Number(params?.path?.id);
    if (method === 'GET' && path === '/notifications') {
      const query = params?.query ?? {};
      const search = typeof query.search === 'string' ? query.search.toLowerCase() : '';
      const since = typeof query.since === 'string' ? query.since : '';
      const matches = state.rows.filter(
        (row) =>
          (query.type === undefined || row.type === query.type) &&
          (query.read === undefined || row.read === query.read) &&
          row.timestamp >= since &&
          (!search || `${row.title} ${row.message}`.toLowerCase().includes(search)),
      );
      const skip = Number(query.skip ?? 0);
      const limit = Number(query.limit ?? 100);
      return notificationsResponse(matches.slice(skip, skip + limit), {
        total: matches.length,
        unread: state.rows.filter((row) => !row.read).length,
      });
    }
    if (method === 'PUT' && path === '/notifications/{id}/read') {
      state.rows = state.rows.map((row) => (row.id === id ? { ...row, read: true } : row));
      return (
        state.rows.find((row) => row.id === id) ?? jsonResponse(404, { detail: 'Notification not found' })
      );
    }
    if (method === 'PUT' && path === '/notifications/read-all') {
      const updated = state.rows.filter((row) => !row.read).length;
      state.rows = state.rows.map((row) => ({ ...row, read: true }));
      return { updated };
    }
    if (method === 'DELETE' && path === '/notifications/{id}') {
      state.rows = state.rows.filter((row) => row.id !== id);
      return new Response(null, { status: 204 });
    }
    if (method === 'DELETE' && path === '/notifications') {
      const deleted = state.rows.length;
      state.rows = [];
      return { deleted };
    }
    if (method === 'GET' && path === '/import-jobs/{id}/errors') return new Blob(['Row,Field,Message\n']);
    return {};
  });
  return { ...fake, state, failing };
}
