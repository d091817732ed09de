import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, PlatformProvider, type Platform } from '@scenedock/ui';
import type { ScenedockClient } from '@scenedock/openapi';
import { SessionContext, type Session } from '../session/SessionProvider';

/** A client whose every call answers with `respond` (default: 200 {}), recording what was sent. */
export function fakeClient(respond: (method: string, path: string, init: unknown) => unknown = () => ({})) {
  const calls: { method: string; path: string; init: unknown }[] = [];
  const call =
    (method: string) =>
    (path: string, init?: unknown): Promise<{ data?: unknown; error?: unknown; response: Response }> => {
      calls.push({ method, path, init });
      const answer = respond(method, path, init);
      if (answer instanceof Response) {
        return answer
          .clone()
          .json()
          .catch(() => undefined)
          .then((body: unknown) =>
            answer.ok ? { data: body, response: answer } : { error: body, response: answer },
          );
      }
      return Promise.resolve({ data: answer, response: new Response(null, { status: 200 }) });
    };
  const client = { GET: call('GET'), POST: call('POST'), PUT: call('PUT'), DELETE: call('DELETE') };
  return { client: client as unknown as ScenedockClient, calls };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const signedOut: Session = {
  status: 'signedOut',
  user: null,
  departmentId: null,
  signIn: () => Promise.resolve(),
  startSession: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
  switchDepartment: () => undefined,
};

/** Renders a shell screen at `path` with a session, the platform and a query cache around it. */
export function renderScreen(
  element: ReactElement,
  {
    path = '/',
    route = path,
    session = {},
    client = fakeClient().client,
  }: { path?: string; route?: string; session?: Partial<Session>; client?: ScenedockClient } = {},
) {
  const platform: Platform = { client, apiOrigin: '', departmentId: session.departmentId ?? null, inShell: true };
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return {
    router,
    ...render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionContext.Provider value={{ ...signedOut, ...session }}>
          <PlatformProvider value={platform}>
            <RouterProvider router={router} />
          </PlatformProvider>
        </SessionContext.Provider>
      </QueryClientProvider>,
    ),
  };
}
