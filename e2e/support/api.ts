import { DEMO_PASSWORD, e2eState } from './server';

/** Someone signed in through the API, for setting up what a test then looks at in the browser. */
export interface ApiSession {
  email: string;
  token: string;
  /** the department the API acts in for them (their first; demo accounts have one) */
  departmentId: number;
}

/** Signs `email` in and reads their department, as a page would. */
export async function apiSession(email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const login = await fetch(`${e2eState().baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
  });
  if (!login.ok) throw new Error(`${email} could not sign in: ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const me = await apiCall<{ departments: { id: number }[] }>(
    { email, token, departmentId: 0 },
    'GET',
    '/users/me',
  );
  if (me.departments.length === 0) throw new Error(`${email} belongs to no department`);
  return { email, token, departmentId: me.departments[0].id };
}

/** One API call as `session` in its department; anything but a 2xx fails the test with the answer. */
export async function apiCall<T>(
  session: ApiSession,
  method: string,
  path: string,
  body?: object,
): Promise<T> {
  const response = await fetch(`${e2eState().baseUrl}/api/v1${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${session.token}`,
      ...(session.departmentId ? { 'X-Current-Department': String(session.departmentId) } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(
      `${method} ${path} as ${session.email} answered ${response.status}: ${await response.text()}`,
    );
  return (response.status === 204 ? undefined : await response.json()) as T;
}
