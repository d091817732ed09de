import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { currentUserKey, formatDate, type Role } from '@scenedock/ui';
import { fakeClient, jsonResponse, renderWithPlatform, testUser } from '@scenedock/ui/testing';
import type { ListSettings } from '../api/listSettings';
import {
  aBooking,
  anAvailability,
  aCostume,
  aProp,
  aSet,
  bodyOf,
  dayFromToday,
  queryOf,
} from '../test/fixtures';
import { CostumesPage } from './CostumesPage';
import { PropsPage } from './PropsPage';
import { SetsPage } from './SetsPage';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

beforeEach(() => jest.clearAllMocks());

const inUse = aProp({
  id: 8,
  name: 'Wooden Sword',
  category: 'weapons',
  condition: 'poor',
  location: null,
  current_production_id: 4,
  availability: anAvailability({
    current: aBooking({ item_id: 8, starts_on: dayFromToday(-3), ends_on: dayFromToday(4) }),
  }),
});

interface Options {
  path?: string;
  role?: Role;
  settings?: ListSettings;
  /** the answer to PUT /users/me/list-settings (default: the settings merged, as the server does) */
  saveAnswer?: (body: Partial<ListSettings>) => unknown;
  page?: () => unknown;
}

function renderProps({ path = '/props', role = 'admin', settings, saveAnswer, page }: Options = {}) {
  let stored: ListSettings = settings ?? { view: 'cards', sort: 'newest', page_size: 24 };
  const me = {
    ...testUser({
      departmentRole: role,
      departments: [{ id: 1, name: 'Riverside High School Drama', role, time_zone: 'UTC' }],
    }),
    ...(settings ? { list_settings: settings } : {}),
  };
  const fake = fakeClient((method, requested, init) => {
    if (requested === '/props')
      return page ? page() : jsonResponse(200, [aProp(), inUse], { 'X-Total-Count': '2' });
    if (method === 'PUT' && requested === '/users/me/list-settings') {
      const body = bodyOf(init) as Partial<ListSettings>;
      if (saveAnswer) return saveAnswer(body);
      stored = { ...stored, ...body };
      return stored;
    }
    return {};
  });
  const rendered = renderWithPlatform(<PropsPage />, {
    path,
    route: '/props',
    client: fake.client,
    user: me,
  });
  const lists = () =>
    fake.calls.filter((c) => c.method === 'GET' && c.path === '/props').map((c) => queryOf(c.init));
  const saves = () =>
    fake.calls
      .filter((c) => c.method === 'PUT' && c.path === '/users/me/list-settings')
      .map((c) => bodyOf(c.init));
  return { ...rendered, lists, saves, user: userEvent.setup() };
}

const viewButton = (name: 'Cards' | 'List') =>
  within(screen.getByRole('group', { name: 'View' })).getByRole('button', { name });

