/**
 * Where an uploaded CSV waits for a worker: in the storage (services/storage.ts) under
 * `.imports/<jobId>.csv`, which every API instance and worker reaches (a shared UPLOAD_DIR or the
 * bucket) and which `/uploads` never serves. The upload itself first streams to a local staging
 * file, so a 50 MB file is never held in memory and its header is checked before it is kept.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { config } from '../../config';
import { logger } from '../../logger';
import { storage } from '../storage';

const IMPORTS = '.imports';

/** The folder back end's import files: under UPLOAD_DIR, never served. */
export const importDir = () => path.join(config.uploadDir, IMPORTS);

let bucketStaging: Promise<string> | null = null;

/**
 * Where multer writes an upload before it is kept. With the folder, beside the kept files, so keeping
 * one is a rename on the same file system; with a bucket, a private folder of this process's own
 * under the system's temp folder (the bucket is the only copy a worker needs).
 */
export function importStagingDir(): Promise<string> {
  if (config.storage.kind === 'file') {
    const dir = importDir();
    return fs.mkdir(dir, { recursive: true, mode: 0o700 }).then(() => dir);
  }
  bucketStaging ??= fs.mkdtemp(path.join(os.tmpdir(), 'scenedock-imports-')).catch((err: unknown) => {
    bucketStaging = null;
    throw err;
  });
  // Made again if a temp cleaner removed it while the process ran.
  return bucketStaging.then((dir) => fs.mkdir(dir, { recursive: true, mode: 0o700 }).then(() => dir));
}

/** The storage key a job's file is kept under. */
export const importKey = (jobId: string) => `${IMPORTS}/${jobId}.csv`;

/**
 * The storage key of a job's `file_path`. Jobs queued before the storage layer recorded an absolute
 * path in UPLOAD_DIR/.imports: the same file under the same key (also once copied into a bucket).
 */
export function storedImportKey(filePath: string): string {
  return path.isAbsolute(filePath) ? importKey(path.basename(filePath, '.csv')) : filePath;
}

/**
 * Opens a job's file as a stream, wherever it is kept. A missing file fails like a missing local
 * one (ENOENT), which ends the job with "no longer available".
 */
export async function openImport(filePath: string): Promise<Readable> {
  const body = await storage.read(storedImportKey(filePath));
  if (!body) {
    throw Object.assign(new Error(`The import file ${filePath} is not in the storage`), { code: 'ENOENT' });
  }
  return body;
}

/** Removes a job's file once the job has ended; a failure leaves a file behind, never an error. */
export async function removeImport(filePath: string | null): Promise<void> {
  if (!filePath) return;
  await storage.remove(storedImportKey(filePath)).catch((err: unknown) => {
    logger.warn({ err, file: filePath }, 'could not remove an import file');
  });
}
