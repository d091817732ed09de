/**
 * A real OpenID Connect provider for tests (oidc-provider, run as its own node process from
 * ./idp/provider.mjs), and a person's browser that signs in at it.
 *
 * Uses only node: built-ins and the global fetch, so the e2e browser tests can import it too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface IdpClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface Idp {
  /** http://127.0.0.1:<port> */
  issuer: string;
  /** the provider's process (the browser tests' teardown ends it by pid) */
  pid: number;
  /** Ends the provider's process and waits for it to exit. */
  stop(): Promise<void>;
}

const PROVIDER_SCRIPT = path.join(__dirname, 'idp', 'provider.mjs');
const READY_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 5_000;

const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/**
 * Starts the test IdP on a random loopback port with these clients. Any login name signs in with any
 * password; `sub` is stable per login name; a login name `unverified+<email>` gets email_verified false.
 */
export async function startIdp(clients: IdpClient[]): Promise<Idp> {
  const child = spawn(process.execPath, [PROVIDER_SCRIPT], {
    env: { ...process.env, IDP_CONFIG: JSON.stringify({ port: 0, clients }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  exited.then(
    () => started.delete(child),
    () => undefined,
  );

  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const alive = () => child.exitCode === null && child.signalCode === null;

  const stop = async (): Promise<void> => {
    if (alive()) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        if (alive()) child.kill('SIGKILL');
      }, STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const newline = stdout.indexOf('\n');
    if (newline !== -1) {
      const line = stdout.slice(0, newline);
      let issuer: unknown;
      try {
        issuer = (JSON.parse(line) as { issuer?: unknown }).issuer;
      } catch {
        issuer = undefined;
      }
      if (typeof issuer !== 'string') {
        await stop();
        throw new Error(`test IdP printed an unexpected line: ${line}\n${stderr}`);
      }
      return { issuer, pid: child.pid!, stop };
    }
    if (!alive()) {
      throw new Error(
        `test IdP exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${stderr}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`test IdP was not ready within ${READY_TIMEOUT_MS} ms:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
  expires: number;
}

/** A small cookie jar for one origin: names, paths and expiry (enough for the test IdP). */
class CookieJar {
  private cookies: StoredCookie[] = [];

  store(response: Response, requestUrl: URL): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const lastSlash = requestUrl.pathname.lastIndexOf('/');
      let cookiePath = lastSlash > 0 ? requestUrl.pathname.slice(0, lastSlash) : '/';
      let expires = Infinity;
      for (const attribute of attributes) {
        const aeq = attribute.indexOf('=');
        const key = (aeq === -1 ? attribute : attribute.slice(0, aeq)).trim().toLowerCase();
        const val = aeq === -1 ? '' : attribute.slice(aeq + 1).trim();
        if (key === 'path' && val.startsWith('/')) cookiePath = val;
        else if (key === 'max-age' && /^-?\d+$/.test(val)) expires = Date.now() + Number(val) * 1000;
        else if (key === 'expires' && expires === Infinity) {
          const at = Date.parse(val);
          if (!Number.isNaN(at)) expires = at;
        }
      }
      this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === cookiePath));
      if (value !== '' && expires > Date.now()) this.cookies.push({ name, value, path: cookiePath, expires });
    }
  }

  header(url: URL): string {
    const now = Date.now();
    const pathMatches = (cookiePath: string) =>
      url.pathname === cookiePath ||
      (url.pathname.startsWith(cookiePath) &&
        (cookiePath.endsWith('/') || url.pathname[cookiePath.length] === '/'));
    return this.cookies
      .filter((c) => c.expires > now && pathMatches(c.path))
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_STEPS = 20;

function decodeHtmlAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The action of the page's form that has a `login` field, or null. */
function findLoginFormAction(html: string): string | null {
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const [, attributes, body] = match;
    if (!/<input\b[^>]*\bname\s*=\s*["']?login["'\s>]/i.test(body)) continue;
    const action = /\baction\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    return decodeHtmlAttribute(action ? (action[1] ?? action[2] ?? action[3]) : '');
  }
  return null;
}

/**
 * Acts as the person's browser: opens the authorization URL at the IdP, signs in with `login` (and a
 * password; any is accepted), follows the IdP's redirects, and answers the first redirect location
 * that leaves the IdP's origin (the relying party's callback with `code` and `state`, or with `error`
 * when the IdP refuses the request) without requesting it.
 */
export async function signInAtIdp(authorizationUrl: string, login: string): Promise<string> {
  const idpOrigin = new URL(authorizationUrl).origin;
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let init: { method: 'GET' | 'POST'; body?: string } = { method: 'GET' };
  let signedIn = false;

  for (let step = 0; step < MAX_STEPS; step++) {
    const headers: Record<string, string> = { accept: 'text/html' };
    const cookie = jar.header(url);
    if (cookie) headers.cookie = cookie;
    if (init.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    jar.store(response, url);

    if (REDIRECT_STATUSES.has(response.status)) {
      const location = response.headers.get('location');
      await response.body?.cancel();
      if (!location) throw new Error(`IdP answered ${response.status} without a Location at ${url.href}`);
      const next = new URL(location, url);
      if (next.origin !== idpOrigin) return next.href;
      url = next;
      init = { method: 'GET' };
      continue;
    }

    const body = await response.text();
    if (response.status === 200 && !signedIn) {
      const action = findLoginFormAction(body);
      if (action !== null) {
        const target = new URL(action || url.href, url);
        if (target.origin !== idpOrigin)
          throw new Error(`IdP's login form posts off the IdP: ${target.href}`);
        url = target;
        init = { method: 'POST', body: new URLSearchParams({ login, password: 'test-password' }).toString() };
        signedIn = true;
        continue;
      }
    }
    throw new Error(
      `IdP answered ${response.status} at ${url.href} without a redirect or a login form:\n${body.slice(0, 2000)}`,
    );
  }
  throw new Error(`IdP did not redirect back to the relying party within ${MAX_STEPS} steps`);
}
