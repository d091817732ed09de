import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@scenedock/ui';
import { fakeClient, jsonResponse, renderWithPlatform, testUser } from '@scenedock/ui/testing';
import { ProductionsPage } from './ProductionsPage';
import { production, queryOf } from '../test/fixtures';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

const HOLDS_WOODS = `Holds items ${formatDate('2027-01-05')} – ${formatDate('2027-01-20')}`;

const list = [
  production({ status: 'active', props_count: 6, sets_count: 2 }),
  production({ id: 8, title: 'Twelfth Night', status: 'cancelled', start_date: null, end_date: null }),
];

function renderPage(
  role: string,
  answer: () => unknown = () => jsonResponse(200, list, { 'X-Total-Count': '2' }),
) {
  const fake = fakeClient((method, path) => (path === '/productions' ? answer() : production()));
  const user = testUser({
    departmentRole: role,
    departments: [{ id: 1, name: 'Riverside High School Drama', role, time_zone: 'UTC' }],
  } as Parameters<typeof testUser>[0]);
  renderWithPlatform(<ProductionsPage />, { path: '/productions', client: fake.client, user });
  return { calls: fake.calls, user: userEvent.setup() };
}

describe('Productions page', () => {
  it('shows a student the productions but no New, Edit, Delete or Manage Items controls', async () => {
    renderPage('student');
    expect(await screen.findByRole('heading', { name: 'Into the Woods', level: 3 })).toBeInTheDocument();
    // View Details opens the production's page (its details and pull list).
    expect(screen.getByRole('link', { name: 'View Details of Into the Woods' })).toHaveAttribute(
      'href',
      '/productions/7',
    );
    expect(screen.getByRole('link', { name: 'View Details of Twelfth Night' })).toHaveAttribute(
      'href',
      '/productions/8',
    );
    expect(screen.queryByRole('button', { name: 'New Production' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Manage Items/ })).not.toBeInTheDocument();
  });

  it('gives an assistant Manage Items only, and a director everything', async () => {
    renderPage('assistant');
    expect(await screen.findAllByRole('button', { name: /^Manage Items/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('gives a director New Production, Edit and Delete', async () => {
    renderPage('director');
    expect(await screen.findByRole('button', { name: 'New Production' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Into the Woods' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Twelfth Night' })).toBeInTheDocument();
  });

  it('shows card facts: status badge, progress by status, the item counts and the days items are held', async () => {
    renderPage('student');
    const progress = await screen.findByRole('progressbar', { name: 'Into the Woods progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByRole('progressbar', { name: 'Twelfth Night progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const woods = screen.getByRole('article', { name: 'Into the Woods' });
    expect(within(woods).getByText('Active')).toBeInTheDocument();
    expect(within(woods).getByText('6')).toBeInTheDocument(); // props
    expect(within(woods).getByText(HOLDS_WOODS)).toBeInTheDocument();
    const twelfth = screen.getByRole('article', { name: 'Twelfth Night' });
    expect(within(twelfth).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Dates not set')).toBeInTheDocument();
    expect(
      within(twelfth).getByText(
        'This production has no dates: items are held from the day they are added until they are removed',
      ),
    ).toBeInTheDocument();
  });

  it('asks the server to filter by search and status, 24 a page', async () => {
    const { calls, user } = renderPage('student');
    await screen.findByRole('heading', { name: 'Into the Woods', level: 3 });
    await user.type(screen.getByRole('searchbox', { name: 'Search productions' }), 'woods');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.map((c) => queryOf(c.init))).toContainEqual({
        search: 'woods',
        status: 'active',
        skip: 0,
        limit: 24,
      }),
    );
  });

  it('says when nothing matches', async () => {
    renderPage('student', () => jsonResponse(200, [], { 'X-Total-Count': '0' }));
    expect(await screen.findByText('No productions found')).toBeInTheDocument();
  });

  it('explains a failed load by status', async () => {
    renderPage('student', () => jsonResponse(403, { detail: 'nope' }));
    expect(await screen.findByText('You do not have permission to view productions.')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch productions. Please try again.')).toBeInTheDocument();
  });
});
