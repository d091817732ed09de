import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { fakeClient, jsonResponse } from '@scenedock/ui/testing';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { renderScreen } from '../test/render';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

function renderDialog(answer: unknown = {}) {
  const fake = fakeClient(() => answer);
  const onClose = jest.fn();
  renderScreen(<ForgotPasswordDialog open onClose={onClose} />, { path: '/login', client: fake.client });
  return { calls: fake.calls, onClose, user: userEvent.setup() };
}

describe('ForgotPasswordDialog', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the screen’s messages for a missing and a malformed email', async () => {
    const { user, calls } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks for a reset email, says it was sent and closes', async () => {
    const { user, calls, onClose } = renderDialog();
    await user.type(await screen.findByLabelText(/^Email/), 'sam@riverside.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Password reset email sent! Check your inbox.'),
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/auth/request-password-reset',
        init: { body: { email: 'sam@riverside.example' } },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    [jsonResponse(429, { detail: 'Too many requests' }), 'Too many requests'],
    [jsonResponse(500, {}), 'Failed to send password reset email. Please try again.'],
  ])('shows the server detail or the fallback when sending fails (%#)', async (answer, message) => {
    const { user, onClose } = renderDialog(answer);
    await user.type(await screen.findByLabelText(/^Email/), 'sam@riverside.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(onClose).not.toHaveBeenCalled();
  });
});
