import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { fakeClient, jsonResponse, renderWithPlatform, testUser } from '@scenedock/ui/testing';
import { formatDate, formatPeriod, todayIso, type Role } from '@scenedock/ui';
import { aBooking, anAvailability, aProp, bodyOf, dayFromToday, queryOf } from '../test/fixtures';
import { AvailabilityStatus } from './AvailabilityStatus';
import { ItemBookings } from './ItemBookings';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

const production = aBooking({ starts_on: dayFromToday(-2), ends_on: dayFromToday(5) });
const request = aBooking({
  id: 42,
  kind: 'loan',
  state: 'requested',
  holder: 'Lakeside High',
  production_id: null,
  follows_production: false,
  lending_id: 9,
  borrower_department_id: 2,
  starts_on: dayFromToday(10),
  ends_on: dayFromToday(12),
});
const repair = aBooking({
  id: 43,
  kind: 'block',
  holder: 'Repair',
  reason: 'repair',
  production_id: null,
  follows_production: false,
  starts_on: dayFromToday(20),
  ends_on: null,
  note: 'Loose arm',
});

const prop = aProp({
  current_production_id: 4,
  availability: anAvailability({ current: production, next: request }),
});

function renderDetail(
  role: Role = 'assistant',
  respond: (method: string, path: string, init: unknown) => unknown = () => undefined,
) {
  const user = testUser({
    departmentRole: role,
    departments: [{ id: 1, name: 'Riverside High School Drama', role, time_zone: 'UTC' }],
  });
  const fake = fakeClient(
    (method, path, init) =>
      respond(method, path, init) ??
      (path === '/bookings' && method === 'GET'
        ? jsonResponse(200, [production, request, repair], { 'X-Total-Count': '3' })
        : {}),
  );
  // As the item page shows them: the status line, then the bookings.
  renderWithPlatform(
    <>
      <AvailabilityStatus item={prop} />
      <ItemBookings itemType="prop" itemId={prop.id} />
    </>,
    {
      client: fake.client,
      user,
    },
  );
  return { calls: fake.calls, user: userEvent.setup() };
}

const bookingReads = (calls: { method: string; path: string; init: unknown }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/bookings');

beforeEach(() => jest.clearAllMocks());

describe('the item page’s bookings', () => {
  it('shows what holds the item today as its status line, not its production id', async () => {
    renderDetail('student');
    await screen.findByRole('list', { name: 'Bookings' });
    expect(
      screen.getByText(`In use — Into the Woods until ${formatDate(production.ends_on)}`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Production #/)).not.toBeInTheDocument();
  });

  it('lists the item’s bookings from today on: kind, holder and days in the reader’s words', async () => {
    const { calls } = renderDetail('student');
    const list = await screen.findByRole('list', { name: 'Bookings' });
    expect(queryOf(bookingReads(calls)[0]?.init)).toEqual({
      item_type: 'prop',
      item_id: 7,
      from: todayIso(),
    });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(`Production: Into the Woods`);
    expect(rows[0]).toHaveTextContent(formatPeriod(production.starts_on, production.ends_on));
    expect(rows[1]).toHaveTextContent('Loan request: Lakeside High');
    expect(rows[1]).toHaveTextContent(formatPeriod(request.starts_on, request.ends_on));
    expect(rows[2]).toHaveTextContent('Blocked: Repair');
    expect(rows[2]).toHaveTextContent(`from ${formatDate(repair.starts_on)}`);
    expect(rows[2]).toHaveTextContent('Loose arm');
    expect(list).not.toHaveTextContent(/\d{4}-\d{2}-\d{2}/);
  });

  it('gives a student neither Block dates nor Remove', async () => {
    renderDetail('student');
    await screen.findByRole('list', { name: 'Bookings' });
    expect(screen.queryByRole('button', { name: 'Block dates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('lets an assistant block dates for a repair, then reads the bookings again', async () => {
    const { user, calls } = renderDetail('assistant', (method, path) =>
      method === 'POST' && path === '/bookings' ? jsonResponse(201, repair) : undefined,
    );
    await screen.findByRole('list', { name: 'Bookings' });
    await user.click(screen.getByRole('button', { name: 'Block dates' }));
    const form = await screen.findByRole('form', { name: 'Block dates' });
    expect(within(form).getByLabelText(/First day/)).toHaveValue(todayIso());
    await user.selectOptions(within(form).getByLabelText(/Reason/), 'Repair');
    await user.type(within(form).getByLabelText(/Last day/), dayFromToday(3));
    await user.type(within(form).getByLabelText('Note'), 'Loose arm');
    await user.click(within(form).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(bodyOf(calls.find((c) => c.method === 'POST')?.init)).toEqual({
      kind: 'block',
      item_type: 'prop',
      item_id: 7,
      reason: 'repair',
      starts_on: todayIso(),
      ends_on: dayFromToday(3),
      note: 'Loose arm',
    });
    await waitFor(() => expect(bookingReads(calls)).toHaveLength(2));
    expect(toast.success).toHaveBeenCalledWith('Dates blocked');
    expect(screen.queryByRole('form', { name: 'Block dates' })).not.toBeInTheDocument();
  });

  it('sends no last day for a block until further notice', async () => {
    const { user, calls } = renderDetail('assistant', (method, path) =>
      method === 'POST' && path === '/bookings' ? jsonResponse(201, repair) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Block dates' }));
    await user.selectOptions(screen.getByLabelText(/Reason/), 'Out of service');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(bodyOf(calls.find((c) => c.method === 'POST')?.init)).toMatchObject({
      reason: 'out_of_service',
      ends_on: null,
    });
  });

  it('shows the server’s sentence on the form when the days clash, and keeps the form open', async () => {
    const detail =
      'Brass Candelabra is held by Into the Woods until Mar 9, 2026; it is free from Mar 10, 2026.';
    const { user } = renderDetail('assistant', (method, path) =>
      method === 'POST' && path === '/bookings'
        ? jsonResponse(409, { detail, code: 'item_in_use' })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Block dates' }));
    const form = await screen.findByRole('form', { name: 'Block dates' });
    await user.selectOptions(within(form).getByLabelText(/Reason/), 'Cleaning');
    await user.click(within(form).getByRole('button', { name: 'Block' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(detail);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('refuses a last day before the first without asking the server', async () => {
    const { user, calls } = renderDetail('assistant');
    await user.click(await screen.findByRole('button', { name: 'Block dates' }));
    const form = await screen.findByRole('form', { name: 'Block dates' });
    await user.selectOptions(within(form).getByLabelText(/Reason/), 'Repair');
    await user.type(within(form).getByLabelText(/Last day/), dayFromToday(-1));
    await user.click(within(form).getByRole('button', { name: 'Block' }));
    expect(await within(form).findByText('The last day cannot be before the first day')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('removes a block (and only a block) with its Remove', async () => {
    const { user, calls } = renderDetail('assistant', (method) =>
      method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    const list = await screen.findByRole('list', { name: 'Bookings' });
    const removes = within(list).getAllByRole('button', { name: /^Remove/ });
    expect(removes).toHaveLength(1);
    await user.click(removes[0]);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')?.init).toEqual({ params: { path: { id: 43 } } });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Block removed'));
    expect(bookingReads(calls)).toHaveLength(2);
  });
});
