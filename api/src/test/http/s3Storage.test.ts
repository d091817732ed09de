/**
 * Uploads kept in an S3-compatible bucket (STORAGE_URL=s3://…), as several API instances and
 * workers on different machines share them: images land in the bucket and are served from it at
 * the same `/uploads/<name>` address; an import's CSV waits in the bucket, is read from it by the
 * worker and removed from it when the job ends.
 *
 * The bucket is s3rver, an S3 server started in this process on a free port. The app reads its
 * configuration once, when its modules are first loaded, so they are loaded only once the server
 * runs and the variables point at it (type-only imports above load nothing).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type * as ConfigModule from '../../config';
import type * as Models from '../../models';
import type * as StorageModule from '../../services/storage';
import type * as Factories from '../factories';
import type * as ImportHelpers from '../imports';
import type * as ServerModule from '../server';

const BUCKET = 'scenedock-test';
const PREFIX = 'district/uploads/';
const PROP_HEADER = ['Name', 'Description', 'Category', 'Condition', 'Location', 'Tags'];

let s3rver: S3rver;
let s3rverDir: string;
let s3: S3Client;
let app: {
  config: typeof ConfigModule.config;
  models: typeof Models;
  storage: typeof StorageModule.storage;
  factories: typeof Factories;
  imports: typeof ImportHelpers;
  server: typeof ServerModule;
  closeAll: () => Promise<void>;
};

beforeAll(async () => {
  s3rverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-s3rver-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: s3rverDir,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  Object.assign(process.env, {
    STORAGE_URL: `s3://${BUCKET}/${PREFIX}`,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  // Only now: each of these reads the configuration, directly or through what it imports.
  const { config } = await import('../../config');
  const models = await import('../../models');
  const { storage } = await import('../../services/storage');
  const factories = await import('../factories');
  const imports = await import('../imports');
  const server = await import('../server');
  const { migrate } = await import('../../db/migrator');
  const { sequelize } = await import('../../db/sequelize');
  const { closeQueue } = await import('../../queue');
  const { backgroundTasksSettled } = await import('../../lib/background');
  const { startWorkers } = await import('../../workers');
  app = {
    config,
    models,
    storage,
    factories,
    imports,
    server,
    // As useTestDatabase does: running jobs and mails need the database until they end.
    closeAll: async () => {
      await closeQueue();
      await backgroundTasksSettled();
      await sequelize.close();
    },
  };
  await migrate();
  await startWorkers();
});

afterAll(async () => {
  await app?.closeAll();
  // This process's staging folder for CSV uploads (made on the first import).
  const { importStagingDir } = await import('../../services/imports/importFiles');
  fs.rmSync(await importStagingDir(), { recursive: true, force: true });
  s3?.destroy();
  await s3rver?.close().catch(() => undefined);
  fs.rmSync(s3rverDir, { recursive: true, force: true });
});

afterEach(() => jest.restoreAllMocks());

const pngOf = (text: string) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(text)]);

async function member(role: 'assistant' | 'manager') {
  const { user, department } = await app.factories.buildMember(role);
  return { user, department, api: app.server.testServer(user, department) };
}

async function bucketObject(key: string): Promise<Buffer | null> {
  try {
    const got = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${key}` }));
    return Buffer.from(await got.Body!.transformToByteArray());
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey') return null;
    throw err;
  }
}

async function bucketKeys(prefix = ''): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${PREFIX}${prefix}` }));
  return (listed.Contents ?? []).map((object) => object.Key!.slice(PREFIX.length));
}

const localUploads = () =>
  fs.existsSync(app.config.uploadDir) ? fs.readdirSync(app.config.uploadDir, { recursive: true }) : [];

/** A loopback port nothing listens on: a bucket there refuses every connection. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Runs `body` with the bucket's endpoint moved to a port nothing answers on. */
async function withBucketUnreachable(body: () => Promise<void>): Promise<void> {
  const saved = app.config.storage;
  if (saved.kind !== 's3') throw new Error('expected the s3 storage');
  app.config.storage = { ...saved, endpoint: `http://127.0.0.1:${await closedPort()}` };
  try {
    await body();
  } finally {
    app.config.storage = saved;
  }
}

