/**
 * Imports share the workers fairly (docs/imports.md): one department's big imports never hold every
 * worker slot while another department's import waits, a job keeps its first 1,000 errors and counts
 * the rest, and a file of nearly only bad rows stops early with the reason.
 *
 * Runs on the queue this process is given: the in-process runner by default, Bull with REDIS_URL.
 */
import { config } from '../../config';
import { ImportJob, ImportJobError, Prop } from '../../models';
import { MAX_KEPT_ERRORS, runningImportsPerDepartment } from '../../services/imports/limits';
import { startWorkers } from '../../workers';
import { buildMember } from '../factories';
import { csvText, waitForImport } from '../imports';
import { until } from '../processes';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();
beforeAll(async () => {
  await startWorkers();
});

const PROP_HEADER = ['Name', 'Description', 'Category', 'Condition', 'Location', 'Tags'];

async function manager() {
  const { user, department } = await buildMember('manager');
  return { user, department, api: testServer(user, department) };
}

async function upload(api: ReturnType<typeof testServer>, rows: (string | number)[][], name = 'items.csv') {
  const res = await api
    .post('/api/v1/props/bulk-import')
    .attach('file', Buffer.from(csvText([PROP_HEADER, ...rows])), name);
  expect(res.status).toBe(202);
  return res.body as { id: number; job_id: string };
}

const good = (n: number) => [`Good ${n}`, '', 'other', 'good', '', ''];
/** A row whose Category and Condition are no values of theirs: two errors. */
const junk = (n: number) => [`Junk ${n}`, '', 'not-a-category', 'shredded', '', ''];

describe('fair imports', () => {
  const batchSize = config.importBatchSize;
  afterEach(() => {
    config.importBatchSize = batchSize;
  });

  it("finishes another department's one-row import while one department's three big imports run", async () => {
    expect(config.workerConcurrency).toBe(2);
    expect(runningImportsPerDepartment()).toBe(1);
    // Small batches: the big imports commit often and take several seconds each.
    config.importBatchSize = 50;
    const ROWS = 20_000;
    // Junk (nine rows in ten are bad) that never stops early: it holds its slot to the end.
    const rows = Array.from({ length: ROWS }, (_, i) => (i % 10 === 0 ? good(i) : junk(i)));
    const a = await manager();
    const big = [];
    for (let i = 0; i < 3; i += 1) big.push(await upload(a.api, rows, `junk-${i}.csv`));
    const bigIds = big.map((j) => j.id);
    // The first of them is under way before the other department asks.
    await until('the first big import to run', async () => {
      const job = await ImportJob.findByPk(bigIds[0]);
      return job!.processed_items > 0;
    });

    const b = await manager();
    const small = await upload(b.api, [['Tea set', 'Blue', 'other', 'good', '', '']], 'small.csv');
    const started = Date.now();
    let mostRunning = 0;
    let firstBig = '';
    const done = await until(
      'the small import to finish',
      async () => {
        const running = await ImportJob.count({ where: { id: bigIds, status: 'processing' } });
        mostRunning = Math.max(mostRunning, running);
        const job = await ImportJob.findByPk(small.id);
        if (job!.status !== 'completed') return null;
        firstBig = (await ImportJob.findByPk(bigIds[0]))!.status;
        return job;
      },
      { timeoutMs: 10_000 },
    );
    // The bound: within seconds, while the first big import is still running (it takes several
    // seconds): the small one did not wait for a slot of department A to come free.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(firstBig).toBe('processing');
    expect(done).toMatchObject({ status: 'completed', successful_items: 1 });
    expect(await Prop.count({ where: { department_id: b.department.id } })).toBe(1);
    const bigNow = await ImportJob.findAll({ where: { id: bigIds }, order: [['id', 'ASC']] });
    // Department A still had work waiting or running: B did not just come after it.
    expect(bigNow.some((j) => j.status === 'pending' || j.status === 'processing')).toBe(true);
    expect(bigNow.filter((j) => j.status === 'processing').length).toBeLessThanOrEqual(1);
    expect(mostRunning).toBe(1);

    // A's imports all finish in the end, one after the other, every good row once.
    for (const id of bigIds) {
      const job = await waitForImport(id, 120_000);
      expect(job).toMatchObject({ status: 'completed', processed_items: ROWS, successful_items: ROWS / 10 });
      expect(job.error_count).toBe((ROWS * 9 * 2) / 10);
      expect(await ImportJobError.count({ where: { import_job_id: id } })).toBe(MAX_KEPT_ERRORS);
    }
    expect(await Prop.count({ where: { department_id: a.department.id } })).toBe((3 * ROWS) / 10);
    // Each ran on its own (in whichever order they got their turn): a job started only once the one
    // before it had ended.
    const ended = (await ImportJob.findAll({ where: { id: bigIds } })).sort(
      (x, y) => x.started_at!.getTime() - y.started_at!.getTime(),
    );
    for (let i = 1; i < ended.length; i += 1) {
      expect(ended[i].started_at!.getTime()).toBeGreaterThanOrEqual(ended[i - 1].completed_at!.getTime());
    }
  }, 180_000);
});

