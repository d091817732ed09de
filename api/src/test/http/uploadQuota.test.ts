import crypto from 'node:crypto';
import { config } from '../../config';
import { storage } from '../../services/storage';
import { sweepUploads } from '../../services/uploadSweep';
import { UploadRecord, type Department, type Role } from '../../models';
import { buildDepartment, buildMember, buildProduction, buildProp } from '../factories';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

const HOUR = 3600 * 1000;
/** A sweep this long after now: the fake clock, instead of waiting. */
const later = (ms: number) => new Date(Date.now() + ms);
const GRACE = () => config.uploadGraceMs;

/** A PNG of `bytes` bytes, unlike any other (its stored name is its hash). */
function png(bytes = 64): Buffer {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([head, crypto.randomBytes(Math.max(0, bytes - head.length))]);
}

async function member(role: Role = 'admin', department?: Department) {
  const { user, department: theirs } = await buildMember(role, department);
  return { user, department: theirs, api: testServer(user, theirs) };
}

async function upload(api: ReturnType<typeof testServer>, image = png()) {
  return api.post('/api/v1/files/upload').field('file_type', 'prop').attach('file', image, 'photo.png');
}

async function uploaded(api: ReturnType<typeof testServer>, image = png()) {
  const res = await upload(api, image);
  expect(res.status).toBe(201);
  return res.body as { url: string; filename: string; size: number };
}

const served = async (filename: string) => (await testServer().get(`/uploads/${filename}`)).status;

