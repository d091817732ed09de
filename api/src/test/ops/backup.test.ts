/**
 * `npm run backup` and `npm run restore` end to end, as an operator runs them. An API process (from
 * the source, on a database of its own, with demo data and an uploaded image) keeps taking writes
 * while the backup CLI runs; the archive goes into an empty database and folder through the restore
 * CLI, and a second API on the copy answers as the first did for everything the backup holds, with
 * people still signed in under another signing key. Then what a restore refuses, writing nothing: a
 * database or a folder that holds data, a damaged archive, a backup of a newer schema.
 *
 * With DATABASE_URL on MySQL/MariaDB, fresh databases of its own (dropped at the end), and a SQLite
 * installation moved to MariaDB besides; otherwise SQLite files in a temp folder (never this
 * process's in-memory test database).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import sqlite3 from 'sqlite3';
import * as tar from 'tar';
import { migrations } from '../../db/migrations';
import {
  answers,
  freePort,
  launch,
  stopAll,
  until,
  type Child,
  callApi,
  type CallOptions,
} from '../processes';

const testDatabaseUrl = process.env.DATABASE_URL ?? '';
const onMysql = /^(mysql|mariadb):/.test(testDatabaseUrl);
const describeOnMysql = onMysql ? describe : describe.skip;

const ADMIN_EMAIL = 'admin@scenedock.local';
const ADMIN_PASSWORD = 'Backup-Superuser-1!';
/** bootstrap/demo.ts: every demo account's password */
const DEMO_PASSWORD = 'Stage-Door-2026!';
const RIVERSIDE = 'Riverside High School Drama';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-backup-test-'));
const madeDatabases: string[] = [];

function mysqlServer() {
  const url = new URL(testDatabaseUrl.replace(/^mariadb:/, 'mysql:'));
  return {
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
}

/** An empty database: a SQLite file not made yet, or a new MariaDB database. */
async function freshDatabase(label: string): Promise<string> {
  if (!onMysql || label === 'pilot') return `sqlite:${path.join(tmp, `${label}.sqlite`)}`;
  const name = `scenedock_bk_${crypto.randomBytes(4).toString('hex')}_${label}`;
  const server = await mysql.createConnection(mysqlServer());
  try {
    await server.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await server.end();
  }
  madeDatabases.push(name);
  const url = new URL(testDatabaseUrl.replace(/^mariadb:/, 'mysql:'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** Whether nothing was ever written to the database: no SQLite file, or no tables. */
async function untouched(databaseUrl: string): Promise<boolean> {
  if (databaseUrl.startsWith('sqlite:')) return !fs.existsSync(databaseUrl.slice('sqlite:'.length));
  const db = await mysql.createConnection(databaseUrl);
  try {
    const [rows] = await db.query(
      'SELECT COUNT(*) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()',
    );
    return Number((rows as { n: number }[])[0].n) === 0;
  } finally {
    await db.end();
  }
}

/** Every file under `dir` with its bytes' hash (nothing when it does not exist). */
function folderContents(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (!fs.existsSync(dir)) return found;
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile())
      found[name] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return found;
}

interface Installation {
  name: string;
  databaseUrl: string;
  uploadDir: string;
  dataDir: string;
  jwtSecret: string;
  port: number;
  origin: string;
  api?: Child;
}

async function installation(name: string, databaseUrl: string): Promise<Installation> {
  const port = await freePort();
  return {
    name,
    databaseUrl,
    uploadDir: path.join(tmp, `${name}-uploads`),
    dataDir: path.join(tmp, `${name}-data`),
    jwtSecret: `${name}-signing-key-${crypto.randomBytes(8).toString('hex')}`,
    port,
    origin: `http://127.0.0.1:${port}`,
  };
}

/** What every process of one installation is started with (the CLIs as the app). */
function envOf(site: Installation, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'development',
    DATABASE_URL: site.databaseUrl,
    DATA_DIR: site.dataDir,
    UPLOAD_DIR: site.uploadDir,
    STORAGE_URL: '',
    JWT_SECRET: site.jwtSecret,
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD,
    PORT: String(site.port),
    PUBLIC_URL: site.origin,
    SEED_DEMO: 'false',
    MIGRATE_ON_START: 'true',
    ...extra,
  };
}

async function startApi(site: Installation, extra: NodeJS.ProcessEnv = {}): Promise<void> {
  const api = launch(
    `API ${site.name}`,
    process.execPath,
    ['--import', 'tsx', 'api/src/main.ts'],
    envOf(site, extra),
  );
  site.api = api;
  await until(`API ${site.name} to answer /health`, () => answers(`${site.origin}/health`), {
    timeoutMs: 90_000,
    alive: [api],
  });
}

/** Runs a CLI of api/src/cli to its end: its exit code and everything it printed. */
async function runCli(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) {
  const cli = launch(script, process.execPath, ['--import', 'tsx', `api/src/cli/${script}.ts`, ...args], env);
  await cli.exited;
  return { code: cli.child.exitCode, output: cli.output.join('') };
}

const call = (site: Installation, method: string, url: string, options?: CallOptions) =>
  callApi(site.origin, method, url, options);

async function signIn(site: Installation, email: string, password: string) {
  const res = await call(site, 'POST', '/api/v1/auth/login', { form: { username: email, password } });
  expect(res.status).toBe(200);
  return res.body as { access_token: string; refresh_token: string };
}

/** A PNG as the upload checks it (by its first bytes), unique to this run. */
const pngBytes = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(300)]);

