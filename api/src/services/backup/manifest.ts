/**
 * A backup is one `.tar.gz`:
 *
 *   manifest.json          what is inside, where it came from, and a SHA-256 of every other file
 *   db/<table>.jsonl       one JSON object per row, values in neutral form (values.ts)
 *   uploads/<key>          each stored file under its storage key (`<sha256>.<ext>`, `.imports/<job>.csv`)
 *
 * Secrets are never inside: the manifest names the ones this installation uses, to be kept apart.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import type { ColumnInfo } from './tables';
import type { Dialect } from './values';

export const FORMAT = 'scenedock-backup';
/** Raised when a change of layout means an older restore could misread a newer archive. */
export const FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const DB_DIR = 'db';
export const UPLOADS_DIR = 'uploads';

export interface ManifestTable {
  name: string;
  /** path inside the archive */
  file: string;
  rows: number;
  /** the last id the table handed out (new rows after a restore come after it), or null */
  sequence: number | null;
  columns: ColumnInfo[];
}

export interface KeptApart {
  /** the variable or file */
  name: string;
  /** what it is for, and what happens on a restore without it */
  why: string;
}

export interface Manifest {
  format: typeof FORMAT;
  format_version: number;
  /** the release that wrote it */
  app_version: string;
  /** the last migration applied to the database it came from */
  schema_version: string;
  dialect: Dialect;
  database_version: string;
  created_at: string;
  /** the PUBLIC_URL of the installation: uploaded images' addresses start with it */
  public_url: string;
  /** where its uploads were kept (a folder or a bucket) */
  storage: string;
  /** a short fingerprint of the signing key (not the key), so a restore can say whether it matches */
  signing_key_id: string;
  tables: ManifestTable[];
  uploads: { files: number; bytes: number };
  /** every file of the archive but the manifest, by its path in the archive */
  files: Record<string, { sha256: string; bytes: number }>;
  secrets_kept_apart: KeptApart[];
}

/**
 * A fingerprint of the signing key: enough to tell two keys apart, useless to forge a token (a
 * one-way hash of it, under a label of its own).
 */
export function signingKeyId(secret: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update('scenedock backup signing key id')
    .digest('hex')
    .slice(0, 16);
}

/** The secrets this installation uses, which a backup never holds and a restore needs from elsewhere. */
export function secretsKeptApart(config: Config): KeptApart[] {
  const kept: KeptApart[] = [];
  const keyFile = path.join(config.dataDir, 'jwt-secret');
  let embedded = false;
  try {
    embedded = fs.readFileSync(keyFile, 'utf8').trim() === config.jwtSecret;
  } catch {
    // no generated key: it comes from JWT_SECRET
  }
  kept.push({
    name: embedded ? keyFile : 'JWT_SECRET',
    why:
      'signs access tokens. Restored with a different key, tokens signed before are refused and the apps ' +
      'renew them with their refresh token (kept in the database): people stay signed in.',
  });
  const withPassword = (url: string | undefined) => {
    try {
      return url ? new URL(url).password !== '' : false;
    } catch {
      return false;
    }
  };
  if (withPassword(config.databaseUrl) && !config.databaseUrl.startsWith('sqlite:'))
    kept.push({ name: 'DATABASE_URL', why: 'its user name and password reach the database' });
  if (withPassword(config.smtpUrl))
    kept.push({ name: 'SMTP_URL', why: 'its user name and password send mail through the mail server' });
  if (config.storage.kind === 's3' && config.storage.secretAccessKey)
    kept.push({
      name: 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
      why: 'reach the bucket that keeps the uploads',
    });
  if (config.metricsToken) kept.push({ name: 'METRICS_TOKEN', why: 'opens /metrics to the monitoring' });
  return kept;
}

/** A path inside the archive that stays inside the folder it is unpacked into. */
export function safeArchivePath(name: string): boolean {
  const parts = name.split('/');
  return (
    name !== '' &&
    !name.includes('\\') &&
    !name.includes('\0') &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

/** Why `value` is not a manifest this code can read, or null when it is. */
export function manifestProblem(value: unknown): string | null {
  const m = value as Partial<Manifest> | null;
  if (!m || typeof m !== 'object' || m.format !== FORMAT) return 'it is not a Scenedock backup';
  if (typeof m.format_version !== 'number') return 'its manifest has no format version';
  if (m.format_version > FORMAT_VERSION)
    return `it was written by a newer Scenedock (${m.app_version}, backup format ${m.format_version}): restore it with that version or a newer one`;
  if (typeof m.schema_version !== 'string' || (m.dialect !== 'sqlite' && m.dialect !== 'mysql'))
    return 'its manifest names no schema version or database';
  if (!Array.isArray(m.tables) || !m.files || typeof m.files !== 'object')
    return 'its manifest lists no tables or files';
  for (const table of m.tables) {
    if (typeof table?.name !== 'string' || !/^\w+$/.test(table.name) || !Array.isArray(table.columns))
      return 'its manifest lists a table it cannot read';
    if (table.file !== `${DB_DIR}/${table.name}.jsonl` || !m.files[table.file])
      return `its manifest lists no file for the table ${table.name}`;
    if (table.columns.some((c) => typeof c?.name !== 'string' || !/^\w+$/.test(c.name)))
      return `its manifest lists a column of ${table.name} it cannot read`;
  }
  for (const [file, entry] of Object.entries(m.files)) {
    if (!safeArchivePath(file) || !(file.startsWith(`${DB_DIR}/`) || file.startsWith(`${UPLOADS_DIR}/`)))
      return `its manifest lists a file outside the backup's folders: ${file}`;
    if (typeof entry?.sha256 !== 'string' || typeof entry.bytes !== 'number')
      return `its manifest has no checksum for ${file}`;
  }
  return null;
}
