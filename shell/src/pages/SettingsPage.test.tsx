import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { currentUserKey } from '@scenedock/ui';
import { fakeClient, jsonResponse, testUser } from '@scenedock/ui/testing';
import { SettingsPage } from './SettingsPage';
import { renderScreen } from '../test/render';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

const me = testUser({ phone: '555-0100' });

function renderSettings(answer: unknown = {}) {
  const fake = fakeClient(() => answer);
  const view = renderScreen(<SettingsPage />, {
    path: '/settings',
    client: fake.client,
    session: { user: me },
  });
  return { ...view, calls: fake.calls, user: userEvent.setup() };
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
    const { user, calls } = renderSettings();
    await user.clear(await screen.findByLabelText(/^First name/));
    await user.clear(field(/^Last name/));
    await user.click(save());
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(field(/^First name/)).toHaveAccessibleDescription('First name is required');
    expect(calls).toHaveLength(0);
  });

  it('asks for every password field once one is filled', async () => {
    const { user, calls } = renderSettings();
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
    expect(calls).toHaveLength(0);
  });

  it('saves only the profile fields, updates the current user and says so', async () => {
    const updated = { ...me, first_name: 'Alexis', phone: null };
    const { user, calls, queryClient } = renderSettings(updated);
    await user.clear(await screen.findByLabelText(/^First name/));
    await user.type(field(/^First name/), '  Alexis ');
    await user.clear(field(/^Phone/));
    await user.click(save());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile updated successfully'));
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/users/me',
        init: { body: { first_name: 'Alexis', last_name: 'Morgan', phone: null } },
      },
    ]);
    expect(queryClient.getQueryData(currentUserKey)).toEqual(updated);
  });

  it('changes the password and clears the password fields', async () => {
    const { user, calls } = renderSettings(me);
    await user.type(await screen.findByLabelText(/^Current password/), 'Stage-Door-2026!');
    await user.type(field(/^New password/), 'New-Stage-2027!');
    await user.type(field(/^Confirm new password/), 'New-Stage-2027!');
    await user.click(save());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile updated successfully'));
    expect(calls[0].init).toEqual({
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
