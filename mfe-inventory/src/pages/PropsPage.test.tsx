import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { fakeClient, jsonResponse, renderWithPlatform, testUser } from '@scenedock/ui/testing';
import { formatDate, type Role } from '@scenedock/ui';
import { aBooking, anAvailability, aProp, dayFromToday, queryOf } from '../test/fixtures';
import { csvFile, fakeLayout } from '../test/layout';
import { PropsPage } from './PropsPage';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

const inUse = aProp({
  id: 8,
  name: 'Wooden Sword',
  category: 'weapons',
  condition: 'poor',
  current_production_id: 4,
  tags: null,
  availability: anAvailability({
    current: aBooking({ item_id: 8, starts_on: dayFromToday(-3), ends_on: dayFromToday(4) }),
  }),
});

function renderProps(
  role: Role = 'admin',
  respond?: (method: string, path: string, init: unknown) => unknown,
) {
  const user = testUser({
    departmentRole: role,
    departments: [{ id: 1, name: 'Riverside High School Drama', role, time_zone: 'UTC' }],
  });
  const fake = fakeClient(
    respond ??
      ((method, path) => {
        if (path === '/props') return jsonResponse(200, [aProp(), inUse], { 'X-Total-Count': '2' });
        if (path === '/bookings') return jsonResponse(200, [], { 'X-Total-Count': '0' });
        return {};
      }),
  );
  renderWithPlatform(<PropsPage />, { path: '/props', client: fake.client, user });
  return { calls: fake.calls, user: userEvent.setup() };
}

