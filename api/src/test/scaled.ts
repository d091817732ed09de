/**
 * Several API processes on one database and one Redis, as a district deploys them: for the tests
 * that need more than one instance (scale.test.ts, socketLimitsScaled.test.ts). The processes use a
 * Redis server of their own on a free port, because those tests stop it: the shared one (REDIS_URL)
 * must keep running for everyone else.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { config } from '../config';
import { answers, freePort, launch, until, type Child } from './processes';

const dbUrl = process.env.DATABASE_URL ?? '';
/**
 * Processes of their own need a database they can all open (not this process's in-memory SQLite)
 * and Redis: the default run has neither and skips such tests; the run on MariaDB and Redis takes them.
 */
export const describeScaled =
  process.env.REDIS_URL && /^(mysql|mariadb):/.test(dbUrl) ? describe : describe.skip;

/** A Redis server of the test's own, started (and restarted) on one free port. */
export class PrivateRedis {
  port = 0;
  process: Child | null = null;

  /** Starts it, on a free port the first time and on the same one after, and waits for its answer. */
  async start(): Promise<void> {
    this.port ||= await freePort();
    this.process = launch('redis', 'redis-server', [
      ...['--port', String(this.port), '--bind', '127.0.0.1'],
      ...['--save', '', '--appendonly', 'no'],
    ]);
    await until('the private Redis to answer', () => this.answers(), { alive: [this.process] });
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** redis-cli's answer to `args`, trimmed. */
  cli(...args: string[]): string {
    return execFileSync('redis-cli', ['-p', String(this.port), ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  }

  answers(): boolean {
    try {
      return this.cli('PING') === 'PONG';
    } catch {
      return false;
    }
  }
}

/** An API or worker process from the source (what `npm run dev` / `npm run worker` run). */
export function startNode(
  name: string,
  entry: 'main' | 'worker',
  redis: PrivateRedis,
  env: NodeJS.ProcessEnv = {},
): Child {
  return launch(name, process.execPath, ['--import', 'tsx', path.join('api', 'src', `${entry}.ts`)], {
    DATABASE_URL: config.databaseUrl,
    REDIS_URL: redis.url,
    JWT_SECRET: config.jwtSecret,
    DATA_DIR: config.dataDir,
    UPLOAD_DIR: config.uploadDir,
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'Scaled-Superuser-1!',
    LOG_LEVEL: 'warn',
    ...env,
  });
}

export interface Instance {
  name: string;
  origin: string;
  process: Child;
}

/** An API instance without workers, once it answers /health. */
export async function startApi(name: string, redis: PrivateRedis): Promise<Instance> {
  const port = await freePort();
  const started = startNode(`API ${name}`, 'main', redis, { PORT: String(port), RUN_WORKERS: 'false' });
  const origin = `http://127.0.0.1:${port}`;
  await until(`API ${name} to answer /health`, () => answers(`${origin}/health`), {
    timeoutMs: 90_000,
    alive: [started],
  });
  return { name, origin, process: started };
}
