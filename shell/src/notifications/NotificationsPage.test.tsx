import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { connectionSummary } from './live';
import { DESKTOP_DENIED, DESKTOP_UNSUPPORTED, SETTINGS_NOT_SAVED } from './NotificationPreferences';
import { hiddenKindsNote, NotificationsPage, sinceOf } from './NotificationsPage';
import {
  aNotification,
  allSettingsOn,
  LIVE_STATES,
  notificationsServer,
  queryOf,
  renderWithLive,
} from './testing';
import type { Notification } from './queries';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

function setup(
  rows: Notification[],
  options: Parameters<typeof renderWithLive>[1] & { failing?: string[] } = {},
) {
  const server = notificationsServer(rows);
  for (const call of options.failing ?? []) server.failing.add(call);
  const rendered = renderWithLive(<NotificationsPage />, {
    client: server.client,
    path: options.path ?? '/notifications',
    route: '/notifications',
    ...options,
  });
  return { ...rendered, server, user: userEvent.setup() };
}

/** The query of every page of the list asked for (the count's one-row calls left out). */
const listQueries = (calls: { method: string; path: string; init: unknown }[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path === '/notifications')
    .map(queryOf)
    .filter((query) => query.limit !== 1);

const lastListQuery = (calls: { method: string; path: string; init: unknown }[]) => listQueries(calls).at(-1);

/** `count` notifications, newest first, a minute apart. */
const many = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    aNotification({
      title: `Item ${i + 1}`,
      read: i % 2 === 0,
      timestamp: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
    }),
  );

beforeEach(() => jest.clearAllMocks());

