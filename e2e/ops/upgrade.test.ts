/**
 * Upgrades as a district runs them: several processes starting together on a fresh database (one
 * migrates, the others wait and serve), and migrations as a step of their own (`npm run migrate`,
 * the built `api/dist/cli/migrate.js`) before instances that start with MIGRATE_ON_START=false.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, REPO_ROOT, stopAll, type Child } from '../../api/src/test/processes';
import {
  dropDatabases,
  freshMariaDb,
  installationEnv,
  logged,
  ready,
  sqlRows,
  startBuilt,
  tempDir,
} from './support';

const run = promisify(execFile);

afterAll(async () => {
  await stopAll();
  await dropDatabases();
});

const MIGRATE_CLI = path.join(REPO_ROOT, 'api', 'dist', 'cli', 'migrate.js');

/** The built migrate step: its exit code and what it printed. */
async function migrateStep(env: NodeJS.ProcessEnv, ...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, [MIGRATE_CLI, ...args], {
      env: { ...process.env, ...env },
    });
    return { code: 0, out: stdout };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

async function startThree(env: NodeJS.ProcessEnv) {
  const instances: { origin: string; child: Child }[] = [];
  for (const name of ['A', 'B', 'C']) {
    const port = await freePort();
    instances.push({
      origin: `http://127.0.0.1:${port}`,
      child: startBuilt(`API ${name}`, 'main', {
        ...env,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      }),
    });
  }
  // All three were started before any was ready: they raced for the migrations.
  await Promise.all(instances.map(({ origin, child }) => ready(origin, child)));
  return instances;
}

describe('three API processes started together on one fresh database', () => {
  it('on MariaDB: one migrates, none fails, all serve, one superuser', async () => {
    const databaseUrl = await freshMariaDb('three');
    const instances = await startThree(installationEnv(databaseUrl));

    const migrated = instances.filter(({ child }) => logged(child, 'migrated the database').length > 0);
    expect(migrated).toHaveLength(1);
    for (const { origin, child } of instances) {
      expect(child.child.exitCode).toBeNull();
      const health = (await (await fetch(`${origin}/health`)).json()) as {
        database: Record<string, unknown>;
      };
      expect(health.database).toMatchObject({ status: 'up', pending_migrations: 0 });
    }
    const [{ superusers }] = await sqlRows<{ superusers: number }>(
      databaseUrl,
      'SELECT COUNT(*) AS superusers FROM users WHERE is_superuser = 1',
    );
    expect(Number(superusers)).toBe(1);
  });

  it('on one SQLite file: the same', async () => {
    const dir = tempDir('sqlite-three');
    const instances = await startThree(installationEnv(`sqlite:${path.join(dir, 'scenedock.sqlite')}`));
    expect(instances.filter(({ child }) => logged(child, 'migrated the database').length > 0)).toHaveLength(
      1,
    );
    for (const { child } of instances) expect(child.child.exitCode).toBeNull();
  });
});

describe('migrations as a step of their own', () => {
  it('an instance with MIGRATE_ON_START=false refuses a database behind it; the migrate step brings it up', async () => {
    const databaseUrl = await freshMariaDb('step');
    const env = installationEnv(databaseUrl, { MIGRATE_ON_START: 'false' });

    const port = await freePort();
    const early = startBuilt('API before migrating', 'main', { ...env, PORT: String(port) });
    await early.exited;
    expect(early.child.exitCode).toBe(1);
    expect(early.output.join('')).toContain('run \\"npm run migrate\\"');

    const status = await migrateStep(env, '--status');
    expect(status.code).toBe(3);
    expect(status.out).toContain('schema: (empty database)');
    expect(status.out).toContain('pending: 0001-accounts-and-departments');

    const first = await migrateStep(env);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^Applied \d+ migration\(s\): 0001-accounts-and-departments, /m);
    const again = await migrateStep(env);
    expect(again.out).toMatch(/^The database is up to date \(schema \d{4}/m);
    expect((await migrateStep(env, '--status')).code).toBe(0);

    const origin = `http://127.0.0.1:${port}`;
    const api = startBuilt('API after migrating', 'main', { ...env, PORT: String(port) });
    await ready(origin, api);
    expect(logged(api, 'migrated the database')).toHaveLength(0);
    const health = (await (await fetch(`${origin}/health`)).json()) as {
      version: string;
      database: { schema: string; schema_latest: string };
    };
    expect(health.database.schema).toBe(health.database.schema_latest);
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