/** Uploads an image and puts it on the department's first prop; answers its address and bytes. */
async function imageOnAProp(site: Installation, token: string, department: number) {
  const bytes = pngBytes();
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'lantern.png');
  form.append('file_type', 'prop');
  const upload = await call(site, 'POST', '/api/v1/files/upload', { token, department, body: form });
  expect(upload.status).toBe(201);
  const props = await call(site, 'GET', '/api/v1/props?limit=1', { token, department });
  const put = await call(site, 'PUT', `/api/v1/props/${props.body[0].id}`, {
    token,
    department,
    json: { image_url: upload.body.url },
  });
  expect(put.status).toBe(200);
  return { url: upload.body.url as string, filename: upload.body.filename as string, bytes };
}

const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

type Row = { id: number } & Record<string, unknown>;

/** What the checks compare: the lists a department's people see. */
async function answersOf(site: Installation, token: string, department: number, loan: number) {
  const list = async (url: string) => {
    const res = await call(site, 'GET', url, { token, department });
    expect(res.status).toBe(200);
    return byId(res.body as Row[]);
  };
  return {
    departments: await list('/api/v1/departments?limit=1000'),
    props: await list('/api/v1/props?limit=1000'),
    // The reader's unread count changes as the conversation is read (reading marks it read).
    loans: (await list('/api/v1/lending?limit=1000')).map(({ unread_count: _, ...loan }) => loan as Row),
    messages: await list(`/api/v1/lending/${loan}/messages?limit=1000`),
    users: await list('/api/v1/users?limit=1000'),
  };
}
type Answers = Awaited<ReturnType<typeof answersOf>>;

/** The JSON of `value` with one text replaced (an image's old address by its new one). */
function replaced<T>(value: T, from: string, to: string): T {
  return JSON.parse(JSON.stringify(value).split(from).join(to)) as T;
}

/** `archive` unpacked, changed by `change`, and packed again as `<name>.tar.gz`. */
async function repacked(archive: string, name: string, change: (dir: string) => void): Promise<string> {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir);
  await tar.x({ file: archive, cwd: dir });
  change(dir);
  const file = path.join(tmp, `${name}.tar.gz`);
  await tar.c({ gzip: true, file, cwd: dir }, ['manifest.json', 'db', 'uploads']);
  return file;
}