describe('images in an S3-compatible bucket', () => {
  it('stores an upload in the bucket under its prefix, not in UPLOAD_DIR', async () => {
    const { api } = await member('assistant');
    const png = pngOf(crypto.randomUUID());
    const res = await api
      .post('/api/v1/files/upload')
      .field('file_type', 'prop')
      .attach('file', png, 'photo.png')
      .expect(201);
    expect(res.body.filename).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(res.body.url).toBe(`${app.config.publicUrl}/uploads/${res.body.filename}`);
    expect((await bucketObject(res.body.filename))?.equals(png)).toBe(true);
    const head = await s3.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${res.body.filename}` }),
    );
    expect(head.ContentType).toBe('image/png');
    expect(localUploads()).toEqual([]);
  });

  it('serves it back at the same address: same bytes, its type, cached for good, readable from any origin', async () => {
    const { api } = await member('assistant');
    const png = pngOf(crypto.randomUUID());
    const { body } = await api
      .post('/api/v1/files/upload')
      .field('file_type', 'set')
      .attach('file', png, 'photo.png')
      .expect(201);
    const served = await app.server.testServer().get(new URL(body.url).pathname).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.from(served.body as Buffer).equals(png)).toBe(true);
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toMatch(/^"[0-9a-f]+"$/);

    const again = await app.server
      .testServer()
      .get(`/uploads/${body.filename}`)
      .set('If-None-Match', served.headers.etag);
    expect(again.status).toBe(304);
    const ranged = await app.server.testServer().get(`/uploads/${body.filename}`).set('Range', 'bytes=0-1');
    expect(ranged.status).toBe(200); // no ranges for images this small: the whole file
  });

  it('answers 404 for a name not stored, and never serves import files or anything but a name', async () => {
    await s3.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}.imports/waiting.csv`, Body: 'Name\nSecret\n' }),
    );
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'outside.png', Body: pngOf('outside') }));
    const anyone = app.server.testServer();
    const missing = await anyone.get(`/uploads/${'0'.repeat(64)}.png`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const address of [
      '/uploads/.imports/waiting.csv',
      '/uploads/.imports%2Fwaiting.csv',
      '/uploads/%2Eimports%2Fwaiting.csv',
      '/uploads/..%2Foutside.png',
      '/uploads/../outside.png',
      '/uploads/.%2E/outside.png',
    ]) {
      const res = await anyone.get(address);
      expect({ address, status: res.status }).toEqual({ address, status: 404 });
      expect(res.text ?? '').not.toContain('Secret');
    }
  });

  it('stores the same image once', async () => {
    const { api } = await member('assistant');
    const png = pngOf(crypto.randomUUID());
    const write = jest.spyOn(app.storage, 'write');
    const first = await api
      .post('/api/v1/files/upload')
      .field('file_type', 'prop')
      .attach('file', png, 'a.png');
    const second = await api
      .post('/api/v1/files/upload')
      .field('file_type', 'prop')
      .attach('file', png, 'b.png');
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.filename).toBe(first.body.filename);
    expect(write).toHaveBeenCalledTimes(1);
    expect((await bucketKeys()).filter((key) => key === first.body.filename)).toHaveLength(1);
  });

  it('answers a clear 507 with a JSON body, at once, when the bucket cannot be reached', async () => {
    const { api } = await member('assistant');
    await withBucketUnreachable(async () => {
      const started = Date.now();
      const res = await api
        .post('/api/v1/files/upload')
        .field('file_type', 'prop')
        .attach('file', pngOf(crypto.randomUUID()), 'photo.png');
      expect(res.status).toBe(507);
      expect(res.body).toEqual({
        detail: 'The file store is unavailable now: try again later',
        code: 'insufficient_storage',
      });
      expect(Date.now() - started).toBeLessThan(15_000);
      const served = await app.server.testServer().get(`/uploads/${'1'.repeat(64)}.png`);
      expect(served.status).toBe(503);
      expect(served.body.detail).toBe('The file store is unavailable now: try again later');
    });
  });

  it('lists, reads and writes every stored object (what backups use)', async () => {
    const { storage } = app;
    await storage.write('copied.png', Readable.from([pngOf('streamed')]), 'image/png');
    expect((await bucketObject('copied.png'))?.equals(pngOf('streamed'))).toBe(true);
    const listed = [];
    for await (const entry of storage.list()) listed.push(entry);
    expect(listed).toContainEqual({ key: 'copied.png', size: pngOf('streamed').length });
    expect(listed.map((entry) => entry.key)).not.toContain('outside.png'); // not under the prefix
    const body = await storage.read('copied.png');
    const chunks: Buffer[] = [];
    for await (const chunk of body!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pngOf('streamed'))).toBe(true);
    expect(await storage.read('no-such.png')).toBeNull();
    expect(await storage.exists('copied.png')).toBe(true);
    await storage.remove('copied.png');
    expect(await storage.exists('copied.png')).toBe(false);
    expect(storage.describe()).toContain(`s3://${BUCKET}/${PREFIX}`);
  });
});

