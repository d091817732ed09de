import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIso } from '@scenedock/ui';
import { fakeClient } from '@scenedock/ui/testing';
import { bodyOf } from '../test/fixtures';
import { memberOf, renderLending } from '../test/render';
import { PeoplePage } from './PeoplePage';

const inDays = (n: number) => {
  const date = new Date();
  date.setDate(date.getDate() + n);
  return todayIso(date);
};

const loan = (over: Record<string, unknown> = {}) => ({
  id: 5,
  department_id: 1,
  item_type: 'prop',
  item_id: 31,
  item_name: 'Brass Candelabra',
  borrower_user_id: null,
  borrower_name: 'Alex Moreno',
  borrower_contact: null,
  starts_on: inDays(0),
  due_on: inDays(3),
  status: 'booked',
  overdue: false,
  handed_over_at: null,
  returned_on: null,
  notes: null,
  created_at: new Date().toISOString(),
  allowed_actions: ['view', 'edit', 'hand_over', 'cancel'],
  ...over,
});

function renderPage(
  role: string,
  rows = [
    loan(),
    loan({
      id: 6,
      item_name: 'Velvet cloak',
      status: 'out',
      overdue: true,
      allowed_actions: ['view', 'edit', 'take_back'],
    }),
  ],
) {
  const fake = fakeClient((method, path) => {
    if (path === '/person-loans' && method === 'GET') return rows;
    if (path === '/person-loans/{id}' && method === 'PUT')
      return loan({ status: 'cancelled', allowed_actions: ['view'] });
    return [];
  });
  renderLending(<PeoplePage />, { client: fake.client, user: memberOf(role), path: '/lending/people' });
  return { calls: fake.calls, user: userEvent.setup() };
}

describe('Lent to people', () => {
  it('a link to one loan (?loan=7, from a reminder) shows it above a list that does not hold it', async () => {
    const fake = fakeClient((method, path) => {
      if (path === '/person-loans/{id}' && method === 'GET')
        return loan({ id: 7, item_name: 'Picnic basket', borrower_name: 'Sam Rivera' });
      if (path === '/person-loans' && method === 'GET') return [loan()];
      return [];
    });
    renderLending(<PeoplePage />, {
      client: fake.client,
      user: memberOf('assistant'),
      path: '/lending/people?loan=7',
      route: '/lending/people',
    });
    const opened = await screen.findByRole('region', { name: 'The loan you opened' });
    expect(within(opened).getByText(/Picnic basket — Sam Rivera/)).toBeInTheDocument();
    expect(within(opened).getByRole('button', { name: 'Hand over' })).toBeInTheDocument();
    expect(await screen.findByText(/Brass Candelabra — Alex Moreno/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all loans only' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'The loan you opened' })).not.toBeInTheDocument(),
    );
  });

  it('a link to a loan the list holds marks it there', async () => {
    const fake = fakeClient((method, path) => {
      if (path === '/person-loans/{id}' && method === 'GET') return loan();
      if (path === '/person-loans' && method === 'GET')
        return [loan(), loan({ id: 6, item_name: 'Velvet cloak' })];
      return [];
    });
    renderLending(<PeoplePage />, {
      client: fake.client,
      user: memberOf('assistant'),
      path: '/lending/people?loan=5',
      route: '/lending/people',
    });
    const row = (await screen.findByText(/Brass Candelabra — Alex Moreno/)).closest('li')!;
    await waitFor(() => expect(row).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByText(/Velvet cloak/).closest('li')).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('region', { name: 'The loan you opened' })).not.toBeInTheDocument();
  });

  it('lists the loans with their status in words, and the moves each allows', async () => {
    renderPage('assistant');
    const first = (await screen.findByText(/Brass Candelabra — Alex Moreno/)).closest('li')!;
    expect(within(first).getByText('Booked')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Hand over' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Cancel loan' })).toBeInTheDocument();
    const late = screen.getByText(/Velvet cloak/).closest('li')!;
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    expect(within(late).getByRole('button', { name: 'Take back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lend to a person' })).toBeInTheDocument();
  });

  it('a student reads the list but is not offered to lend', async () => {
    renderPage('student', [loan({ allowed_actions: ['view'] })]);
    await screen.findByText(/Brass Candelabra — Alex Moreno/);
    expect(screen.queryByRole('button', { name: 'Lend to a person' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hand over' })).toBeNull();
  });

  it('cancels a booked loan after asking', async () => {
    const { calls, user } = renderPage('assistant');
    const first = (await screen.findByText(/Brass Candelabra — Alex Moreno/)).closest('li')!;
    await user.click(within(first).getByRole('button', { name: 'Cancel loan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the loan' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the loan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(bodyOf(put.init)).toEqual({ status: 'cancelled' });
    expect(await screen.findByText('"Brass Candelabra" no longer lent to Alex Moreno')).toBeInTheDocument();
  });

  it('hands over from the item’s recorded condition: a Poor item goes out Poor', async () => {
    const { calls, user } = renderPage('assistant', [loan({ item_condition: 'poor' })]);
    const row = (await screen.findByText(/Brass Candelabra — Alex Moreno/)).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over' });
    expect(within(dialog).getByRole('radio', { name: 'Poor' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => bodyOf(c.init))).toEqual([
        { status: 'out', condition: { condition: 'poor', note: null, photo_ids: [] } },
      ]),
    );
  });

  it('links a loan’s damage report', async () => {
    renderPage('student', [
      loan({
        status: 'returned',
        allowed_actions: ['view'],
        damage_report: {
          id: 4,
          status: 'open',
          condition_before: 'good',
          condition_after: 'poor',
          url: '/lending/damage?report=4',
        },
      }),
    ]);
    const link = await screen.findByRole('link', { name: 'Damage report (open)' });
    expect(link).toHaveAttribute('href', '/lending/damage?report=4');
  });
});
