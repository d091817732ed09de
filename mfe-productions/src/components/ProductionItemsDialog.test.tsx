import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { formatDate, type CurrentUser } from '@scenedock/ui';
import { fakeClient, jsonResponse, renderWithPlatform, testUser } from '@scenedock/ui/testing';
import { ProductionItemsDialog } from './ProductionItemsDialog';
import { booking, production, prop, queryOf } from '../test/fixtures';
import type { Production } from '../api/productions';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

const day = formatDate;
const lanternBooking = booking();
const hamlet = booking({ id: 60, item_id: 3, holder: 'Hamlet', production_id: 9, starts_on: '2027-01-01' });
const repair = booking({
  id: 61,
  kind: 'block',
  item_id: 4,
  holder: 'Repair',
  production_id: null,
  follows_production: false,
  reason: 'repair',
  starts_on: '2027-01-02',
  ends_on: null,
});

interface Answers {
  post?: () => unknown;
  put?: (body: unknown) => unknown;
  del?: () => unknown;
  booked?: typeof lanternBooking;
}

function renderManager(answers: Answers = {}, options: { production?: Production; user?: CurrentUser } = {}) {
  const shown = options.production ?? production();
  const fake = fakeClient((method, path, init) => {
    if (method === 'POST') return answers.post?.() ?? booking({ id: 70, item_id: 2 });
    if (method === 'PUT') return answers.put?.((init as { body: unknown }).body) ?? booking();
    if (method === 'DELETE') return answers.del?.() ?? new Response(null, { status: 204 });
    if (path === '/productions/{id}') return shown;
    const query = queryOf(init);
    if (path === '/props' && query.production_id === 7)
      return [prop(1, 'Lantern', { production_booking: answers.booked ?? lanternBooking })];
    if (path === '/props' && query.period_of === 7 && query.available === true)
      // The production's own items are free on its days too: they are not offered again.
      return [prop(2, 'Wooden chair'), prop(1, 'Lantern', { production_booking: lanternBooking })];
    if (path === '/props' && query.period_of === 7 && query.available === false)
      return [
        prop(3, 'Crown', { clash: hamlet, current: hamlet, free_from: '2027-01-21' }),
        prop(4, 'Throne', { clash: repair, free_from: null }),
      ];
    if (path === '/sets' && query.period_of === 7 && query.available === true)
      return [
        {
          id: 5,
          name: 'Castle wall',
          pieces_count: 2,
          condition: 'good',
          availability: prop(5, '').availability,
        },
      ];
    return [];
  });
  renderWithPlatform(<ProductionItemsDialog production={shown} onClose={jest.fn()} />, {
    client: fake.client,
    user: options.user,
  });
  return { calls: fake.calls, user: userEvent.setup() };
}

const pane = (name: string) => screen.getByRole('region', { name: new RegExp(name) });

