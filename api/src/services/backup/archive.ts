/** Packing a staged backup into one `.tar.gz`, unpacking one, and checksums. */
import crypto from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { DB_DIR, MANIFEST_FILE, safeArchivePath, UPLOADS_DIR } from './manifest';

export interface Checksum {
  sha256: string;
  bytes: number;
}

/** Copies `body` into `file` (owner-only), answering the SHA-256 and length of what was written. */
export async function writeHashed(body: Readable, file: string): Promise<Checksum> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await pipeline(
    body,
    async function* tap(source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(file, { mode: 0o600 }),
  );
  return { sha256: hash.digest('hex'), bytes };
}

export async function fileChecksum(file: string): Promise<Checksum> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * Packs the staged folder into `out` (owner-only: it holds personal data and password hashes),
 * manifest first. Written beside under another name and renamed, so a half-written archive never
 * carries the final name.
 */
export async function pack(stage: string, out: string): Promise<void> {
  const partial = `${out}.partial`;
  try {
    await pipeline(
      tar.create({ gzip: true, cwd: stage, portable: true }, [MANIFEST_FILE, DB_DIR, UPLOADS_DIR]),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await fs.rename(partial, out);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

/**
 * Unpacks `archive` into `stage`: plain files and folders under the backup's own names only (no
 * links, nothing outside `stage`), any damage an error.
 */
export async function unpack(archive: string, stage: string): Promise<void> {
  await fs.mkdir(stage, { recursive: true, mode: 0o700 });
  const allowed = (name: string) => {
    const clean = name.replace(/^\.\//, '').replace(/\/$/, '');
    return (
      clean === MANIFEST_FILE ||
      clean === DB_DIR ||
      clean === UPLOADS_DIR ||
      (safeArchivePath(clean) && (clean.startsWith(`${DB_DIR}/`) || clean.startsWith(`${UPLOADS_DIR}/`)))
    );
  };
  const refused: string[] = [];
  await tar.extract({
    file: archive,
    cwd: stage,
    strict: true,
    preserveOwner: false,
    filter: (name, entry) => {
      const type = 'type' in entry ? entry.type : entry.isDirectory() ? 'Directory' : 'File';
      const ok = (type === 'File' || type === 'OldFile' || type === 'Directory') && allowed(name);
      if (!ok) refused.push(name);
      return ok;
    },
  });
  if (refused.length > 0)
    throw new Error(`it holds entries a backup never has: ${refused.slice(0, 3).join(', ')}`);
}

/** Every file under `dir`, as archive paths (`db/props.jsonl`, `uploads/.imports/1.csv`). */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(path.join(dir, entry.name), name)));
    else found.push(name);
  }
  return found;
}

/**
 * Removes a working folder. Retried: an unpack that failed part way may still be finishing writes
 * into it. A failure to clean up never hides the outcome it follows.
 */
export async function removeWorkDir(dir: string): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(() => undefined);
}
