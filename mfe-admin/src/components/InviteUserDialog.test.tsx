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
    expect(await screen.findByRole('dialog', { name: 'Invite New User' })).toHaveTextContent(
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

  it('says the invitee was invited, in the server’s words', async () => {
    const message =
      'An invitation was sent to quinn@example.test. They will receive an email with setup instructions.';
    const fake = fakeClient(() => ({ user: { email: 'quinn@example.test' }, message }));
    const onClose = jest.fn();
    renderAdmin(<InviteUserDialog open onClose={onClose} />, { client: fake.client, user: testUser() });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'quinn@example.test');
    await user.type(screen.getByLabelText(/^First name/), 'Quinn');
    await user.type(screen.getByLabelText(/^Last name/), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('says when there is no current department', async () => {
    renderAdmin(<InviteUserDialog open onClose={jest.fn()} />, { user: testUser({ departments: [] }) });
    expect(await screen.findByText('No department context available')).toBeInTheDocument();
  });
});
