import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, jsonResponse, testUser } from '@scenedock/ui/testing';
import { UsersPage } from './UsersPage';
import { member, renderAdmin } from '../test/render';

const me = member({
  id: 1,
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'alex@riverside.example',
  role: 'admin',
});
const riley = member();
const boss = member({
  id: 3,
  first_name: 'Sys',
  last_name: 'Admin',
  email: 'root@example.test',
  is_superuser: true,
  role: 'admin',
});
const pending = member({
  id: 4,
  first_name: 'Quinn',
  last_name: 'Lee',
  email: 'quinn@example.test',
  status: 'pending',
});
const rows = [me, riley, boss, pending];

function setup(user = testUser(), respond?: Parameters<typeof fakeClient>[0], at = '/users') {
  const fake = fakeClient(
    respond ??
      ((method, path) =>
        method === 'GET' && path === '/users'
          ? jsonResponse(200, rows, { 'X-Total-Count': String(rows.length) })
          : {}),
  );
  const { router } = renderAdmin(<UsersPage />, { client: fake.client, user, path: at, route: '/users' });
  return { calls: fake.calls, user: userEvent.setup(), router };
}

function setupAt(path: string) {
  return setup(testUser(), undefined, path);
}

describe('UsersPage', () => {
  it('shows a student the list and details but no invite, selection, bulk or inline edits', async () => {
    const { user } = setup(
      testUser({
        id: 2,
        departmentRole: 'student',
        departments: [{ id: 1, name: 'Riverside', role: 'student', time_zone: 'UTC' }],
      }),
    );
    expect(await screen.findByText('Quinn Lee')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Role of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Audit log of/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Quinn Lee' }));
    const details = await screen.findByRole('dialog', { name: 'User Details' });
    expect(within(details).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(
      within(details).queryByRole('button', { name: /Reset Password|Delete|Remove/ }),
    ).not.toBeInTheDocument();
  });

  it('lets a manager invite but not manage', async () => {
    setup(
      testUser({
        departmentRole: 'manager',
        departments: [{ id: 1, name: 'Riverside', role: 'manager', time_zone: 'UTC' }],
      }),
    );
    expect(await screen.findByRole('button', { name: 'Invite User' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('gives an admin selection and the bulk bar, never on themself or a superuser', async () => {
    const { user } = setup();
    expect(await screen.findByRole('checkbox', { name: 'Select Riley Park' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Alex Morgan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Sys Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of Alex Morgan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Sys Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all users' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    for (const name of ['Activate', 'Deactivate', 'Remove', 'Cancel'])
      expect(within(bar).getByRole('button', { name })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('switches a member on or off inline, but leaves a pending invitation to its invitee', async () => {
    setup();
    const status = await screen.findByRole('combobox', { name: 'Status of Riley Park' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Active', 'Inactive']);
    expect(screen.queryByRole('combobox', { name: 'Status of Quinn Lee' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Quinn Lee' })).toBeInTheDocument();
  });

  it('deactivates the selected users and reports a partial failure with the screen’s message', async () => {
    const { user, calls } = setup(testUser(), (method, path, init) => {
      if (method === 'GET') return jsonResponse(200, rows, { 'X-Total-Count': '4' });
      const id = (init as { params: { path: { id: number } } }).params.path.id;
      return id === 4 ? jsonResponse(500, { detail: 'boom' }) : jsonResponse(200, testUser({ id }));
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Riley Park' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Quinn Lee' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(await screen.findByText('Bulk operation failed. Please try again.')).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.init)).toEqual([
      { params: { path: { id: 2 } }, body: { status: 'inactive' } },
      { params: { path: { id: 4 } }, body: { status: 'inactive' } },
    ]);
  });

  it('sends search, role and status to the server, a page of 25 at a time', async () => {
    const { user, calls } = setup();
    await screen.findByText('Riley Park');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'student');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'quinn');
    await waitFor(() =>
      expect(calls.at(-1)?.init).toEqual({
        params: { query: { skip: 0, limit: 25, search: 'quinn', role: 'student', status: 'pending' } },
      }),
    );
  });

  it('keeps its filters in the address, so a filtered list can be linked and survives a reload', async () => {
    const { user, calls, router } = setupAt('/users?q=quinn&role=student&status=pending&page=2');
    await screen.findByText('Riley Park');
    expect(calls[0].init).toEqual({
      params: { query: { skip: 25, limit: 25, search: 'quinn', role: 'student', status: 'pending' } },
    });
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('quinn');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'manager');
    // A new filter goes back to the first page.
    expect(router.state.location.search).toBe('?q=quinn&role=manager&status=pending');
  });

  it('exports the server’s CSV with the list’s filters', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:users');
    URL.revokeObjectURL = jest.fn();
    const { user, calls } = setupAt('/users?role=student');
    await screen.findByText('Riley Park');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Users exported successfully as CSV')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/departments/{id}/users/export',
      init: { params: { path: { id: 1 }, query: { format: 'csv', role: 'student' } }, parseAs: 'blob' },
    });
  });

  it('shows the empty state', async () => {
    setup(testUser(), () => jsonResponse(200, [], { 'X-Total-Count': '0' }));
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('says so when the list fails to load', async () => {
    setup(testUser(), () => jsonResponse(500, { detail: 'down' }));
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
  });
});
