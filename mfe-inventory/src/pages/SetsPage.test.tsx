import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { fakeClient, jsonResponse, renderWithPlatform, testUser } from '@scenedock/ui/testing';
import { formatDate, type Role } from '@scenedock/ui';
import { aBooking, anAvailability, aSet, dayFromToday, queryOf } from '../test/fixtures';
import { SetsPage } from './SetsPage';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

const onLoan = aSet({
  current_production_id: null,
  availability: anAvailability({
    current: aBooking({
      kind: 'loan',
      state: 'out',
      item_type: 'set_piece',
      item_id: 3,
      holder: 'Westbrook High',
      production_id: null,
      follows_production: false,
      lending_id: 6,
      borrower_department_id: 2,
      starts_on: dayFromToday(-5),
      ends_on: dayFromToday(6),
    }),
  }),
});

function renderSets(role: Role = 'admin') {
  const user = testUser({
    departmentRole: role,
    departments: [{ id: 1, name: 'Riverside High School Drama', role, time_zone: 'UTC' }],
  });
  const fake = fakeClient((method, path) => {
    if (path === '/sets') return jsonResponse(200, [onLoan], { 'X-Total-Count': '1' });
    if (path === '/bookings') return jsonResponse(200, [], { 'X-Total-Count': '0' });
    if (path === '/sets/export') return new Blob(['ID,Name\r\n']);
    return {};
  });
  renderWithPlatform(<SetsPage />, { path: '/sets', client: fake.client, user });
  return { calls: fake.calls, user: userEvent.setup() };
}

beforeEach(() => jest.clearAllMocks());

describe('SetsPage', () => {
  it('shows dimensions, pieces, N/A for no location, six components then +N more', async () => {
    renderSets();
    const card = await screen.findByRole('article', { name: 'Victorian Parlour' });
    expect(card).toHaveTextContent('Dimensions:24ft x 12ft');
    expect(card).toHaveTextContent('Pieces:9');
    expect(card).toHaveTextContent('Location:N/A');
    expect(
      within(card).getByText(`On loan to Westbrook High until ${formatDate(dayFromToday(6))}`),
    ).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Back wall', 'Left wall', 'Right wall', 'Door', 'Window', 'Fireplace', '+2 more']);
    // Seen as 'View Details' (the name is for screen readers only), heard as 'View Victorian Parlour'.
    expect(within(card).getByRole('link', { name: 'View Victorian Parlour' })).toHaveTextContent(
      'View Victorian Parlour Details',
    );
  });

  it('searches when Search is pressed (or Enter), and says how many it found', async () => {
    const { user, calls } = renderSets();
    await screen.findByRole('article', { name: 'Victorian Parlour' });
    const box = screen.getByRole('searchbox', { name: 'Search sets' });
    expect(box).toHaveAttribute('placeholder', 'Search sets by name, description, or components...');
    await user.type(box, 'door');
    expect(calls.filter((c) => c.path === '/sets')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(queryOf(calls.filter((c) => c.path === '/sets').at(-1)?.init).search).toBe('door'),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Found 1 sets'));
    expect(
      screen.getByText('Showing 1 sets for Riverside High School Drama matching "door"'),
    ).toBeInTheDocument();
  });

  it('leads to the set piece’s own page', async () => {
    renderSets();
    const card = await screen.findByRole('article', { name: 'Victorian Parlour' });
    expect(within(card).getByRole('link', { name: 'View Victorian Parlour' })).toHaveAttribute(
      'href',
      '/sets/3',
    );
  });

  it('asks for the set pieces free from the chosen day, and keeps it in the box', async () => {
    const { user, calls } = renderSets();
    await screen.findByRole('article', { name: 'Victorian Parlour' });
    await user.type(screen.getByLabelText('Available from'), '2027-01-05');
    await waitFor(() =>
      expect(queryOf(calls.filter((c) => c.path === '/sets').at(-1)?.init)).toEqual({
        skip: 0,
        limit: 24,
        available_from: '2027-01-05',
      }),
    );
    expect(screen.getByLabelText('Available from')).toHaveValue('2027-01-05');
  });

  it('shows a student no add, edit or delete controls', async () => {
    renderSets('student');
    await screen.findByRole('article', { name: 'Victorian Parlour' });
    expect(screen.queryByRole('button', { name: 'Add New Set' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Victorian Parlour' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Victorian Parlour' })).not.toBeInTheDocument();
  });

  it('exports the set pieces matching the search that is on, with Import CSV for managers only', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:sets');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, calls } = renderSets('manager');
    await screen.findByRole('article', { name: 'Victorian Parlour' });
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search sets' }), 'parlour{Enter}');
    await waitFor(() =>
      expect(queryOf(calls.filter((c) => c.path === '/sets').at(-1)?.init).search).toBe('parlour'),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
    expect(calls.find((c) => c.path === '/sets/export')?.init).toEqual({
      params: { query: { search: 'parlour', sort: 'newest' } },
      parseAs: 'blob',
    });
  });
});
