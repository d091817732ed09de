/**
 * The release bundle as a server receives it: `npm run release` (or the tarball CI already made,
 * RELEASE_TARBALL), its checksum, unpacked into a folder outside the repository, where no
 * node_modules of this checkout can be found, and started with plain `node api/dist/main.js`. What
 * passes here starts on a machine that has only Node.js: no compiler, no registry, no build.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import {
  answers,
  freePort,
  launch,
  REPO_ROOT,
  stopAll,
  until,
  type Child,
} from '../../api/src/test/processes';

const run = promisify(execFile);

const VERSION = (
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;
const ADMIN = { email: 'it@district.example', password: 'District-Admin-2026!' };

/** Packages only the build and the tests use: the bundle carries built code and needs none of them. */
const DEV_ONLY = [
  'typescript',
  'jest',
  'tsoa',
  'tsx',
  '@rspack/core',
  'react',
  'react-dom',
  'eslint',
  '@swc/core',
];

/** The command-line tools the bundle's package.json offers, as far as their sources exist yet. */
const CLIS = ['migrate', 'backup', 'restore'].filter((cli) =>
  fs.existsSync(path.join(REPO_ROOT, 'api', 'src', 'cli', `${cli}.ts`)),
);

const temps: string[] = [];
function tempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `scenedock-release-${label}-`));
  temps.push(dir);
  return dir;
}

let tarball: string;
let bundle: string;

/** Every package folder under the bundle's node_modules, nested ones included, relative to the bundle. */
function bundledPackages(dir = path.join(bundle, 'node_modules')): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).flatMap((entry) => {
    const folder = path.join(dir, entry);
    if (entry.startsWith('@')) return bundledPackages(folder);
    if (!fs.existsSync(path.join(folder, 'package.json'))) return [];
    return [path.relative(bundle, folder), ...bundledPackages(path.join(folder, 'node_modules'))];
  });
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