describe('the inventory lists’ view, order and page size', () => {
  it('start from the person’s saved settings (GET /users/me)', async () => {
    const { lists } = renderProps({ settings: { view: 'list', sort: 'name', page_size: 50 } });
    expect(await screen.findByRole('list', { name: 'Props' })).toBeInTheDocument();
    expect(lists()[0]).toEqual({ skip: 0, limit: 50, sort: 'name' });
    expect(viewButton('List')).toHaveAttribute('aria-pressed', 'true');
    expect(viewButton('Cards')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
    expect(screen.getByLabelText('Per page')).toHaveValue('50');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('start from the address’s sort and per_page over the saved ones, so a link keeps them', async () => {
    const { lists } = renderProps({
      path: '/props?sort=location&per_page=100&page=2',
      settings: { view: 'cards', sort: 'name', page_size: 50 },
    });
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    expect(lists()[0]).toEqual({ skip: 100, limit: 100, sort: 'location' });
    expect(screen.getByLabelText('Sort by')).toHaveValue('location');
    expect(screen.getByLabelText('Per page')).toHaveValue('100');
  });

  it('use the defaults without saved settings: cards, newest first (the server’s default), 24', async () => {
    const { lists } = renderProps();
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    expect(lists()[0]).toEqual({ skip: 0, limit: 24 });
    expect(viewButton('Cards')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
    expect(screen.getByLabelText('Per page')).toHaveValue('24');
  });

  it('switches to the list of rows, with each card’s facts, status line and actions, and saves it', async () => {
    const { user, saves, queryClient, router } = renderProps({ path: '/props?page=2', role: 'manager' });
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    await user.click(viewButton('List'));

    const rows = within(screen.getByRole('list', { name: 'Props' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    const [candelabra, sword] = rows;
    expect(within(candelabra).getByRole('link', { name: 'Brass Candelabra' })).toHaveAttribute(
      'href',
      '/props/7',
    );
    expect(within(candelabra).getByText('Decorative')).toBeInTheDocument();
    expect(within(candelabra).getByText('Excellent')).toBeInTheDocument();
    expect(within(candelabra).getByText('Prop Closet')).toBeInTheDocument();
    expect(within(candelabra).getByText('Available')).toBeInTheDocument();
    expect(within(sword).getByText('Poor')).toBeInTheDocument();
    expect(
      within(sword).getByText(`In use — Into the Woods until ${formatDate(dayFromToday(4))}`),
    ).toBeInTheDocument();
    expect(within(sword).getByText('none')).toBeInTheDocument();
    expect(within(sword).getByRole('link', { name: 'View Wooden Sword' })).toHaveAttribute(
      'href',
      '/props/8',
    );
    expect(within(sword).getByRole('button', { name: 'Edit Wooden Sword' })).toBeInTheDocument();

    expect(viewButton('List')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(saves()).toEqual([{ view: 'list' }]));
    await waitFor(() =>
      expect(
        queryClient.getQueryData<{ list_settings: ListSettings }>(currentUserKey)?.list_settings,
      ).toEqual({
        view: 'list',
        sort: 'newest',
        page_size: 24,
      }),
    );
    // The same items, shown otherwise: the page stays.
    expect(router.state.location.search).toBe('?page=2');

    // A row's Delete asks as a card's does.
    await user.click(within(sword).getByRole('button', { name: 'Delete Wooden Sword' }));
    expect(await screen.findByRole('dialog', { name: 'Delete Prop' })).toHaveTextContent('"Wooden Sword"');
  });

  it('shows a student the rows without Edit or Delete', async () => {
    renderProps({ role: 'student', settings: { view: 'list', sort: 'newest', page_size: 24 } });
    const list = await screen.findByRole('list', { name: 'Props' });
    expect(within(list).getByRole('link', { name: 'View Brass Candelabra' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
  });

  it('asks for the list by name when the sort changes, from page 1, and saves the sort', async () => {
    const { user, lists, saves, router } = renderProps({ path: '/props?page=3&q=lamp' });
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    expect(lists()[0]).toMatchObject({ skip: 48, limit: 24 });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'name');
    await waitFor(() => expect(lists().at(-1)).toEqual({ skip: 0, limit: 24, sort: 'name', search: 'lamp' }));
    await waitFor(() => expect(saves()).toEqual([{ sort: 'name' }]));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('name');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
  });

  it('asks for pages of 100 when the page size changes, keeps the filters, and saves it', async () => {
    const { user, lists, saves, router } = renderProps({ path: '/props?page=2&condition=poor' });
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    await user.selectOptions(screen.getByLabelText('Per page'), '100');
    await waitFor(() => expect(lists().at(-1)).toEqual({ skip: 0, limit: 100, condition: 'poor' }));
    await waitFor(() => expect(saves()).toEqual([{ page_size: 100 }]));
    expect(router.state.location.search).toBe('?condition=poor&per_page=100');
  });

  it('keeps the change on screen when it cannot be saved, and says so', async () => {
    const { user, lists } = renderProps({
      saveAnswer: () => jsonResponse(500, { detail: 'boom', code: 'internal_error' }),
    });
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    await user.click(viewButton('List'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'condition');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your list settings could not be saved'));
    expect(await screen.findByRole('list', { name: 'Props' })).toBeInTheDocument();
    expect(lists().at(-1)).toEqual({ skip: 0, limit: 24, sort: 'condition' });
    expect(screen.getByLabelText('Sort by')).toHaveValue('condition');
  });

  it('reads 100 rows in one request and shows them all', async () => {
    const page = Array.from({ length: 100 }, (_, i) => aProp({ id: 100 + i, name: `Lantern ${i}` }));
    const { lists } = renderProps({
      settings: { view: 'list', sort: 'name', page_size: 100 },
      page: () => jsonResponse(200, page, { 'X-Total-Count': '250' }),
    });
    const list = await screen.findByRole('list', { name: 'Props' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    expect(lists()).toEqual([{ skip: 0, limit: 100, sort: 'name' }]);
    expect(screen.getByText('1–100 of 250')).toBeInTheDocument();
  });
});

describe('the list rows of set pieces and costumes', () => {
  const listUser = {
    ...testUser(),
    list_settings: { view: 'list', sort: 'newest', page_size: 24 } satisfies ListSettings,
  };

  it('show a set piece’s dimensions and pieces, with View Details', async () => {
    const fake = fakeClient((method, path) =>
      path === '/sets' ? jsonResponse(200, [aSet()], { 'X-Total-Count': '1' }) : {},
    );
    renderWithPlatform(<SetsPage />, { path: '/sets', client: fake.client, user: listUser });
    const row = within(await screen.findByRole('list', { name: 'Sets' })).getByRole('listitem');
    expect(within(row).getByText('24ft x 12ft')).toBeInTheDocument();
    expect(within(row).getByText('9')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Victorian Parlour' })).toHaveTextContent(
      /^View.*Details$/,
    );
  });

  it('show a costume’s size and colour', async () => {
    const fake = fakeClient((method, path) =>
      path === '/costumes' ? jsonResponse(200, [aCostume()], { 'X-Total-Count': '1' }) : {},
    );
    renderWithPlatform(<CostumesPage />, { path: '/costumes', client: fake.client, user: listUser });
    const row = within(await screen.findByRole('list', { name: 'Costumes' })).getByRole('listitem');
    expect(within(row).getByText('One Size')).toBeInTheDocument();
    expect(within(row).getByText('Burgundy')).toBeInTheDocument();
    expect(within(row).getByText('Wardrobe')).toBeInTheDocument();
  });
});
