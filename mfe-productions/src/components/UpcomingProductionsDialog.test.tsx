import { act, fireEvent, screen } from '@testing-library/react';
import { fakeClient, jsonResponse, renderWithPlatform } from '@scenedock/ui/testing';
import { FILTER_DELAY_MS, UpcomingProductionsDialog } from './UpcomingProductionsDialog';
import { production, queryOf } from '../test/fixtures';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

function renderDialog(answer: (query: Record<string, unknown>) => unknown) {
  const fake = fakeClient((method, path, init) => (path === '/productions' ? answer(queryOf(init)) : {}));
  renderWithPlatform(<UpcomingProductionsDialog open onClose={jest.fn()} />, { client: fake.client });
  const listQueries = () => fake.calls.filter((c) => c.path === '/productions').map((c) => queryOf(c.init));
  return { listQueries };
}

const from = () => screen.getByLabelText('From', { exact: true });
const to = () => screen.getByLabelText('To', { exact: true });

describe('Upcoming Productions dialog', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the server upcoming rule by default, with the total as its count', async () => {
    const { listQueries } = renderDialog(() =>
      jsonResponse(200, [production(), production({ id: 8, title: 'Hamlet', status: 'active' })], {
        'X-Total-Count': '2',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Hamlet' })).toBeInTheDocument();
    expect(screen.getByText('2 productions')).toBeInTheDocument();
    expect(screen.getByText(/Upcoming and active productions are shown by default/)).toBeInTheDocument();
    expect(listQueries()[0]).toEqual({ upcoming: true, skip: 0, limit: 100 });
  });

  it('takes a From or To change only when the order is kept or the other date is empty', async () => {
    renderDialog(() => []);
    expect(await screen.findByText('No upcoming productions')).toBeInTheDocument();
    fireEvent.change(from(), { target: { value: '2026-05-10' } });
    fireEvent.change(to(), { target: { value: '2026-05-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Start date must be before or equal to end date');
    expect(to()).toHaveValue('');
    fireEvent.change(to(), { target: { value: '2026-05-20' } });
    expect(to()).toHaveValue('2026-05-20');
    expect(screen.queryByText('Start date must be before or equal to end date')).not.toBeInTheDocument();
    fireEvent.change(from(), { target: { value: '2026-06-01' } });
    expect(from()).toHaveValue('2026-05-10');
    expect(screen.getByRole('alert')).toHaveTextContent('Start date must be before or equal to end date');
  });

  it('asks the server for the range only after a 750 ms pause, then offers to clear an empty result', async () => {
    jest.useFakeTimers();
    const { listQueries } = renderDialog((query) => (query.date_from ? [] : [production()]));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Into the Woods' })).toBeInTheDocument();

    fireEvent.change(from(), { target: { value: '2026-05-01' } });
    await act(() => jest.advanceTimersByTimeAsync(FILTER_DELAY_MS - 300));
    fireEvent.change(to(), { target: { value: '2026-05-31' } });
    await act(() => jest.advanceTimersByTimeAsync(FILTER_DELAY_MS - 50));
    expect(listQueries().some((q) => q.date_from || q.date_to)).toBe(false);
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(listQueries().filter((q) => q.date_from || q.date_to)).toEqual([
      { date_from: '2026-05-01', date_to: '2026-05-31', skip: 0, limit: 100 },
    ]);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('No productions found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters to view upcoming productions' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(from()).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Into the Woods' })).toBeInTheDocument();
  });

  it('shows an error with Try Again and Clear Filters', async () => {
    renderDialog(() => jsonResponse(503, {}));
    expect(
      await screen.findByText('Service temporarily unavailable. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
  });
});