beforeAll(async () => {
  if (process.env.RELEASE_TARBALL) {
    tarball = path.resolve(process.env.RELEASE_TARBALL);
  } else {
    await run('npm', ['run', 'release'], { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
    tarball = path.join(REPO_ROOT, 'release', `scenedock-${VERSION}.tar.gz`);
  }
  const unpacked = tempDir('unpacked');
  await tar.x({ file: tarball, cwd: unpacked });
  bundle = path.join(unpacked, `scenedock-${VERSION}`);
  // Every test below reads the bundle: one clear failure instead of a cascade of missing files.
  if (!fs.existsSync(bundle)) {
    throw new Error(`${tarball} holds ${fs.readdirSync(unpacked).join(', ')}, not scenedock-${VERSION}/`);
  }
}, 600_000);

afterAll(async () => {
  await stopAll();
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the release bundle', () => {
  it('matches its checksum file, in the format sha256sum -c reads', () => {
    const line = fs.readFileSync(`${tarball}.sha256`, 'utf8');
    const digest = crypto.createHash('sha256').update(fs.readFileSync(tarball)).digest('hex');
    expect(line).toBe(`${digest}  ${path.basename(tarball)}\n`);
  });

  it('unpacks into one folder named for the version, away from any node_modules of this checkout', () => {
    const unpacked = path.dirname(bundle);
    expect(fs.readdirSync(unpacked)).toEqual([`scenedock-${VERSION}`]);
    expect(path.relative(REPO_ROOT, bundle).startsWith('..')).toBe(true);
    // Node looks for packages in every parent folder: none of them may hold one.
    for (let dir = unpacked; dir !== path.dirname(dir); dir = path.dirname(dir)) {
      expect(fs.existsSync(path.join(dir, 'node_modules'))).toBe(false);
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(bundle, 'package.json'), 'utf8')) as {
      version: string;
      scripts: Record<string, string>;
    };
    expect(manifest.version).toBe(VERSION);
    expect(manifest.scripts).toMatchObject({
      start: 'node api/dist/main.js',
      worker: 'node api/dist/worker.js',
    });
    for (const cli of CLIS) {
      expect(manifest.scripts[cli]).toBe(`node api/dist/cli/${cli}.js`);
      expect(fs.existsSync(path.join(bundle, 'api', 'dist', 'cli', `${cli}.js`))).toBe(true);
    }
    expect(fs.existsSync(path.join(bundle, 'openapi', 'openapi.json'))).toBe(true);
  });

  it('carries the production dependencies only, with sqlite3 compiled and no link back to the repository', () => {
    const packages = bundledPackages().map((folder) => folder.split('node_modules/').pop());
    for (const name of DEV_ONLY) expect(packages).not.toContain(name);
    expect(packages).toEqual(
      expect.arrayContaining(['@tsoa/runtime', 'express', 'sequelize', 'sqlite3', 'mysql2']),
    );
    // The one workspace package the API needs as it is (@scenedock/dates) is copied in, never linked:
    // its manifest and its code, no types, tests or sources, and no other workspace.
    const workspaces = path.join(bundle, 'node_modules', '@scenedock');
    expect(fs.readdirSync(workspaces)).toEqual(['dates']);
    expect(fs.lstatSync(path.join(workspaces, 'dates')).isSymbolicLink()).toBe(false);
    expect(fs.readdirSync(path.join(workspaces, 'dates')).sort()).toEqual(['index.js', 'package.json']);

    const sqlite3 = path.join(bundle, 'node_modules', 'sqlite3');
    expect(fs.existsSync(path.join(sqlite3, 'build', 'Release', 'node_sqlite3.node'))).toBe(true);
    expect(fs.readdirSync(path.join(sqlite3, 'build', 'Release'))).toEqual(['node_sqlite3.node']);
    expect(fs.existsSync(path.join(sqlite3, 'deps'))).toBe(false);

    const links = filesUnder(bundle).filter((file) => fs.lstatSync(file).isSymbolicLink());
    expect(links).toEqual([]);
  });

  it('holds the compiled API without its tests', () => {
    const files = filesUnder(path.join(bundle, 'api', 'dist')).map((file) => path.relative(bundle, file));
    expect(files).toContain(path.join('api', 'dist', 'main.js'));
    expect(files.filter((file) => /(^|\/)test\/|\.test\.js$/.test(file))).toEqual([]);
  });
});

describe('the unpacked bundle, started with node api/dist/main.js', () => {
  let origin: string;
  let api: Child;
  let env: NodeJS.ProcessEnv;

  /** What a server's environment file sets; everything this test's own environment might leak is reset. */
  function serverEnv(dataDir: string, port: number, overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
    return {
      NODE_ENV: 'production',
      NODE_PATH: '',
      NODE_OPTIONS: '',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      DATABASE_URL: `sqlite:${path.join(dataDir, 'db.sqlite')}`,
      REDIS_URL: '',
      SMTP_URL: '',
      STORAGE_URL: '',
      METRICS_PORT: '',
      MIGRATE_ON_START: 'true',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...overrides,
    };
  }

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    env = serverEnv(tempDir('data'), port);
    api = launch('release API', process.execPath, ['api/dist/main.js'], env, bundle);
    await until('the bundle to answer /health', () => answers(`${origin}/health`), {
      timeoutMs: 60_000,
      alive: [api],
    });
  }, 120_000);

  it("reports the release's version on /health", async () => {
    const health = (await (await fetch(`${origin}/health`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: 'healthy', version: VERSION });
  });

  it('serves the app: its page, its script, and every micro-frontend', async () => {
    const page = await fetch(`${origin}/`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    const script = /<script[^>]+src="(\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${origin}${script}`)).status).toBe(200);

    // The remotes are found at the paths the API looks for them (api/src/http/frontends.ts).
    const remotes = fs
      .readdirSync(REPO_ROOT)
      .flatMap((dir) => /^mfe-([a-z][a-z0-9]*)$/.exec(dir)?.[1] ?? [])
      .sort();
    const appConfig = (await (await fetch(`${origin}/app-config.json`)).json()) as {
      remotes: Record<string, string>;
    };
    expect(Object.keys(appConfig.remotes).sort()).toEqual(remotes);
    for (const manifest of Object.values(appConfig.remotes)) {
      expect((await fetch(`${origin}${manifest}`)).status).toBe(200);
    }
  });

  it('serves the API document and its reference pages', async () => {
    const document = (await (await fetch(`${origin}/openapi.json`)).json()) as { info: { version: string } };
    expect(document.info).toBeDefined();
    const docs = await fetch(`${origin}/docs/`);
    expect(docs.status).toBe(200);
    const script = /<script[^>]+src="\.?\/?([^"]*swagger-ui-bundle\.js)"/.exec(await docs.text())?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${origin}/docs/${script}`)).status).toBe(200);
  });

  it('signs the superuser in and answers who they are', async () => {
    const login = await fetch(`${origin}/api/v1/auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const me = await fetch(`${origin}/api/v1/users/me`, {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(ADMIN.email);
  });

  // What the nightly backup unit runs (deploy/systemd/scenedock-backup.service), beside the running app.
  (CLIS.includes('backup') ? it : it.skip)('backs up the running installation into a folder', async () => {
    const out = tempDir('backup');
    await run(process.execPath, ['api/dist/cli/backup.js', '--out', out], {
      cwd: bundle,
      env: { ...process.env, ...env },
    });
    expect(fs.readdirSync(out)).toEqual([expect.stringMatching(/^scenedock-backup-\w+\.tar\.gz$/)]);
  });

  // Runs when the migrate tool's source exists: then the bundle must carry it built.
  (CLIS.includes('migrate') ? it : it.skip)(
    "migrates a fresh database with the bundle's migrate tool, then serves it with MIGRATE_ON_START=false",
    async () => {
      const dataDir = tempDir('migrate');
      const port = await freePort();
      const env = serverEnv(dataDir, port, { MIGRATE_ON_START: 'false' });
      const migrate = (...args: string[]) =>
        run(process.execPath, ['api/dist/cli/migrate.js', ...args], {
          cwd: bundle,
          env: { ...process.env, ...env },
        });

      expect((await migrate()).stdout).toMatch(/Applied \d+ migration/);
      // --status exits non-zero while anything is pending.
      await expect(migrate('--status')).resolves.toBeDefined();

      const instance = launch(
        'release API, migrated apart',
        process.execPath,
        ['api/dist/main.js'],
        env,
        bundle,
      );
      const ready = `http://127.0.0.1:${port}/health/ready`;
      await until('the migrated instance to be ready', () => answers(ready), {
        timeoutMs: 60_000,
        alive: [instance],
      });
      const health = (await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as {
        database: Record<string, unknown>;
      };
      expect(health.database).toMatchObject({ status: 'up', pending_migrations: 0 });
    },
    120_000,
  );
});
