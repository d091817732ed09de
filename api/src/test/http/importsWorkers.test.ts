/**
 * Imports worked by separate worker processes (`npm run worker`), as deployed with Redis: a worker
 * killed in the middle of a job leaves no row twice and none lost once another takes the job over,
 * and a worker's progress reaches the API process's sockets through Redis.
 *
 * This process never works the queue: uploads go through the app into Bull, and only the spawned
 * workers take them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import { config } from '../../config';
import { Department, ImportJob, ImportJobError, Prop } from '../../models';
import type { NotificationOut } from '../../presenters/notifications';
import type { ImportProgress } from '../../presenters/imports';
import { attachRealtime, closeRealtime } from '../../realtime';
import { provideImportJobs } from '../../realtime/push';
import { importJobFor, progressOf } from '../../services/imports';
import { buildMember } from '../factories';
import { csvText, waitForImport } from '../imports';
import { sessionToken, testServer, useTestDatabase } from '../server';
import { launch, stop, stopAll, until, type Child } from '../processes';

const dbUrl = process.env.DATABASE_URL ?? '';
// Worker processes need what they share with this one to be outside it: Redis for the queue and the
// socket events, and a database they can open too (an in-memory SQLite database is this process's
// alone). The default run has neither and skips these; the run on MariaDB and Redis takes them.
const describeWithRedis = process.env.REDIS_URL && !/^sqlite::memory:/.test(dbUrl) ? describe : describe.skip;

useTestDatabase();

const PROP_HEADER = ['Name', 'Description', 'Category', 'Condition', 'Location', 'Tags'];
/** A worker's hold on a job: one killed is noticed and its job restarted after about this long. */
const LOCK_MS = 2000;
const BATCH_SIZE = 50;

/** Starts `api/src/worker.ts` in its own process, on this test's database, Redis and upload folder. */
function startWorker(name: string): Child {
  // Node itself with tsx's loader (what `npm run worker` runs), so the process killed is the worker.
  return launch(
    `worker ${name}`,
    process.execPath,
    ['--import', 'tsx', path.join('api', 'src', 'worker.ts')],
    {
      DATABASE_URL: config.databaseUrl,
      REDIS_URL: config.redisUrl,
      JWT_SECRET: config.jwtSecret,
      DATA_DIR: config.dataDir,
      UPLOAD_DIR: config.uploadDir,
      QUEUE_LOCK_MS: String(LOCK_MS),
      IMPORT_BATCH_SIZE: String(BATCH_SIZE),
      LOG_LEVEL: 'warn',
    },
  );
}

// A test that fails or times out still leaves no worker behind.
afterAll(stopAll);

async function upload(rows: (string | number)[][], name: string) {
  const { user, department } = await buildMember('manager');
  const api = testServer(user, department);
  const res = await api
    .post('/api/v1/props/bulk-import')
    .attach('file', Buffer.from(csvText([PROP_HEADER, ...rows])), name);
  expect(res.status).toBe(202);
  return { user, department, id: res.body.id as number, jobId: res.body.job_id as string };
}

