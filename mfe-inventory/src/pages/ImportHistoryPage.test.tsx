import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { fakeClient, jsonResponse, renderWithPlatform, testUser } from '@scenedock/ui/testing';
import { importJobsKeys, type Role } from '@scenedock/ui';
import type { ImportProgressSocket } from '@scenedock/openapi';
import { connectImportProgress } from '@scenedock/openapi/realtime';
import { anImportJob, FakeSocket } from '../test/importJobs';
import { bodyOf, queryOf } from '../test/fixtures';
import type { ImportJob } from '../api/imports';
import { ImportHistoryPage } from './ImportHistoryPage';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}));

jest.mock('@scenedock/openapi/realtime', () => ({
  IMPORT_PROGRESS_REFUSALS: { unauthenticated: 'Authentication required', notFound: 'Import job not found' },
  connectImportProgress: jest.fn(),
}));

const finished = (overrides: Partial<ImportJob>) =>
  anImportJob({
    status: 'completed',
    progress_percentage: 100,
    current_item: null,
    estimated_time_remaining: null,
    completed_at: '2026-03-02T09:01:07.000Z',
    duration_seconds: 65,
    ...overrides,
  });

const JOBS = [
  anImportJob({ id: 44, status: 'processing', processed_items: 0, successful_items: 0, failed_items: 0 }),
  finished({ id: 43, processed_items: 100, successful_items: 95, failed_items: 5, item_type: 'sets' }),
  finished({ id: 42, processed_items: 100, successful_items: 75, failed_items: 25, item_type: 'costumes' }),
  finished({ id: 41, status: 'failed', processed_items: 10, successful_items: 5, failed_items: 5 }),
  finished({ id: 40, processed_items: 50, successful_items: 50, failed_items: 0 }),
];

type Respond = (method: string, path: string, init: unknown) => unknown;

const defaultRespond: Respond = (method, path, init) => {
  if (method === 'GET' && path === '/import-jobs') return { items: JOBS, total: JOBS.length };
  if (method === 'GET' && path === '/import-jobs/{id}') {
    const id = Number((init as { params: { path: { id: string } } }).params.path.id);
    return JOBS.find((job) => job.id === id) ?? jsonResponse(404, { detail: 'Import job not found' });
  }
  if (method === 'DELETE' && path === '/import-jobs/{id}')
    return {
      outcome: 'cancelled',
      message: 'Import job cancelled successfully',
      job: { ...JOBS[0], status: 'cancelled' },
    };
  if (method === 'POST' && path === '/import-jobs/bulk-delete')
    return { removed: [43, 42], skipped: [{ id: 44, reason: 'Cancel the job before removing it' }] };
  return {};
};

function setup({
  path = '/import-history',
  role = 'manager',
  respond = defaultRespond,
}: { path?: string; role?: Role; respond?: Respond } = {}) {
  const user = testUser({
    departmentRole: role,
    departments: [{ id: 1, name: 'Riverside High School Drama', role, time_zone: 'UTC' }],
  });
  const fake = fakeClient(respond);
  const rendered = renderWithPlatform(<ImportHistoryPage />, {
    path,
    route: '/import-history',
    client: fake.client,
    user,
  });
  return { ...rendered, calls: fake.calls, user: userEvent.setup() };
}

const listQueries = (calls: { method: string; path: string; init: unknown }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/import-jobs').map((c) => queryOf(c.init));

let socket: FakeSocket;

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(connectImportProgress).mockImplementation(() => {
    socket = new FakeSocket();
    return socket as unknown as ImportProgressSocket;
  });
});

