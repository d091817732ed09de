import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, jsonResponse } from '@scenedock/ui/testing';
import { LoginPage } from './LoginPage';
import { goToProvider } from '../session/schoolSignIn';
import type { Session } from '../session/SessionProvider';
import { renderScreen } from '../test/render';

jest.mock('../session/schoolSignIn', () => ({
  ...jest.requireActual<object>('../session/schoolSignIn'),
  goToProvider: jest.fn(),
}));

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

describe('LoginPage: school sign-in', () => {
  const lakeside = { id: 'school', name: 'Lakeside School' };
  const tokens = { access_token: 'a', refresh_token: 'r', token_type: 'bearer' };

  beforeEach(() => jest.mocked(goToProvider).mockClear());

  function renderLogin(
    path: string,
    respond: (method: string, path: string, init: unknown) => unknown,
    session: Partial<Session> = {},
  ) {
    const fake = fakeClient(respond);
    const view = renderScreen(<LoginPage />, { path, route: '/login', client: fake.client, session });
    return { ...view, calls: fake.calls, user: userEvent.setup() };
  }

  const methods = (password: boolean) => (method: string, path: string) =>
    path === '/auth/methods'
      ? { password, providers: [lakeside] }
      : { authorization_url: 'https://idp.example/a' };

  it('offers a button per provider beside the password form, and goes to the provider', async () => {
    const { user, calls } = renderLogin('/login', methods(true));
    const button = await screen.findByRole('button', { name: 'Sign in with Lakeside School' });
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith('https://idp.example/a'));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/auth/oidc/{provider}/start',
      init: { params: { path: { provider: 'school' } }, body: { return_to: '/' } },
    });
    // Busy until the browser has left for the provider.
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the server’s words when the provider cannot be reached', async () => {
    const { user } = renderLogin('/login', (method, path) =>
      path === '/auth/methods'
        ? { password: true, providers: [lakeside] }
        : jsonResponse(503, {
            detail: 'Lakeside School cannot be reached right now.',
            code: 'provider_unavailable',
          }),
    );
    await user.click(await screen.findByRole('button', { name: 'Sign in with Lakeside School' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lakeside School cannot be reached right now.',
    );
    expect(screen.getByRole('button', { name: 'Sign in with Lakeside School' })).toBeEnabled();
    expect(goToProvider).not.toHaveBeenCalled();
  });

  it('shows only the providers when the server turned passwords off', async () => {
    renderLogin('/login', methods(false));
    expect(await screen.findByRole('button', { name: 'Sign in with Lakeside School' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('swaps the ticket for a session, clears it from the address and opens the page asked for', async () => {
    const signInWithTokens = jest.fn(() => Promise.resolve());
    const { router, calls } = renderLogin(
      '/login#sign_in_ticket=t-123&next=%2Fprops%2F7%3Fview%3Dlist',
      (method, path) =>
        path === '/auth/sign-in-ticket' ? tokens : { password: true, providers: [lakeside] },
      { signInWithTokens },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    await waitFor(() => expect(router.state.location.pathname).toBe('/props/7'));
    expect(router.state.location.search).toBe('?view=list');
    expect(signInWithTokens).toHaveBeenCalledWith(tokens);
    expect(calls.filter((c) => c.path === '/auth/sign-in-ticket')).toEqual([
      { method: 'POST', path: '/auth/sign-in-ticket', init: { body: { ticket: 't-123' } } },
    ]);
  });

  it.each(['//evil.example/x', 'https://evil.example/', 'props'])(
    'opens the dashboard instead of a next that is not a path of this app (%s)',
    async (next) => {
      const { router } = renderLogin(
        `/login#sign_in_ticket=t-1&next=${encodeURIComponent(next)}`,
        (method, path) => (path === '/auth/sign-in-ticket' ? tokens : {}),
        { signInWithTokens: () => Promise.resolve() },
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it('says so when the ticket was used or has expired, and offers the sign-in again', async () => {
    const signInWithTokens = jest.fn();
    const { router } = renderLogin(
      '/login#sign_in_ticket=old',
      (method, path) =>
        path === '/auth/sign-in-ticket'
          ? jsonResponse(400, { detail: 'The sign-in ticket is invalid', code: 'invalid_grant' })
          : { password: true, providers: [lakeside] },
      { signInWithTokens },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired or was already used. Please sign in again.',
    );
    expect(router.state.location.hash).toBe('');
    expect(await screen.findByRole('button', { name: 'Sign in with Lakeside School' })).toBeInTheDocument();
    expect(signInWithTokens).not.toHaveBeenCalled();
  });

  it.each([
    ['cancelled', 'Sign-in was cancelled.'],
    ['expired', 'That sign-in took too long or was started in another browser. Please try again.'],
    ['failed', 'Your school account could not be checked. Please try again.'],
    [
      'unverified-email',
      "Your school account did not confirm its email address, so it cannot open a Scenedock account. Ask your school's IT to verify it, or sign in with your password.",
    ],
    [
      'no-account',
      "No Scenedock account uses this school email yet. Ask your department's admin to invite you.",
    ],
    ['inactive', 'This account is inactive. Please contact your department administrator.'],
    ['already-linked', 'That school account is already linked to another Scenedock account.'],
    ['too-many', 'Too many sign-in attempts from this network. Please try again in a few minutes.'],
    ['something-new', 'School sign-in did not work. Please try again.'],
  ])('explains ?sign_in_error=%s and takes it out of the address', async (reason, sentence) => {
    const { router } = renderLogin(`/login?sign_in_error=${reason}`, methods(true));
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('alert')).toHaveTextContent(sentence);
  });
});
