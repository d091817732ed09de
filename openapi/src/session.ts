import { type SessionStore, type Tokens } from './storage';

export const REQUEST_TIMEOUT_MS = 10_000;
/** A file upload (a CSV import may be 50 MB on a school's uplink) may take this long. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** Thrown when the API does not answer within the timeout. */
export class RequestTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms. Please try again.`);
    this.name = 'RequestTimeoutError';
  }
}

export interface SessionFetchOptions {
  /** e.g. https://scenedock.example/api/v1 */
  apiBaseUrl: string;
  store: SessionStore;
  /** called once when the session cannot be refreshed: the tokens are already cleared */
  onSignOut?: () => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Sends a request with the bearer token and X-Current-Department (unless the caller set them on the
 * request itself) and a timeout, which answers RequestTimeoutError rather than a bare abort.
 */
export async function sendWithContext(
  baseFetch: typeof fetch,
  request: Request,
  context: { token: string | null; departmentId: number | null; timeoutMs: number },
): Promise<Response> {
  const headers = new Headers(request.headers);
  if (context.token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${context.token}`);
  if (context.departmentId !== null && !headers.has('X-Current-Department')) {
    headers.set('X-Current-Department', String(context.departmentId));
  }
  const isUpload = /^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '');
  const timeoutMs = isUpload ? Math.max(context.timeoutMs, UPLOAD_TIMEOUT_MS) : context.timeoutMs;
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
  try {
    return await baseFetch(new Request(request, { headers, signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new RequestTimeoutError(timeoutMs);
    throw error;
  }
}

/** Calls that must not trigger a refresh: they are how a session starts or renews. */
const NO_REFRESH = ['/auth/login', '/auth/refresh', '/auth/logout'];

/**
 * A fetch that carries the session: the bearer token, X-Current-Department and a timeout; after a
 * 401 it refreshes the tokens once (shared by every request that failed meanwhile) and retries
 * the request once; when the refresh fails the session ends.
 */
export function createSessionFetch(options: SessionFetchOptions): typeof fetch {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const { store } = options;
  let refreshing: Promise<boolean> | null = null;

  const send = (request: Request) =>
    sendWithContext(baseFetch, request, {
      token: store.accessToken,
      departmentId: store.currentDepartmentId,
      timeoutMs,
    });

  async function refresh(): Promise<boolean> {
    const refreshToken = store.refreshToken;
    if (!refreshToken) return false;
    try {
      const response = await baseFetch(`${options.apiBaseUrl}/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return false;
      store.saveTokens((await response.json()) as Tokens);
      return true;
    } catch {
      return false;
    }
  }

  function signOut() {
    store.clearTokens();
    options.onSignOut?.();
  }

  return async function sessionFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const retry = request.clone(); // the body can be read only once
    const token = store.accessToken;
    const response = await send(request);
    const path = new URL(request.url).pathname;
    if (response.status !== 401 || !token || NO_REFRESH.some((p) => path.endsWith(p))) return response;

    // Another request may already have renewed the token this one was sent with.
    if (store.accessToken === token) {
      refreshing ??= refresh().finally(() => (refreshing = null));
      if (!(await refreshing)) {
        if (store.accessToken === token) signOut();
        return response;
      }
    }
    retry.headers.delete('Authorization');
    return send(retry);
  };
}
