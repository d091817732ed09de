import createClient from 'openapi-fetch';
import type { ScenedockClient } from './client';
import type { components, paths } from './schema';
import { REQUEST_TIMEOUT_MS, sendWithContext } from './session';

export interface EmbeddedClientOptions {
  /** e.g. https://scenedock.example/api/v1 */
  apiBaseUrl: string;
  /** The host page owns the session: it answers the current access token (or null). */
  getAccessToken: () => string | null | Promise<string | null>;
  departmentId: number | null;
  /** Told when an answer means the screen cannot go on: the token was refused even after asking again,
   * or the person is not (or no longer) a member of the department. */
  onRejected?: (reason: EmbeddedRejection) => void;
  /** Told the token the API answered 401 to, before `getAccessToken` is asked again (a session
   * kept by the screen itself, for a portal's user, renews it then). */
  onTokenRefused?: (token: string) => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type EmbeddedRejection = 'token-rejected' | 'not-a-member';

type ErrorCode = components['schemas']['ErrorCode'];

async function rejectionOf(response: Response): Promise<EmbeddedRejection | null> {
  if (response.status === 401) return 'token-rejected';
  if (response.status !== 403) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: ErrorCode } | null;
  // The API's 403 for an X-Current-Department the person is not an active member of.
  return body?.code === 'not_a_member' ? 'not-a-member' : null;
}

/**
 * The client for pages that are not ours: the host supplies the token. After a 401 the token is
 * asked for once more (the host may have renewed it meanwhile) and the request retried once; a
 * refusal that stands is reported through `onRejected`.
 */
export function createEmbeddedClient(options: EmbeddedClientOptions): ScenedockClient {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  const send = (request: Request, token: string | null) =>
    sendWithContext(baseFetch, request, { token, departmentId: options.departmentId, timeoutMs });

  const embeddedFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const retry = request.clone();
    const token = await options.getAccessToken();
    let response = await send(request, token);
    if (response.status === 401) {
      if (token) options.onTokenRefused?.(token);
      const renewed = await options.getAccessToken();
      if (renewed && renewed !== token) response = await send(retry, renewed);
    }
    if (options.onRejected && (response.status === 401 || response.status === 403)) {
      const rejection = await rejectionOf(response);
      if (rejection) options.onRejected(rejection);
    }
    return response;
  };
  return createClient<paths>({ baseUrl: options.apiBaseUrl, fetch: embeddedFetch });
}
