/**
 * METRICS_PORT in the processes an installation runs: the API process (`npm start`) and a worker
 * (`npm run worker`) each serve their own /metrics on that port without a token, and close it when
 * they shut down. Started from the source, as `npm run dev` and `npm run worker` do.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { config } from '../../config';
import { answers, freePort, launch, running, stop, stopAll, until, type Child } from '../processes';
import { sample } from '../prometheus';

afterAll(stopAll);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-metrics-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function startNode(name: string, entry: 'main' | 'worker', env: NodeJS.ProcessEnv): Child {
  return launch(name, process.execPath, ['--import', 'tsx', path.join('api', 'src', `${entry}.ts`)], {
    JWT_SECRET: config.jwtSecret,
    DATA_DIR: dir,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'Metrics-Superuser-1!',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN: '',
    METRICS_HOST: '',
    ...env,
  });
}

async function metricsText(port: number): Promise<string | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

/** Whether anything still accepts connections on `port`. */
async function listening(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/metrics`);
    return true;
  } catch {
    return false;
  }
}

describe('the API process with METRICS_PORT', () => {
  it('serves its metrics on that port without a token, not on its own port, and closes it on SIGTERM', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const api = startNode('API', 'main', {
      // A database of its own: the test's may be in memory, and Redis stays out of it.
      DATABASE_URL: `sqlite:${path.join(dir, 'api.sqlite')}`,
      REDIS_URL: '',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
    });
    const origin = `http://127.0.0.1:${port}`;
    await until('the API to answer /health', () => answers(`${origin}/health`), {
      timeoutMs: 90_000,
      alive: [api],
    });

    const text = await until('its metrics', () => metricsText(metricsPort), { alive: [api] });
    // The requests it answered, by route: the /health polls above.
    expect(
      sample(text, 'scenedock_http_request_duration_seconds_count', { method: 'GET', route: '/health' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'scenedock_db_connections_open')).toBeGreaterThanOrEqual(1);
    // On its own port, without METRICS_TOKEN: not there.
    expect((await fetch(`${origin}/metrics`)).status).toBe(404);

    await stop(api, 'SIGTERM');
    expect(api.child.exitCode).toBe(0);
    expect(await listening(metricsPort)).toBe(false);
  });
});

// A worker needs Redis and a database the test can share with it (not an in-memory SQLite).
const withRedis = process.env.REDIS_URL && /^(mysql|mariadb):/.test(process.env.DATABASE_URL ?? '');

(withRedis ? describe : describe.skip)('a worker with METRICS_PORT', () => {
  it('serves the job runs it timed, and closes the port on SIGTERM', async () => {
    // A Redis of its own: the worker's lending clock then runs at once (the first run of a
    // period is claimed in Redis) and its schedule stays out of the shared Redis.
    const redisPort = await freePort();
    const redis = launch('redis', 'redis-server', [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
    ]);
    const metricsPort = await freePort();
    const worker = startNode('worker', 'worker', {
      DATABASE_URL: config.databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      METRICS_PORT: String(metricsPort),
    });
    const text = await until(
      'the worker to report a lending-clock run',
      async () => {
        const scraped = await metricsText(metricsPort);
        const runs = scraped
          ? sample(scraped, 'scenedock_job_duration_seconds_count', {
              job_name: 'lending-clock',
              outcome: 'completed',
            })
          : undefined;
        return runs !== undefined && runs >= 1 && scraped;
      },
      { timeoutMs: 90_000, alive: [worker, redis] },
    );
    // The queue it works, read from Redis: the clock's next run waits there.
    expect(sample(text, 'scenedock_queue_jobs', { state: 'delayed' })).toBeGreaterThanOrEqual(1);
    // No socket server in a worker: no socket series.
    expect(text).not.toMatch(/^scenedock_socketio_connected_sockets\{/m);

    await stop(worker, 'SIGTERM');
    expect(worker.child.exitCode).toBe(0);
    expect(await listening(metricsPort)).toBe(false);
    expect(running(redis)).toBe(true);
  });
});
