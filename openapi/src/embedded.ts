import createClient from 'openapi-fetch';
import type { ScenedockClient } from './client';
import type { paths } from './schema';
import { REQUEST_TIMEOUT_MS, sendWithContext } from './session';

export interface EmbeddedClientOptions {
  /** e.g. https://scenedock.example/api/v1 */
  apiBaseUrl: string;
  /** The host page owns the session: it answers the current access token (or null). */
  getAccessToken: () => string | null | Promise<string | null>;
  departmentId: number | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The client for pages that are not ours: the host supplies the token. After a 401 the token is
 * asked for once more (the host may have renewed it meanwhile) and the request retried once.
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
    const response = await send(request, token);
    if (response.status !== 401) return response;
    const renewed = await options.getAccessToken();
    return renewed && renewed !== token ? send(retry, renewed) : response;
  };
  return createClient<paths>({ baseUrl: options.apiBaseUrl, fetch: embeddedFetch });
}
