/**
 * `npm run restore -- <archive>`: a backup into an empty database and empty storage.
 *
 * Everything is checked before anything is written: the archive (every file's SHA-256), that this
 * code knows the backup's schema, that the database has no data and the storage no files. Then,
 * under the start-up lock (no app process migrates or seeds meanwhile): migrate to the backup's
 * schema, load the rows in one transaction with foreign-key checks off (ids kept, sequences moved
 * past them), store the uploads, and run the migrations this version adds. Derived data (full-text
 * indexes, set pieces' categories) is rebuilt by the triggers as the rows go in.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { config, sqliteStorage } from '../../config';
import { migrate, migrator, withStartUpLock } from '../../db/migrator';
import { migrations } from '../../db/migrations';
import { isSqlite, sequelize } from '../../db/sequelize';
import { storage } from '../storage';
import { fileChecksum, listFiles, removeWorkDir, unpack } from './archive';
import {
  INSERT_ROWS,
  INSERT_VALUES,
  type TargetDatabase,
  type TargetLoad,
  type TargetState,
} from './database';
import {
  MANIFEST_FILE,
  manifestProblem,
  signingKeyId,
  UPLOADS_DIR,
  type Manifest,
  type ManifestTable,
} from './manifest';
import { mysqlTarget } from './mysql';
import { sqliteTarget } from './sqlite';
import { fromNeutral, type Dialect } from './values';

/** A restore that will not start: the reason is for the person running it. Nothing was written. */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  /** check the archive and the target, write nothing */
  check?: boolean;
  /** images' addresses under the backup's PUBLIC_URL move to this installation's */
  rewriteImageUrls?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  /** true with `check`: nothing was written */
  checkedOnly: boolean;
  rows: number;
  uploads: number;
  /** the migrations run after the load (a backup of an older version) */
  migrated: string[];
  /** things worth telling: another database kind, another signing key, image addresses */
  notes: string[];
  /** what the load found wrong without stopping (references to rows that are missing) */
  problems: string[];
  seconds: number;
}

const DIALECT_NAMES: Record<Dialect, string> = { sqlite: 'SQLite', mysql: 'MySQL/MariaDB' };
/** An INSERT's rows stay under this many bytes of JSON (MySQL's max_allowed_packet is 16 MB or more). */
const INSERT_BYTES = 2 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.csv': 'text/csv',
};

function targetDatabase(): TargetDatabase {
  const file = sqliteStorage(config.databaseUrl, config.rootDir);
  if (file === ':memory:')
    throw new RestoreRefused('DATABASE_URL names an in-memory database: restore into a file or a server');
  return file ? sqliteTarget(file) : mysqlTarget(config.databaseUrl);
}

/** Unpacks the archive and checks it whole: a readable manifest, and every file as it lists it. */
async function openArchive(archive: string, stage: string): Promise<Manifest> {
  const damaged = (why: string) =>
    new RestoreRefused(`${archive} cannot be restored: ${why}. Nothing was written.`);
  const isFile = await fs.stat(archive).then(
    (stat) => stat.isFile(),
    () => false,
  );
  if (!isFile) throw new RestoreRefused(`There is no file ${archive}`);
  try {
    await unpack(archive, stage);
  } catch (error) {
    throw damaged(`it is damaged or not a backup (${(error as Error).message})`);
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(stage, MANIFEST_FILE), 'utf8'));
  } catch {
    throw damaged('it has no readable manifest.json');
  }
  const problem = manifestProblem(manifest);
  if (problem) throw damaged(problem);
  const checked = manifest as Manifest;
  const present = new Set((await listFiles(stage)).filter((name) => name !== MANIFEST_FILE));
  const wrong: string[] = [];
  for (const [name, expected] of Object.entries(checked.files)) {
    if (!present.delete(name)) {
      wrong.push(`${name} is missing`);
      continue;
    }
    const actual = await fileChecksum(path.join(stage, ...name.split('/')));
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes)
      wrong.push(`${name} does not match its SHA-256`);
  }
  for (const name of present) wrong.push(`${name} is not in the manifest`);
  if (wrong.length > 0)
    throw damaged(`${wrong.length} file(s) differ from the manifest: ${wrong.slice(0, 5).join('; ')}`);
  return checked;
}

const known = migrations.map((m) => m.name);

