import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { monthRange } from '@scenedock/ui/calendar';
import { fakeClient, renderWithPlatform } from '@scenedock/ui/testing';
import { CalendarPage } from './CalendarPage';
import { calendarEvent, production, queryOf } from '../test/fixtures';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

const events = [
  calendarEvent(),
  calendarEvent({
    key: 'loan-12',
    kind: 'loan_out',
    title: 'Brass lantern → Westbrook High',
    starts_on: '2027-01-10',
    ends_on: '2027-01-14',
    status: 'approved',
    production_id: null,
    lending_id: 12,
    item_type: 'prop',
    item_id: 1,
    other_department_name: 'Westbrook High',
  }),
];

function renderCalendar(path = '/calendar?month=2027-01&view=agenda') {
  const fake = fakeClient((_method, path) => {
    if (path === '/calendar') return events;
    if (path === '/productions') return [production(), production({ id: 8, title: 'Twelfth Night' })];
    if (path === '/productions/{id}') return production({ id: 8, title: 'Twelfth Night' });
    return [];
  });
  const rendered = renderWithPlatform(<CalendarPage />, { path, route: '/calendar', client: fake.client });
  return { ...fake, router: rendered.router, user: userEvent.setup() };
}

const calendarCalls = (calls: { path: string; init: unknown }[]) =>
  calls.filter((c) => c.path === '/calendar').map((c) => queryOf(c.init));

describe('Calendar page', () => {
  it("asks for the month grid's days and every kind, and links each entry", async () => {
    const { calls } = renderCalendar();
    expect(await screen.findByRole('link', { name: /Into the Woods/ })).toHaveAttribute(
      'href',
      '/productions/7',
    );
    expect(screen.getByRole('link', { name: /Brass lantern → Westbrook High/ })).toHaveAttribute(
      'href',
      '/lending?loan=12',
    );
    expect(calendarCalls(calls)[0]).toEqual({
      ...monthRange('2027-01'),
      kind: 'production,loan_out,loan_in,person,block',
    });
  });

  it('asks again with the kinds left ticked and the production chosen, and keeps them in the address', async () => {
    const { calls, user, router } = renderCalendar();
    await screen.findByRole('link', { name: /Into the Woods/ });
    await user.click(screen.getByRole('checkbox', { name: 'Blocked' }));
    await user.click(screen.getByRole('checkbox', { name: 'Borrowed' }));
    await waitFor(() =>
      expect(calendarCalls(calls)).toContainEqual({
        ...monthRange('2027-01'),
        kind: 'production,loan_out,person',
      }),
    );
    await screen.findByRole('option', { name: 'Twelfth Night' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Production' }), '8');
    await waitFor(() =>
      expect(calendarCalls(calls)).toContainEqual({
        ...monthRange('2027-01'),
        kind: 'production,loan_out,person',
        production_id: 8,
      }),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('kinds')).toBe('production,loan_out,person');
    expect(search.get('production')).toBe('8');
    expect(search.get('month')).toBe('2027-01');
  });

  it("moves to the next month's range", async () => {
    const { calls, user } = renderCalendar();
    await screen.findByRole('link', { name: /Into the Woods/ });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() =>
      expect(calendarCalls(calls)).toContainEqual({
        ...monthRange('2027-02'),
        kind: 'production,loan_out,loan_in,person,block',
      }),
    );
  });

  it('asks nothing when every kind is unticked', async () => {
    const { calls } = renderCalendar('/calendar?month=2027-01&kinds=none');
    expect(await screen.findByText('Tick at least one kind above to see it here.')).toBeInTheDocument();
    expect(calendarCalls(calls)).toHaveLength(0);
  });
});
