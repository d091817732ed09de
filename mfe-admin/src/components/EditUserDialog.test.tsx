import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, jsonResponse, testUser } from '@scenedock/ui/testing';
import { EditUserDialog } from './EditUserDialog';
import { member, renderAdmin } from '../test/render';

const admin = testUser();
const superuser = testUser({ is_superuser: true });

async function setup(
  options: {
    isSelf?: boolean;
    actor?: ReturnType<typeof testUser>;
    respond?: Parameters<typeof fakeClient>[0];
  } = {},
) {
  const actor = options.actor ?? superuser;
  const fake = fakeClient(options.respond);
  const onClose = jest.fn();
  renderAdmin(
    <EditUserDialog
      member={member({ phone: '503-555-0100' })}
      onClose={onClose}
      departmentId={1}
      actor={actor}
      isSelf={options.isSelf ?? false}
    />,
    { client: fake.client, user: actor },
  );
  await screen.findByRole('dialog', { name: 'Edit User' });
  return { calls: fake.calls, onClose, user: userEvent.setup() };
}

describe('EditUserDialog', () => {
  it('requires first name, last name and a valid email; the phone may be blank', async () => {
    const { user, calls } = await setup();
    await user.clear(screen.getByLabelText(/^First name/));
    await user.clear(screen.getByLabelText(/^Last name/));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('saves the changed fields with PUT /users/{id} and the role through the department', async () => {
    const { user, calls, onClose } = await setup({
      respond: (method) => (method === 'PUT' ? jsonResponse(200, member()) : {}),
    });
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.selectOptions(screen.getByLabelText(/^Status/), 'inactive');
    await user.selectOptions(screen.getByLabelText(/^Role/), 'assistant');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/users/{id}',
      init: { params: { path: { id: 2 } }, body: { phone: null, status: 'inactive' } },
    });
    expect(calls[1]).toMatchObject({
      method: 'PUT',
      path: '/departments/{id}/users/{userId}',
      init: { params: { path: { id: 1, userId: 2 } }, body: { role: 'assistant' } },
    });
  });

  it('answers a 403 with the screen’s message', async () => {
    const { user, onClose } = await setup({ respond: () => jsonResponse(403, { detail: 'x' }) });
    await user.type(screen.getByLabelText(/^First name/), 'n');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('You do not have permission to edit this user')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a department admin the account fields read-only and sends only the membership change', async () => {
    const { user, calls, onClose } = await setup({
      actor: admin,
      respond: (method) => (method === 'PUT' ? jsonResponse(200, member()) : {}),
    });
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Phone/])
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    expect(screen.getByText(/only a system administrator can change/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Status/), 'inactive');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ init: { body: { status: 'inactive' } } });
    expect(Object.keys((calls[0].init as { body: object }).body)).toEqual(['status']);
  });

  it('does not offer role or status when editing oneself', async () => {
    await setup({ isSelf: true });
    expect(screen.queryByLabelText(/^Role/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Status/)).not.toBeInTheDocument();
    expect(screen.getByText('You cannot change your own role or status.')).toBeInTheDocument();
  });
});
