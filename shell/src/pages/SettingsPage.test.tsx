import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { currentUserKey, formatDate } from '@scenedock/ui';
import { fakeClient, jsonResponse, testUser } from '@scenedock/ui/testing';
import { SettingsPage } from './SettingsPage';
import { goToProvider } from '../session/schoolSignIn';
import { renderScreen } from '../test/render';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));
jest.mock('../session/schoolSignIn', () => ({
  ...jest.requireActual<object>('../session/schoolSignIn'),
  goToProvider: jest.fn(),
}));

const me = testUser({ phone: '555-0100' });

function renderSettings(answer: unknown = {}) {
  const fake = fakeClient(() => answer);
  const view = renderScreen(<SettingsPage />, {
    path: '/settings',
    client: fake.client,
    session: { user: me },
  });
  // The School sign-in section reads the sign-in methods: the profile's tests look at the changes.
  const changes = () => fake.calls.filter((call) => call.method !== 'GET');
  return { ...view, changes, user: userEvent.setup() };
}

const field = (label: RegExp) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save Changes' });

describe('SettingsPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the profile with the email read-only', async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(field(/^First name/)).toHaveValue('Alex');
    expect(field(/^Last name/)).toHaveValue('Morgan');
    expect(field(/^Phone/)).toHaveValue('555-0100');
    expect(field(/^Email/)).toHaveValue('alex@riverside.example');
    expect(field(/^Email/)).toHaveAttribute('readonly');
    expect(field(/^Email/)).toHaveAccessibleDescription('Your email address cannot be changed.');
  });

  it('requires first and last name', async () => {
    const { user, changes } = renderSettings();
    await user.clear(await screen.findByLabelText(/^First name/));
    await user.clear(field(/^Last name/));
    await user.click(save());
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(field(/^First name/)).toHaveAccessibleDescription('First name is required');
    expect(changes()).toHaveLength(0);
  });

  it('asks for every password field once one is filled', async () => {
    const { user, changes } = renderSettings();
    await user.type(await screen.findByLabelText(/^Current password/), 'Old-Pass-1!');
    await user.click(save());
    expect(await screen.findByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
    await user.clear(field(/^Current password/));
    await user.type(field(/^New password/), 'Short1!');
    await user.type(field(/^Confirm new password/), 'Other-Pass-1!');
    await user.click(save());
    expect(await screen.findByText('Current password is required to change password')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(changes()).toHaveLength(0);
  });

  it('saves only the profile fields, updates the current user and says so', async () => {
    const updated = { ...me, first_name: 'Alexis', phone: null };
    const { user, changes, queryClient } = renderSettings(updated);
    await user.clear(await screen.findByLabelText(/^First name/));
    await user.type(field(/^First name/), '  Alexis ');
    await user.clear(field(/^Phone/));
    await user.click(save());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile updated successfully'));
    expect(changes()).toEqual([
      {
        method: 'PUT',
        path: '/users/me',
        init: { body: { first_name: 'Alexis', last_name: 'Morgan', phone: null } },
      },
    ]);
    expect(queryClient.getQueryData(currentUserKey)).toEqual(updated);
  });

  it('changes the password and clears the password fields', async () => {
    const { user, changes } = renderSettings(me);
    await user.type(await screen.findByLabelText(/^Current password/), 'Stage-Door-2026!');
    await user.type(field(/^New password/), 'New-Stage-2027!');
    await user.type(field(/^Confirm new password/), 'New-Stage-2027!');
    await user.click(save());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile updated successfully'));
    expect(changes()[0].init).toEqual({
      body: {
        first_name: 'Alex',
        last_name: 'Morgan',
        phone: '555-0100',
        current_password: 'Stage-Door-2026!',
        password: 'New-Stage-2027!',
      },
    });
    expect(field(/^Current password/)).toHaveValue('');
    expect(field(/^New password/)).toHaveValue('');
    expect(field(/^Confirm new password/)).toHaveValue('');
  });

  it('marks the current password as incorrect when the server says so', async () => {
    const { user } = renderSettings(
      jsonResponse(400, { detail: 'Current password is incorrect', code: 'wrong_current_password' }),
    );
    await user.type(await screen.findByLabelText(/^Current password/), 'Wrong-Pass-1!');
    await user.type(field(/^New password/), 'New-Stage-2027!');
    await user.type(field(/^Confirm new password/), 'New-Stage-2027!');
    await user.click(save());
    await waitFor(() =>
      expect(field(/^Current password/)).toHaveAccessibleDescription('Current password is incorrect'),
    );
    expect(toast.error).toHaveBeenCalledWith('Current password is incorrect');
  });

  it('reports any other failure', async () => {
    const { user } = renderSettings(jsonResponse(500, { detail: 'boom' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to update profile. Please try again.'),
    );
  });
});

describe('SettingsPage: school sign-in', () => {
  const providers = [
    { id: 'school', name: 'Lakeside School' },
    { id: 'google', name: 'Google' },
  ];
  const linked = {
    id: 5,
    provider: 'school',
    provider_name: 'Lakeside School',
    email: 'director@lakeside.example',
    linked_at: '2026-03-01T10:00:00.000Z',
    last_used_at: '2026-03-05T10:00:00.000Z',
  };

  beforeEach(() => jest.clearAllMocks());

  function renderWith(
    respond: (method: string, path: string) => unknown,
    path = '/settings',
    methods: unknown = { password: true, providers },
  ) {
    const fake = fakeClient((method, p) => {
      if (p === '/auth/methods') return methods;
      if (p === '/users/me/sign-ins' && method === 'GET') return [linked];
      return respond(method, p);
    });
    const view = renderScreen(<SettingsPage />, {
      path,
      route: '/settings',
      client: fake.client,
      session: { user: me },
    });
    return { ...view, calls: fake.calls, user: userEvent.setup() };
  }

  const section = () => screen.findByRole('region', { name: 'School sign-in' });

  it('lists the linked sign-ins with their dates, and a link button for each other provider', async () => {
    renderWith(() => ({}));
    const region = await section();
    const row = await within(region).findByRole('listitem');
    expect(row).toHaveTextContent('Lakeside School');
    expect(row).toHaveTextContent('director@lakeside.example');
    expect(row).toHaveTextContent(`Linked ${formatDate(linked.linked_at)}`);
    expect(row).toHaveTextContent(`Last used ${formatDate(linked.last_used_at)}`);
    expect(within(region).getByRole('button', { name: 'Link Google' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Link Lakeside School' })).not.toBeInTheDocument();
  });

  it('asks before removing, and shows why the server refused', async () => {
    const detail = 'This is your only way to sign in: set a password or link another school account first.';
    const { user, calls } = renderWith((method) =>
      method === 'DELETE' ? jsonResponse(409, { detail, code: 'last_sign_in' }) : {},
    );
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove the Lakeside School sign-in director@lakeside.example',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove school sign-in' });
    expect(dialog).toHaveTextContent('director@lakeside.example');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(detail));
    expect(calls).toContainEqual({
      method: 'DELETE',
      path: '/users/me/sign-ins/{id}',
      init: { params: { path: { id: 5 } } },
    });
  });

  it('starts linking another provider and goes to it', async () => {
    const { user, calls } = renderWith(() => ({ authorization_url: 'https://accounts.example/auth' }));
    await user.click(await screen.findByRole('button', { name: 'Link Google' }));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith('https://accounts.example/auth'));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/users/me/sign-ins',
      init: { body: { provider: 'google', return_to: '/settings' } },
    });
  });

  it('says which account was linked on the way back, and clears the address', async () => {
    const { router } = renderWith(() => ({}), '/settings?sign_in_linked=school');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Lakeside School account linked', expect.anything()),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('explains a link that failed', async () => {
    const { router } = renderWith(() => ({}), '/settings?sign_in_error=already-linked');
    const region = await section();
    expect(within(region).getByRole('alert')).toHaveTextContent(
      'That school account is already linked to another Scenedock account.',
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('has no section when the server has no providers', async () => {
    renderWith(() => ({}), '/settings', { password: true, providers: [] });
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'School sign-in' })).not.toBeInTheDocument(),
    );
  });
});
