// Test helpers for component tests of the shell and the micro-frontends (not part of any bundle).
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from './router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ScenedockClient } from '@scenedock/openapi';
import { PlatformProvider, type CurrentUser, type Platform } from './platform';
import { currentUserKey } from './queryKeys';

export interface RecordedCall {
  method: string;
  path: string;
  init: unknown;
}

type Answer = unknown;

/**
 * A client whose calls answer with `respond(method, path, init)`: a plain value is a 200 with that
 * body, a Response is used as it is (e.g. `jsonResponse(422, {...})`). Every call is recorded.
 */
export function fakeClient(respond: (method: string, path: string, init: unknown) => Answer = () => ({})) {
  const calls: RecordedCall[] = [];
  const call =
    (method: string) =>
    async (
      path: string,
      init?: unknown,
    ): Promise<{ data?: unknown; error?: unknown; response: Response }> => {
      calls.push({ method, path, init });
      const answer = await respond(method, path, init);
      if (answer instanceof Response) {
        const body: unknown = await answer
          .clone()
          .json()
          .catch(() => undefined);
        return answer.ok ? { data: body, response: answer } : { error: body, response: answer };
      }
      return { data: answer, response: new Response(null, { status: 200 }) };
    };
  const client = { GET: call('GET'), POST: call('POST'), PUT: call('PUT'), DELETE: call('DELETE') };
  return { client: client as unknown as ScenedockClient, calls };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A signed-in user for tests: an admin of department 1 unless told otherwise. */
export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    email: 'alex@riverside.example',
    first_name: 'Alex',
    last_name: 'Morgan',
    phone: null,
    status: 'active',
    is_superuser: false,
    last_login: null,
    created_at: '2026-01-01T00:00:00.000Z',
    departments: [{ id: 1, name: 'Riverside High School Drama', role: 'admin', time_zone: 'UTC' }],
    departmentRole: 'admin',
    ...overrides,
  };
}

export interface RenderOptions {
  /** the URL the memory router starts at */
  path?: string;
  /** the route pattern `element` is rendered at (default: `path`) */
  route?: string;
  client?: ScenedockClient;
  /** preloaded as GET /users/me; null leaves it to the client */
  user?: CurrentUser | null;
  departmentId?: number | null;
  wrap?: (children: ReactNode) => ReactNode;
}

/** Renders a screen or dialog with the platform, a fresh query cache and a memory router. */
export function renderWithPlatform(element: ReactElement, options: RenderOptions = {}) {
  const { path = '/', route = path, client = fakeClient().client, user = testUser() } = options;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (user) queryClient.setQueryData(currentUserKey, user);
  const platform: Platform = {
    client,
    apiOrigin: '',
    apiBaseUrl: '/api/v1',
    departmentId:
      options.departmentId === undefined ? (user?.departments[0]?.id ?? null) : options.departmentId,
    getAccessToken: () => 'test-access-token',
    inShell: true,
  };
  const routes: RouteObject[] = [
    { path: route, element: options.wrap ? options.wrap(element) : element },
    { path: '*', element: <p>Elsewhere</p> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <PlatformProvider value={platform}>
          <RouterProvider router={router} />
        </PlatformProvider>
      </QueryClientProvider>,
    ),
  };
}
