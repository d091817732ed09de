import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, testUser } from '@scenedock/ui/testing';
import { importJobsKeys } from '@scenedock/ui';
import { renderScreen } from '../test/render';
import { hasRemote } from '../remotes';
import { ActiveImports } from './ActiveImports';

jest.mock('../remotes', () => ({ hasRemote: jest.fn(() => true) }));

const job = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  job_id: `00000000-0000-4000-8000-0000000000${id}`,
  item_type: 'props',
  status: 'processing',
  file_name: `batch-${id}.csv`,
  progress_percentage: 40,
  ...overrides,
});

function setup(pages: unknown[][]) {
  let call = 0;
  const fake = fakeClient((method, path) => {
    if (method === 'GET' && path === '/import-jobs') {
      const items = pages[Math.min(call, pages.length - 1)];
      call += 1;
      return { items, total: items.length };
    }
    return {};
  });
  const user = testUser();
  const rendered = renderScreen(<ActiveImports />, {
    client: fake.client,
    user,
    session: { status: 'signedIn', user, departmentId: 1 },
  });
  return { ...rendered, calls: fake.calls, user: userEvent.setup() };
}

beforeEach(() => {
  jest.mocked(hasRemote).mockReturnValue(true);
});

afterEach(() => jest.useRealTimers());

describe('ActiveImports', () => {
  it('shows the count of active jobs, asked for as the active list of 20', async () => {
    const { calls } = setup([
      [job(44), job(45, { status: 'pending', progress_percentage: 0, item_type: 'costumes' })],
    ]);
    const button = await screen.findByRole('button', { name: 'Active imports: 2' });
    expect(within(button).getByTestId('active-imports-count')).toHaveTextContent('2');
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/import-jobs',
      init: { params: { query: { active: true, limit: 20 } } },
    });
  });

  it('lists the jobs, each linking to its page in the history, with View All and View Import History', async () => {
    const { user, router } = setup([
      [job(44), job(45, { status: 'pending', progress_percentage: 0, item_type: 'costumes' })],
    ]);
    await user.click(await screen.findByRole('button', { name: 'Active imports: 2' }));
    const panel = await screen.findByRole('region', { name: 'Active imports' });
    const processing = within(panel).getByRole('link', { name: 'Import job 44: Props, 40%' });
    expect(processing).toHaveAttribute('href', '/import-history?job=44');
    expect(within(panel).getByRole('link', { name: 'Import job 45: Costumes, queued' })).toHaveAttribute(
      'href',
      '/import-history?job=45',
    );
    expect(within(panel).getByText('batch-44.csv')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/import-history?status=active',
    );
    expect(within(panel).getByRole('link', { name: 'View Import History' })).toHaveAttribute(
      'href',
      '/import-history',
    );
    await user.click(processing);
    await waitFor(() => expect(router.state.location.pathname).toBe('/import-history'));
    expect(router.state.location.search).toBe('?job=44');
  });

  it('closes the list on Escape', async () => {
    const { user } = setup([[job(44)]]);
    await user.click(await screen.findByRole('button', { name: 'Active imports: 1' }));
    await screen.findByRole('region', { name: 'Active imports' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Active imports' })).not.toBeInTheDocument();
  });

  it('hides with no active jobs, and does not poll then', async () => {
    jest.useFakeTimers();
    const { calls } = setup([[]]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Active imports/ })).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(calls).toHaveLength(1);
  });

  it('polls every 10 s while a job is active, and hides once none is', async () => {
    jest.useFakeTimers();
    const { calls } = setup([[job(44)], [job(44, { progress_percentage: 90 })], []]);
    expect(await screen.findByRole('button', { name: 'Active imports: 1' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000);
    });
    expect(calls).toHaveLength(2);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000);
    });
    expect(calls).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Active imports/ })).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(calls).toHaveLength(3);
  });

  it('refreshes when the import jobs are invalidated (an import started or ended)', async () => {
    const { calls, queryClient } = setup([[], [job(46)]]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => queryClient.invalidateQueries({ queryKey: importJobsKeys.lists(1) }));
    expect(await screen.findByRole('button', { name: 'Active imports: 1' })).toBeInTheDocument();
  });

  it('shows nothing and asks nothing when the inventory is not deployed', async () => {
    jest.mocked(hasRemote).mockReturnValue(false);
    const { calls } = setup([[job(44)]]);
    await act(() => Promise.resolve());
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Active imports/ })).not.toBeInTheDocument();
  });
});