/** How many rows `table` holds. */
async function countRows(databaseUrl: string, table: string): Promise<number> {
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new sqlite3.Database(databaseUrl.slice('sqlite:'.length), sqlite3.OPEN_READONLY);
    try {
      return await new Promise<number>((resolve, reject) =>
        db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`, (error, row) =>
          error ? reject(error) : resolve(row.n),
        ),
      );
    } finally {
      db.close();
    }
  }
  const db = await mysql.createConnection(databaseUrl);
  try {
    const [rows] = await db.query(`SELECT COUNT(*) AS n FROM ${table}`);
    return Number((rows as { n: number }[])[0].n);
  } finally {
    await db.end();
  }
}

/** Rows of `source` up to the last id `copy` has: what a backup taken meanwhile must hold, no gaps. */
const upTo = <T extends { id: number }>(source: T[], copy: T[]) =>
  source.filter((row) => row.id <= Math.max(0, ...copy.map((c) => c.id)));

afterAll(async () => {
  await stopAll();
  if (madeDatabases.length > 0) {
    const server = await mysql.createConnection(mysqlServer());
    try {
      for (const name of madeDatabases) await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
    } finally {
      await server.end();
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  let source: Installation;
  let target: Installation;
  let session: { access_token: string; refresh_token: string };
  let riverside: number;
  let loan: number;
  let image: { url: string; filename: string; bytes: Buffer };
  const archive = path.join(tmp, 'backup.tar.gz');
  const waitingImport = 'Name,Category\nBrass lantern,lighting\n';

  beforeAll(async () => {
    source = await installation('source', await freshDatabase('source'));
    await startApi(source, { SEED_DEMO: 'true' });
    session = await signIn(source, ADMIN_EMAIL, ADMIN_PASSWORD);
    const departments = await call(source, 'GET', '/api/v1/departments', { token: session.access_token });
    riverside = (departments.body as { id: number; name: string }[]).find((d) => d.name === RIVERSIDE)!.id;
    const loans = await call(source, 'GET', '/api/v1/lending', {
      token: session.access_token,
      department: riverside,
    });
    loan = loans.body[0].id;
    image = await imageOnAProp(source, session.access_token, riverside);
    // An import file waiting for a worker (the folder back end's place for it).
    fs.mkdirSync(path.join(source.uploadDir, '.imports'), { recursive: true });
    fs.writeFileSync(path.join(source.uploadDir, '.imports', 'waiting.csv'), waitingImport);
  }, 120_000);

  it('backs up while the app writes, and the restored copy answers the same', async () => {
    const as = { token: session.access_token, department: riverside };
    const before = await answersOf(source, session.access_token, riverside, loan);
    // Props (with their department's kept count) and messages, written one after another throughout.
    const writing: { stop: boolean; done: number; error?: Error } = { stop: false, done: 0 };
    const wrote = (count: number) => {
      if (writing.error) throw writing.error;
      return writing.done >= count;
    };
    const writer = (async () => {
      while (!writing.stop) {
        const n = writing.done + 1;
        const prop = await call(source, 'POST', '/api/v1/props', {
          ...as,
          json: { name: `Written meanwhile ${n}`, category: 'furniture' },
        });
        const message = await call(source, 'POST', `/api/v1/lending/${loan}/messages`, {
          ...as,
          json: { content: `Said meanwhile ${n}` },
        });
        if (prop.status !== 201 || message.status !== 201)
          throw new Error(`write ${n}: ${prop.status} ${message.status}`);
        writing.done = n;
      }
    })().catch((error: Error) => {
      writing.error = error;
    });
    await until('the first writes', () => wrote(2));
    const backup = await runCli('backup', ['--out', archive], envOf(source));
    const doneAtEnd = writing.done;
    await until('writes after the backup', () => wrote(doneAtEnd + 2));
    writing.stop = true;
    await writer;
    expect(writing.error).toBeUndefined();
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.output).toContain(archive);
    expect(backup.output).toMatch(
      /Backed up schema 0\d+-[\w-]+ \((sqlite|mysql)\): \d+ tables, \d+ rows, 2 uploaded files/,
    );
    expect(backup.output).toMatch(/keep apart: JWT_SECRET/);

    const unpacked = path.join(tmp, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.x({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 'scenedock-backup',
      dialect: onMysql ? 'mysql' : 'sqlite',
      uploads: { files: 2 },
      secrets_kept_apart: expect.arrayContaining([expect.objectContaining({ name: 'JWT_SECRET' })]),
    });
    const tables = (manifest.tables as { name: string }[]).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['users', 'props', 'lending_messages', 'bookings']));
    // Neither the migrations' table nor the full-text indexes (rebuilt by triggers on restore).
    expect(tables.filter((name) => /schema_migrations|_fts|^sqlite_/.test(name))).toEqual([]);
    expect(Object.keys(manifest.files)).toEqual(
      expect.arrayContaining([`uploads/${image.filename}`, 'uploads/.imports/waiting.csv', 'db/props.jsonl']),
    );
    expect(fs.statSync(archive).mode & 0o077).toBe(0);

    // Restored under another signing key and address, images moved to it.
    target = await installation('target', await freshDatabase('target'));
    const restore = await runCli('restore', [archive, '--rewrite-image-urls'], envOf(target));
    expect(restore).toMatchObject({ code: 0 });
    expect(restore.output).toMatch(/Restored the backup of .*: \d+ rows in \d+ tables, 2 uploaded files/);
    expect(restore.output).toMatch(/signing key .* differs/);
    await startApi(target);

    // A token signed by the old key is refused; the session goes on through its refresh token.
    expect((await call(target, 'GET', '/api/v1/users/me', { token: session.access_token })).status).toBe(401);
    const renewed = await call(target, 'POST', '/api/v1/auth/refresh', {
      json: { refresh_token: session.refresh_token },
    });
    expect(renewed.status).toBe(200);
    const token = renewed.body.access_token as string;

    const after = await answersOf(source, session.access_token, riverside, loan);
    const copy = await answersOf(target, token, riverside, loan);
    const imageUrl = `${target.origin}/uploads/${image.filename}`;
    const expected = replaced(after, image.url, imageUrl);
    // What the backup holds is what the source had at one moment: a run of the writes, no gaps.
    expect(copy.props).toEqual(upTo(expected.props, copy.props));
    expect(copy.messages).toEqual(upTo(expected.messages, copy.messages));
    const written = copy.props.length - before.props.length;
    expect(written).toBeGreaterThanOrEqual(2);
    expect(written).toBeLessThan(after.props.length - before.props.length);
    // Each write is a prop, then a message: the moment may fall between the two.
    expect(copy.messages.length - before.messages.length).toBeGreaterThanOrEqual(written - 1);
    expect(copy.messages.length - before.messages.length).toBeLessThanOrEqual(written);
    // The department's kept count came with its rows, from the same moment.
    expect(copy.departments.find((d) => d.id === riverside)?.prop_count).toBe(copy.props.length);
    expect(copy.departments).toEqual(
      expected.departments.map((d) => (d.id === riverside ? { ...d, prop_count: copy.props.length } : d)),
    );
    expect(copy.loans).toEqual(expected.loans);
    expect(copy.users).toEqual(expected.users);
    expect(copy.props.filter((p) => JSON.stringify(p).includes(imageUrl))).toHaveLength(1);

    // The full-text search was rebuilt as the rows went in.
    const search = await call(target, 'GET', '/api/v1/props?search=meanwhile&limit=1000', {
      token,
      department: riverside,
    });
    expect(search.body).toHaveLength(written);

    const served = await fetch(imageUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(image.bytes);
    expect(fs.readFileSync(path.join(target.uploadDir, '.imports', 'waiting.csv'), 'utf8')).toBe(
      waitingImport,
    );

    // New rows are numbered after the restored ones.
    const added = await call(target, 'POST', '/api/v1/props', {
      token,
      department: riverside,
      json: { name: 'Added after the restore', category: 'furniture' },
    });
    expect(added.status).toBe(201);
    expect(added.body.id).toBeGreaterThan(Math.max(...copy.props.map((p) => p.id)));

    // And people sign in with their passwords.
    await signIn(target, 'admin@lakeside.example', DEMO_PASSWORD);
    await signIn(target, ADMIN_EMAIL, ADMIN_PASSWORD);
  }, 120_000);

  it("restores a backup of an older version, then runs this version's migrations", async () => {
    // The archive as the release before bookings (0013) wrote it: without what 0013 and every later
    // migration added (a migration that adds a table or a column adds it here too).
    const later: { tables: string[]; columns: Record<string, string[]> } = {
      tables: [
        'bookings',
        'mail_digests',
        'upload_records',
        'item_photos',
        'calendar_feeds',
        'condition_reports',
        'condition_photos',
        'damage_reports',
        'person_loans',
        'user_identities',
        'department_domains',
        'portal_token_uses',
        'damage_comments',
        'webhook_endpoints',
        'webhook_deliveries',
        'webhook_attempts',
        'mail_outbox',
      ],
      columns: {
        props: ['code'],
        set_pieces: ['code'],
        costume_pieces: ['code'],
        lending_records: ['picked_up_date', 'proposed_lent_date', 'proposed_due_date', 'production_id'],
        import_jobs: ['error_count', 'file_encoding'],
        audit_logs: ['item_type', 'item_id'],
        notifications: ['item_url'],
        users: ['list_settings'],
        departments: [
          'contact_email_confirmed_at',
          'contact_email_token_hash',
          'contact_email_token_expires_at',
          'time_zone',
        ],
      },
    };
    const older = await repacked(archive, 'older', (dir) => {
      const file = path.join(dir, 'manifest.json');
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      for (const table of later.tables) {
        fs.rmSync(path.join(dir, 'db', `${table}.jsonl`), { force: true });
        delete manifest.files[`db/${table}.jsonl`];
      }
      manifest.tables = manifest.tables.filter((t: { name: string }) => !later.tables.includes(t.name));
      for (const [table, newColumns] of Object.entries(later.columns)) {
        const described = manifest.tables.find((t: { name: string }) => t.name === table);
        described.columns = described.columns.filter((c: { name: string }) => !newColumns.includes(c.name));
        const rows = path.join(dir, 'db', `${table}.jsonl`);
        const text = fs
          .readFileSync(rows, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const row = JSON.parse(line);
            for (const column of newColumns) delete row[column];
            return `${JSON.stringify(row)}\n`;
          })
          .join('');
        fs.writeFileSync(rows, text);
        manifest.files[`db/${table}.jsonl`] = {
          sha256: crypto.createHash('sha256').update(text).digest('hex'),
          bytes: Buffer.byteLength(text),
        };
      }
      manifest.schema_version = '0012-category-indexes';
      fs.writeFileSync(file, JSON.stringify(manifest));
    });
    const site = await installation('older', await freshDatabase('older'));
    const restore = await runCli('restore', [older], envOf(site));
    expect(restore).toMatchObject({ code: 0 });
    const since = migrations.length - 1 - migrations.findIndex((m) => m.name === '0012-category-indexes');
    expect(restore.output).toMatch(new RegExp(`then ${since} migration\\(s\\) of this version`));
    // 0013 made the open loans' bookings from the rows loaded before it ran.
    expect(await countRows(site.databaseUrl, 'bookings')).toBeGreaterThan(0);
    expect(await countRows(site.databaseUrl, 'lending_records')).toBe(
      await countRows(target.databaseUrl, 'lending_records'),
    );
  }, 60_000);

  describe('checks before it writes, and refuses, writing nothing,', () => {
    let empty: string;
    const emptyUploads = path.join(tmp, 'empty-uploads');
    beforeAll(async () => {
      empty = await freshDatabase('empty');
    });

    async function refused(file: string, site: { databaseUrl: string; uploadDir: string }, why: RegExp) {
      const base = target ?? (await installation('refusal', empty));
      const result = await runCli('restore', [file], envOf({ ...base, ...site }));
      expect(result.code).toBe(2);
      expect(result.output).toMatch(/Restore refused: /);
      expect(result.output).toMatch(why);
    }

    it('(--check only looks)', async () => {
      const base = target ?? (await installation('check', empty));
      const check = await runCli(
        'restore',
        [archive, '--check'],
        envOf({ ...base, databaseUrl: empty, uploadDir: emptyUploads }),
      );
      expect(check).toMatchObject({ code: 0 });
      expect(check.output).toMatch(/can be restored here\. Nothing was written \(--check\)/);
      expect(await untouched(empty)).toBe(true);
      expect(folderContents(emptyUploads)).toEqual({});
    }, 60_000);

    it('a database that holds data', async () => {
      const token = (await signIn(target, ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
      const props = () => call(target, 'GET', '/api/v1/props?limit=1000', { token, department: riverside });
      const propsBefore = (await props()).body;
      const filesBefore = folderContents(target.uploadDir);
      await refused(archive, target, /is not empty: .*(props|users).* hold rows/);
      expect((await props()).body).toEqual(propsBefore);
      expect(folderContents(target.uploadDir)).toEqual(filesBefore);
    }, 60_000);

    it('an upload folder that holds files', async () => {
      const filesBefore = folderContents(target.uploadDir);
      await refused(
        archive,
        { databaseUrl: empty, uploadDir: target.uploadDir },
        /storage \(folder .*\) is not empty/,
      );
      expect(await untouched(empty)).toBe(true);
      expect(folderContents(target.uploadDir)).toEqual(filesBefore);
    }, 60_000);

    it('an archive whose files do not match their checksums, or that is cut short', async () => {
      const tampered = await repacked(archive, 'tampered', (dir) => {
        const file = path.join(dir, 'db', 'props.jsonl');
        fs.writeFileSync(
          file,
          fs.readFileSync(file, 'utf8').replace('Written meanwhile 1', 'Written meanwhile X'),
        );
      });
      const site = { databaseUrl: empty, uploadDir: emptyUploads };
      await refused(tampered, site, /db\/props\.jsonl does not match its SHA-256/);
      const cut = path.join(tmp, 'cut.tar.gz');
      fs.writeFileSync(cut, fs.readFileSync(archive).subarray(0, Math.floor(fs.statSync(archive).size / 2)));
      await refused(cut, site, /damaged or not a backup/);
      expect(await untouched(empty)).toBe(true);
      expect(folderContents(emptyUploads)).toEqual({});
    }, 60_000);

    it('a backup of a newer schema than this version knows', async () => {
      const newer = await repacked(archive, 'newer', (dir) => {
        const file = path.join(dir, 'manifest.json');
        const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
        fs.writeFileSync(file, JSON.stringify({ ...manifest, schema_version: '9999-from-the-future' }));
      });
      await refused(
        newer,
        { databaseUrl: empty, uploadDir: emptyUploads },
        /newer Scenedock .*9999-from-the-future/,
      );
      expect(await untouched(empty)).toBe(true);
    }, 60_000);
  });
});

describeOnMysql('moving a SQLite installation to MariaDB', () => {
  it('restores a SQLite backup into MariaDB, dates, booleans and images converted', async () => {
    const pilot = await installation('pilot', await freshDatabase('pilot'));
    await startApi(pilot, { SEED_DEMO: 'true' });
    const session = await signIn(pilot, ADMIN_EMAIL, ADMIN_PASSWORD);
    const departments = await call(pilot, 'GET', '/api/v1/departments', { token: session.access_token });
    const riverside = (departments.body as { id: number; name: string }[]).find(
      (d) => d.name === RIVERSIDE,
    )!.id;
    const loans = await call(pilot, 'GET', '/api/v1/lending', {
      token: session.access_token,
      department: riverside,
    });
    const loan = loans.body[0].id as number;
    const image = await imageOnAProp(pilot, session.access_token, riverside);
    const file = path.join(tmp, 'pilot.tar.gz');
    expect(await runCli('backup', ['--out', file], envOf(pilot))).toMatchObject({ code: 0 });

    const district = await installation('district', await freshDatabase('district'));
    // The same signing key: the district server takes the pilot's sessions over unchanged.
    district.jwtSecret = pilot.jwtSecret;
    const restore = await runCli('restore', [file, '--rewrite-image-urls'], envOf(district));
    expect(restore).toMatchObject({ code: 0 });
    expect(restore.output).toMatch(/comes from SQLite; its values are converted for MySQL\/MariaDB/);
    await startApi(district);

    const source = await answersOf(pilot, session.access_token, riverside, loan);
    const copy = await answersOf(district, session.access_token, riverside, loan);
    // MariaDB's DATETIME columns keep whole seconds (the app's own writes there too).
    const seconds = (value: Answers) =>
      JSON.parse(JSON.stringify(value).replace(/(T\d{2}:\d{2}:\d{2})\.\d{3}Z/g, '$1.000Z')) as Answers;
    expect(seconds(copy)).toEqual(
      seconds(replaced(source, image.url, `${district.origin}/uploads/${image.filename}`)),
    );
    const served = await fetch(`${district.origin}/uploads/${image.filename}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(image.bytes);
    await signIn(district, 'director@westbrook.example', DEMO_PASSWORD);
  }, 120_000);
});
