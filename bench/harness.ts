/**
 * What the HTTP benches share: their settings, servers on a free port, and the load generator
 * (./api/load, a child process) run against one target after a warm-up.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { LoadJob, LoadRequest, LoadResult } from './api/load';

/** A positive number from the environment, or `fallback` when unset. */
export function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
}

export function listen(handler: http.RequestListener): Promise<{ server: http.Server; base: string }> {
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}` });
    });
  });
}

export function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'api', 'load.ts'), { stdio: 'inherit' });
    let result: LoadResult | null = null;
    child.once('message', (message: LoadResult) => (result = message));
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`load generator exited with ${code}`)),
    );
    child.send(job);
  });
}

export interface LoadTarget {
  name: string;
  base: string;
  requests: LoadRequest[];
}

/** Drives `target` for `warmup` seconds, then measures it for `duration`; any non-2xx fails the bench. */
export async function measure(
  target: LoadTarget,
  settings: { connections: number; warmup: number; duration: number },
): Promise<LoadResult> {
  const job = { base: target.base, requests: target.requests, connections: settings.connections };
  await load({ ...job, duration: settings.warmup });
  const r = await load({ ...job, duration: settings.duration });
  if (r.non2xx || r.errors) throw new Error(`${target.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return r;
}
