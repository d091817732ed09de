import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { fakeClient, jsonResponse } from '@scenedock/ui/testing';
import { SetupPasswordPage } from './SetupPasswordPage';
import { renderScreen } from '../test/render';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

const VALIDATE = '/users/validate-invitation/{token}';
const INVITATION = {
  user: { id: 7, email: 'jo@riverside.example', first_name: 'Jo', last_name: 'Rivera' },
  department: { id: 1, name: 'Riverside High School Drama' },
};
const TOKENS = { access_token: 'access', refresh_token: 'refresh', token_type: 'bearer' };
const STRONG = 'Stage-Door-2026!';

function renderSetup({
  validate = INVITATION,
  setup = {},
  startSession = jest.fn(),
}: { validate?: unknown; setup?: unknown; startSession?: jest.Mock } = {}) {
  const fake = fakeClient((method, path) => (path === VALIDATE ? validate : setup));
  renderScreen(<SetupPasswordPage />, {
    path: '/setup-password/tok-123',
    route: '/setup-password/:token',
    client: fake.client,
    session: { startSession },
  });
  return { calls: fake.calls, startSession };
}

async function choosePassword(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  return user;
}

const requirement = (label: string) => screen.getByText(label).closest('li')!;

describe('SetupPasswordPage', () => {
  it('says the link is invalid when it carries no token', async () => {
    renderScreen(<SetupPasswordPage />, { path: '/setup-password', route: '/setup-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid invitation link');
  });

  it.each([
    [404, 'This invitation link is invalid or has expired.'],
    [410, 'This invitation has already been used.'],
    [500, 'Unable to validate invitation. Please contact your administrator.'],
  ])('after validating, shows the invalid screen for a %i with a way to sign in', async (status, message) => {
    const { calls } = renderSetup({ validate: jsonResponse(status, { detail: 'server words' }) });
    expect(screen.getByText('Validating invitation...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: VALIDATE,
      init: { params: { path: { token: 'tok-123' } } },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('greets the invitee and ticks the requirements off as they type', async () => {
    renderSetup();
    expect(await screen.findByRole('heading', { name: 'Welcome, Jo!' })).toBeInTheDocument();
    expect(screen.getByText(/invited to join Riverside High School Drama/)).toBeInTheDocument();
    expect(requirement('At least 8 characters')).toHaveTextContent('At least 8 characters: not met');
    expect(requirement('One uppercase letter')).toHaveTextContent('One uppercase letter: not met');
    await userEvent.setup().type(screen.getByLabelText(/^Password/), 'stage1');
    expect(requirement('One lowercase letter')).toHaveTextContent('One lowercase letter: met');
    expect(requirement('One number')).toHaveTextContent('One number: met');
    expect(requirement('At least 8 characters')).toHaveTextContent('At least 8 characters: not met');
    expect(requirement('One special character')).toHaveTextContent('One special character: not met');
  });

  it('keeps submit disabled and says why until the password is strong and confirmed', async () => {
    renderSetup();
    const user = await choosePassword('weakpass', 'other');
    const submit = screen.getByRole('button', { name: 'Set Password' });
    expect(submit).toBeDisabled();
    await user.tab();
    expect(screen.getByText('Please ensure your password meets all requirements.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), STRONG);
    expect(screen.queryByText('Please ensure your password meets all requirements.')).not.toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), STRONG);
    expect(screen.queryByText('Passwords do not match.')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it.each([
    [jsonResponse(400, { detail: 'Password is too common' }), 'Password is too common'],
    [jsonResponse(400, {}), 'Invalid password format.'],
    [
      jsonResponse(410, { detail: 'Invitation already used' }),
      'This invitation has expired or already been used.',
    ],
    [jsonResponse(500, { detail: 'boom' }), 'Failed to set up password. Please try again.'],
  ])('shows the screen’s message when setup fails (%#)', async (answer, message) => {
    const { startSession } = renderSetup({ setup: answer });
    const user = await choosePassword(STRONG);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(startSession).not.toHaveBeenCalled();
  });

  it('signs the user in, then walks the five-step tour and lands on the dashboard', async () => {
    const { calls, startSession } = renderSetup({ setup: { tokens: TOKENS, user: INVITATION.user } });
    const user = await choosePassword(STRONG);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    const tour = await screen.findByRole('dialog', { name: 'Welcome to Scenedock' });
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/users/setup-password',
      init: { body: { token: 'tok-123', password: STRONG } },
    });
    expect(startSession).toHaveBeenCalledWith(TOKENS);
    expect(within(tour).getByText('Step 1 of 5')).toBeInTheDocument();
    expect(within(tour).queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Inventory management' })).toHaveTextContent('Step 2 of 5');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    for (const title of [
      'Inventory management',
      'Production tracking',
      'Inter-department lending',
      'Stay connected',
    ]) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('closing the tour also goes to the dashboard', async () => {
    renderSetup({ setup: { tokens: TOKENS, user: INVITATION.user } });
    const user = await choosePassword(STRONG);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('sends the user to sign in by hand when the new session cannot load', async () => {
    const startSession = jest.fn().mockRejectedValue(new Error('no user'));
    renderSetup({ setup: { tokens: TOKENS, user: INVITATION.user }, startSession });
    const user = await choosePassword(STRONG);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to load user data. Please try logging in again.');
  });
});
