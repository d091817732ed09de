import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';
import { createSessionFetch, type SessionFetchOptions } from './session';

export type ScenedockClient = Client<paths>;

/** The typed API client over the session fetch: every call goes through this. */
export function createScenedockClient(options: SessionFetchOptions): ScenedockClient {
  return createClient<paths>({ baseUrl: options.apiBaseUrl, fetch: createSessionFetch(options) });
}

/**
 * Signs in with the login form (`username` is the email) and answers the token pair, or throws the
 * server's `detail` (unknown email or wrong password, pending or inactive account, too many tries).
 */
export async function signIn(
  client: ScenedockClient,
  credentials: { email: string; password: string },
): Promise<{ access_token: string; refresh_token: string }> {
  const { data, error, response } = await client.POST('/auth/login', {
    body: { username: credentials.email, password: credentials.password },
    bodySerializer: (body) => new URLSearchParams(body as Record<string, string>).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  if (!data) {
    const detail = (error as { detail?: unknown } | undefined)?.detail;
    throw new Error(typeof detail === 'string' ? detail : `Sign-in failed (${response.status})`);
  }
  return data;
}