describeWithRedis('imports worked by worker processes', () => {
  it('finishes a job whose worker was killed in the middle: every good row once, every bad row reported once', async () => {
    const TOTAL = 20_000;
    // Every 97th row has no name: one error each. Every name in the file is distinct.
    const bad = (n: number) => n % 97 === 0;
    const rows = Array.from({ length: TOTAL }, (_, i) => {
      const n = i + 1;
      return [bad(n) ? '' : `Crash-proof ${n}`, `Row ${n}`, 'other', 'good', `Shelf ${n % 40}`, 'bulk'];
    });
    const badRows = rows.filter((_, i) => bad(i + 1)).length;
    const goodRows = TOTAL - badRows;
    const { department, id } = await upload(rows, 'crash.csv');

    const first = startWorker('A');
    const midway = await until(
      'worker A to commit a first batch',
      async () => {
        const job = await ImportJob.findByPk(id);
        if (job!.status === 'completed') throw new Error('the job finished before worker A could be killed');
        return job!.processed_items > 0 ? job : null;
      },
      { alive: [first] },
    );
    expect(midway.processed_items).toBeLessThan(TOTAL);
    await stop(first, 'SIGKILL');

    // Nobody else works the queue: the job stays as the dead worker left it, its batches whole.
    const orphaned = (await ImportJob.findByPk(id))!;
    expect(orphaned.status).toBe('processing');
    expect(orphaned.total_items).toBe(TOTAL);
    expect(orphaned.processed_items).toBeLessThan(TOTAL);
    expect(await Prop.count({ where: { department_id: department.id } })).toBe(orphaned.created_items);
    expect(await ImportJobError.count({ where: { import_job_id: id } })).toBe(orphaned.failed_items);

    // Bull hands the job to the next worker once the dead one's lock has lapsed.
    const second = startWorker('B');
    await until(
      'worker B to finish the job',
      async () => {
        const job = await ImportJob.findByPk(id);
        return job!.status === 'processing' ? null : job;
      },
      { alive: [second], timeoutMs: 40_000 },
    );
    const job = await waitForImport(id);
    expect(job).toMatchObject({
      status: 'completed',
      total_items: TOTAL,
      processed_items: TOTAL,
      successful_items: goodRows,
      created_items: goodRows,
      failed_items: badRows,
    });
    const names = (
      await Prop.findAll({ where: { department_id: department.id }, attributes: ['name'], raw: true })
    ).map((p) => p.name);
    expect(names).toHaveLength(goodRows);
    expect(new Set(names).size).toBe(goodRows);
    expect((await Department.findByPk(department.id))!.prop_count).toBe(goodRows);
    const errors = await ImportJobError.findAll({ where: { import_job_id: id }, raw: true });
    expect(errors).toHaveLength(badRows);
    expect(new Set(errors.map((e) => e.row_number)).size).toBe(badRows);
    expect(errors.every((e) => bad(e.row_number) && e.field === 'Name' && e.message === 'Required')).toBe(
      true,
    );
    await stop(second, 'SIGTERM');
  }, 60_000);

  describe('live progress through Redis', () => {
    let server: http.Server;
    let origin: string;

    beforeAll(async () => {
      server = http.createServer();
      await attachRealtime(server); // with REDIS_URL set: the Redis adapter, as every API process
      provideImportJobs(importJobFor, progressOf);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await closeRealtime();
      server.close();
    });

    /** A socket, and how its handshake went (null: connected), listened for before it can happen. */
    function open(namespace: string, auth: Record<string, unknown>) {
      const socket = connect(`${origin}${namespace}`, {
        auth,
        transports: ['websocket'],
        reconnection: false,
      });
      const handshake = new Promise<Error | null>((resolve) => {
        socket.once('connect', () => resolve(null));
        socket.once('connect_error', (error) => resolve(error));
      });
      return { socket, handshake };
    }

    it("brings a worker's status pushes, its import_progress and its notification to the API's sockets", async () => {
      const TOTAL = 6000;
      const rows = Array.from({ length: TOTAL }, (_, i) => [
        `Live ${i + 1}`,
        '',
        'decorative',
        'fair',
        '',
        '',
      ]);
      const { user, department, id, jobId } = await upload(rows, 'live.csv');
      const token = await sessionToken(user);

      const { socket: progress, handshake: followed } = open('/import-progress', {
        token,
        job_id: jobId,
        department_id: department.id,
      });
      const statuses: ImportProgress[] = [];
      progress.on('status', (status: ImportProgress) => statuses.push(status));
      const hello = new Promise<unknown>((resolve) => progress.once('connected', resolve));
      const { socket: notifications, handshake: subscribed } = open('/notifications', {
        token,
        department_id: department.id,
      });
      const pushed: ImportProgress[] = [];
      const stored: NotificationOut[] = [];
      notifications.on('import_progress', (status: ImportProgress) => pushed.push(status));
      notifications.on('notification', (note: NotificationOut) => stored.push(note));
      expect(await followed).toBeNull();
      expect(await subscribed).toBeNull();
      expect(await hello).toEqual({ id, job_id: jobId });
      await until('the snapshot', () => statuses.length > 0);
      expect(statuses[0]).toMatchObject({ id, status: 'pending', progress_percentage: 0 });

      // Someone of another department may not follow it.
      const { user: outsider, department: theirs } = await buildMember('admin');
      const refused = open('/import-progress', {
        token: await sessionToken(outsider),
        job_id: jobId,
        department_id: theirs.id,
      });
      expect((await refused.handshake)?.message).toBe('Import job not found');
      refused.socket.close();

      const worker = startWorker('C');
      await until('the completed push', () => statuses.at(-1)?.status === 'completed', {
        alive: [worker],
      });
      await until('the stored notification', () => stored.some((n) => n.importJobId === id), {
        timeoutMs: 5000,
      });
      await until('the last import_progress', () => pushed.at(-1)?.status === 'completed', {
        timeoutMs: 5000,
      });

      const job = await waitForImport(id);
      expect(job).toMatchObject({ status: 'completed', processed_items: TOTAL, successful_items: TOTAL });
      const ours = statuses.filter((s) => s.id === id);
      const percentages = ours.map((s) => s.progress_percentage);
      expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
      // Pushes while it ran, not only its start and end.
      expect(ours.some((s) => s.status === 'processing' && s.items_processed > 0)).toBe(true);
      expect(ours.at(-1)).toMatchObject({
        status: 'completed',
        progress_percentage: 100,
        items_processed: TOTAL,
        items_successful: TOTAL,
        items_failed: 0,
      });
      expect(pushed.filter((s) => s.id === id).length).toBeGreaterThan(1);
      expect(stored.find((n) => n.importJobId === id)).toMatchObject({
        category: 'import',
        type: 'success',
        title: 'Import completed',
        message: `Import job ${id} completed successfully! ${TOTAL} rows saved`,
        actionUrl: `/import-history?job=${id}`,
      });
      progress.close();
      notifications.close();
      await stop(worker, 'SIGTERM');
    }, 40_000);
  });
});