describe('error cap', () => {
  it('keeps the first 1,000 errors and says how many more there were', async () => {
    const { api } = await manager();
    // 3,000 rows, two in three bad with two errors each: 4,000 errors in 2,000 rows.
    const rows = Array.from({ length: 3000 }, (_, i) => (i % 3 === 0 ? good(i) : junk(i)));
    const { id } = await upload(api, rows);
    const job = await waitForImport(id, 60_000);
    expect(job).toMatchObject({ status: 'completed', successful_items: 1000, failed_items: 2000 });
    expect(await ImportJobError.count({ where: { import_job_id: id } })).toBe(1000);

    const got = await api.get(`/api/v1/import-jobs/${id}`);
    expect(got.status).toBe(200);
    expect(got.body.error_details).toMatchObject({
      total_errors: 4000,
      errors_omitted: 3000,
      error_summary: { validation_errors: 1000 },
    });
    // The report lists the kept errors, the earliest rows first.
    const report = await api.get(`/api/v1/import-jobs/${id}/errors`).buffer(true);
    expect(report.status).toBe(200);
    const lines = report.text.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 1000);
    expect(lines[1]).toMatch(/^2,/);
  }, 60_000);

  it('says no errors were left out for a job within the cap', async () => {
    const { api } = await manager();
    const { id } = await upload(api, [good(1), junk(2)]);
    await waitForImport(id);
    const got = await api.get(`/api/v1/import-jobs/${id}`);
    expect(got.body.error_details).toMatchObject({ total_errors: 2, errors_omitted: 0 });
  });
});

describe('early stop', () => {
  it('fails a file of nearly only bad rows after its first 1,000 rows, saying why', async () => {
    const { department, api } = await manager();
    const rows = Array.from({ length: 20_000 }, (_, i) => (i % 50 === 0 ? good(i) : junk(i)));
    const { id } = await upload(api, rows);
    const job = await waitForImport(id, 60_000);
    expect(job.status).toBe('failed');
    expect(job.processed_items).toBeLessThan(2000);
    expect(job.error_message).toMatch(
      /^Stopped after 1,000 rows: 980 of them were invalid\. Check that the file's columns are Name, Description, Category/,
    );
    // What the job wrote before it stopped stays, counted, as for a cancelled job.
    expect(await Prop.count({ where: { department_id: department.id } })).toBe(job.successful_items);
    expect(job.successful_items).toBe(20);
    expect(await ImportJobError.count({ where: { import_job_id: id } })).toBeLessThanOrEqual(MAX_KEPT_ERRORS);
    const got = await api.get(`/api/v1/import-jobs/${id}`);
    expect(got.body).toMatchObject({ status: 'failed', error_message: job.error_message });
  }, 60_000);

  it('stops after 10,000 bad rows one after another, even when the rows before them were good', async () => {
    const { department, api } = await manager();
    const rows = [
      ...Array.from({ length: 2000 }, (_, i) => good(i)),
      ...Array.from({ length: 15_000 }, (_, i) => junk(i)),
    ];
    const { id } = await upload(api, rows);
    const job = await waitForImport(id, 60_000);
    expect(job.status).toBe('failed');
    expect(job.error_message).toMatch(/^Stopped at row 12,000: the last 10,000 rows were all invalid\./);
    expect(job.processed_items).toBe(12_000);
    expect(await Prop.count({ where: { department_id: department.id } })).toBe(2000);
  }, 60_000);

  it('does not stop a file whose bad rows stay within the share', async () => {
    const { api } = await manager();
    // 94% bad: a poor file, but not the wrong one.
    const rows = Array.from({ length: 3000 }, (_, i) => (i % 50 < 3 ? good(i) : junk(i)));
    const { id } = await upload(api, rows);
    const job = await waitForImport(id, 60_000);
    expect(job).toMatchObject({ status: 'completed', processed_items: 3000, successful_items: 180 });
  }, 60_000);
});