describe('Manage Production Items dialog', () => {
  beforeEach(() => jest.clearAllMocks());

  it.each([
    [production(), `Holds items ${day('2027-01-05')} – ${day('2027-01-20')}`],
    [production({ end_date: null }), `Holds items from ${day('2027-01-05')} until removed`],
    [production({ start_date: null }), `Holds items from the day they are added until ${day('2027-01-20')}`],
    [
      production({ start_date: null, end_date: null }),
      'This production has no dates: items are held from the day they are added until they are removed',
    ],
  ])('states the days the production holds its items (%#)', async (shown, line) => {
    renderManager({}, { production: shown });
    const dialog = await screen.findByRole('dialog', { name: 'Manage Production Items' });
    expect(dialog).toHaveAccessibleDescription(`Into the Woods ${line}`);
  });

  it('shows the production’s items with their days, what is free then, and what is held then by whom', async () => {
    const { calls } = renderManager();
    expect(await screen.findByRole('dialog', { name: 'Manage Production Items' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Props/, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Sets/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Costumes/ })).toBeInTheDocument();

    expect(await screen.findByRole('button', { name: 'Remove Lantern' })).toBeInTheDocument();
    expect(
      within(pane('In this production')).getByText(`${day('2027-01-05')} – ${day('2027-01-20')}`, {
        exact: false,
      }),
    ).toHaveTextContent('(production dates)');

    expect(await screen.findByRole('button', { name: 'Add Wooden chair' })).toBeInTheDocument();
    expect(within(pane('Free on these days')).queryByText('Lantern')).not.toBeInTheDocument();

    const held = pane('Held on these days');
    await within(held).findByText('Crown');
    expect(within(held).getByText(/Hamlet/)).toBeInTheDocument();
    expect(within(held).getByText(`Free from ${day('2027-01-21')}`)).toBeInTheDocument();
    expect(within(held).getByText(/repair/i)).toBeInTheDocument();
    expect(within(held).getByText('Until released')).toBeInTheDocument();
    expect(within(held).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Crown' })).not.toBeInTheDocument();

    const queries = calls.filter((c) => c.path === '/props').map((c) => queryOf(c.init));
    expect(queries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ production_id: 7 }),
        expect.objectContaining({ period_of: 7, available: true }),
        expect.objectContaining({ period_of: 7, available: false }),
      ]),
    );
  });

  it('adds an item with a production booking on the production’s days, and says so', async () => {
    const { user, calls } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Add Wooden chair' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        `Wooden chair added to production, held ${day('2027-01-05')} – ${day('2027-01-20')}`,
      ),
    );
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/bookings',
      init: { body: { kind: 'production', production_id: 7, item_type: 'prop', item_id: 2 } },
    });
    // The panes ask again: the chair is now the production's, no longer free.
    const posted = calls.findIndex((c) => c.method === 'POST');
    await waitFor(() =>
      expect(
        calls
          .slice(posted)
          .filter((c) => c.path === '/props')
          .map((c) => queryOf(c.init)),
      ).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ production_id: 7 }),
          expect.objectContaining({ period_of: 7, available: true }),
        ]),
      ),
    );
  });

  it('books a set piece as one on the Sets tab', async () => {
    const { user, calls } = renderManager();
    await user.click(await screen.findByRole('tab', { name: /Sets/ }));
    await user.click(await screen.findByRole('button', { name: 'Add Castle wall' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.init).toEqual({
      body: { kind: 'production', production_id: 7, item_type: 'set_piece', item_id: 5 },
    });
    await user.click(screen.getByRole('tab', { name: /Costumes/ }));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/costumes'));
  });

  it('removes an item by deleting its booking', async () => {
    const { user, calls } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Remove Lantern' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Lantern removed from production'));
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({
      method: 'DELETE',
      path: '/bookings/{id}',
      init: { params: { path: { id: 50 } } },
    });
  });

  it('changes an item’s days: the first and last day chosen, an empty last day meaning until removed', async () => {
    const { user, calls } = renderManager({
      put: (body) => booking({ ...(body as object), follows_production: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change days of Lantern' }));
    const form = screen.getByRole('form', { name: 'Days of Lantern' });
    const first = within(form).getByLabelText(/First day/);
    const last = within(form).getByLabelText(/Last day/);
    expect(first).toHaveValue('2027-01-05');
    expect(last).toHaveValue('2027-01-20');

    await user.clear(first);
    await user.type(first, '2027-01-06');
    await user.clear(last);
    await user.type(last, '2027-01-08');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        `Lantern now held ${day('2027-01-06')} – ${day('2027-01-08')}`,
      ),
    );
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/bookings/{id}',
      init: { params: { path: { id: 50 } }, body: { starts_on: '2027-01-06', ends_on: '2027-01-08' } },
    });
    expect(screen.queryByRole('form', { name: 'Days of Lantern' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change days of Lantern' }));
    const again = screen.getByRole('form', { name: 'Days of Lantern' });
    await user.clear(within(again).getByLabelText(/Last day/));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1].init).toMatchObject({
      body: { starts_on: '2027-01-05', ends_on: null },
    });
  });

  it('does not send a last day before the first', async () => {
    const { user, calls } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Change days of Lantern' }));
    const form = screen.getByRole('form', { name: 'Days of Lantern' });
    const last = within(form).getByLabelText(/Last day/);
    await user.clear(last);
    await user.type(last, '2027-01-01');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('The last day must be on or after the first day'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('puts an item back on the production’s dates, offered only when it has others', async () => {
    const { user, calls } = renderManager({
      booked: booking({ starts_on: '2027-01-06', ends_on: '2027-01-08', follows_production: false }),
    });
    expect(
      await within(pane('In this production')).findByText(`${day('2027-01-06')} – ${day('2027-01-08')}`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change days of Lantern' }));
    await user.click(screen.getByRole('button', { name: 'Use production dates' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.init).toEqual({
      params: { path: { id: 50 } },
      body: { follows_production: true },
    });
  });

  it('hides "Use production dates" for an item already on them', async () => {
    const { user } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Change days of Lantern' }));
    expect(screen.getByRole('form', { name: 'Days of Lantern' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use production dates' })).not.toBeInTheDocument();
  });

  it('shows the server’s words when the item is held on those days, naming the holder and free day', async () => {
    const detail =
      'Prop "Wooden chair" is booked for the production "Hamlet" until Jan 20, 2027; it is free from Jan 21, 2027';
    const { user } = renderManager({ post: () => jsonResponse(409, { detail, code: 'item_in_use' }) });
    await user.click(await screen.findByRole('button', { name: 'Add Wooden chair' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(detail));
  });

  it('shows the server’s words when new days clash, and keeps the form open', async () => {
    const detail =
      'Prop "Lantern" is on loan to Westbrook High until Jan 6, 2027; it is free from Jan 7, 2027';
    const { user } = renderManager({ put: () => jsonResponse(409, { detail, code: 'item_in_use' }) });
    await user.click(await screen.findByRole('button', { name: 'Change days of Lantern' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(detail));
    expect(screen.getByRole('form', { name: 'Days of Lantern' })).toBeInTheDocument();
  });

  it('falls back to the screen’s message when removing fails for another reason', async () => {
    const { user } = renderManager({ del: () => jsonResponse(500, {}) });
    await user.click(await screen.findByRole('button', { name: 'Remove Lantern' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to remove item from production'));
  });

  it('offers no changes to a student, who may only read', async () => {
    renderManager({}, { user: testUser({ departmentRole: 'student' }) });
    expect(await screen.findByText('Lantern')).toBeInTheDocument();
    expect(await screen.findByText('Wooden chair')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add|Remove|Change days/ })).not.toBeInTheDocument();
  });
});
