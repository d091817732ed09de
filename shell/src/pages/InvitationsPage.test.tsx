import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { fakeClient, jsonResponse, testUser } from '@scenedock/ui/testing';
import { InvitationsPage } from './InvitationsPage';
import { renderScreen } from '../test/render';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

const invitation = {
  department_id: 7,
  department_name: 'Lakeside College Stage Company',
  role: 'assistant',
  invited_by: 'Fatima Haddad',
  invited_at: '2026-11-20T10:00:00.000Z',
};

function renderInvitations(respond: (method: string, path: string) => unknown) {
  const fake = fakeClient(respond);
  const switchDepartment = jest.fn();
  renderScreen(<InvitationsPage />, {
    path: '/invitations',
    client: fake.client,
    session: { status: 'signedIn', user: testUser(), switchDepartment },
  });
  return { calls: fake.calls, switchDepartment, user: userEvent.setup() };
}

describe('InvitationsPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lists pending invitations with the role and who invited', async () => {
    renderInvitations(() => [invitation]);
    expect(await screen.findByText('Lakeside College Stage Company')).toBeInTheDocument();
    expect(screen.getByText(/As Assistant, invited by Fatima Haddad/)).toBeInTheDocument();
  });

  it('accepts: the person joins and the department becomes the current one', async () => {
    let pending = [invitation];
    const { calls, switchDepartment, user } = renderInvitations((method) => {
      if (method === 'POST') {
        pending = [];
        return testUser({
          departments: [{ id: 7, name: invitation.department_name, role: 'assistant', time_zone: 'UTC' }],
        });
      }
      return pending;
    });
    await user.click(
      await screen.findByRole('button', { name: 'Accept the invitation to Lakeside College Stage Company' }),
    );
    await waitFor(() => expect(switchDepartment).toHaveBeenCalledWith(7));
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/users/me/invitations/{department_id}/accept');
    expect(toast.success).toHaveBeenCalledWith('You joined Lakeside College Stage Company');
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
  });

  it('declines without joining', async () => {
    const { calls, switchDepartment, user } = renderInvitations((method) =>
      method === 'POST' ? new Response(null, { status: 204 }) : [invitation],
    );
    await user.click(
      await screen.findByRole('button', { name: 'Decline the invitation to Lakeside College Stage Company' }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Invitation to Lakeside College Stage Company declined'),
    );
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(
      '/users/me/invitations/{department_id}/decline',
    );
    expect(switchDepartment).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when accepting fails', async () => {
    const { user } = renderInvitations((method) =>
      method === 'POST' ? jsonResponse(404, { detail: 'Invitation not found' }) : [invitation],
    );
    await user.click(
      await screen.findByRole('button', { name: 'Accept the invitation to Lakeside College Stage Company' }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invitation not found'));
  });

  it('offers Try Again when the list fails to load', async () => {
    renderInvitations(() => jsonResponse(500, { detail: 'Internal server error' }));
    expect(await screen.findByText('Failed to load invitations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
