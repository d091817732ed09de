import fs from 'node:fs';
import path from 'node:path';
import { config } from '../../config';
import { CostumePiece, Department, ImportJob, Notification, Prop, SetPiece } from '../../models';
import { importDir } from '../../services/imports/jobs';
import { buildMember, buildProp } from '../factories';
import { csvText, waitForImport } from '../imports';
import { testServer, useTestDatabase } from '../server';
import { startWorkers } from '../../workers';

useTestDatabase();
beforeAll(async () => {
  await startWorkers();
});

const PROP_HEADER = ['Name', 'Description', 'Category', 'Condition', 'Location', 'Tags'];

async function manager() {
  const { user, department } = await buildMember('manager');
  return { user, department, api: testServer(user, department) };
}

function upload(api: ReturnType<typeof testServer>, kind: string, body: string | Buffer, name = 'items.csv') {
  return api.post(`/api/v1/${kind}/bulk-import`).attach('file', Buffer.from(body), name);
}

async function importFile(
  api: ReturnType<typeof testServer>,
  kind: string,
  body: string,
  name = 'items.csv',
) {
  const res = await upload(api, kind, body, name);
  expect(res.status).toBe(202);
  return waitForImport(res.body.id as number);
}

const countOf = async (department: Department) => (await Department.findByPk(department.id))!;