/** Refuses a target that holds data, or whose schema is newer than the backup's or this code's. */
function checkTarget(target: TargetDatabase, state: TargetState, manifest: Manifest): void {
  const unknown = state.applied.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new RestoreRefused(
      `${target.description} was migrated by a newer Scenedock (${unknown.sort().at(-1)}) than this one (${config.version}). Nothing was written.`,
    );
  if (state.withRows.length > 0)
    throw new RestoreRefused(
      `${target.description} is not empty: ${state.withRows.slice(0, 5).join(', ')}${state.withRows.length > 5 ? ', …' : ''} hold rows. ` +
        'A restore goes into an empty database only (a new one, or one only migrated): nothing was written.',
    );
  const backupAt = known.indexOf(manifest.schema_version);
  const past = state.applied.filter((name) => known.indexOf(name) > backupAt).sort();
  if (past.length > 0)
    throw new RestoreRefused(
      `${target.description} is already migrated to ${past.at(-1)}, past the backup's schema (${manifest.schema_version}). ` +
        'Restore into a database with no tables (create it again, or remove the SQLite file): the restore migrates it itself. Nothing was written.',
    );
}

/** The target's state; a MySQL/MariaDB database that does not exist is the operator's to create. */
async function stateOf(target: TargetDatabase): Promise<TargetState> {
  try {
    return await target.state();
  } catch (error) {
    if ((error as { code?: string }).code === 'ER_BAD_DB_ERROR')
      throw new RestoreRefused(
        `${target.description} does not exist: create it, empty (CHARACTER SET utf8mb4), and run the restore again.`,
      );
    throw error;
  }
}

async function checkStorageEmpty(): Promise<void> {
  for await (const entry of storage.list('')) {
    throw new RestoreRefused(
      `The uploads' storage (${storage.describe()}) is not empty: it holds ${entry.key}. ` +
        'A restore goes into an empty folder or bucket only: nothing was written.',
    );
  }
}

/** What the person running the restore should know before and after. */
function notesFor(manifest: Manifest, target: TargetDatabase, options: RestoreOptions): string[] {
  const notes: string[] = [];
  if (manifest.dialect !== target.dialect)
    notes.push(
      `The backup comes from ${DIALECT_NAMES[manifest.dialect]}; its values are converted for ${DIALECT_NAMES[target.dialect]}.`,
    );
  if (manifest.signing_key_id !== signingKeyId(config.jwtSecret))
    notes.push(
      "The signing key (JWT_SECRET) differs from the backed-up installation's: access tokens signed before are refused, " +
        'and the apps renew them with their refresh token; nobody has to sign in again.',
    );
  if (options.rewriteImageUrls)
    notes.push(`Uploaded images' addresses move to ${config.publicUrl}/uploads/ (PUBLIC_URL).`);
  else if (manifest.public_url !== config.publicUrl)
    notes.push(
      `Uploaded images keep their addresses (under ${manifest.public_url}/uploads/ when the backup was made); ` +
        `with --rewrite-image-urls they move to this installation's PUBLIC_URL, ${config.publicUrl}.`,
    );
  return notes;
}

async function* lines(file: string): AsyncGenerator<string> {
  const reader = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of reader) if (line !== '') yield line;
}

/** Loads one table's rows in batches, as the target's columns take them. */
async function loadTable(
  load: TargetLoad,
  dialect: Dialect,
  table: ManifestTable,
  file: string,
  rewrite: ((row: Record<string, unknown>, table: string) => void) | null,
): Promise<number> {
  const into = load.tables.get(table.name);
  if (!into) throw new Error(`The database has no table ${table.name} at the backup's schema version`);
  const targetColumns = new Map(into.columns.map((c) => [c.name, c]));
  const missing = table.columns.filter((c) => !targetColumns.has(c.name)).map((c) => c.name);
  if (missing.length > 0) throw new Error(`The table ${table.name} has no column ${missing.join(', ')} here`);
  const columns = table.columns.map((c) => c.name);
  const writeAs = columns.map((name) => targetColumns.get(name)!);
  const perInsert = Math.max(1, Math.min(INSERT_ROWS, Math.floor(INSERT_VALUES / columns.length)));
  let batch: unknown[][] = [];
  let batchBytes = 0;
  let rows = 0;
  const flush = async () => {
    await load.insert(into, columns, batch);
    batch = [];
    batchBytes = 0;
  };
  for await (const line of lines(file)) {
    const row = JSON.parse(line) as Record<string, unknown>;
    rewrite?.(row, table.name);
    batch.push(writeAs.map((c) => fromNeutral(c.kind, dialect, row[c.name], c.precision)));
    batchBytes += line.length;
    rows += 1;
    if (batch.length >= perInsert || batchBytes >= INSERT_BYTES) await flush();
  }
  if (batch.length > 0) await flush();
  if (rows !== table.rows)
    throw new Error(`${table.file} holds ${rows} rows; the manifest says ${table.rows}`);
  if (table.sequence !== null) await load.setSequence(into, table.sequence);
  return rows;
}

