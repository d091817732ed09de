import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from './LoginPage';
import { renderScreen } from '../test/render';

describe('LoginPage', () => {
  it('shows the screen’s messages for a missing email and a short password, and keeps submit disabled', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    await user.click(await screen.findByLabelText(/^Email/));
    await user.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.tab();
    expect(await screen.findByText('Must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('signs in with remember-me as ticked and shows the server detail when sign-in fails', async () => {
    const user = userEvent.setup();
    const signIn = jest.fn().mockRejectedValueOnce(new Error('Incorrect email or password'));
    renderScreen(<LoginPage />, { path: '/login', session: { signIn } });
    await user.type(await screen.findByLabelText(/^Email/), 'director@riverside.example');
    await user.type(screen.getByLabelText(/^Password/), 'Stage-Door-2026!');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith({
        email: 'director@riverside.example',
        password: 'Stage-Door-2026!',
        remember: false,
      }),
    );
  });

  it('toggles the password between hidden and shown', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