describe('CSV imports through the bucket', () => {
  it('keeps the upload in the bucket, reads it from there and removes it once the job is done', async () => {
    const { department, api } = await member('manager');
    const put = jest.spyOn(app.storage, 'moveIn');
    const res = await api
      .post('/api/v1/props/bulk-import')
      .attach(
        'file',
        Buffer.from(
          app.imports.csvText([
            PROP_HEADER,
            ['Brass Lamp', 'Oil lamp', 'lighting', 'good', 'Shelf 2', ''],
            ['Chair', '', 'furniture', 'fair', '', ''],
          ]),
        ),
        'items.csv',
      );
    expect(res.status).toBe(202);
    expect(put).toHaveBeenCalledWith(`.imports/${res.body.job_id}.csv`, expect.any(String), 'text/csv');
    const job = await app.imports.waitForImport(res.body.id as number);
    expect(job).toMatchObject({ status: 'completed', successful_items: 2, file_path: null });
    const props = await app.models.Prop.findAll({
      where: { department_id: department.id },
      order: [['id', 'ASC']],
    });
    expect(props.map((p) => p.name)).toEqual(['Brass Lamp', 'Chair']);
    expect(await bucketKeys(`.imports/${res.body.job_id}`)).toEqual([]);
    expect(localUploads()).toEqual([]);
  });

  it('works a job from a file only the bucket holds, as a worker on another machine does', async () => {
    const { department, user } = await member('manager');
    const jobId = crypto.randomUUID();
    const key = `.imports/${jobId}.csv`;
    const rows = Array.from({ length: 5 }, (_, i) => [`From bucket ${i + 1}`, '', 'other', 'good', '', '']);
    await s3.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: `${PREFIX}${key}`,
        Body: app.imports.csvText([PROP_HEADER, ...rows]),
      }),
    );
    const job = await app.models.ImportJob.create({
      job_id: jobId,
      department_id: department.id,
      user_id: user.id,
      item_type: 'props',
      file_name: 'elsewhere.csv',
      file_path: key,
      file_headers: JSON.stringify(PROP_HEADER),
    });
    const { enqueue } = await import('../../queue');
    await enqueue('import', { importJobId: job.id }, jobId);
    const done = await app.imports.waitForImport(job.id);
    expect(done).toMatchObject({ status: 'completed', total_items: 5, created_items: 5 });
    expect(await app.models.Prop.count({ where: { department_id: department.id } })).toBe(5);
    expect(await bucketObject(key)).toBeNull();
  });

  it('ends a job whose file is gone from the bucket with "no longer available"', async () => {
    const { user, department } = await member('manager');
    const jobId = crypto.randomUUID();
    const job = await app.models.ImportJob.create({
      job_id: jobId,
      department_id: department.id,
      user_id: user.id,
      item_type: 'props',
      file_name: 'lost.csv',
      file_path: `.imports/${jobId}.csv`,
      file_headers: JSON.stringify(PROP_HEADER),
    });
    const { enqueue } = await import('../../queue');
    await enqueue('import', { importJobId: job.id }, jobId);
    expect(await app.imports.waitForImport(job.id)).toMatchObject({
      status: 'failed',
      error_message: 'The uploaded file is no longer available: upload it again',
    });
  });

  it('removes a cancelled job’s file from the bucket', async () => {
    const { user, department, api } = await member('manager');
    const jobId = crypto.randomUUID();
    const key = `.imports/${jobId}.csv`;
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${key}`, Body: 'Name\nLamp\n' }));
    // Waiting, not queued: nothing works it before the cancel.
    const job = await app.models.ImportJob.create({
      job_id: jobId,
      department_id: department.id,
      user_id: user.id,
      item_type: 'props',
      file_name: 'waiting.csv',
      file_path: key,
      file_headers: JSON.stringify(PROP_HEADER),
    });
    const res = await api.delete(`/api/v1/import-jobs/${job.id}`);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('cancelled');
    expect(await bucketObject(key)).toBeNull();
  });

  it('refuses an import with 507 when the bucket cannot be reached, keeping no job and no file', async () => {
    const { department, api } = await member('manager');
    await withBucketUnreachable(async () => {
      const res = await api
        .post('/api/v1/props/bulk-import')
        .attach(
          'file',
          Buffer.from(app.imports.csvText([PROP_HEADER, ['Lamp', '', 'other', 'good', '', '']])),
          'a.csv',
        );
      expect(res.status).toBe(507);
      expect(res.body).toEqual({
        detail: 'The file store is unavailable now: try again later',
        code: 'insufficient_storage',
      });
    });
    expect(await app.models.ImportJob.count({ where: { department_id: department.id } })).toBe(0);
    // The upload's staging copy is gone too.
    const { importStagingDir } = await import('../../services/imports/importFiles');
    expect(fs.readdirSync(await importStagingDir())).toEqual([]);
  });
});
