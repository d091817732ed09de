/**
 * `npm run backup`: the database as of one moment and the uploads, in one archive (manifest.ts),
 * while the app keeps running. The database is read first, the uploads after: images are never
 * changed once stored, so every image a row names is there by the time the files are copied.
 */
import { once } from 'node:events';
import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { config, sqliteStorage } from '../../config';
import { storage } from '../storage';
import { listFiles, pack, removeWorkDir, writeHashed, type Checksum } from './archive';
import type { SourceSnapshot } from './database';
import {
  DB_DIR,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_FILE,
  safeArchivePath,
  secretsKeptApart,
  signingKeyId,
  UPLOADS_DIR,
  type Manifest,
  type ManifestTable,
} from './manifest';
import { mysqlSnapshot } from './mysql';
import { sqliteSnapshot } from './sqlite';
import { toNeutral } from './values';

export interface BackupResult {
  file: string;
  manifest: Manifest;
  seconds: number;
}

/** `scenedock-backup-20260301T093000Z.tar.gz`: sorts by time, no characters a file system minds. */
export function defaultBackupName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `scenedock-backup-${stamp}.tar.gz`;
}

/** `--out`: a file, or an existing folder to put the default name in; unset, the current folder. */
async function outputFile(out: string | undefined, at: Date): Promise<string> {
  const target = path.resolve(config.invocationDir, out ?? '.');
  const isDir = await fs.stat(target).then(
    (stat) => stat.isDirectory(),
    () => false,
  );
  const file = isDir ? path.join(target, defaultBackupName(at)) : target;
  await fs.access(path.dirname(file)).catch(() => {
    throw new Error(`The folder ${path.dirname(file)} does not exist`);
  });
  return file;
}

function openSnapshot(workDir: string): Promise<SourceSnapshot> {
  const file = sqliteStorage(config.databaseUrl, config.rootDir);
  if (file === ':memory:') throw new Error('An in-memory database (sqlite::memory:) cannot be backed up');
  return file ? sqliteSnapshot(file, workDir) : mysqlSnapshot(config.databaseUrl);
}

/** Writes each table as JSON lines, a row at a time, waiting for the disk when it is behind. */
async function dumpTables(
  snapshot: SourceSnapshot,
  stage: string,
  files: Manifest['files'],
): Promise<ManifestTable[]> {
  const tables: ManifestTable[] = [];
  for (const table of snapshot.tables) {
    const name = `${DB_DIR}/${table.name}.jsonl`;
    const out = createWriteStream(path.join(stage, name), { mode: 0o600 });
    const hash = crypto.createHash('sha256');
    let rows = 0;
    let bytes = 0;
    try {
      for await (const raw of snapshot.rows(table)) {
        const row: Record<string, unknown> = {};
        for (const column of table.columns) row[column.name] = toNeutral(column.kind, raw[column.name]);
        const line = Buffer.from(`${JSON.stringify(row)}\n`);
        hash.update(line);
        bytes += line.length;
        rows += 1;
        if (!out.write(line)) await once(out, 'drain');
      }
    } finally {
      out.end();
      await once(out, 'close');
    }
    files[name] = { sha256: hash.digest('hex'), bytes };
    tables.push({
      name: table.name,
      file: name,
      rows,
      sequence: await snapshot.sequence(table),
      columns: table.columns,
    });
  }
  return tables;
}

/** Copies every stored file (images and waiting import files) through the storage layer. */
async function copyUploads(stage: string, files: Manifest['files']): Promise<Manifest['uploads']> {
  const uploads = { files: 0, bytes: 0 };
  for await (const { key } of storage.list('')) {
    if (!safeArchivePath(key))
      throw new Error(`The storage holds a file whose name a backup cannot keep: ${key}`);
    const body = await storage.read(key);
    // Gone since it was listed: an import that ended meanwhile.
    if (!body) continue;
    const sum: Checksum = await writeHashed(body, path.join(stage, UPLOADS_DIR, ...key.split('/')));
    files[`${UPLOADS_DIR}/${key}`] = sum;
    uploads.files += 1;
    uploads.bytes += sum.bytes;
  }
  return uploads;
}

export async function createBackup(options: { out?: string } = {}): Promise<BackupResult> {
  const started = Date.now();
  const createdAt = new Date();
  const file = await outputFile(options.out, createdAt);
  // Staged in the system's temp folder (TMPDIR): the database copy, the dump and the uploads.
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'scenedock-backup-'));
  try {
    const stage = path.join(work, 'archive');
    await fs.mkdir(path.join(stage, DB_DIR), { recursive: true, mode: 0o700 });
    await fs.mkdir(path.join(stage, UPLOADS_DIR), { recursive: true, mode: 0o700 });
    const files: Manifest['files'] = {};

    const snapshot = await openSnapshot(work);
    let tables: ManifestTable[];
    let schemaVersion: string | undefined;
    try {
      schemaVersion = [...snapshot.applied].sort().at(-1);
      if (!schemaVersion)
        throw new Error('The database has no schema yet (no migration applied): nothing to back up');
      tables = await dumpTables(snapshot, stage, files);
    } finally {
      await snapshot.close();
    }
    const uploads = await copyUploads(stage, files);
    const manifest: Manifest = {
      format: FORMAT,
      format_version: FORMAT_VERSION,
      app_version: config.version,
      schema_version: schemaVersion,
      dialect: snapshot.dialect,
      database_version: snapshot.serverVersion,
      created_at: createdAt.toISOString(),
      public_url: config.publicUrl,
      storage: storage.describe(),
      signing_key_id: signingKeyId(config.jwtSecret),
      tables,
      uploads,
      files,
      secrets_kept_apart: secretsKeptApart(config),
    };
    await fs.writeFile(path.join(stage, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    // Everything staged is listed: a file the manifest does not name would fail the restore's check.
    const staged = (await listFiles(stage)).filter((name) => name !== MANIFEST_FILE);
    const unlisted = staged.filter((name) => !files[name]);
    if (unlisted.length > 0)
      throw new Error(`Staged files missing from the manifest: ${unlisted.join(', ')}`);
    await pack(stage, file);
    return { file, manifest, seconds: (Date.now() - started) / 1000 };
  } finally {
    await removeWorkDir(work);
  }
}
