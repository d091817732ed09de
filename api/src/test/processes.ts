/**
 * Tests that run the app as separate processes (several API instances, workers, nginx, a release
 * unpacked elsewhere): start them, wait for a condition by polling, and never leave one behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The repository's root (this file is api/src/test/processes.ts). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export interface Child {
  name: string;
  child: ChildProcess;
  exited: Promise<void>;
  /** everything it wrote to stdout and stderr, for the failure message */
  output: string[];
}

const children: Child[] = [];

export const running = (c: Child) => c.child.exitCode === null && c.child.signalCode === null;

export function launch(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  cwd = REPO_ROOT,
): Child {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = { name, child, exited, output };
  children.push(started);
  return started;
}

export async function stop(c: Child, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (running(c)) c.child.kill(signal);
  await c.exited;
}

/** Stops every process this test file started. Call it in afterAll; a crashed run kills them on exit. */
export async function stopAll(): Promise<void> {
  await Promise.all(children.map((c) => stop(c)));
}
process.once('exit', () => {
  for (const c of children) if (running(c)) c.child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls until `check` answers a value; fails early, with their output, when a process that should run died. */
export async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  { timeoutMs = 30_000, alive = [] as Child[] } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    for (const c of alive) {
      if (!running(c)) throw new Error(`${c.name} exited while waiting for ${what}:\n${c.output.join('')}`);
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface CallOptions {
  token?: string;
  department?: number;
  /** the client address the app is told of (X-Forwarded-For; it trusts loopback) */
  ip?: string;
  json?: unknown;
  form?: Record<string, string>;
  body?: FormData;
}

/** One HTTP call to the app at `origin` (another process): the answer's status and JSON body. */
export async function callApi(origin: string, method: string, url: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.department !== undefined) headers['X-Current-Department'] = String(options.department);
  if (options.ip) headers['X-Forwarded-For'] = options.ip;
  let body: string | FormData | undefined = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const res = await fetch(`${origin}${url}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Whether `url` answers 2xx now (false while nothing listens). */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
