import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { attachRealtime, closeRealtime } from '.';
import { provideImportJobs } from './push';
import { config } from '../config';
import { ImportJob, type Department, type User } from '../models';
import type { ImportProgress } from '../presenters/imports';
import { importJobFor, progressOf } from '../services/imports';
import { buildMember, buildUser } from '../test/factories';
import { csvText, waitForImport } from '../test/imports';
import { sessionToken, testServer, useTestDatabase } from '../test/server';
import { startWorkers } from '../workers';

useTestDatabase();

let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer();
  await attachRealtime(server);
  provideImportJobs(importJobFor, progressOf);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await closeRealtime();
  server.close();
});

const PROP_HEADER = ['Name', 'Description', 'Category', 'Condition', 'Location', 'Tags'];

interface Follower {
  socket: Socket;
  error?: Error;
  /** `connected`'s payload, once it came */
  hello: Promise<{ id: number; job_id: string | null }>;
  statuses: ImportProgress[];
}

/** Opens `/import-progress` for a job; resolves on connect or on a refused handshake. */
function follow(auth: Record<string, unknown>): Promise<Follower> {
  const socket = connect(`${origin}/import-progress`, {
    auth,
    transports: ['websocket'],
    reconnection: false,
  });
  const statuses: ImportProgress[] = [];
  // Listeners go on before the handshake ends: `connected` and the snapshot follow it at once.
  const hello = new Promise<{ id: number; job_id: string | null }>((resolve) =>
    socket.once('connected', resolve),
  );
  socket.on('status', (progress: ImportProgress) => statuses.push(progress));
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket, hello, statuses }));
    socket.once('connect_error', (error) => resolve({ socket, error, hello, statuses }));
  });
}

async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A finished job of `department`, written directly: following it needs no queue. */
async function finishedJob(department: Department, user: User) {
  return ImportJob.create({
    job_id: crypto.randomUUID(),
    department_id: department.id,
    user_id: user.id,
    item_type: 'props',
    status: 'completed',
    started_at: new Date(Date.now() - 2000),
    completed_at: new Date(),
    file_name: 'done.csv',
    file_path: null,
    file_headers: JSON.stringify(PROP_HEADER),
    total_items: 3,
    rows_done: 3,
    processed_items: 3,
    successful_items: 3,
    created_items: 3,
  });
}

