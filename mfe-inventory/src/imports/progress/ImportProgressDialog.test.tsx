import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { fakeClient, jsonResponse, renderWithPlatform } from '@scenedock/ui/testing';
import { importJobsKeys, propsKeys } from '@scenedock/ui';
import type { ImportProgressSocket } from '@scenedock/openapi';
import { connectImportProgress } from '@scenedock/openapi/realtime';
import { anImportJob, aProgress, FakeSocket } from '../../test/importJobs';
import type { ImportJob } from '../../api/imports';
import { ImportProgressDialog } from './ImportProgressDialog';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}));

jest.mock('@scenedock/openapi/realtime', () => ({
  IMPORT_PROGRESS_REFUSALS: { unauthenticated: 'Authentication required', notFound: 'Import job not found' },
  connectImportProgress: jest.fn(),
}));

let socket: FakeSocket;

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(connectImportProgress).mockImplementation(() => {
    socket = new FakeSocket();
    return socket as unknown as ImportProgressSocket;
  });
});

afterEach(() => {
  jest.useRealTimers();
});

type Respond = (method: string, path: string, init: unknown) => unknown;

function setup(job: ImportJob | null = anImportJob(), respond?: Respond) {
  const onClose = jest.fn();
  const fake = fakeClient(
    respond ??
      ((method, path) => {
        if (method === 'GET' && path === '/import-jobs/{id}')
          return job ?? jsonResponse(404, { detail: 'Import job not found' });
        if (method === 'DELETE' && job)
          return {
            outcome: 'cancelled',
            message: 'Import job cancelled successfully',
            job: { ...job, status: 'cancelled', current_item: null },
          };
        if (path === '/import-jobs/{id}/errors') return new Blob(['Row,Field,Message\n']);
        return {};
      }),
  );
  const rendered = renderWithPlatform(<ImportProgressDialog jobId={42} open onClose={onClose} />, {
    client: fake.client,
  });
  return {
    ...rendered,
    calls: fake.calls,
    onClose,
    // With fake timers (the reconnect tests), user-event's own pauses advance them.
    user: userEvent.setup(
      jest.isMockFunction(setTimeout) || 'clock' in setTimeout
        ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) }
        : {},
    ),
  };
}

const jobGets = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/import-jobs/{id}').length;

const server = (action: () => void) => act(action);

