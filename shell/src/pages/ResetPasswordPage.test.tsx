import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, jsonResponse } from '@scenedock/ui/testing';
import { ResetPasswordPage } from './ResetPasswordPage';
import { renderScreen } from '../test/render';

const VALIDATE = '/auth/validate-password-reset-token/{token}';

/** Renders the page at ?token=abc with a validation answer and a reset answer. */
function renderReset({ validate = {}, reset = {} }: { validate?: unknown; reset?: unknown } = {}) {
  const fake = fakeClient((method, path) => (path === VALIDATE ? validate : reset));
  renderScreen(<ResetPasswordPage />, {
    path: '/reset-password?token=abc',
    route: '/reset-password',
    client: fake.client,
  });
  return fake.calls;
}

async function fillPasswords(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  return user;
}

describe('ResetPasswordPage', () => {
  it('says the token is missing without asking the server, and offers a way back', async () => {
    const { client, calls } = fakeClient();
    renderScreen(<ResetPasswordPage />, { path: '/reset-password', client });
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing reset token');
    expect(calls).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('validates the token, then shows the invalid screen with a way to ask for a new link', async () => {
    const calls = renderReset({ validate: jsonResponse(400, { detail: 'Invalid or expired reset token' }) });
    expect(screen.getByText('Validating reset token...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired reset token');
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: VALIDATE,
      init: { params: { path: { token: 'abc' } } },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('shows the screen’s messages for empty, short, weak and unmatched passwords', async () => {
    renderReset({ validate: { email: 'sam@riverside.example', valid: true } });
    expect(await screen.findByText('Choose a new password for sam@riverside.example')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^New password/), 'Ab1!');
    expect(await screen.findByText('Must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'alllowercase');
    expect(
      await screen.findByText(
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirm new password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('toggles each password between hidden and shown', async () => {
    renderReset({ validate: { email: 'sam@riverside.example', valid: true } });
    const password = await screen.findByLabelText(/^New password/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('resets the password and offers the way to sign in', async () => {
    const calls = renderReset({ validate: { email: 'sam@riverside.example', valid: true } });
    const user = await fillPasswords('New-Stage-2026!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Password reset successfully! You can now log in with your new password.'),
    ).toBeInTheDocument();
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/auth/reset-password',
      init: { body: { token: 'abc', new_password: 'New-Stage-2026!' } },
    });
    await user.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it.each([
    [jsonResponse(400, { detail: 'Invalid or expired reset token' }), 'Invalid or expired reset token'],
    [jsonResponse(500, {}), 'Failed to reset password. Please try again.'],
  ])('shows the server detail or the fallback when the reset fails', async (answer, message) => {
    renderReset({ validate: { email: 'sam@riverside.example', valid: true }, reset: answer });
    const user = await fillPasswords('New-Stage-2026!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });
});
