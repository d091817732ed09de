import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, jsonResponse, renderWithPlatform, testUser } from '@scenedock/ui/testing';
import { formatDate, formatPeriod, type Role } from '@scenedock/ui';
import type { PhotoOut } from '../api/photos';
import type { ItemEventOut } from '../api/history';
import { aBooking, aProp, bodyOf, dayFromToday } from '../test/fixtures';
import { PropPage, SetPage } from './ItemPage';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

const photo = (id: number, position: number): PhotoOut => ({
  id,
  item_type: 'prop',
  item_id: 7,
  url: `/uploads/candelabra-${id}.jpg`,
  position,
  is_cover: position === 0,
  created_at: '2026-01-10T10:00:00.000Z',
});
const PHOTOS = [photo(1, 0), photo(2, 1), photo(3, 2)];

const production = aBooking({
  starts_on: dayFromToday(0),
  ends_on: dayFromToday(0),
  holder: 'Into the Woods',
});
const loan = aBooking({
  id: 42,
  kind: 'loan',
  state: 'held',
  holder: 'Westbrook High',
  production_id: null,
  follows_production: false,
  lending_id: 9,
  borrower_department_id: 2,
  starts_on: dayFromToday(0),
  ends_on: dayFromToday(0),
});

const EVENT: ItemEventOut = {
  id: 77,
  action: 'lending_approved',
  description: 'Lending approved: Riverside High School Drama → Westbrook High',
  starts_on: '2026-12-01',
  ends_on: '2026-12-14',
  asked_until: '2026-12-20',
  proposed_starts_on: null,
  proposed_ends_on: null,
  actor_name: 'Dana Lee',
  department_name: 'Riverside High School Drama',
  lending_id: 9,
  production_id: null,
  created_at: '2026-11-20T09:30:00.000Z',
};

/** A damage report of the item (docs/lending.md, "Damage reports"): its page lists it, linking the report. */
const DAMAGE = {
  id: 4,
  item_type: 'prop',
  item_id: 7,
  item_name: 'Brass Candelabra',
  department_id: 1,
  department_name: 'Riverside High School Drama',
  borrower_department_id: 2,
  borrower_department_name: 'Westbrook High',
  borrower_person_name: null,
  subject_type: 'lending',
  subject_id: 9,
  condition_before: 'good',
  condition_after: 'poor',
  status: 'open',
  resolution: null,
  resolution_note: null,
  resolved_by_name: null,
  resolved_at: null,
  resolved_condition: null,
  handover: null,
  return: null,
  can_resolve: true,
  can_comment: true,
  url: '/lending/damage?report=4',
  created_at: '2026-11-21T09:30:00.000Z',
};

function renderPage(
  role: Role = 'manager',
  respond: (method: string, path: string, init: unknown) => unknown = () => undefined,
  path = '/props/7',
) {
  const user = testUser({
    departmentRole: role,
    departments: [{ id: 1, name: 'Riverside High School Drama', role, time_zone: 'UTC' }],
  });
  const fake = fakeClient((method, p, init) => {
    const answer = respond(method, p, init);
    if (answer !== undefined) return answer;
    if (p === '/props/{id}' || p === '/sets/{id}') return aProp({ image_url: PHOTOS[0].url });
    if (p === '/photos' && method === 'GET') return PHOTOS;
    if (p === '/bookings' && method === 'GET') {
      return jsonResponse(200, [production, loan], { 'X-Total-Count': '2' });
    }
    if (p === '/bookings/history') return jsonResponse(200, [EVENT], { 'X-Total-Count': '1' });
    if (p === '/productions') return jsonResponse(200, [], { 'X-Total-Count': '0' });
    if (p === '/damage-reports') return jsonResponse(200, [DAMAGE], { 'X-Total-Count': '1' });
    return {};
  });
  const Page = path.startsWith('/sets') ? SetPage : PropPage;
  renderWithPlatform(<Page />, {
    path,
    route: path.startsWith('/sets') ? '/sets/:id' : '/props/:id',
    client: fake.client,
    user,
  });
  return { calls: fake.calls, user: userEvent.setup() };
}

beforeEach(() => jest.clearAllMocks());