describe('ImportProgressDialog', () => {
  it('connects to the job and shows a pending job as queued', async () => {
    setup(
      anImportJob({
        status: 'pending',
        processed_items: 0,
        successful_items: 0,
        failed_items: 0,
        recent_errors: [],
        current_item: null,
        total_items: null,
        progress_percentage: 0,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import In Progress' });
    expect(await within(dialog).findByText('Import queued, will start soon.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel Import' })).toBeInTheDocument();
    expect(connectImportProgress).toHaveBeenCalledWith(
      '',
      expect.objectContaining({ currentDepartmentId: 1 }),
      42,
    );
    const credentials = jest.mocked(connectImportProgress).mock.calls[0][1];
    expect(credentials.accessToken).toBe('test-access-token');
    expect(within(dialog).getByText('Connecting…')).toBeInTheDocument();
    server(() => socket.accept());
    expect(within(dialog).getByText('Connected')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();
  });

  it('follows a processing job: progress, current item, time left, counters and the last errors', async () => {
    setup(
      anImportJob({
        status: 'pending',
        processed_items: 0,
        successful_items: 0,
        failed_items: 0,
        recent_errors: [],
        current_item: null,
        progress_percentage: 0,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import In Progress' });
    await within(dialog).findByText('Import queued, will start soon.');
    server(() => socket.accept());
    server(() => socket.send('status', aProgress()));
    expect(within(dialog).queryByText('Import queued, will start soon.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(dialog).getByText('Oak Table')).toBeInTheDocument();
    expect(within(dialog).getByText('Time remaining: about 2 minutes')).toBeInTheDocument();
    expect(within(dialog).getByText('80 / 200')).toBeInTheDocument();
    expect(within(dialog).getByText('78')).toBeInTheDocument();
    const errors = within(dialog).getByRole('region', { name: 'Recent errors' });
    const rows = within(errors).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '12CategoryMust be one of: furniture, weapons, costumes',
      '31NameRequired',
    ]);
    // An older report arriving late does not move the view back.
    server(() => socket.send('status', aProgress({ items_processed: 10, progress_percentage: 5 })));
    expect(within(dialog).getByText('80 / 200')).toBeInTheDocument();
  });

  it('on completion without failures: success toast, item lists and history refreshed, view closed', async () => {
    const { onClose, queryClient } = setup();
    queryClient.setQueryData(propsKeys.list(1, {}), { items: [], total: 0 });
    queryClient.setQueryData(importJobsKeys.list(1, {}), { items: [], total: 0 });
    queryClient.setQueryData(importJobsKeys.detail(1, 7), anImportJob({ id: 7 }));
    await screen.findByText('Oak Table');
    server(() => socket.accept());
    server(() =>
      socket.send(
        'status',
        aProgress({
          status: 'completed',
          progress_percentage: 100,
          items_processed: 200,
          items_successful: 200,
          items_failed: 0,
          recent_errors: [],
          current_item: null,
        }),
      ),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toast.success).toHaveBeenCalledWith('Import job 42 completed successfully!', { duration: 3000 });
    expect(queryClient.getQueryState(propsKeys.list(1, {}))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(importJobsKeys.list(1, {}))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(importJobsKeys.detail(1, 7))?.isInvalidated).toBe(true);
    expect(socket.closedByClient).toBe(true);
  });

  it('on completion with failures: stays open with the errors and the full report', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    const { onClose, calls, user } = setup(
      anImportJob({
        status: 'completed',
        progress_percentage: 100,
        processed_items: 200,
        successful_items: 198,
        failed_items: 2,
        current_item: null,
        estimated_time_remaining: null,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import Completed' });
    expect(toast.success).toHaveBeenCalledWith('Import job 42 completed successfully!', { duration: 3000 });
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(dialog).queryByText('Oak Table')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel Import' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Recent errors' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download full error report' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Error report downloaded', { duration: 3000 }),
    );
    expect(calls.at(-1)).toMatchObject({
      path: '/import-jobs/{id}/errors',
      init: { params: { path: { id: '42' } }, parseAs: 'blob' },
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('import-job-42-errors.csv');
    click.mockRestore();
  });

  it('shows no report button for a completed job without failures', async () => {
    // The first load already says it ended (a late open): told, refreshed and closed all the same.
    const { onClose } = setup(
      anImportJob({ status: 'completed', progress_percentage: 100, failed_items: 0, recent_errors: [] }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Download full error report' })).not.toBeInTheDocument();
  });

  it('on failure: error toast with the reason, the Failed view', async () => {
    setup();
    await screen.findByText('Oak Table');
    server(() => socket.accept());
    server(() =>
      socket.send(
        'status',
        aProgress({
          status: 'failed',
          error_message: 'Missing required column: Category',
          current_item: null,
        }),
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import Failed' });
    expect(toast.error).toHaveBeenCalledWith('Import job 42 failed: Missing required column: Category', {
      duration: 5000,
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Missing required column: Category');
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Download full error report' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Connected')).not.toBeInTheDocument();
  });

  it('on cancellation elsewhere: a neutral notice and the Cancelled view', async () => {
    setup();
    await screen.findByText('Oak Table');
    server(() => socket.accept());
    server(() => socket.send('status', aProgress({ status: 'cancelled', current_item: null })));
    const dialog = await screen.findByRole('dialog', { name: 'Import Cancelled' });
    expect(within(dialog).getByText('Import was cancelled.')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('Import job 42 was cancelled', { duration: 4000 });
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('cancels after the confirmation', async () => {
    const { calls, user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Import In Progress' });
    await within(dialog).findByText('Oak Table');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Import' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel Import' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to cancel this import job? This action cannot be undone.',
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Import' }));
    expect(await screen.findByRole('dialog', { name: 'Import Cancelled' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({
      path: '/import-jobs/{id}',
      init: { params: { path: { id: '42' } } },
    });
    expect(toast.success).toHaveBeenCalledWith('Import job cancelled successfully', { duration: 3000 });
    // Told once: no second notice for the same cancellation.
    expect(toast).not.toHaveBeenCalled();
  });

  it('says when cancelling fails and keeps the confirmation open', async () => {
    const job = anImportJob();
    const { user } = setup(job, (method, path) => {
      if (method === 'DELETE') return jsonResponse(500, { detail: 'down' });
      if (path === '/import-jobs/{id}') return job;
      return {};
    });
    await screen.findByText('Oak Table');
    await user.click(screen.getByRole('button', { name: 'Cancel Import' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel Import' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Import' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to cancel import job', { duration: 5000 }),
    );
    expect(screen.getByRole('dialog', { name: 'Cancel Import' })).toBeInTheDocument();
  });

  it('when the server closes the connection: Disconnected, no automatic reconnect, polling, and Reconnect', async () => {
    jest.useFakeTimers();
    const { calls, user } = setup();
    await screen.findByText('Oak Table');
    server(() => socket.accept());
    const loads = jobGets(calls);
    server(() => socket.drop('io server disconnect'));
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(socket.connects).toBe(0);
    // Polled every 3 s meanwhile, so the view never freezes.
    expect(jobGets(calls) - loads).toBeGreaterThanOrEqual(19);
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(socket.connects).toBe(1);
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    server(() => socket.accept());
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();
    const afterReconnect = jobGets(calls);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(jobGets(calls)).toBe(afterReconnect);
  });

  it('reconnects a dropped connection 5 times with backoff from 1 s, then stops', async () => {
    jest.useFakeTimers();
    setup();
    await screen.findByText('Oak Table');
    server(() => socket.accept());
    server(() => socket.drop('transport close'));
    const delays = [1000, 2000, 4000, 8000, 16000];
    for (const [index, delay] of delays.entries()) {
      expect(screen.getByText(`Reconnecting (${index + 1} of 5)…`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(delay - 1);
      });
      expect(socket.connects).toBe(index);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      expect(socket.connects).toBe(index + 1);
      server(() => socket.refuse());
    }
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(120_000);
    });
    expect(socket.connects).toBe(5);
  });

  it('a successful reconnect starts the count afresh', async () => {
    jest.useFakeTimers();
    setup();
    await screen.findByText('Oak Table');
    server(() => socket.accept());
    server(() => socket.drop('ping timeout'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    server(() => socket.accept());
    expect(screen.getByText('Connected')).toBeInTheDocument();
    server(() => socket.drop('transport close'));
    expect(screen.getByText('Reconnecting (1 of 5)…')).toBeInTheDocument();
  });

  it('says when the job does not exist', async () => {
    setup(null);
    expect(await screen.findByText('The requested import job could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Import' })).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says when the job cannot be loaded', async () => {
    setup(anImportJob(), () => jsonResponse(500, { detail: 'down' }));
    expect(await screen.findByText('Failed to load job details', { selector: 'p' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to load job details', { duration: 5000 });
  });
});
