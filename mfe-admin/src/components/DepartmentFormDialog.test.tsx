import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, jsonResponse, testUser } from '@scenedock/ui/testing';
import { DepartmentFormDialog } from './DepartmentFormDialog';
import { department, renderAdmin } from '../test/render';

const superuser = testUser({ is_superuser: true });

async function setup(
  options: {
    editing?: boolean;
    confirmed?: boolean;
    respond?: Parameters<typeof fakeClient>[0];
  } = {},
) {
  const fake = fakeClient(options.respond);
  const onClose = jest.fn();
  const editing = options.editing ? department({ contact_email_confirmed: options.confirmed ?? true }) : null;
  renderAdmin(<DepartmentFormDialog open onClose={onClose} department={editing} />, {
    client: fake.client,
    user: superuser,
  });
  await screen.findByRole('dialog');
  return { calls: fake.calls, onClose, user: userEvent.setup() };
}

describe('DepartmentFormDialog', () => {
  it('requires a name and checks the email and the coordinates before calling the server', async () => {
    const { user, calls } = await setup();
    expect(screen.getByRole('dialog', { name: 'Add Department' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Contact email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Latitude/), '95');
    await user.type(screen.getByLabelText(/^Longitude/), '-200');
    await user.click(screen.getByRole('button', { name: 'Create Department' }));
    expect(await screen.findByText('Department name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Must be no more than 90')).toBeInTheDocument();
    expect(screen.getByText('Must be at least -180')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks for both coordinates or neither', async () => {
    const { user } = await setup();
    await user.type(screen.getByLabelText(/^Department name/), 'Eastside Players');
    await user.type(screen.getByLabelText(/^Latitude/), '45.5');
    await user.click(screen.getByRole('button', { name: 'Create Department' }));
    expect(await screen.findByText('Enter both latitude and longitude, or neither')).toBeInTheDocument();
  });

  it('creates with trimmed values, numbers for the location and null for blanks', async () => {
    const { user, calls, onClose } = await setup({
      respond: () => jsonResponse(201, department({ id: 9, name: 'Eastside Players' })),
    });
    await user.type(screen.getByLabelText(/^Department name/), '  Eastside Players ');
    await user.type(screen.getByLabelText(/^Latitude/), '51.5074');
    await user.type(screen.getByLabelText(/^Longitude/), '-0.1278');
    await user.click(screen.getByRole('button', { name: 'Create Department' }));
    expect(
      await screen.findByText('Department "Eastside Players" created successfully!'),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/departments',
      init: {
        body: {
          name: 'Eastside Players',
          address: null,
          contact_email: null,
          latitude: 51.5074,
          longitude: -0.1278,
        },
      },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    [400, 'A department with this name may already exist'],
    [403, 'You do not have permission to create departments'],
    [500, 'Failed to create department. Please try again.'],
  ])('answers a %i on create with "%s"', async (status, message) => {
    const { user, onClose } = await setup({ respond: () => jsonResponse(status, { detail: 'x' }) });
    await user.type(screen.getByLabelText(/^Department name/), 'Riverside High School Drama');
    await user.click(screen.getByRole('button', { name: 'Create Department' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits: sends only what changed and reports the screen’s messages', async () => {
    let status = 200;
    const { user, calls } = await setup({
      editing: true,
      respond: () =>
        status === 200
          ? jsonResponse(200, department({ contact_person: 'Pat Lee' }))
          : jsonResponse(status, { detail: 'x' }),
    });
    expect(screen.getByRole('dialog', { name: 'Edit Department' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Department name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Department name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Department name/), 'Riverside High School Drama');
    await user.clear(screen.getByLabelText(/^Contact person/));
    await user.type(screen.getByLabelText(/^Contact person/), 'Pat Lee');
    status = 403;
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('You do not have permission to edit this department')).toBeInTheDocument();
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Department "Riverside High School Drama" updated successfully!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({
      method: 'PUT',
      path: '/departments/{id}',
      init: { params: { path: { id: 1 } }, body: { contact_person: 'Pat Lee' } },
    });
    expect(Object.keys((calls[1].init as { body: object }).body)).toEqual(['contact_person']);
  });

  it('sets the time zone its days are counted in: only the zone goes when only it changed', async () => {
    const { user, calls } = await setup({
      editing: true,
      respond: () => jsonResponse(200, department({ time_zone: 'Europe/Paris' })),
    });
    const zone = screen.getByLabelText(/^Time zone/);
    expect(zone).toHaveValue('America/Los_Angeles');
    expect(screen.getByText(/today, overdue, and the days items go out and come back/)).toBeInTheDocument();
    await user.selectOptions(zone, 'Europe/Paris');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', init: { body: { time_zone: 'Europe/Paris' } } });
    expect(Object.keys((calls[0].init as { body: object }).body)).toEqual(['time_zone']);
  });

  it('a new department’s zone comes from its location unless one is chosen', async () => {
    const { user, calls } = await setup({
      respond: () => jsonResponse(201, department({ id: 9, name: 'Eastside Players' })),
    });
    expect(screen.getByLabelText(/^Time zone/)).toHaveValue('');
    await user.type(screen.getByLabelText(/^Department name/), 'Eastside Players');
    await user.click(screen.getByRole('button', { name: 'Create Department' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].init as { body: object }).not.toHaveProperty('body.time_zone');
  });

  it('shows an unconfirmed contact address as waiting, and sends its link again', async () => {
    const { user, calls } = await setup({
      editing: true,
      confirmed: false,
      respond: () =>
        jsonResponse(200, { message: 'We sent a confirmation link to drama@riverside-high.example.' }),
    });
    expect(
      screen.getByText('Waiting for confirmation — we sent a link to drama@riverside-high.example.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(
      await screen.findByText('We sent a confirmation link to drama@riverside-high.example.'),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/departments/{id}/contact-confirmation',
      init: { params: { path: { id: 1 } } },
    });
  });

  it('says nothing about a confirmed contact address', async () => {
    await setup({ editing: true, confirmed: true });
    expect(screen.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend link' })).not.toBeInTheDocument();
  });
});
