/**
 * What the HTTP benches share: their settings, servers on a free port, and the load generator
 * (./api/load, a child process) run against one target after a warm-up.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
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

/** Runs the load generator once; `started` is called as its load begins. */
function load(job: LoadJob, started: () => void = () => {}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'api', 'load.ts'), { stdio: 'inherit' });
    let result: LoadResult | null = null;
    child.on('message', (message: LoadResult | 'started') => {
      if (message === 'started') started();
      else result = message;
    });
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

/** What a measured run gives: the load generator's figures and what the machine did meanwhile. */
export interface Measured extends LoadResult {
  /**
   * ms of CPU this process (the bench's servers: in bench/api the API itself, with SQLite's worker
   * threads) spent per request answered
   */
  cpuPerRequest: number;
  /** ms this process's main thread (its event loop: all of Node's JavaScript) was busy per request */
  loopPerRequest: number;
  /** the share of the run this process's main thread was busy (0–1): near 1, requests queue for it */
  loopBusy: number;
  /** the share of all the machine's cores busy during the run (0–1): the load generator's too */
  machineBusy: number;
}

/** Busy and total CPU time of every core since boot, in ms. */
function machineTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const used = times.user + times.nice + times.sys + times.irq;
    busy += used;
    total += used + times.idle;
  }
  return { busy, total };
}

/**
 * Drives `target` for `warmup` seconds, then measures it for `duration`; any non-2xx fails the bench.
 * `started` is called as the measured load begins.
 */
export async function measure(
  target: LoadTarget,
  settings: { connections: number; warmup: number; duration: number },
  started: () => void = () => {},
): Promise<Measured> {
  const job = { base: target.base, requests: target.requests, connections: settings.connections };
  await load({ ...job, duration: settings.warmup });
  const snapshot = () => ({
    cpu: process.cpuUsage(),
    loop: performance.eventLoopUtilization(),
    machine: machineTimes(),
  });
  // Taken again as the load begins: the load generator's own start is not part of the run.
  let since = snapshot();
  const r = await load({ ...job, duration: settings.duration }, () => {
    since = snapshot();
    started();
  });
  const used = process.cpuUsage(since.cpu);
  const loopUsed = performance.eventLoopUtilization(since.loop);
  const now = machineTimes();
  if (r.non2xx || r.errors)
    throw new Error(
      `${target.name}: ${r.non2xx} non-2xx (${Object.entries(r.statuses)
        .map(([code, n]) => `${code}×${n}`)
        .join(' ')}), ${r.errors} errors${r.refusals.map((answer) => `\n  ${answer}`).join('')}`,
    );
  const requests = Math.max(1, r.total);
  return {
    ...r,
    cpuPerRequest: (used.user + used.system) / 1000 / requests,
    loopPerRequest: loopUsed.active / requests,
    loopBusy: loopUsed.utilization,
    machineBusy: (now.busy - since.machine.busy) / Math.max(1, now.total - since.machine.total),
  };
}

/**
 * A borrowing search as `bearer` (a person's access token) in `department`: `query` within
 * `maxDistance` miles, only what is available, a page of `limit`.
 */
export function borrowingSearch(
  bearer: string,
  department: number,
  query: Record<string, unknown>,
  { maxDistance, limit }: { maxDistance: number; limit: number },
): LoadRequest {
  return {
    method: 'POST',
    path: '/api/v1/search/inter-department',
    headers: {
      Authorization: `Bearer ${bearer}`,
      'X-Current-Department': String(department),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ ...query, max_distance: maxDistance, available_only: true, limit }),
  };
}