describe('POST /props/bulk-import', () => {
  it('answers the queued job at once and imports the good rows, recording the bad ones', async () => {
    const { department, api } = await manager();
    const res = await upload(
      api,
      'props',
      csvText([
        PROP_HEADER,
        ['Brass Lamp', 'Oil lamp', 'lighting', 'good', 'Shelf 2', 'period, brass'],
        ['', 'no name', 'lighting', 'good', '', ''],
        ['Sword', '', 'swords', 'good', '', ''],
        ['Chair', '', 'Furniture', 'Fair', '', ''],
      ]),
    );
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'pending', item_type: 'props', file_name: 'items.csv' });
    expect(res.body.job_id).toMatch(/^[0-9a-f-]{36}$/);
    const job = await waitForImport(res.body.id as number);
    expect(job).toMatchObject({
      status: 'completed',
      total_items: 4,
      processed_items: 4,
      successful_items: 2,
      failed_items: 2,
    });

    const props = await Prop.findAll({ where: { department_id: department.id }, order: [['id', 'ASC']] });
    expect(props.map((p) => [p.name, p.category, p.condition, p.tags])).toEqual([
      ['Brass Lamp', 'lighting', 'good', 'period,brass'],
      ['Chair', 'furniture', 'fair', null],
    ]);
    expect((await countOf(department)).prop_count).toBe(2);
    // Written with the time of the import, read back as the same instant on either database.
    for (const prop of props) expect(Math.abs(prop.created_at.getTime() - Date.now())).toBeLessThan(60_000);

    const got = await api.get(`/api/v1/import-jobs/${job.job_id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id: job.id,
      progress_percentage: 100,
      created_items: 2,
      updated_items: 0,
    });
    expect(got.body.recent_errors).toEqual([
      { row: 2, field: 'Name', message: 'Required' },
      {
        row: 3,
        field: 'Category',
        message: 'Must be one of: furniture, weapons, costumes, decorative, lighting, electronics, other',
      },
    ]);
    expect(got.body.error_details).toEqual({
      total_errors: 2,
      errors_omitted: 0,
      error_summary: { csv_validation_errors: 0, schema_errors: 0, validation_errors: 2, batch_errors: 0 },
    });
    // The file is gone once the job has ended.
    expect(fs.readdirSync(importDir()).filter((f) => f.startsWith(job.job_id))).toEqual([]);
    const note = await Notification.findOne({ where: { import_job_id: job.id } });
    expect(note).toMatchObject({ category: 'import', type: 'warning', title: 'Import completed' });
  });

  it('reads a BOM, CRLF line ends, headers in any case and order, and quoted commas, quotes and line breaks', async () => {
    const { department, api } = await manager();
    const body =
      '\uFEFF' +
      csvText(
        [
          ['condition', 'TAGS', 'name', 'Category', 'description'],
          ['excellent', 'a, b', 'Table, round', 'furniture', 'Says "hello"\r\non two lines'],
        ],
        '\r\n',
      );
    const job = await importFile(api, 'props', body);
    expect(job.status).toBe('completed');
    const prop = await Prop.findOne({ where: { department_id: department.id } });
    expect(prop).toMatchObject({
      name: 'Table, round',
      condition: 'excellent',
      category: 'furniture',
      tags: 'a,b',
      description: 'Says "hello"\r\non two lines',
    });
  });

  it('fails a file without a required column before writing any row, naming the column', async () => {
    const { department, api } = await manager();
    const job = await importFile(
      api,
      'props',
      csvText([
        ['Name', 'Condition'],
        ['Lamp', 'good'],
      ]),
    );
    expect(job).toMatchObject({ status: 'failed', error_message: 'Missing required column: Category' });
    expect(await Prop.count({ where: { department_id: department.id } })).toBe(0);
    const report = await api.get(`/api/v1/import-jobs/${job.id}/errors`);
    expect(report.text).toContain('0,Category,Missing required column');
  });

  it('fails a file with a row too long to read before writing any of its rows', async () => {
    const { department, api } = await manager();
    const long = `Lamp,${'x'.repeat(1024 * 1024 + 10)},lighting,good,,`;
    const job = await importFile(
      api,
      'props',
      `${PROP_HEADER.join(',')}\nChair,,furniture,good,,\n${long}\n`,
    );
    expect(job).toMatchObject({
      status: 'failed',
      error_message: 'Error parsing CSV: Row exceeds the maximum size',
    });
    expect(await Prop.count({ where: { department_id: department.id } })).toBe(0);
  });

  it('refuses what is not an import, and keeps nothing of it', async () => {
    const { department, api } = await manager();
    const before = fs.existsSync(importDir()) ? fs.readdirSync(importDir()).length : 0;
    const notCsv = await upload(api, 'props', 'Name\nLamp\n', 'items.txt');
    expect(notCsv.status).toBe(400);
    expect(notCsv.body.detail).toBe('Please select a CSV file');
    const empty = await upload(api, 'props', '');
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toMatch(/^The file is empty/);
    const blank = await upload(api, 'props', '\n\n \n');
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toMatch(/^The file is empty/);
    const headerless = await upload(api, 'props', 'Lamp,lighting,good\nChair,furniture,fair\n');
    expect(headerless.status).toBe(400);
    expect(headerless.body.detail).toMatch(/^The first row must be a header naming the columns: ID, Name/);
    const noFile = await api.post('/api/v1/props/bulk-import').field('other', 'x');
    expect(noFile.status).toBe(400);
    expect(noFile.body.detail).toBe('Please select a file first');
    expect(await ImportJob.count({ where: { department_id: department.id } })).toBe(0);
    const after = fs.existsSync(importDir()) ? fs.readdirSync(importDir()).length : 0;
    expect(after).toBe(before);
  });

  it('never serves a waiting import file from /uploads', async () => {
    fs.mkdirSync(importDir(), { recursive: true });
    fs.writeFileSync(path.join(importDir(), 'waiting.csv'), 'Name\nSecret\n');
    const res = await testServer().get('/uploads/.imports/waiting.csv');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('Secret');
  });

  it('refuses a file over 50 MB with 413 "File size must be less than 50MB"', async () => {
    const { department, api } = await manager();
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 'a');
    const res = await api.post('/api/v1/props/bulk-import').attach('file', big, 'big.csv');
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe('File size must be less than 50MB');
    expect(await ImportJob.count({ where: { department_id: department.id } })).toBe(0);
  });

  it('lets managers and up start imports: assistants and students get a 403, and no job', async () => {
    for (const role of ['student', 'assistant'] as const) {
      const { user, department } = await buildMember(role);
      const res = await upload(testServer(user, department), 'props', csvText([PROP_HEADER]));
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe('You do not have permission to import items');
      expect(await ImportJob.count({ where: { department_id: department.id } })).toBe(0);
    }
    for (const role of ['manager', 'director', 'admin'] as const) {
      const { user, department } = await buildMember(role);
      const res = await upload(testServer(user, department), 'costumes', 'Name,Category,Size,Condition\n');
      expect(res.status).toBe(202);
      await waitForImport(res.body.id as number);
    }
  });

  it('imports set pieces and costumes with their own columns and rules', async () => {
    const { department, api } = await manager();
    const sets = await importFile(
      api,
      'sets',
      csvText([
        ['Name', 'Pieces Count', 'Condition', 'Components', 'Dimensions'],
        ['Wall', '3', 'good', 'Flat, Door', "12' x 8'"],
        ['Stairs', 'two', 'good', '', ''],
        ['Cart', '1.5', 'good', '["Wheel, left","Wheel, right"]', ''],
        ['Bench', '2', 'good', '["Seat, long","Legs"]', ''],
      ]),
    );
    expect(sets).toMatchObject({ status: 'completed', successful_items: 2, failed_items: 2 });
    const pieces = await SetPiece.findAll({
      where: { department_id: department.id },
      order: [['id', 'ASC']],
    });
    expect(pieces.map((s) => [s.name, s.pieces_count, s.components])).toEqual([
      ['Wall', 3, '["Flat","Door"]'],
      ['Bench', 2, '["Seat, long","Legs"]'],
    ]);
    const report = await api.get(`/api/v1/import-jobs/${sets.id}/errors`);
    expect(report.text).toContain('2,Pieces_Count,Must be a number');
    expect(report.text).toContain('3,Pieces_Count,Must be a whole number of at least 1');

    const costumes = await importFile(
      api,
      'costumes',
      csvText([
        ['Name', 'Category', 'Size', 'Condition', 'Color'],
        ['Gown', 'period', 'One Size', 'good', 'Ivory'],
        ['Cap', 'hats', 'huge', 'good', 'x'.repeat(101)],
      ]),
    );
    expect(costumes).toMatchObject({ status: 'completed', successful_items: 1, failed_items: 1 });
    expect(await CostumePiece.findOne({ where: { department_id: department.id } })).toMatchObject({
      name: 'Gown',
      size: 'one_size',
    });
    const costumeReport = await api.get(`/api/v1/import-jobs/${costumes.id}/errors`);
    expect(costumeReport.text).toContain(
      '2,Size,"Must be one of: xs, s, m, l, xl, xxl, xxxl, one_size, custom"',
    );
    expect(costumeReport.text).toContain('2,Color,Must be no more than 100 characters');
    expect((await countOf(department)).set_piece_count).toBe(2);
    expect((await countOf(department)).costume_piece_count).toBe(1);
  });

  it('stores formula-like cells as text and neutralises them in the error report', async () => {
    const { department, api } = await manager();
    const job = await importFile(
      api,
      'props',
      csvText([
        PROP_HEADER,
        ['=cmd()', '', 'other', 'good', '', ''],
        ['+SUM(A1)', '', 'bad', 'good', '', ''],
      ]),
    );
    expect((await Prop.findOne({ where: { department_id: department.id } }))?.name).toBe('=cmd()');
    const report = await api.get(`/api/v1/import-jobs/${job.id}/errors`);
    expect(report.headers['content-disposition']).toContain(`import-job-${job.id}-errors.csv`);
    expect(report.text.split('\r\n')[0]).toBe(
      'Row,Field,Message,Name,Description,Category,Condition,Location,Tags',
    );
    expect(report.text).toContain(`"'+SUM(A1)"`);
    expect(report.text).not.toMatch(/(^|,)\+SUM/m);
  });

  it('updates the items of this department named by ID and refuses IDs of other departments', async () => {
    const { department, api } = await manager();
    const mine = await buildProp({ department, name: 'Old name', category: 'other' });
    const theirs = await buildProp({ name: 'Not yours' });
    const job = await importFile(
      api,
      'props',
      csvText([
        ['ID', ...PROP_HEADER],
        [mine.id, 'New name', '', 'lighting', 'poor', '', ''],
        [theirs.id, 'Stolen', '', 'other', 'good', '', ''],
        [2147483000, 'Ghost', '', 'other', 'good', '', ''],
        ['', 'Fresh', '', 'other', 'good', '', ''],
      ]),
    );
    expect(job).toMatchObject({ successful_items: 2, failed_items: 2, created_items: 1, updated_items: 1 });
    await mine.reload();
    expect(mine).toMatchObject({ name: 'New name', category: 'lighting', condition: 'poor' });
    await theirs.reload();
    expect(theirs.name).toBe('Not yours');
    const report = await api.get(`/api/v1/import-jobs/${job.id}/errors`);
    expect(report.text).toContain(`2,ID,No prop with ID ${theirs.id} in this department`);
    expect((await countOf(department)).prop_count).toBe(2);
  });

  it('answers 2xx or a clear 429 to many parallel uploads, and keeps the counts exact', async () => {
    const { department, api } = await manager();
    const body = csvText([
      PROP_HEADER,
      ...Array.from({ length: 20 }, (_, i) => [`Item ${i}`, '', 'other', 'good', '', '']),
    ]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(api, 'props', body)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 202 || s === 429)).toBe(true);
    const started = answers.filter((r) => r.status === 202);
    expect(started.length).toBeGreaterThanOrEqual(5);
    for (const r of answers.filter((a) => a.status === 429)) {
      expect(r.body.detail).toMatch(/already has 5 imports waiting or running/);
    }
    for (const r of started) await waitForImport(r.body.id as number);
    expect(await Prop.count({ where: { department_id: department.id } })).toBe(started.length * 20);
    expect((await countOf(department)).prop_count).toBe(started.length * 20);
  });
});

describe('resuming and cancelling', () => {
  it('resumes a job after its last committed batch: no row twice, none lost', async () => {
    const { department, user } = await manager();
    const rows = Array.from({ length: 7 }, (_, i) => [`Resumed ${i + 1}`, '', 'other', 'good', '', '']);
    fs.mkdirSync(importDir(), { recursive: true });
    const file = path.join(importDir(), 'resume-test.csv');
    fs.writeFileSync(file, csvText([PROP_HEADER, ...rows]));
    // As a worker that died after committing the batch of rows 1–3 left it.
    await buildProp({ department, name: 'Resumed 1' });
    await buildProp({ department, name: 'Resumed 2' });
    await buildProp({ department, name: 'Resumed 3' });
    const job = await ImportJob.create({
      job_id: '00000000-0000-4000-8000-00000000a001'.replace('a001', String(Date.now()).slice(-4)),
      department_id: department.id,
      user_id: user.id,
      item_type: 'props',
      status: 'processing',
      started_at: new Date(),
      file_name: 'resume.csv',
      file_path: file,
      file_headers: JSON.stringify(PROP_HEADER),
      total_items: 7,
      rows_done: 3,
      processed_items: 3,
      successful_items: 3,
      created_items: 3,
    });
    await startWorkers(); // a worker starting queues unfinished jobs again
    const done = await waitForImport(job.id);
    expect(done).toMatchObject({
      status: 'completed',
      processed_items: 7,
      successful_items: 7,
      created_items: 7,
    });
    const names = (
      await Prop.findAll({ where: { department_id: department.id }, order: [['id', 'ASC']] })
    ).map((p) => p.name);
    expect(names).toEqual(rows.map((r) => r[0]));
    expect((await countOf(department)).prop_count).toBe(7);
  });

  it('cancels a running job at the next batch boundary; what it wrote stays and counts', async () => {
    const { department, api } = await manager();
    const previous = config.importBatchSize;
    config.importBatchSize = 1;
    try {
      const rows = Array.from({ length: 400 }, (_, i) => [`Row ${i}`, '', 'other', 'good', '', '']);
      const res = await upload(api, 'props', csvText([PROP_HEADER, ...rows]));
      expect(res.status).toBe(202);
      for (;;) {
        const job = await ImportJob.findByPk(res.body.id as number);
        if (job!.processed_items > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const cancelled = await api.delete(`/api/v1/import-jobs/${res.body.id}`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({
        outcome: 'cancelled',
        message: 'Import job cancelled successfully',
      });
      expect(cancelled.body.job.status).toBe('cancelled');
      const job = await waitForImport(res.body.id as number);
      expect(job.status).toBe('cancelled');
      const written = await Prop.count({ where: { department_id: department.id } });
      expect(written).toBe(job.rows_done);
      expect(written).toBeLessThan(400);
      expect((await countOf(department)).prop_count).toBe(written);
      expect(await Notification.findOne({ where: { import_job_id: job.id } })).toMatchObject({
        title: 'Import cancelled',
        message: `Import job ${job.id} was cancelled`,
      });
    } finally {
      config.importBatchSize = previous;
    }
  });
});

describe('import jobs: history, removal and who may see them', () => {
  it('lists the department jobs newest first with filters, and removes finished ones keeping their items', async () => {
    const { department, api } = await manager();
    const first = await importFile(
      api,
      'props',
      csvText([PROP_HEADER, ['Lamp', '', 'lighting', 'good', '', '']]),
    );
    const second = await importFile(
      api,
      'sets',
      csvText([
        ['Name', 'Pieces_Count', 'Condition'],
        ['Wall', '1', 'good'],
      ]),
    );
    const list = await api.get('/api/v1/import-jobs/');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((j: { id: number }) => j.id)).toEqual([second.id, first.id]);
    const sets = await api.get('/api/v1/import-jobs/?item_type=sets&status=completed');
    expect(sets.body.items.map((j: { id: number }) => j.id)).toEqual([second.id]);
    expect((await api.get('/api/v1/import-jobs/?active=true')).body.total).toBe(0);

    const removed = await api.delete(`/api/v1/import-jobs/${first.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ outcome: 'removed', message: 'Import job removed from history' });
    expect(await ImportJob.findByPk(first.id)).toBeNull();
    expect(await Prop.count({ where: { department_id: department.id } })).toBe(1);

    const bulk = await api.post('/api/v1/import-jobs/bulk-delete').send({ ids: [second.job_id, first.id] });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual({
      removed: [second.id],
      skipped: [{ id: first.id, reason: 'Import job not found' }],
    });
    expect(await SetPiece.count({ where: { department_id: department.id } })).toBe(1);
  });

  it('hides a job from other departments (404) and keeps cancelling and removing to managers (403)', async () => {
    const { department, api } = await manager();
    const job = await importFile(
      api,
      'props',
      csvText([PROP_HEADER, ['Lamp', '', 'lighting', 'good', '', '']]),
    );
    const outsider = await buildMember('admin');
    const other = testServer(outsider.user, outsider.department);
    for (const call of [
      other.get(`/api/v1/import-jobs/${job.id}`),
      other.get(`/api/v1/import-jobs/${job.job_id}/errors`),
      other.delete(`/api/v1/import-jobs/${job.id}`),
    ]) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Import job not found');
    }
    expect((await other.get('/api/v1/import-jobs/')).body.total).toBe(0);
    const bulk = await other.post('/api/v1/import-jobs/bulk-delete').send({ ids: [job.id] });
    expect(bulk.body.removed).toEqual([]);

    for (const role of ['student', 'assistant'] as const) {
      const { user } = await buildMember(role, department);
      const member = testServer(user, department);
      expect((await member.get(`/api/v1/import-jobs/${job.id}`)).status).toBe(200);
      expect((await member.get('/api/v1/import-jobs/')).body.total).toBe(1);
      const denied = await member.delete(`/api/v1/import-jobs/${job.id}`);
      expect(denied.status).toBe(403);
      expect(denied.body.detail).toBe('You do not have permission to remove import jobs');
      const bulkDenied = await member.post('/api/v1/import-jobs/bulk-delete').send({ ids: [job.id] });
      expect(bulkDenied.status).toBe(403);
    }
    expect(await ImportJob.findByPk(job.id)).not.toBeNull();
  });

  it('refuses junk ids and bodies with clear 4xx answers', async () => {
    const { api } = await manager();
    expect((await api.get('/api/v1/import-jobs/abc')).status).toBe(422);
    expect((await api.get('/api/v1/import-jobs/99999999')).status).toBe(404);
    expect((await api.get(`/api/v1/import-jobs/${'f'.repeat(36)}`)).status).toBe(404);
    expect((await api.post('/api/v1/import-jobs/bulk-delete').send({ ids: [] })).status).toBe(422);
    expect((await api.post('/api/v1/import-jobs/bulk-delete').send({ ids: Array(101).fill(1) })).status).toBe(
      422,
    );
    expect((await api.get('/api/v1/import-jobs/?status=done')).status).toBe(422);
  });
});