describe('ImportHistoryPage', () => {
  it('lists the jobs with their type, status, items, success rate, duration and actions', async () => {
    const { calls } = setup();
    const row = await screen.findByRole('row', { name: 'Import job 43' });
    expect(listQueries(calls)[0]).toEqual({ skip: 0, limit: 100 });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      '',
      'Job ID',
      'Type',
      'Status',
      'Items',
      'Success Rate',
      'Duration',
      'Created',
      'Actions',
    ]);
    expect(within(row).getByText('Set Pieces')).toBeInTheDocument();
    expect(within(row).getByText('Completed')).toBeInTheDocument();
    expect(within(row).getByText('100/200')).toBeInTheDocument();
    expect(within(row).getByText('1m 05s')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'View import job 43' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Download errors of import job 43' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    const running = screen.getByRole('row', { name: 'Import job 44' });
    expect(within(running).getByRole('button', { name: 'Cancel import job 44' })).toBeInTheDocument();
    // Nothing processed yet: no rate; still running: no duration.
    expect(within(running).getAllByText('—')).toHaveLength(2);
    const clean = screen.getByRole('row', { name: 'Import job 40' });
    expect(within(clean).queryByRole('button', { name: /^Download errors/ })).not.toBeInTheDocument();
  });

  it('colours the success rate: green from 90 %, yellow from 70 %, red below', async () => {
    setup();
    await screen.findByRole('row', { name: 'Import job 43' });
    const rate = (id: number, text: string) =>
      within(screen.getByRole('row', { name: `Import job ${id}` })).getByText(text);
    expect(rate(43, '95%')).toHaveClass('text-green-700');
    expect(rate(42, '75%')).toHaveClass('text-yellow-700');
    expect(rate(41, '50%')).toHaveClass('text-red-700');
    expect(rate(40, '100%')).toHaveClass('text-green-700');
  });

  it('sends the status and item type filters to the server and keeps them in the address', async () => {
    const { calls, user, router } = setup({ path: '/import-history?status=failed&item_type=props&page=2' });
    await screen.findByRole('row', { name: 'Import job 43' });
    expect(listQueries(calls)[0]).toEqual({ status: 'failed', item_type: 'props', skip: 100, limit: 100 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Item type' }), 'costumes');
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toEqual({
        status: 'failed',
        item_type: 'costumes',
        skip: 0,
        limit: 100,
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toEqual({ active: true, item_type: 'costumes', skip: 0, limit: 100 }),
    );
    expect(router.state.location.search).toBe('?status=active&item_type=costumes');
  });

  it('deletes the selected jobs in one call and tells what was removed and skipped', async () => {
    const { calls, user } = setup();
    await screen.findByRole('row', { name: 'Import job 43' });
    const deleteSelected = screen.getByRole('button', { name: /^Delete Selected/ });
    expect(deleteSelected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select import job 44' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select import job 43' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select import job 42' }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected (3)' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Selected' });
    expect(confirm).toHaveTextContent('Remove the 3 selected import jobs from the history?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        'Removed 2 import jobs from history. Skipped 1 (Cancel the job before removing it).',
        { duration: 4000 },
      ),
    );
    const post = calls.find((c) => c.method === 'POST' && c.path === '/import-jobs/bulk-delete');
    expect(bodyOf(post!.init)).toEqual({ ids: [44, 43, 42] });
    // The list is asked for again, and the selection is gone.
    await waitFor(() => expect(listQueries(calls).length).toBeGreaterThan(1));
    expect(screen.getByRole('button', { name: 'Delete Selected' })).toBeDisabled();
  });

  it('selects every row of the page at once', async () => {
    const { user } = setup();
    await screen.findByRole('row', { name: 'Import job 43' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all import jobs' }));
    expect(screen.getByRole('button', { name: 'Delete Selected (5)' })).toBeEnabled();
  });

  it('cancels a running job after the confirmation', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel import job 44' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel Import' });
    expect(confirm).toHaveTextContent('Are you sure you want to cancel this import job?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Import' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Import job cancelled successfully', { duration: 3000 }),
    );
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({
      init: { params: { path: { id: '44' } } },
    });
  });

  it('shows a member the table only: no selection, Cancel or Delete Selected', async () => {
    setup({ role: 'assistant' });
    await screen.findByRole('row', { name: 'Import job 43' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete Selected/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel import job/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View import job 43' })).toBeInTheDocument();
  });

  it('opens a finished job from ?job= in its details dialog', async () => {
    const { user, router } = setup({ path: '/import-history?job=42' });
    const dialog = await screen.findByRole('dialog', { name: 'Import Job 42' });
    expect(within(dialog).getAllByText('spring-props.csv').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Costumes')).toBeInTheDocument();
    expect(within(dialog).getByText('75%')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Recent errors' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download full error report' })).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says how many more errors a job found than it kept', async () => {
    const capped = finished({
      id: 39,
      status: 'failed',
      processed_items: 1000,
      successful_items: 0,
      failed_items: 1000,
      error_message: 'Stopped after 1,000 rows: 1,000 of them were invalid.',
      error_details: {
        total_errors: 2500,
        errors_omitted: 1500,
        error_summary: {
          csv_validation_errors: 0,
          schema_errors: 0,
          validation_errors: 1000,
          batch_errors: 0,
        },
      },
    });
    setup({
      path: '/import-history?job=39',
      respond: (method, path, init) =>
        method === 'GET' && path === '/import-jobs/{id}' ? capped : defaultRespond(method, path, init),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Import Job 39' });
    expect(within(dialog).getByText('Errors: 2500')).toBeInTheDocument();
    expect(within(dialog).getByText(/and 1,500 more errors were found/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Stopped after 1,000 rows/)).toBeInTheDocument();
  });

  it('opens a running job from ?job= in its progress dialog', async () => {
    setup({ path: '/import-history?job=44' });
    expect(await screen.findByRole('dialog', { name: 'Import In Progress' })).toBeInTheDocument();
    expect(connectImportProgress).toHaveBeenCalledWith('', expect.anything(), 44);
    expect(socket).toBeDefined();
  });

  it('View opens the job and puts it in the address', async () => {
    const { user, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'View import job 40' }));
    expect(await screen.findByRole('dialog', { name: 'Import Job 40' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?job=40');
  });

  it('opens a job that has ended by what the server says now, not by a copy cached while it ran', async () => {
    const { user, queryClient } = setup();
    queryClient.setQueryData(importJobsKeys.detail(1, 42), anImportJob({ id: 42, status: 'processing' }));
    await user.click(await screen.findByRole('button', { name: 'View import job 42' }));
    expect(await screen.findByRole('dialog', { name: 'Import Job 42' })).toBeInTheDocument();
    expect(connectImportProgress).not.toHaveBeenCalled();
  });

  it('says when the job in the address does not exist', async () => {
    setup({ path: '/import-history?job=999' });
    const dialog = await screen.findByRole('dialog', { name: 'Import Job' });
    expect(
      await within(dialog).findByText('The requested import job could not be found.'),
    ).toBeInTheDocument();
  });

  it('says when the history fails to load', async () => {
    setup({ respond: () => jsonResponse(500, { detail: 'down' }) });
    expect(await screen.findByText('Failed to load import history')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to load import history', { duration: 5000 });
  });

  it('says when a job’s details fail to load', async () => {
    setup({
      path: '/import-history?job=42',
      respond: (method, path, init) =>
        path === '/import-jobs/{id}'
          ? jsonResponse(500, { detail: 'down' })
          : defaultRespond(method, path, init),
    });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to load job details', { duration: 5000 }),
    );
  });

  it('shows the empty state with a pointer to Import CSV', async () => {
    setup({ respond: () => ({ items: [], total: 0 }) });
    expect(await screen.findByText('No imports yet')).toBeInTheDocument();
    expect(screen.getByText(/Use Import CSV on the Props, Sets or Costumes screens/)).toBeInTheDocument();
  });
});
