import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, jsonResponse, testUser } from '@scenedock/ui/testing';
import { InviteDialog } from './InviteDialog';
import type { InviteVariant } from '../lib/labels';
import { renderAdmin } from '../test/render';

async function setup(variant: InviteVariant, respond?: Parameters<typeof fakeClient>[0]) {
  const onClose = jest.fn();
  const fake = fakeClient(respond);
  const user = testUser();
  renderAdmin(
    <InviteDialog
      open
      onClose={onClose}
      departmentId={1}
      departmentName="Riverside High School Drama"
      actor={user}
      variant={variant}
    />,
    { client: fake.client, user },
  );
  await screen.findByRole('dialog');
  return { onClose, calls: fake.calls, user: userEvent.setup() };
}

const invited = {
  message:
    'An invitation was sent to quinn@example.test. They will receive an email with setup instructions.',
  mail_waiting: false,
};

describe('InviteDialog on the Users screen', () => {
  it('requires email, first and last name, and clears a field error as soon as that field is edited', async () => {
    const { user, calls } = await setup('users');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^First name/), 'Q');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    // no first password on this screen: the invitee always sets their own
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
  });

  it('shows a 409 on the email field', async () => {
    const { user } = await setup('users', () => jsonResponse(409, { detail: 'Conflict' }));
    await user.type(screen.getByLabelText(/^Email/), 'quinn@example.test');
    await user.type(screen.getByLabelText(/^First name/), 'Quinn');
    await user.type(screen.getByLabelText(/^Last name/), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(
      await screen.findByText('A user with this email already exists in this department'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "already a member" from a 400 on the email field, and clears it when the email is edited', async () => {
    const { user } = await setup('users', () =>
      jsonResponse(400, { detail: 'User is already a member of this department', code: 'already_member' }),
    );
    await user.type(screen.getByLabelText(/^Email/), 'quinn@example.test');
    await user.type(screen.getByLabelText(/^First name/), 'Quinn');
    await user.type(screen.getByLabelText(/^Last name/), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('User is already a member of this department')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'x');
    expect(screen.queryByText('User is already a member of this department')).not.toBeInTheDocument();
  });

  it('maps an invalid-role 400 to the role field and a 403 to a toast', async () => {
    let status = 400;
    const { user } = await setup('users', () =>
      status === 400
        ? jsonResponse(400, { detail: 'Invalid role. Choose one of: student, admin', code: 'invalid_role' })
        : jsonResponse(403, { detail: 'nope' }),
    );
    await user.type(screen.getByLabelText(/^Email/), 'quinn@example.test');
    await user.type(screen.getByLabelText(/^First name/), 'Quinn');
    await user.type(screen.getByLabelText(/^Last name/), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invalid role selected. Please choose a valid role.')).toBeInTheDocument();
    status = 403;
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(
      await screen.findByText('You do not have permission to invite users to this department'),
    ).toBeInTheDocument();
  });

  it('sends the trimmed payload with the department and announces the invitation', async () => {
    const { user, calls, onClose } = await setup('users', () => jsonResponse(201, invited));
    await user.type(screen.getByLabelText(/^Email/), '  quinn@example.test ');
    await user.type(screen.getByLabelText(/^First name/), ' Quinn ');
    await user.type(screen.getByLabelText(/^Last name/), 'Lee');
    await user.selectOptions(screen.getByLabelText(/^Role/), 'manager');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(
      await screen.findByText(
        'An invitation was sent to quinn@example.test. They will receive an email with setup instructions.',
      ),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/departments/{id}/invite',
      init: {
        params: { path: { id: 1 } },
        body: {
          email: 'quinn@example.test',
          first_name: 'Quinn',
          last_name: 'Lee',
          role: 'manager',
          department_id: 1,
        },
      },
    });
    expect((calls[0].init as { body: object }).body).not.toHaveProperty('password');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('InviteDialog in the department dialog', () => {
  it('is titled for the department, keeps names optional and checks a given password', async () => {
    const { user, calls } = await setup('department', () => jsonResponse(201, invited));
    expect(screen.getByRole('dialog', { name: 'Invite User to Department' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'quinn@example.test');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Must be at least 8 characters')).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'longenough');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(
      await screen.findByText(
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0].init as { body: object }).body).toEqual({
      email: 'quinn@example.test',
      role: 'student',
      department_id: 1,
    });
  });

  it('shows the server’s message, the same whether or not the address had an account', async () => {
    const message = 'riley@example.test was invited to Riverside High School Drama as student.';
    const { user } = await setup('department', () => jsonResponse(201, { message }));
    await user.type(screen.getByLabelText(/^Email/), 'riley@example.test');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('tells the inviter when the email waits for their hourly allowance', async () => {
    const message =
      'Invitation to riley@example.test created. The email will be sent within the next hour, when your hourly email allowance has room (3 emails of yours waiting).';
    const { user, onClose } = await setup('department', () =>
      jsonResponse(201, { message, mail_waiting: true }),
    );
    await user.type(screen.getByLabelText(/^Email/), 'riley@example.test');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('offers only roles up to the inviter’s own', async () => {
    const onClose = jest.fn();
    const manager = testUser({ departmentRole: 'manager' });
    renderAdmin(
      <InviteDialog
        open
        onClose={onClose}
        departmentId={1}
        departmentName="Riverside"
        actor={manager}
        variant="department"
      />,
      { user: manager },
    );
    const options = Array.from((await screen.findByLabelText(/^Role/)).querySelectorAll('option')).map(
      (o) => o.value,
    );
    expect(options).toEqual(['student', 'assistant', 'manager']);
  });
});