describe('realtime /import-progress', () => {
  it('refuses a handshake without a valid token with "Authentication required"', async () => {
    const { user, department } = await buildMember('manager');
    const job = await finishedJob(department, user);
    for (const token of [undefined, 'nope']) {
      const refused = await follow({ token, job_id: job.job_id, department_id: department.id });
      expect(refused.error?.message).toBe('Authentication required');
      refused.socket.close();
    }
  });

  it('sends a member `connected` then a `status` snapshot, for the job named by uuid or by id', async () => {
    const { user, department } = await buildMember('manager');
    const job = await finishedJob(department, user);
    const token = await sessionToken(user);
    for (const ref of [job.job_id, job.id]) {
      const follower = await follow({ token, job_id: ref, department_id: department.id });
      expect(follower.error).toBeUndefined();
      expect(await follower.hello).toEqual({ id: job.id, job_id: job.job_id });
      await until(() => follower.statuses.length > 0, 'the snapshot');
      expect(follower.statuses[0]).toMatchObject({
        id: job.id,
        job_id: job.job_id,
        item_type: 'props',
        status: 'completed',
        progress_percentage: 100,
        total_items: 3,
        items_processed: 3,
        items_successful: 3,
        items_failed: 0,
        recent_errors: [],
        error_message: null,
      });
      follower.socket.close();
    }
  });

  it('lets a student of the department follow, and answers "Import job not found" to anyone else', async () => {
    const { user: starter, department } = await buildMember('manager');
    const job = await finishedJob(department, starter);
    const student = await buildUser({ role: 'student', department });
    const asStudent = await follow({
      token: await sessionToken(student),
      job_id: job.job_id,
      department_id: department.id,
    });
    expect(asStudent.error).toBeUndefined();
    expect((await asStudent.hello).id).toBe(job.id);
    asStudent.socket.close();

    // An admin of another department: the job is not there, whether named by uuid or id.
    const { user: outsider, department: theirs } = await buildMember('admin');
    const outsiderToken = await sessionToken(outsider);
    for (const ref of [job.job_id, job.id]) {
      const refused = await follow({ token: outsiderToken, job_id: ref, department_id: theirs.id });
      expect(refused.error?.message).toBe('Import job not found');
      refused.socket.close();
    }
    // Nor may they name the job's department as their current one (as on /notifications).
    const notMember = await follow({ token: outsiderToken, job_id: job.id, department_id: department.id });
    expect(notMember.error?.message).toBe('Authentication required');
    notMember.socket.close();
    // A job that does not exist at all reads the same.
    const missing = await follow({
      token: await sessionToken(starter),
      job_id: '00000000-0000-4000-8000-000000000000',
      department_id: department.id,
    });
    expect(missing.error?.message).toBe('Import job not found');
    missing.socket.close();
  });

  it('disconnects a follower the moment their membership of the job department ends', async () => {
    const { user: admin, department } = await buildMember('admin');
    const job = await finishedJob(department, admin);
    const leaving = await buildUser({ role: 'student', department });
    const staying = await buildUser({ role: 'student', department });
    const gone = await follow({
      token: await sessionToken(leaving),
      job_id: job.job_id,
      department_id: department.id,
    });
    const kept = await follow({
      token: await sessionToken(staying),
      job_id: job.job_id,
      department_id: department.id,
    });
    await Promise.all([gone.hello, kept.hello]);
    const reason = new Promise<string>((resolve) => gone.socket.once('disconnect', resolve));

    const asAdmin = testServer(admin, department);
    expect((await asAdmin.delete(`/api/v1/users/${leaving.id}`)).status).toBe(204);
    expect(await reason).toBe('io server disconnect');
    expect(kept.socket.connected).toBe(true);
    kept.socket.close();
  });

  it('pushes a running import a few times a second at most, the last push its end', async () => {
    const { user, department } = await buildMember('manager');
    const api = testServer(user, department);
    const previous = config.importBatchSize;
    config.importBatchSize = 10;
    try {
      const rows = Array.from({ length: 2000 }, (_, i) => [
        `Throttled ${i + 1}`,
        '',
        'other',
        'good',
        '',
        '',
      ]);
      const res = await api
        .post('/api/v1/props/bulk-import')
        .attach('file', Buffer.from(csvText([PROP_HEADER, ...rows])), 'many.csv');
      expect(res.status).toBe(202);
      // Nobody works the queue yet: the follower is in place before the first batch.
      const follower = await follow({
        token: await sessionToken(user),
        job_id: res.body.job_id as string,
        department_id: department.id,
      });
      expect(follower.error).toBeUndefined();
      await follower.hello;
      await until(() => follower.statuses.length > 0, 'the snapshot');
      expect(follower.statuses[0]).toMatchObject({ status: 'pending', progress_percentage: 0 });

      await startWorkers();
      const job = await waitForImport(res.body.id as number, 30_000);
      expect(job).toMatchObject({ status: 'completed', processed_items: 2000, successful_items: 2000 });
      await until(() => follower.statuses.at(-1)?.status === 'completed', 'the last push');
      const statuses = follower.statuses.filter((s) => s.id === job.id);
      // 200 batches, but pushes at most every 250 ms (and on each change of status).
      expect(statuses.length).toBeLessThan(50);
      expect(statuses.at(-1)).toMatchObject({
        status: 'completed',
        progress_percentage: 100,
        items_processed: 2000,
        items_successful: 2000,
      });
      expect(statuses.some((s) => s.status === 'processing')).toBe(true);
      const processed = statuses.map((s) => s.items_processed);
      expect(processed).toEqual([...processed].sort((a, b) => a - b));
      follower.socket.close();
    } finally {
      config.importBatchSize = previous;
    }
  });
});
