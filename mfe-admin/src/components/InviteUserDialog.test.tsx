import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, jsonResponse, testUser } from '@scenedock/ui/testing';
import InviteUserDialog from './InviteUserDialog';
import { renderAdmin } from '../test/render';

describe('InviteUserDialog (dashboard)', () => {
  it('invites into the current department and uses the dashboard failure message', async () => {
    const fake = fakeClient(() => jsonResponse(500, { detail: 'boom' }));
    renderAdmin(<InviteUserDialog open onClose={jest.fn()} />, { client: fake.client, user: testUser() });
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: 'Invite User' })).toHaveTextContent(
      'Inviting to Riverside High School Drama',
    );
    await user.type(screen.getByLabelText(/^Email/), 'quinn@example.test');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Failed to invite user. Please try again.')).toBeInTheDocument();
    expect(fake.calls[0]).toMatchObject({
      path: '/departments/{id}/invite',
      init: { params: { path: { id: 1 } } },
    });
  });

  it('says when there is no current department', async () => {
    renderAdmin(<InviteUserDialog open onClose={jest.fn()} />, { user: testUser({ departments: [] }) });
    expect(await screen.findByText('No department context available')).toBeInTheDocument();
  });
});