const listCalls = (calls: { method: string; path: string; init: unknown }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/props').map((c) => queryOf(c.init));

// The progress view follows a job live over its socket: here it only has to open for the new job.
jest.mock('../imports/progress/ImportProgressDialog', () => ({
  ImportProgressDialog: ({ jobId, open }: { jobId: number; open: boolean }) =>
    open ? <p>Progress of import job {jobId}</p> : null,
}));

fakeLayout();

beforeEach(() => jest.clearAllMocks());

describe('PropsPage', () => {
  it('shows the cards with the server total, condition and what holds each item today', async () => {
    renderProps();
    expect(screen.getByRole('heading', { name: 'Props Inventory', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Showing 2 props for Riverside High School Drama')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Wooden Sword' });
    expect(within(card).getByText('Poor')).toBeInTheDocument();
    expect(
      within(card).getByText(`In use — Into the Woods until ${formatDate(dayFromToday(4))}`),
    ).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Weapons illustration' })).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'Brass Candelabra' });
    expect(within(first).getByText('Available')).toBeInTheDocument();
    // first three tags only
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['period', 'ornate', 'fragile']);
  });

  it('shows a student no add, edit or delete controls', async () => {
    renderProps('student');
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    expect(screen.getByRole('link', { name: 'View Brass Candelabra' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New Prop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('lets an assistant edit but not delete, and a manager do both', async () => {
    renderProps('assistant');
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    expect(screen.getByRole('button', { name: 'Add New Prop' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Brass Candelabra' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Brass Candelabra' })).not.toBeInTheDocument();
  });

  it("says 'at least' when the server's count of a long search stopped early, and pages on with Next", async () => {
    const page = Array.from({ length: 24 }, (_, i) => aProp({ id: 100 + i, name: `Lantern ${i}` }));
    const { user, calls } = renderProps('admin', (method, path) =>
      path === '/props'
        ? jsonResponse(200, page, { 'X-Total-Count': '124', 'X-Total-Count-Exact': 'false' })
        : {},
    );
    expect(await screen.findByText('Showing 124+ props for Riverside High School Drama')).toBeInTheDocument();
    expect(screen.getByText('1–24 of 124+')).toBeInTheDocument();
    // Paging scrolls back to the top of the results; jsdom has no layout to scroll.
    Element.prototype.scrollIntoView = jest.fn();
    try {
      await user.click(screen.getByRole('button', { name: /next/i }));
      await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ skip: 24, limit: 24 }));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('sends the search (after a pause in typing), tags, category and availability to the server', async () => {
    const { user, calls } = renderProps();
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    expect(listCalls(calls)[0]).toEqual({ skip: 0, limit: 24 });
    await user.type(screen.getByRole('searchbox', { name: 'Search props' }), 'candle');
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ skip: 0, limit: 24, search: 'candle' }));
    // one request for the whole word, not one per letter
    expect(listCalls(calls).filter((q) => q.search)).toHaveLength(1);
    expect(
      await screen.findByText('Showing 2 props for Riverside High School Drama matching "candle"'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'vintage' }));
    await user.click(screen.getByRole('button', { name: 'fragile' }));
    expect(screen.getByRole('button', { name: 'fragile' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByLabelText('Category'), 'weapons');
    await user.selectOptions(screen.getByLabelText('Availability'), 'in_production');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({
        skip: 0,
        limit: 24,
        search: 'candle',
        tags: 'vintage,fragile',
        category: 'weapons',
        in_production: true,
      }),
    );
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ skip: 0, limit: 24 }));
    expect(screen.getByRole('searchbox', { name: 'Search props' })).toHaveValue('');
  });

  it('filters by a tag of the department’s own, typed in beside the suggested list', async () => {
    const { user, calls } = renderProps();
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    await user.type(screen.getByRole('textbox', { name: 'Filter by another tag' }), 'maritime{Enter}');
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ skip: 0, limit: 24, tags: 'maritime' }));
    expect(screen.getByRole('button', { name: 'maritime' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'maritime' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ skip: 0, limit: 24 }));
  });

  it('asks for the items free from one day to another, keeps the days in the address, and clears them', async () => {
    const { user, calls } = renderProps();
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    await user.type(screen.getByLabelText('Available from'), '2026-12-06');
    await user.type(screen.getByLabelText('Available to'), '2026-12-14');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({
        skip: 0,
        limit: 24,
        available_from: '2026-12-06',
        available_to: '2026-12-14',
      }),
    );
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ skip: 0, limit: 24 }));
    expect(screen.getByLabelText('Available from')).toHaveValue('');
    expect(screen.getByLabelText('Available to')).toHaveValue('');
  });

  it('refuses an Available to before Available from, with a message', async () => {
    const { user, calls } = renderProps();
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    await user.type(screen.getByLabelText('Available from'), '2026-12-06');
    await waitFor(() => expect(listCalls(calls).at(-1)?.available_from).toBe('2026-12-06'));
    await user.type(screen.getByLabelText('Available to'), '2026-12-01');
    expect(await screen.findByText('The last day cannot be before the first day')).toBeInTheDocument();
    expect(screen.getByLabelText('Available to')).toHaveValue('');
    expect(listCalls(calls).some((q) => q.available_to)).toBe(false);
  });

  it('leads from the card’s name and View to the prop’s page, remembering the list’s address', async () => {
    const { user } = renderProps();
    const card = await screen.findByRole('article', { name: 'Brass Candelabra' });
    expect(within(card).getByRole('link', { name: 'Brass Candelabra' })).toHaveAttribute('href', '/props/7');
    const view = within(card).getByRole('link', { name: 'View Brass Candelabra' });
    expect(view).toHaveAttribute('href', '/props/7');
    await user.click(view);
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('deletes a prop after the confirmation', async () => {
    const { user, calls } = renderProps();
    await user.click(await screen.findByRole('button', { name: 'Delete Brass Candelabra' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Prop' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete "Brass Candelabra"? This action cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/props/{id}')).toBe(true),
    );
    expect(toast.success).toHaveBeenCalledWith('Prop "Brass Candelabra" deleted successfully!');
  });

  it('says so when nothing matches, and when the list cannot be loaded', async () => {
    renderProps('admin', () => jsonResponse(200, [], { 'X-Total-Count': '0' }));
    expect(await screen.findByRole('heading', { name: 'No props found' })).toBeInTheDocument();
  });

  it('shows the inline error with Try Again and the toast when loading fails', async () => {
    renderProps('admin', () => jsonResponse(500, { detail: 'boom' }));
    expect(await screen.findByText('Failed to fetch props. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to load props');
  });
});

describe('PropsPage CSV buttons', () => {
  function renderAt(path: string, role: Role = 'manager') {
    const user = testUser({
      departmentRole: role,
      departments: [{ id: 1, name: 'Riverside High School Drama', role, time_zone: 'UTC' }],
    });
    const fake = fakeClient((method, path) => {
      if (path === '/props') return jsonResponse(200, [aProp()], { 'X-Total-Count': '1' });
      if (path === '/props/export') return new Blob(['ID,Name\r\n7,Brass Candelabra\r\n']);
      if (path === '/props/bulk-import') return jsonResponse(202, { id: 31, status: 'pending' });
      return {};
    });
    const rendered = renderWithPlatform(<PropsPage />, { path, route: '/props', client: fake.client, user });
    return { calls: fake.calls, router: rendered.router, user: userEvent.setup() };
  }

  it('offers Import CSV to managers and up only; Export CSV and Import History to everyone', async () => {
    renderAt('/props', 'assistant');
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import History' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
  });

  it('exports every prop matching the filters on screen, not just the page', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:props');
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user, calls } = renderAt(
      '/props?q=lamp&category=lighting&availability=available&page=2',
      'student',
    );
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toEqual(['props-export.csv']));
    click.mockRestore();
    const exported = calls.find((c) => c.path === '/props/export');
    expect(exported?.init).toEqual({
      params: { query: { search: 'lamp', category: 'lighting', available: true, sort: 'newest' } },
      parseAs: 'blob',
    });
  });

  it('reads the available days from the address', async () => {
    const { calls } = renderAt('/props?available_from=2026-12-06&available_to=2026-12-14');
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    const query = queryOf(calls.find((c) => c.path === '/props')?.init);
    expect(query).toMatchObject({ available_from: '2026-12-06', available_to: '2026-12-14' });
    expect(screen.getByLabelText('Available from')).toHaveValue('2026-12-06');
  });

  it('says so when the export fails', async () => {
    const user = userEvent.setup();
    const fake = fakeClient((method, path) =>
      path === '/props' ? jsonResponse(200, [aProp()], { 'X-Total-Count': '1' }) : jsonResponse(500, {}),
    );
    renderWithPlatform(<PropsPage />, { path: '/props', client: fake.client });
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to export props'));
  });

  it('goes to the import history', async () => {
    const { user, router } = renderAt('/props');
    await user.click(await screen.findByRole('button', { name: 'Import History' }));
    expect(router.state.location.pathname).toBe('/import-history');
  });

  it('imports a file and then shows the new job’s progress', async () => {
    const { user, calls } = renderAt('/props');
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Props from CSV' });
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      csvFile('Name,Category,Condition\nBrass Lamp,lighting,good\n'),
    );
    await within(dialog).findByText('1 row ready to import.');
    await user.click(within(dialog).getByRole('button', { name: 'Start Import' }));
    expect(await screen.findByText('Progress of import job 31')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Import Props from CSV' })).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Import job started with ID: 31');
    expect(calls.filter((c) => c.path === '/props/bulk-import')).toHaveLength(1);
  });
});