describe('export and import again', () => {
  it('gives back exactly the edited inventory, cell for cell', async () => {
    const { department, api } = await manager();
    await importFile(
      api,
      'props',
      csvText([
        PROP_HEADER,
        [
          'Lamp',
          'Says "hi", twice\non two lines \u{1F3AD} \\ \'quoted\'',
          'lighting',
          'good',
          'Shelf 1',
          'brass, period',
        ],
        ['=cmd()', '', 'other', 'fair', '', ''],
        ['Chair', '-5 legs', 'furniture', 'poor', '@home', 'wood'],
      ]),
    );
    const exported = await api.get('/api/v1/props/export');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toMatch(/props-export-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = exported.text;
    expect(lines.split('\r\n')[0]).toBe('ID,Name,Description,Category,Condition,Location,Tags');
    expect(lines).toContain(`"'=cmd()"`);

    // A spreadsheet edit: rename the lamp, change the chair's condition, add a row without an ID.
    const edited = lines
      .replace('Lamp,', 'Lantern,')
      .replace(',furniture,poor,', ',furniture,excellent,')
      .concat('"",New Prop,,decorative,good,,\r\n');
    const job = await importFile(api, 'props', edited, 'props-export.csv');
    expect(job).toMatchObject({ status: 'completed', updated_items: 3, created_items: 1, failed_items: 0 });

    const again = (await api.get('/api/v1/props/export')).text;
    const newId = (await Prop.findOne({ where: { department_id: department.id, name: 'New Prop' } }))!.id;
    expect(again).toBe(edited.replace('"",New Prop', `${newId},New Prop`));
    expect((await countOf(department)).prop_count).toBe(4);
  });

  it('exports what the filters select, for any member, and nothing of another department', async () => {
    const { department } = await manager();
    await buildProp({ department, name: 'Red lamp', category: 'lighting' });
    await buildProp({ department, name: 'Blue chair', category: 'furniture' });
    await buildProp({ name: 'Elsewhere', category: 'lighting' });
    const { user } = await buildMember('student', department);
    const res = await testServer(user, department).get('/api/v1/props/export?category=lighting');
    expect(res.status).toBe(200);
    expect(res.text.trim().split('\r\n')).toHaveLength(2);
    expect(res.text).toContain('Red lamp');
    expect(res.text).not.toContain('Elsewhere');
    const sets = await testServer(user, department).get('/api/v1/sets/export');
    expect(sets.text.split('\r\n')[0]).toBe(
      'ID,Name,Description,Dimensions,Pieces_Count,Condition,Location,Components',
    );
    const costumes = await testServer(user, department).get('/api/v1/costumes/export');
    expect(costumes.text.split('\r\n')[0]).toBe(
      'ID,Name,Description,Category,Size,Color,Material,Condition,Location,Tags',
    );
  });
});