describe('upload records', () => {
  it('records each upload with its department, uploader, size and time', async () => {
    const { api, user, department } = await member('assistant');
    const before = Date.now();
    const image = png(300);
    const { filename } = await uploaded(api, image);
    const record = await UploadRecord.findOne({ where: { filename } });
    expect(record).toEqual(
      expect.objectContaining({
        department_id: department.id,
        user_id: user.id,
        size: 300,
        unreferenced_since: null,
      }),
    );
    expect(record!.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The same image again refreshes the one record.
    await uploaded(api, image);
    expect(await UploadRecord.count({ where: { filename } })).toBe(1);
  });

  it('refuses an upload to a department the uploader is not a member of, and a student’s', async () => {
    const { user } = await member('admin');
    const other = await buildDepartment();
    const outsider = await upload(testServer(user, other));
    expect(outsider.status).toBe(403);
    const { api: student } = await member('student');
    expect((await upload(student)).status).toBe(403);
    expect(await UploadRecord.count({ where: { department_id: other.id } })).toBe(0);
  });
});

describe('the upload quota per department', () => {
  const saved = config.uploadQuotaBytes;
  beforeEach(() => {
    config.uploadQuotaBytes = 1024 * 1024;
  });
  afterEach(() => {
    config.uploadQuotaBytes = saved;
  });

  it('refuses an image beyond the quota with 413 naming the department and the quota, storing nothing', async () => {
    const { api, department } = await member();
    await uploaded(api, png(400 * 1024));
    await uploaded(api, png(400 * 1024));
    const beyond = png(400 * 1024);
    const res = await upload(api, beyond);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('upload_quota_exceeded');
    expect(res.body.detail).toContain(department.name);
    expect(res.body.detail).toContain('of its 1 MB for images');
    const name = `${crypto.createHash('sha256').update(beyond).digest('hex')}.png`;
    expect(await storage.exists(name)).toBe(false);
    expect(await UploadRecord.count({ where: { department_id: department.id } })).toBe(2);

    // An image it already holds costs nothing; another department has its own quota.
    const small = png(100);
    await uploaded(api, small);
    await uploaded(api, small);
    const { api: other } = await member();
    await uploaded(other, png(400 * 1024));
  });

  it('frees its room when an unused image is swept', async () => {
    const { api, department } = await member();
    await uploaded(api, png(600 * 1024));
    expect((await upload(api, png(600 * 1024))).status).toBe(413);
    await sweepUploads(later(HOUR));
    await sweepUploads(later(GRACE() + 2 * HOUR));
    expect(await UploadRecord.count({ where: { department_id: department.id } })).toBe(0);
    await uploaded(api, png(600 * 1024));
  });
});

describe('the upload sweep', () => {
  it('keeps an unused upload through its grace period, then removes the file and its record', async () => {
    const { api } = await member();
    const { filename } = await uploaded(api);
    // A form not saved yet: the image survives sweeps within the grace period.
    await sweepUploads(later(HOUR));
    await sweepUploads(later(GRACE() - HOUR));
    expect(await served(filename)).toBe(200);
    const result = await sweepUploads(later(GRACE() + 2 * HOUR));
    expect(result.removed).toContain(filename);
    expect(await storage.exists(filename)).toBe(false);
    expect(await served(filename)).toBe(404);
    expect(await UploadRecord.count({ where: { filename } })).toBe(0);
  });

  it('never removes an image an item or a production uses', async () => {
    const { api, department } = await member();
    const forProp = await uploaded(api);
    const forProduction = await uploaded(api);
    await api
      .post('/api/v1/props')
      .send({ name: 'Lamp', category: 'other', image_url: forProp.url })
      .expect(201);
    await buildProduction({ department_id: department.id, image_url: `/uploads/${forProduction.filename}` });
    for (const days of [1, 2, 10, 30]) await sweepUploads(later(days * 24 * HOUR));
    expect(await served(forProp.filename)).toBe(200);
    expect(await served(forProduction.filename)).toBe(200);
  });

  it('removes an image a grace period after it was replaced, or after its item was deleted', async () => {
    const { api } = await member();
    const first = await uploaded(api);
    const second = await uploaded(api);
    const third = await uploaded(api);
    const prop = await api
      .post('/api/v1/props')
      .send({ name: 'Chair', category: 'other', image_url: first.url })
      .expect(201);
    const other = await api
      .post('/api/v1/props')
      .send({ name: 'Table', category: 'other', image_url: third.url })
      .expect(201);
    await sweepUploads(later(HOUR)); // `second` is seen unused from here
    // A new image_url keeps the old one as a photo (docs/bookings.md, "Photos"): the old cover is
    // removed first, and its file is then unused.
    await api.put(`/api/v1/props/${prop.body.id}`).send({ image_url: null }).expect(200);
    await api.put(`/api/v1/props/${prop.body.id}`).send({ image_url: second.url }).expect(200);
    await api.delete(`/api/v1/props/${other.body.id}`).expect(204);
    await sweepUploads(later(2 * HOUR)); // `first` and `third` are seen unused from here
    // Past the upload's grace, but not a grace period since they were last used.
    await sweepUploads(later(GRACE() + HOUR));
    expect(await served(first.filename)).toBe(200);
    expect(await served(third.filename)).toBe(200);
    const swept = await sweepUploads(later(GRACE() + 3 * HOUR));
    expect(swept.removed).toEqual(expect.arrayContaining([first.filename, third.filename]));
    expect(swept.removed).not.toContain(second.filename);
    expect(await served(second.filename)).toBe(200);
  });

  it('records images stored before uploads were recorded: for the department using them, else removed after the grace period', async () => {
    const { department } = await member();
    const used = `${crypto.randomBytes(32).toString('hex')}.png`;
    const unused = `${crypto.randomBytes(32).toString('hex')}.png`;
    await storage.write(used, png(120));
    await storage.write(unused, png(80));
    await buildProp({ department_id: department.id, image_url: `${config.publicUrl}/uploads/${used}` });

    const first = await sweepUploads(later(HOUR));
    expect(first.removed).toEqual([]);
    const records = await UploadRecord.findAll({
      where: { filename: [used, unused] },
      order: [['size', 'DESC']],
    });
    expect(records.map((r) => [r.filename, r.department_id, r.size])).toEqual([
      [used, department.id, 120],
      [unused, null, 80],
    ]);
    const second = await sweepUploads(later(GRACE() + 2 * HOUR));
    expect(second.removed).toContain(unused);
    expect(second.removed).not.toContain(used);
    expect(await storage.exists(used)).toBe(true);
  });

  it("keeps an image another department's item uses, and moves its room to that department", async () => {
    const { api: a, department: uploader } = await member();
    const { department: user } = await member();
    const image = await uploaded(a);
    await buildProp({ department_id: user.id, image_url: image.url });
    await sweepUploads(later(HOUR));
    const swept = await sweepUploads(later(GRACE() + 2 * HOUR));
    expect(swept.removed).not.toContain(image.filename);
    expect(
      await UploadRecord.count({ where: { filename: image.filename, department_id: uploader.id } }),
    ).toBe(0);
    // The next sweep records it for the department whose item uses it.
    await sweepUploads(later(GRACE() + 3 * HOUR));
    expect(await UploadRecord.count({ where: { filename: image.filename, department_id: user.id } })).toBe(1);
    expect(await served(image.filename)).toBe(200);
  });

  it('keeps an image uploaded again after it was seen unused', async () => {
    const { api } = await member();
    const image = png();
    const { filename } = await uploaded(api, image);
    await sweepUploads(later(HOUR));
    await uploaded(api, image); // a new grace period
    await sweepUploads(later(GRACE() + 2 * HOUR)); // seen unused again from here
    expect(await served(filename)).toBe(200);
  });
});
