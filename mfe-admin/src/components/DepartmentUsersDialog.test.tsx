import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, jsonResponse, testUser } from '@scenedock/ui/testing';
import { DepartmentUsersDialog } from './DepartmentUsersDialog';
import { member, renderAdmin } from '../test/render';

const me = member({ id: 1, first_name: 'Alex', last_name: 'Morgan', role: 'admin' });
const riley = member();
const quinn = member({
  id: 4,
  first_name: 'Quinn',
  last_name: 'Lee',
  email: 'quinn@example.test',
  status: 'pending',
});
const statistics = {
  total_users: 3,
  active_users: 2,
  pending_users: 1,
  inactive_users: 0,
  role_distribution: { admin: 1, student: 2 },
  recent_activity: { new_users_this_week: 1, new_users_this_month: 3, last_invitation_sent: null },
};

function setup(
  options: {
    user?: ReturnType<typeof testUser>;
    rows?: unknown[];
    respond?: Parameters<typeof fakeClient>[0];
  } = {},
) {
  const rows = options.rows ?? [me, riley, quinn];
  const fake = fakeClient(
    options.respond ??
      ((method, path) => {
        if (path === '/departments/{id}/users')
          return jsonResponse(200, rows, { 'X-Total-Count': String(rows.length) });
        if (path === '/departments/{id}/users/statistics') return jsonResponse(200, statistics);
        if (path === '/departments/{id}/users/audit-log') return jsonResponse(500, { detail: 'down' });
        return {};
      }),
  );
  renderAdmin(
    <DepartmentUsersDialog department={{ id: 1, name: 'Riverside High School Drama' }} onClose={jest.fn()} />,
    {
      client: fake.client,
      user: options.user ?? testUser(),
    },
  );
  return { calls: fake.calls, user: userEvent.setup() };
}

describe('DepartmentUsersDialog', () => {
  it('heads with the counts and gives an admin role, resend and remove controls for others only', async () => {
    setup();
    expect(await screen.findByText('3 users · 2 active · 1 pending')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Role of Riley Park' })).toHaveValue('student');
    expect(screen.queryByRole('combobox', { name: 'Role of Alex Morgan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Alex Morgan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend invitation to Quinn Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend invitation to Riley Park' })).not.toBeInTheDocument();
  });

  it('shows a student the members without any management control', async () => {
    setup({
      user: testUser({
        departmentRole: 'student',
        departments: [{ id: 1, name: 'Riverside', role: 'student', time_zone: 'UTC' }],
      }),
    });
    expect(await screen.findByText('Riley Park')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^Remove|^Resend|Invite User|Audit Log/ }),
    ).not.toBeInTheDocument();
  });

  it('toggles statistics and the audit log, and says when the log fails to load', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Statistics' }));
    const panel = screen.getByRole('region', { name: 'Statistics' });
    expect(within(panel).getByText('Total Users')).toBeInTheDocument();
    expect(within(panel).getByText('Never')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Audit Log' }));
    expect(screen.getByText('Recent User Actions')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load audit logs')).toBeInTheDocument();
  });

  it('changes a role through the department and reports a 403 with the screen’s message', async () => {
    let status = 403;
    const { user, calls } = setup({
      respond: (method, path) => {
        if (method === 'PUT')
          return status === 403
            ? jsonResponse(403, { detail: 'x' })
            : jsonResponse(200, { ...riley, role: 'director' });
        if (path === '/departments/{id}/users')
          return jsonResponse(200, [me, riley], { 'X-Total-Count': '2' });
        return jsonResponse(200, statistics);
      },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Riley Park' }), 'director');
    expect(
      await screen.findByText('You do not have permission to change user roles in this department'),
    ).toBeInTheDocument();
    status = 200;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Riley Park' }), 'director');
    expect(await screen.findByText('Role updated: Riley Park is now Director')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({
      path: '/departments/{id}/users/{userId}',
      init: { params: { path: { id: 1, userId: 2 } }, body: { role: 'director' } },
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of Riley Park' })).toHaveValue('director'),
    );
  });

  it('shows the empty state with an invitation for the first user', async () => {
    setup({ rows: [] });
    expect(await screen.findByText('No users in this department')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite First User' })).toBeInTheDocument();
  });
});
