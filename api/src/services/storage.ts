/**
 * Where uploaded images and waiting import files are kept: one interface, two back ends chosen by
 * `config.storage` (STORAGE_URL). The folder (UPLOAD_DIR) suits one machine or a shared volume; an
 * S3-compatible bucket (AWS, MinIO, Ceph, …) lets API instances and workers on several machines
 * share uploads without one.
 *
 * Keys are relative and use `/`: `<sha256>.<ext>` for images, `.imports/<jobId>.csv` for imports.
 * Backups (`npm run backup` / `restore`) copy everything with `list`, `read` and `write`.
 */
import crypto from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { config, type StorageConfig } from '../config';
import { InsufficientStorage } from '../errors';
import { logger } from '../logger';

/** What `write` stores: bytes, a stream, or the path of a local file (copied, left in place). */
export type StorageBody = Buffer | Readable | string;

/** An object opened to be served, with what a cache needs to revalidate it. */
export interface StoredObject {
  body: Readable;
  size: number | undefined;
  /** quoted, as sent in an ETag header */
  etag: string | undefined;
  lastModified: Date | undefined;
}

export interface StorageEntry {
  key: string;
  size: number;
}

export interface Storage {
  /** Stores `body` under `key`, replacing what was there; readers never see half of it. */
  write(key: string, body: StorageBody, contentType?: string): Promise<void>;
  /** Stores the local file `file` under `key` and removes it (a rename when the folder allows). */
  moveIn(key: string, file: string, contentType?: string): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such key. */
  read(key: string): Promise<Readable | null>;
  /** As `read`, with size and ETag; 'not-modified' when `ifNoneMatch` names the stored version. */
  open(key: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | null>;
  exists(key: string): Promise<boolean>;
  /** Removes `key`; nothing happens when it is not there. */
  remove(key: string): Promise<void>;
  /** Every stored key starting with `prefix` (temp files of writes in progress left out). */
  list(prefix?: string): AsyncIterable<StorageEntry>;
  /** Where it is, for logs: `folder /srv/uploads` or `s3://bucket/prefix at http://minio:9000`. */
  describe(): string;
}

/** The bucket could not be reached or refused the request: the upload may be tried again later. */
export class StorageUnavailable extends InsufficientStorage {
  constructor() {
    super('The file store is unavailable now: try again later');
  }
}

/** Suffix of files being written in the folder; `sweepStaleUploads` removes those a crash left. */
export const TEMP_SUFFIX = '.tmp';

/** Keys come from our own code, never straight from a request; this keeps a bug from leaving the folder. */
function checkKey(key: string): string {
  const parts = key.split('/');
  if (
    key === '' ||
    key.includes('\\') ||
    key.includes('\0') ||
    parts.some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

const errorCode = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code;

/** Under DATA_DIR uploads are the owner's only; a folder elsewhere keeps the umask's modes. */
function folderModes(dir: string): { dir?: number; file?: number } {
  const relative = path.relative(config.dataDir, dir);
  const inside = relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
  return inside ? { dir: 0o700, file: 0o600 } : {};
}

function folderStorage(dir: string): Storage {
  const fileOf = (key: string) => path.join(dir, ...checkKey(key).split('/'));
  const modes = () => folderModes(dir);

  async function writeFile(key: string, body: StorageBody): Promise<void> {
    const target = fileOf(key);
    const { dir: dirMode, file: fileMode } = modes();
    await fs.mkdir(path.dirname(target), { recursive: true, mode: dirMode });
    // Write beside, then rename: a reader never sees half a file. The temp file never outlives the
    // call: removed when writing or renaming fails (a crash's is swept at start-up).
    const temp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}${TEMP_SUFFIX}`;
    try {
      if (Buffer.isBuffer(body)) {
        await fs.writeFile(temp, body, { mode: fileMode });
      } else if (typeof body === 'string') {
        await fs.copyFile(body, temp);
        if (fileMode !== undefined) await fs.chmod(temp, fileMode);
      } else {
        await pipeline(body, createWriteStream(temp, { mode: fileMode }));
      }
      await fs.rename(temp, target);
    } catch (err) {
      await fs.rm(temp, { force: true });
      const code = errorCode(err);
      if (code === 'ENOSPC' || code === 'EDQUOT') throw new InsufficientStorage();
      throw err;
    }
  }

  async function* walk(folder: string, keyPrefix: string): AsyncGenerator<StorageEntry> {
    let entries;
    try {
      entries = await fs.readdir(folder, { withFileTypes: true });
    } catch (err) {
      if (errorCode(err) === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDirectory()) {
        yield* walk(path.join(folder, entry.name), `${key}/`);
      } else if (entry.isFile() && !entry.name.endsWith(TEMP_SUFFIX)) {
        try {
          yield { key, size: (await fs.stat(path.join(folder, entry.name))).size };
        } catch (err) {
          if (errorCode(err) !== 'ENOENT') throw err; // removed meanwhile (an import ended)
        }
      }
    }
  }

  async function openFile(key: string): Promise<StoredObject | null> {
    let handle;
    try {
      handle = await fs.open(fileOf(key), 'r');
    } catch (err) {
      if (errorCode(err) === 'ENOENT' || errorCode(err) === 'EISDIR') return null;
      throw err;
    }
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    return {
      body: handle.createReadStream(),
      size: stat.size,
      etag: `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
      lastModified: stat.mtime,
    };
  }

  return {
    write: (key, body) => writeFile(key, body),
    async moveIn(key, file) {
      const target = fileOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: modes().dir });
      try {
        await fs.rename(file, target);
      } catch (err) {
        const code = errorCode(err);
        if (code === 'ENOSPC' || code === 'EDQUOT') throw new InsufficientStorage();
        if (code !== 'EXDEV') throw err;
        // Another file system (a staging folder elsewhere): copy, then let go of the original.
        await writeFile(key, file);
        await fs.rm(file, { force: true });
      }
    },
    read: async (key) => (await openFile(key))?.body ?? null,
    // Revalidation of a local file is left to express.static, which serves the folder.
    open: (key) => openFile(key),
    async exists(key) {
      try {
        return (await fs.stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *list(prefix = '') {
      for await (const entry of walk(dir, '')) if (entry.key.startsWith(prefix)) yield entry;
    },
    describe: () => `folder ${dir}`,
  };
}

type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Connection problems answer within seconds, not never: a bucket that cannot be reached turns an
 * upload into a 507, not a hung request. The idle limit also bounds a read an import has paused
 * (a job whose read breaks is retried and resumes after its last committed batch).
 */
const S3_TIMEOUTS = { connectionTimeout: 5_000, requestTimeout: 30_000 };
/** Attempts at a PutObject from a file: the SDK cannot replay a stream it has already sent. */
const STREAM_PUT_ATTEMPTS = 3;

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** A refusal the same request would get again (403, 400, …): not worth another attempt. */
const isFinal = (err: unknown) => {
  const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
};

const sdkNote = (...content: unknown[]) => logger.debug({ content }, 'S3 client');

function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // MinIO, s3rver and older Ceph refuse the SDK's default aws-chunked checksummed uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: S3_TIMEOUTS,
    // The SDK's own notes (such as a stream it will not send again, which putFile does) go to the
    // log at debug level instead of the console; failures are logged once, below, with the key.
    logger: { debug: sdkNote, info: () => undefined, warn: sdkNote, error: sdkNote },
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${checkKey(key)}`;
  const where = `s3://${Bucket}/${settings.prefix}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;

  /** Logs what went wrong (for the operator) and answers the error a person reads. */
  const unavailable = (err: unknown, operation: string, key: string) => {
    logger.error({ err, storage: where, operation, key }, 'file store request failed');
    return new StorageUnavailable();
  };

  async function putFile(key: string, file: string, contentType?: string): Promise<void> {
    const { size } = await fs.stat(file);
    for (let attempt = 1; ; attempt += 1) {
      try {
        // A length known up front: S3 refuses a streamed PutObject without one.
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(key),
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
        return;
      } catch (err) {
        if (attempt >= STREAM_PUT_ATTEMPTS || isFinal(err)) throw unavailable(err, 'put', key);
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  async function getObject(key: string, ifNoneMatch?: string) {
    try {
      return await client.send(
        new GetObjectCommand({ Bucket, Key: objectKey(key), IfNoneMatch: ifNoneMatch }),
      );
    } catch (err) {
      if (isNotFound(err)) return null;
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 304) return 'not-modified';
      throw unavailable(err, 'get', key);
    }
  }

  return {
    async write(key, body, contentType) {
      if (Buffer.isBuffer(body)) {
        try {
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key: objectKey(key),
              Body: body,
              ContentLength: body.length,
              ContentType: contentType,
            }),
          );
        } catch (err) {
          throw unavailable(err, 'put', key);
        }
      } else if (typeof body === 'string') {
        await putFile(key, body, contentType);
      } else {
        // A stream of unknown length goes through a local file first, so its length is known.
        const spool = await fs.mkdtemp(path.join(os.tmpdir(), 'scenedock-spool-'));
        try {
          const file = path.join(spool, 'body');
          await pipeline(body, createWriteStream(file, { mode: 0o600 }));
          await putFile(key, file, contentType);
        } finally {
          await fs.rm(spool, { recursive: true, force: true });
        }
      }
    },
    async moveIn(key, file, contentType) {
      await putFile(key, file, contentType);
      await fs.rm(file, { force: true });
    },
    async read(key) {
      const got = await getObject(key);
      return got && got !== 'not-modified' ? (got.Body as Readable) : null;
    },
    async open(key, ifNoneMatch) {
      const got = await getObject(key, ifNoneMatch);
      if (got === null || got === 'not-modified') return got;
      return {
        body: got.Body as Readable,
        size: got.ContentLength,
        etag: got.ETag,
        lastModified: got.LastModified,
      };
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw unavailable(err, 'head', key);
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (err) {
        if (!isNotFound(err)) throw unavailable(err, 'delete', key);
      }
    },
    async *list(prefix = '') {
      let ContinuationToken: string | undefined;
      do {
        let page;
        try {
          page = await client.send(
            new ListObjectsV2Command({ Bucket, Prefix: `${settings.prefix}${prefix}`, ContinuationToken }),
          );
        } catch (err) {
          throw unavailable(err, 'list', prefix);
        }
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield { key: object.Key.slice(settings.prefix.length), size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    describe: () => where,
  };
}

/** One back end per configuration: tests (and nothing else) may swap `config.storage` at run time. */
let current: { settings: StorageConfig; backend: Storage } | null = null;

function backend(): Storage {
  if (current?.settings !== config.storage) {
    const settings = config.storage;
    current = {
      settings,
      backend: settings.kind === 's3' ? s3Storage(settings) : folderStorage(settings.dir),
    };
  }
  return current.backend;
}

/** The storage of this installation (`config.storage`). */
export const storage: Storage = {
  write: (key, body, contentType) => backend().write(key, body, contentType),
  moveIn: (key, file, contentType) => backend().moveIn(key, file, contentType),
  read: (key) => backend().read(key),
  open: (key, ifNoneMatch) => backend().open(key, ifNoneMatch),
  exists: (key) => backend().exists(key),
  remove: (key) => backend().remove(key),
  list: (prefix) => backend().list(prefix),
  describe: () => backend().describe(),
};