describe('NotificationsPage', () => {
  it('shows a loading list, then the notifications, 20 a page from the newest', async () => {
    const { server } = setup([aNotification({ title: 'Lamp lent to Lakeside' })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications list' });
    expect(within(list).getByText('Lamp lent to Lakeside')).toBeInTheDocument();
    expect(lastListQuery(server.calls)).toEqual({ skip: 0, limit: 20 });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says when there are none at all', async () => {
    setup([]);
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Notifications list' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Notifications' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark All Read' })).toBeDisabled();
  });

  it('says when none matches the filters, and clears them', async () => {
    const { user, router } = setup([aNotification({ type: 'info' })], {
      path: '/notifications?type=error&status=unread',
    });
    expect(await screen.findByText('No notifications match these filters')).toBeInTheDocument();
    expect(screen.queryByText('No notifications')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('list', { name: 'Notifications list' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows a failed list as empty with an alert and Try Again', async () => {
    const { server, user } = setup([aNotification({ title: 'Back again' })], {
      failing: ['GET /notifications'],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Notifications could not be loaded');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByText('No notifications')).not.toBeInTheDocument();
    server.failing.clear();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages through the total the server reports, the page in the address', async () => {
    const { server, user, router } = setup(many(25));
    const list = await screen.findByRole('list', { name: 'Notifications list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pages).toHaveTextContent('1–20 of 25');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Item 21')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Notifications list' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('21–25 of 25');
    expect(lastListQuery(server.calls)).toEqual({ skip: 20, limit: 20 });
    expect(router.state.location.search).toBe('?page=2');
  });

  it('sends each filter to the server and keeps it in the address', async () => {
    const { server, user, router } = setup([aNotification()]);
    await screen.findByRole('list', { name: 'Notifications list' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'warning');
    await waitFor(() => expect(lastListQuery(server.calls)).toEqual({ skip: 0, limit: 20, type: 'warning' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'unread');
    await waitFor(() =>
      expect(lastListQuery(server.calls)).toEqual({ skip: 0, limit: 20, type: 'warning', read: false }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'read');
    await waitFor(() => expect(lastListQuery(server.calls)).toMatchObject({ read: true }));

    await user.type(screen.getByRole('searchbox', { name: 'Search notifications' }), 'lamp');
    await waitFor(() => expect(lastListQuery(server.calls)).toMatchObject({ search: 'lamp' }));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('lamp');
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('warning');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('read');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), 'today');
    await waitFor(() =>
      expect(lastListQuery(server.calls)).toMatchObject({
        since: sinceOf('today', new Date())!.toISOString(),
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('time')).toBe('today');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), 'week');
    await waitFor(() =>
      expect(lastListQuery(server.calls)?.since).not.toBe(sinceOf('today', new Date())!.toISOString()),
    );
    const weekAgo = Date.parse(String(lastListQuery(server.calls)?.since));
    expect(Math.abs(weekAgo - (Date.now() - 7 * 24 * 3600_000))).toBeLessThan(5000);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), 'month');
    await waitFor(() =>
      expect(Date.parse(String(lastListQuery(server.calls)?.since))).toBeLessThan(
        Date.now() - 27 * 24 * 3600_000,
      ),
    );
  });

  it('reads its filters from the address', async () => {
    const { server } = setup([aNotification({ type: 'error', read: false, title: 'Import failed' })], {
      path: '/notifications?q=import&type=error&status=unread&page=1',
    });
    expect(await screen.findByText('Import failed')).toBeInTheDocument();
    expect(lastListQuery(server.calls)).toEqual({
      skip: 0,
      limit: 20,
      search: 'import',
      type: 'error',
      read: false,
    });
    expect(screen.getByRole('searchbox', { name: 'Search notifications' })).toHaveValue('import');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('error');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('unread');
  });

  it('marks one read and deletes one from the list', async () => {
    const { server, user } = setup([
      aNotification({ id: 1, title: 'Costume due' }),
      aNotification({ id: 2, title: 'Old news', read: true }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Mark "Costume due" read' }));
    expect(screen.queryByRole('button', { name: 'Mark "Costume due" read' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete "Old news"' }));
    expect(screen.queryByText('Old news')).not.toBeInTheDocument();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Notification deleted'));
    expect(server.state.rows).toEqual([expect.objectContaining({ id: 1, read: true })]);
  });

  it('marks all read', async () => {
    const { server, user } = setup([aNotification({ title: 'One' }), aNotification({ title: 'Two' })]);
    await screen.findByRole('button', { name: 'Mark "One" read' });
    await user.click(screen.getByRole('button', { name: 'Mark All Read' }));
    expect(screen.queryByRole('button', { name: /^Mark ".*" read$/ })).not.toBeInTheDocument();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('All notifications marked as read'));
    expect(server.state.rows.every((row) => row.read)).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark All Read' })).toBeDisabled());
  });

  it('clears all after a confirmation', async () => {
    const { server, user } = setup([aNotification({ title: 'One' }), aNotification({ title: 'Two' })]);
    await screen.findByText('One');
    await user.click(screen.getByRole('button', { name: 'Clear All Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Clear All Notifications' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Clear all notifications?' })).getByRole('button', {
        name: 'Clear All',
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('All notifications cleared'));
    expect(server.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/notifications' }),
    );
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.state.rows).toEqual([]);
  });

  it('keeps the list and the confirmation when clearing failed, and says so', async () => {
    const { user } = setup([aNotification({ title: 'One' })], { failing: ['DELETE /notifications'] });
    await screen.findByText('One');
    await user.click(screen.getByRole('button', { name: 'Clear All Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to clear notifications'));
    expect(screen.getByRole('dialog', { name: 'Clear all notifications?' })).toBeInTheDocument();
    expect(screen.getByText('One')).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it.each(Object.entries(LIVE_STATES))('shows the connection: %s', async (name, state) => {
    const { user, live } = setup([], { live: state });
    await screen.findByText('No notifications');
    const status = screen
      .getAllByRole('status')
      .find((element) => element.textContent === connectionSummary(state).label);
    expect(status).toBeDefined();
    const reconnect = screen.queryByRole('button', { name: 'Reconnect' });
    if (name === 'connected') {
      expect(reconnect).not.toBeInTheDocument();
    } else {
      await user.click(reconnect!);
      expect(live.reconnect).toHaveBeenCalledTimes(1);
    }
  });

  it('follows the connection as it changes', async () => {
    const { setLive } = setup([], { live: LIVE_STATES.connected });
    await screen.findByText('No notifications');
    expect(screen.queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();
    setLive(LIVE_STATES.error);
    expect(screen.getByText('Live notifications lost: trying again…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
  });

  it('polls the list at the live value’s interval while offline', async () => {
    jest.useFakeTimers();
    try {
      const { server } = setup([aNotification()], { live: LIVE_STATES.offline });
      await screen.findByRole('list', { name: 'Notifications list' });
      const before = listQueries(server.calls).length;
      await act(() => jest.advanceTimersByTimeAsync(15_000));
      await waitFor(() => expect(listQueries(server.calls).length).toBeGreaterThan(before));
    } finally {
      jest.useRealTimers();
    }
  });

  describe('Preferences', () => {
    const preferences = () => screen.getByRole('region', { name: 'Preferences' });

    it('has the eight switches, each saving its preference', async () => {
      const { user, live } = setup([]);
      await screen.findByText('No notifications');
      const names = [
        ['Desktop notifications', 'desktopNotifications'],
        ['Sound', 'soundEnabled'],
        ['Lending', 'showLendingNotifications'],
        ['Productions', 'showProductionNotifications'],
        ['Imports', 'showImportNotifications'],
        ['Email: Lending', 'emailLendingNotifications'],
        ['Email: Productions', 'emailProductionNotifications'],
        ['Email: Imports', 'emailImportNotifications'],
      ] as const;
      for (const [name, key] of names) {
        const toggle = within(preferences()).getByRole('switch', { name });
        expect(toggle).toBeChecked();
        await user.click(toggle);
        expect(live.updateSettings).toHaveBeenLastCalledWith({ [key]: false });
        expect(within(preferences()).getByRole('switch', { name })).not.toBeChecked();
      }
      expect(within(preferences()).getByText('Also by email')).toBeInTheDocument();
    });

    it('explains a browser that refused desktop notifications', async () => {
      const { user, live, setLive } = setup([], {
        live: { desktopPermission: 'default', settings: { ...allSettingsOn, desktopNotifications: false } },
      });
      await screen.findByText('No notifications');
      expect(screen.queryByText(DESKTOP_DENIED)).not.toBeInTheDocument();
      await user.click(within(preferences()).getByRole('switch', { name: 'Desktop notifications' }));
      expect(live.updateSettings).toHaveBeenCalledWith({ desktopNotifications: true });
      // The provider asked the browser, which said no: the preference stays off.
      setLive({ desktopPermission: 'denied', settings: { ...allSettingsOn, desktopNotifications: false } });
      expect(within(preferences()).getByText(DESKTOP_DENIED)).toBeInTheDocument();
      expect(within(preferences()).getByRole('switch', { name: 'Desktop notifications' })).not.toBeChecked();
      expect(
        within(preferences()).getByRole('switch', { name: 'Desktop notifications' }),
      ).toHaveAccessibleDescription(DESKTOP_DENIED);
    });

    it('says when the browser cannot show desktop notifications', async () => {
      setup([], { live: { desktopPermission: 'unsupported' } });
      await screen.findByText('No notifications');
      expect(within(preferences()).getByText(DESKTOP_UNSUPPORTED)).toBeInTheDocument();
      const desktop = within(preferences()).getByRole('switch', { name: 'Desktop notifications' });
      expect(desktop).not.toBeChecked();
      expect(desktop).toBeDisabled();
    });

    it('says when the preferences could not be saved', async () => {
      const { user, live } = setup([], {
        live: { updateSettings: jest.fn(() => Promise.reject(new Error('offline'))) },
      });
      await screen.findByText('No notifications');
      await user.click(within(preferences()).getByRole('switch', { name: 'Email: Imports' }));
      expect(live.updateSettings).toHaveBeenCalledWith({ emailImportNotifications: false });
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(SETTINGS_NOT_SAVED));
    });

    it('notes the kinds the preferences hide', async () => {
      const { setLive } = setup([], {
        live: { settings: { ...allSettingsOn, showImportNotifications: false } },
      });
      expect(
        await screen.findByText('Import notifications are hidden: turn them on under Preferences'),
      ).toBeInTheDocument();
      setLive({ settings: allSettingsOn });
      expect(screen.queryByText(/notifications are hidden/)).not.toBeInTheDocument();
    });
  });
});

describe('sinceOf', () => {
  it('starts today at local midnight, the week 7 days back, the month on the same day a month back', () => {
    const now = new Date(2026, 4, 20, 15, 30);
    expect(sinceOf('today', now)).toEqual(new Date(2026, 4, 20));
    expect(sinceOf('week', now)).toEqual(new Date(now.getTime() - 7 * 24 * 3600_000));
    expect(sinceOf('month', now)).toEqual(new Date(2026, 3, 20, 15, 30));
    expect(sinceOf('', now)).toBeUndefined();
  });

  it('goes back to the last day of a shorter month', () => {
    expect(sinceOf('month', new Date(2026, 2, 31, 9, 0))).toEqual(new Date(2026, 1, 28, 9, 0));
    expect(sinceOf('month', new Date(2026, 0, 15, 9, 0))).toEqual(new Date(2025, 11, 15, 9, 0));
  });
});

describe('hiddenKindsNote', () => {
  it('names every hidden kind, and nothing when none is', () => {
    expect(hiddenKindsNote(allSettingsOn)).toBeNull();
    expect(
      hiddenKindsNote({ ...allSettingsOn, showLendingNotifications: false, showImportNotifications: false }),
    ).toBe('Lending and import notifications are hidden: turn them on under Preferences');
    expect(
      hiddenKindsNote({
        ...allSettingsOn,
        showLendingNotifications: false,
        showProductionNotifications: false,
        showImportNotifications: false,
      }),
    ).toBe('Lending, production and import notifications are hidden: turn them on under Preferences');
  });
});
