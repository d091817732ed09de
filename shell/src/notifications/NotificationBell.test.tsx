import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { downloadBlob, notificationsKeys } from '@scenedock/ui';
import { testUser } from '@scenedock/ui/testing';
import { Sidebar } from '../frame/Sidebar';
import { connectionSummary } from './live';
import { NotificationBell } from './NotificationBell';
import { aNotification, LIVE_STATES, notificationsServer, queryOf, renderWithLive } from './testing';
import type { Notification } from './queries';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

jest.mock('../remotes', () => ({ hasRemote: () => true }));

jest.mock('@scenedock/ui', () => ({
  ...jest.requireActual<object>('@scenedock/ui'),
  downloadBlob: jest.fn(),
}));

function setup(rows: Notification[], options: Parameters<typeof renderWithLive>[1] = {}) {
  const server = notificationsServer(rows);
  const rendered = renderWithLive(<NotificationBell />, { client: server.client, ...options });
  return { ...rendered, server, user: userEvent.setup() };
}

const unread = (count: number) => Array.from({ length: count }, () => aNotification({ read: false }));

const listCalls = (calls: { method: string; path: string; init: unknown }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/notifications');

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

beforeEach(() => jest.clearAllMocks());

describe('NotificationBell', () => {
  it('shows no badge when nothing is unread, asking for the count with one row', async () => {
    const { server } = setup([aNotification({ read: true })]);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(queryOf(server.calls[0])).toEqual({ limit: 1 });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('shows the unread count in its name and badge', async () => {
    setup(unread(3));
    const bell = await screen.findByRole('button', { name: 'Notifications (3 unread)' });
    expect(within(bell).getByTestId('notification-badge')).toHaveTextContent(/^3$/);
  });

  it('shows 9+ above nine', async () => {
    setup(unread(12));
    const bell = await screen.findByRole('button', { name: 'Notifications (12 unread)' });
    expect(within(bell).getByTestId('notification-badge')).toHaveTextContent(/^9\+$/);
  });

  it('follows the count when the notifications are invalidated (a live one arrived)', async () => {
    const { server, queryClient } = setup(unread(1));
    await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    server.state.rows.push(aNotification({ read: false }), aNotification({ read: false }));
    await act(() => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }));
    expect(await screen.findByRole('button', { name: 'Notifications (3 unread)' })).toBeInTheDocument();
    server.state.rows = [];
    await act(() => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('polls the count at the live value’s interval while offline', async () => {
    jest.useFakeTimers();
    try {
      const { server } = setup(unread(1), { live: LIVE_STATES.offline });
      await waitFor(() => expect(server.calls).toHaveLength(1));
      await act(() => jest.advanceTimersByTimeAsync(15_000));
      expect(server.calls).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens its panel on demand with the 20 newest, and closes it on Escape, focus back on the bell', async () => {
    const { server, user } = setup([aNotification({ title: 'Stage lights returned' })]);
    await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const panel = await openPanel(user);
    // Never taller than the room under the top bar, nor wider than the window (a phone's).
    expect(panel).toHaveClass('max-h-[min(80vh,calc(100dvh-5rem))]', 'max-w-[calc(100vw-1rem)]');
    expect(panel).toHaveFocus();
    const list = await within(panel).findByRole('list', { name: 'Notifications list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Stage lights returned')).toBeInTheDocument();
    expect(listCalls(server.calls).map(queryOf)).toContainEqual({ limit: 20 });
    expect(within(panel).getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toHaveFocus();
  });

  it('closes on a click elsewhere', async () => {
    const { user } = setup([aNotification()]);
    await openPanel(user);
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists only unread ones on the Unread tab, asked of the server', async () => {
    const { server, user } = setup([
      aNotification({ title: 'Read one', read: true }),
      aNotification({ title: 'Unread one', read: false }),
    ]);
    const panel = await openPanel(user);
    await within(panel).findByText('Read one');
    expect(within(panel).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(panel).getByRole('tab', { name: 'Unread' }));
    await waitFor(() => expect(within(panel).queryByText('Read one')).not.toBeInTheDocument());
    expect(within(panel).getByText('Unread one')).toBeInTheDocument();
    expect(listCalls(server.calls).map(queryOf)).toContainEqual({ limit: 20, read: false });
  });

  it('says so when nothing is unread, and shows a failed list as empty with Try Again', async () => {
    const { server, user } = setup([aNotification({ read: true })]);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('tab', { name: 'Unread' }));
    expect(await within(panel).findByText('No unread notifications')).toBeInTheDocument();
    server.failing.add('GET /notifications');
    await user.click(within(panel).getByRole('tab', { name: 'All' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Notifications could not be loaded');
    expect(within(panel).queryByRole('listitem')).not.toBeInTheDocument();
    server.failing.delete('GET /notifications');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(panel).findByRole('list', { name: 'Notifications list' })).toBeInTheDocument();
  });

  it('marks one read: at once on screen and in the count, then on the server', async () => {
    const { server, user } = setup([aNotification({ id: 5, title: 'Costume due' }), ...unread(1)]);
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Mark "Costume due" read' }));
    expect(within(panel).queryByRole('button', { name: 'Mark "Costume due" read' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    expect(server.calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        path: '/notifications/{id}/read',
        init: { params: { path: { id: 5 } } },
      }),
    );
    expect(server.state.rows.find((row) => row.id === 5)?.read).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('keeps a notification read on screen when the server failed, and says so', async () => {
    const { server, user } = setup([aNotification({ title: 'Costume due' }), ...unread(1)]);
    server.failing.add('PUT /notifications/{id}/read');
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Mark "Costume due" read' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to mark notification as read'));
    expect(within(panel).queryByRole('button', { name: 'Mark "Costume due" read' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
  });

  it('deletes one: gone at once, then on the server', async () => {
    const { server, user } = setup([aNotification({ id: 8, title: 'Old news' }), aNotification()]);
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Delete "Old news"' }));
    expect(within(panel).queryByText('Old news')).not.toBeInTheDocument();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Notification deleted'));
    expect(server.state.rows.map((row) => row.id)).not.toContain(8);
    expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
  });

  it('keeps a deleted one off the screen when the server failed, and says so', async () => {
    const { server, user } = setup([aNotification({ title: 'Old news' }), aNotification()]);
    server.failing.add('DELETE /notifications/{id}');
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Delete "Old news"' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete notification'));
    expect(within(panel).queryByText('Old news')).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('marks all read', async () => {
    const { server, user } = setup(unread(3));
    const panel = await openPanel(user);
    await within(panel).findAllByRole('button', { name: /^Mark ".*" read$/ });
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(within(panel).queryByRole('button', { name: /^Mark ".*" read$/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('All notifications marked as read'));
    expect(server.calls).toContainEqual(
      expect.objectContaining({ method: 'PUT', path: '/notifications/read-all' }),
    );
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('keeps all marked read on screen when the server failed, and says so', async () => {
    const { server, user } = setup(unread(3));
    server.failing.add('PUT /notifications/read-all');
    const panel = await openPanel(user);
    await within(panel).findAllByRole('button', { name: /^Mark ".*" read$/ });
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to mark all notifications as read'));
    expect(within(panel).queryByRole('button', { name: /^Mark ".*" read$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('opens what a notification is about from its title, marking it read', async () => {
    const { server, user, router } = setup([
      aNotification({ id: 3, title: 'Request approved', actionUrl: '/lending?request=12' }),
    ]);
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('link', { name: 'Request approved' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lending'));
    expect(router.state.location.search).toBe('?request=12');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls).toContainEqual(
        expect.objectContaining({ method: 'PUT', init: { params: { path: { id: 3 } } } }),
      ),
    );
  });

  it('opens a loan’s item page when the notification has one, beside the loan’s own link', async () => {
    const { server, user, router } = setup([
      aNotification({
        id: 4,
        category: 'lending',
        title: 'New lending request',
        message: 'Westbrook Community Theatre asks to borrow "Brass Candelabra"',
        actionUrl: '/lending?loan=12',
        item_url: '/props/7',
      }),
      aNotification({ id: 5, category: 'lending', title: 'Loan approved', actionUrl: '/lending?loan=13' }),
    ]);
    const panel = await openPanel(user);
    const withItem = (await within(panel).findByText('New lending request')).closest('li')!;
    const without = within(panel).getByText('Loan approved').closest('li')!;
    expect(within(withItem).getByRole('link', { name: 'New lending request' })).toHaveAttribute(
      'href',
      '/lending?loan=12',
    );
    const item = within(withItem).getByRole('link', { name: 'Open item of "New lending request"' });
    expect(item).toHaveAttribute('href', '/props/7');
    expect(within(without).queryByRole('link', { name: /^Open item/ })).not.toBeInTheDocument();

    await user.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/props/7'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls).toContainEqual(
        expect.objectContaining({ method: 'PUT', init: { params: { path: { id: 4 } } } }),
      ),
    );
  });

  it('offers no item link to an address outside the app', async () => {
    setup([
      aNotification({ title: 'Elsewhere', category: 'lending', item_url: 'https://evil.example/props/7' }),
      aNotification({ title: 'Protocol', category: 'lending', item_url: '//evil.example/props/7' }),
    ]);
    const panel = await openPanel(userEvent.setup());
    await within(panel).findByText('Elsewhere');
    expect(within(panel).queryByRole('link', { name: /^Open item/ })).not.toBeInTheDocument();
  });

  it('offers an import’s job, its error report and the history', async () => {
    const { server, user, router } = setup([
      aNotification({
        title: 'Import failed',
        type: 'error',
        category: 'import',
        importJobId: 7,
        department_id: 2,
      }),
      aNotification({ title: 'Import done', type: 'success', category: 'import', importJobId: 9 }),
    ]);
    const panel = await openPanel(user);
    const failed = (await within(panel).findByText('Import failed')).closest('li')!;
    const done = within(panel).getByText('Import done').closest('li')!;
    expect(within(failed).getByRole('link', { name: 'View Job' })).toHaveAttribute(
      'href',
      '/import-history?job=7',
    );
    expect(within(failed).getByRole('link', { name: 'History' })).toHaveAttribute('href', '/import-history');
    expect(within(done).getByRole('link', { name: 'View Job' })).toHaveAttribute(
      'href',
      '/import-history?job=9',
    );
    expect(within(done).queryByRole('link', { name: 'Errors' })).not.toBeInTheDocument();

    await user.click(within(failed).getByRole('link', { name: 'Errors' }));
    await waitFor(() =>
      expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'import-job-7-errors.csv'),
    );
    expect(server.calls).toContainEqual({
      method: 'GET',
      path: '/import-jobs/{id}/errors',
      init: {
        params: { path: { id: '7' } },
        headers: { 'X-Current-Department': '2' },
        parseAs: 'blob',
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Error report downloaded', expect.anything());

    await user.click(within(failed).getByRole('link', { name: 'View Job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/import-history'));
    expect(router.state.location.search).toBe('?job=7');
  });

  it('says when the error report could not be downloaded', async () => {
    const { server, user } = setup([
      aNotification({ title: 'Import partly done', type: 'warning', category: 'import', importJobId: 4 }),
    ]);
    server.failing.add('GET /import-jobs/{id}/errors');
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('link', { name: 'Errors' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to download error report', expect.anything()),
    );
    expect(downloadBlob).not.toHaveBeenCalled();
  });

  it('changes the preferences from the panel', async () => {
    const { user, live } = setup([aNotification()]);
    const panel = await openPanel(user);
    const sound = within(panel).getByRole('switch', { name: 'Sound' });
    expect(sound).toBeChecked();
    await user.click(sound);
    expect(live.updateSettings).toHaveBeenCalledWith({ soundEnabled: false });
    expect(within(panel).getByRole('switch', { name: 'Sound' })).not.toBeChecked();
    await user.click(within(panel).getByRole('switch', { name: 'Imports' }));
    expect(live.updateSettings).toHaveBeenLastCalledWith({ showImportNotifications: false });
    await user.click(within(panel).getByRole('switch', { name: 'Desktop notifications' }));
    expect(live.updateSettings).toHaveBeenLastCalledWith({ desktopNotifications: false });
    await user.click(within(panel).getByRole('switch', { name: 'Lending' }));
    expect(live.updateSettings).toHaveBeenLastCalledWith({ showLendingNotifications: false });
    await user.click(within(panel).getByRole('switch', { name: 'Productions' }));
    expect(live.updateSettings).toHaveBeenLastCalledWith({ showProductionNotifications: false });
    expect(within(panel).queryByRole('switch', { name: /Email/ })).not.toBeInTheDocument();
  });

  it.each(Object.entries(LIVE_STATES))('shows the connection at the panel’s foot: %s', async (_, state) => {
    const { user } = setup([aNotification()], { live: state });
    const panel = await openPanel(user);
    expect(within(panel).getByText(connectionSummary(state).label)).toBeInTheDocument();
  });

  it('follows the connection while open', async () => {
    const { user, setLive } = setup([aNotification()], { live: LIVE_STATES.connecting });
    const panel = await openPanel(user);
    expect(within(panel).getByText('Connecting to live notifications…')).toBeInTheDocument();
    setLive(LIVE_STATES.connected);
    expect(within(panel).getByText('Live: new notifications arrive as they happen')).toBeInTheDocument();
    setLive(LIVE_STATES.offline);
    expect(within(panel).getByText(/^Offline notifications mode/)).toBeInTheDocument();
  });
});

describe('the sidebar’s Notifications link', () => {
  function renderSidebar(rows: Notification[]) {
    const server = notificationsServer(rows);
    const rendered = renderWithLive(<Sidebar user={testUser()} onSignOut={() => undefined} />, {
      client: server.client,
    });
    return { ...rendered, server };
  }

  it('links to /notifications, named the same whatever the count', async () => {
    const { server } = renderSidebar([aNotification({ read: true })]);
    await waitFor(() => expect(listCalls(server.calls)).toHaveLength(1));
    const link = screen.getByRole('link', { name: 'Notifications' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(link).not.toHaveAccessibleDescription();
  });

  it('carries the unread count, 9+ above nine', async () => {
    renderSidebar(unread(12));
    const link = screen.getByRole('link', { name: 'Notifications' });
    await waitFor(() => expect(link).toHaveAccessibleDescription('9+ unread'));
  });
});
