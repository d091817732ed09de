import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, jsonResponse, renderWithPlatform } from '@scenedock/ui/testing';
import UpcomingProductions from './UpcomingProductions';
import { production, queryOf } from '../test/fixtures';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

function renderPanel(answer: () => unknown) {
  const fake = fakeClient((method, path) => (path === '/productions' ? answer() : production()));
  renderWithPlatform(<UpcomingProductions />, { client: fake.client });
  return { calls: fake.calls, user: userEvent.setup() };
}

describe('Upcoming Productions panel', () => {
  it('previews at most 3 upcoming productions; one opens its detail dialog', async () => {
    const { calls, user } = renderPanel(() => [production()]);
    expect(screen.getByRole('heading', { name: 'Upcoming Productions' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Into the Woods/ }));
    expect(await screen.findByRole('dialog', { name: 'Into the Woods' })).toBeInTheDocument();
    expect(queryOf(calls[0].init)).toEqual({ upcoming: true, limit: 3 });
  });

  it('opens the Upcoming Productions dialog from View All', async () => {
    const { user } = renderPanel(() => []);
    expect(await screen.findByText('No upcoming productions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(await screen.findByRole('dialog', { name: 'Upcoming Productions' })).toBeInTheDocument();
  });

  it('says what went wrong and how to go on', async () => {
    renderPanel(() => jsonResponse(403, {}));
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.getByText('Click to try again or view all productions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all productions' })).toHaveAttribute(
      'href',
      '/productions',
    );
  });
});