describe('ItemPage', () => {
  it('shows the item’s fields, status, photos, calendar and history', async () => {
    const { calls } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Brass Candelabra', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    const facts = Object.fromEntries(
      [...details.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      Category: 'Decorative',
      Condition: 'Excellent',
      Location: 'Prop Closet',
      Tags: 'periodornatefragilevintage',
      Description: 'Five-arm candelabra, polished.',
    });
    const photos = await screen.findByRole('list', { name: 'Photos of Brass Candelabra' });
    expect(within(photos).getAllByRole('img')).toHaveLength(3);
    expect(within(photos).getByText('Cover')).toBeInTheDocument();

    const calendar = screen.getByRole('region', { name: "Brass Candelabra's bookings" });
    const toProduction = await within(calendar).findAllByRole('link', {
      name: /Into the Woods/,
      hidden: true,
    });
    expect(toProduction[0]).toHaveAttribute('href', '/productions/4');
    const toLoan = within(calendar).getAllByRole('link', { name: /Lent to Westbrook High/, hidden: true });
    expect(toLoan[0]).toHaveAttribute('href', '/lending?loan=9');
    expect(calls.find((c) => c.path === '/bookings')?.init).toMatchObject({
      params: { query: { item_type: 'prop', item_id: 7 } },
    });

    const history = await screen.findByTestId('item-history');
    // The days come as fields and are written in the reader's words.
    expect(history).toHaveTextContent(
      `Lending approved: Riverside High School Drama → Westbrook High, ${formatPeriod('2026-12-01', '2026-12-14')}; more time asked until ${formatDate('2026-12-20')}`,
    );
    expect(history).toHaveTextContent('Dana Lee, Riverside High School Drama');
    expect(calls.find((c) => c.path === '/bookings/history')?.init).toMatchObject({
      params: { query: { item_type: 'prop', item_id: 7, skip: 0, limit: 20 } },
    });
  });

  it('marks a loan’s damage report in the history', async () => {
    const damage: ItemEventOut = {
      ...EVENT,
      id: 78,
      action: 'damage_reported',
      description: '"Brass Lantern" came back poor (went out good): damage report opened',
      starts_on: null,
      ends_on: null,
      asked_until: null,
    };
    renderPage('manager', (_method, path) =>
      path === '/bookings/history' ? jsonResponse(200, [damage], { 'X-Total-Count': '1' }) : undefined,
    );
    const history = await screen.findByTestId('item-history');
    expect(history).toHaveTextContent(
      'Damage"Brass Lantern" came back poor (went out good): damage report opened',
    );
    // The Damage section lists the report, opening it on the damage screen.
    const section = screen.getByRole('region', { name: 'Damage' });
    const report = await within(section).findByRole('link', { name: 'Came back poor (went out good)' });
    expect(report).toHaveAttribute('href', '/lending/damage?report=4');
    expect(section).toHaveTextContent('from Westbrook High');
    expect(within(section).getByRole('link', { name: 'Open on the damage screen' })).toHaveAttribute(
      'href',
      '/lending/damage?item=prop:7&status=all',
    );
  });

  it('reorders the photos with Move earlier and Make cover, sending the whole new order', async () => {
    // The server keeps the order it was last sent.
    let stored = PHOTOS;
    const { user, calls } = renderPage('assistant', (method, path, init) => {
      if (method === 'PUT' && path === '/photos/order') {
        stored = (bodyOf(init).photo_ids as number[]).map((id, position) => photo(id, position));
        return stored;
      }
      return method === 'GET' && path === '/photos' ? stored : undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Move photo 2 of Brass Candelabra earlier' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((c) => c.method === 'PUT')?.init)).toEqual({
      item_type: 'prop',
      item_id: 7,
      photo_ids: [2, 1, 3],
    });
    await user.click(await screen.findByRole('button', { name: 'Make cover: photo 3 of Brass Candelabra' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(bodyOf(calls.filter((c) => c.method === 'PUT')[1].init).photo_ids).toEqual([3, 2, 1]);
  });

  it('gives a manager Edit, Book for a production, Lend and Delete', async () => {
    renderPage('manager');
    await screen.findByRole('heading', { name: 'Brass Candelabra', level: 1 });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lend to another department' })).toHaveAttribute(
      'href',
      '/lending?offer=prop:7',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book for a production' })).toBeInTheDocument();
  });

  it('hides every change from a student', async () => {
    renderPage('student');
    await screen.findByRole('list', { name: 'Photos of Brass Candelabra' });
    for (const name of ['Edit', 'Delete', 'Book for a production', 'Block dates']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Lend to another department' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Make cover|Move photo|Remove photo/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add a photo of Brass Candelabra')).not.toBeInTheDocument();
  });

  it('says the item was not found, with the way back to the list', async () => {
    renderPage(
      'manager',
      (method, path) =>
        path === '/sets/{id}'
          ? jsonResponse(404, { detail: 'Set piece not found', code: 'not_found' })
          : undefined,
      '/sets/999',
    );
    expect(await screen.findByRole('heading', { name: 'This set piece was not found' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /Back to sets/ });
    expect(links.every((link) => link.getAttribute('href') === '/sets')).toBe(true);
  });

  it('offers Try Again when the item fails to load', async () => {
    let failing = true;
    renderPage('student', (_method, path) =>
      path === '/props/{id}' && failing ? jsonResponse(500, { detail: 'Internal error' }) : undefined,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this prop');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Brass Candelabra', level: 1 })).toBeInTheDocument();
  });
});