/**
 * Moves the addresses of the images this backup holds (`<its PUBLIC_URL>/uploads/<key>`) to this
 * installation's PUBLIC_URL. Matched by the stored key, not the old address, which the machine
 * running the backup may not have known; addresses of other sites are left alone.
 */
function imageUrlRewrite(manifest: Manifest, options: RestoreOptions) {
  if (!options.rewriteImageUrls) return null;
  const marker = `/${UPLOADS_DIR}/`;
  const keys = new Set(
    Object.keys(manifest.files)
      .filter((name) => name.startsWith(`${UPLOADS_DIR}/`))
      .map((name) => name.slice(UPLOADS_DIR.length + 1)),
  );
  // An item's photos name their image in `url` (migration 0019): moved alike, so the cover's stays
  // the item's image_url.
  return (row: Record<string, unknown>, table: string) => {
    const column = table === 'item_photos' ? 'url' : 'image_url';
    const url = row[column];
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return;
    const at = url.lastIndexOf(marker);
    const key = at < 0 ? '' : url.slice(at + marker.length);
    if (keys.has(key)) row[column] = `${config.publicUrl}${marker}${key}`;
  };
}

async function loadDatabase(
  target: TargetDatabase,
  manifest: Manifest,
  stage: string,
  options: RestoreOptions,
) {
  const load = await target.startLoad();
  let rows = 0;
  try {
    const rewrite = imageUrlRewrite(manifest, options);
    for (const table of manifest.tables) {
      rows += await loadTable(
        load,
        target.dialect,
        table,
        path.join(stage, ...table.file.split('/')),
        rewrite,
      );
    }
  } catch (error) {
    // One transaction: a load that fails leaves the database empty (migrated), ready for another try.
    await load.rollback().catch(() => undefined);
    throw new Error(`Loading the rows failed, nothing was kept: ${(error as Error).message}`);
  }
  return { rows, problems: await load.commit() };
}

async function restoreUploads(manifest: Manifest, stage: string): Promise<number> {
  let count = 0;
  for (const name of Object.keys(manifest.files)) {
    if (!name.startsWith(`${UPLOADS_DIR}/`)) continue;
    const key = name.slice(UPLOADS_DIR.length + 1);
    await storage.write(
      key,
      path.join(stage, ...name.split('/')),
      CONTENT_TYPES[path.extname(key).toLowerCase()],
    );
    count += 1;
  }
  return count;
}

export async function restoreBackup(archive: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const started = Date.now();
  // Unpacked into the system's temp folder (TMPDIR): it needs room for the unpacked backup.
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'scenedock-restore-'));
  try {
    const stage = path.join(work, 'archive');
    const manifest = await openArchive(path.resolve(config.invocationDir, archive), stage);
    if (!known.includes(manifest.schema_version))
      throw new RestoreRefused(
        `The backup was made by a newer Scenedock (${manifest.app_version}, schema ${manifest.schema_version}) than this one ` +
          `(${config.version}, schema ${known.at(-1)}): restore it with that version or a newer one. Nothing was written.`,
      );
    const target = targetDatabase();
    checkTarget(target, await stateOf(target), manifest);
    await checkStorageEmpty();
    const notes = notesFor(manifest, target, options);
    const result = {
      manifest,
      notes,
      rows: 0,
      uploads: 0,
      migrated: [] as string[],
      problems: [] as string[],
    };
    if (options.check) return { ...result, checkedOnly: true, seconds: (Date.now() - started) / 1000 };

    return await withStartUpLock(async () => {
      // Again under the lock: an app process may have started (and seeded) since the check.
      const state = await target.state();
      checkTarget(target, state, manifest);
      if (!state.applied.includes(manifest.schema_version)) {
        if (isSqlite) await sequelize.query('PRAGMA journal_mode = WAL;'); // as migrate() sets it
        await migrator.up({ to: manifest.schema_version });
      }
      const { rows, problems } = await loadDatabase(target, manifest, stage, options);
      let uploads: number;
      let migrated: string[];
      try {
        uploads = await restoreUploads(manifest, stage);
        migrated = await migrate();
      } catch (error) {
        throw new Error(
          `The rows are in the database, but the restore could not finish (${(error as Error).message}). ` +
            "Empty the database and the uploads' storage before trying again.",
        );
      }
      return {
        ...result,
        checkedOnly: false,
        rows,
        uploads,
        migrated,
        problems,
        seconds: (Date.now() - started) / 1000,
      };
    });
  } finally {
    await removeWorkDir(work);
  }
}
