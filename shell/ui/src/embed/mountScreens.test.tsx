import { act, screen as page, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePlatform } from '../platform';
import type { MountedScreen, MountOptions } from './contract';
import { mountScreens } from './mountScreens';

const ME = {
  id: 7,
  email: 'manager@riverside.example',
  first_name: 'Maya',
  last_name: 'Okafor',
  departments: [{ id: 1, name: 'Riverside High School Drama', role: 'manager', time_zone: 'UTC' }],
};

type Answer = (request: Request) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let answer: Answer;
beforeEach(() => {
  answer = (request) =>
    new URL(request.url).pathname === '/api/v1/users/me' ? json(200, ME) : json(404, { detail: 'Not Found' });
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(answer(new Request(input, init))),
  ) as typeof fetch;
});

function LaterCall() {
  const { client } = usePlatform();
  return (
    <button type="button" onClick={() => void client.GET('/users/me/invitations')}>
      Load invitations
    </button>
  );
}

const remote = {
  stylesheet: '.scenedock-root { color: rgb(1, 2, 3); }',
  routes: [
    { path: 'props', element: <h1>Props Inventory</h1> },
    { path: 'sets', element: <h1>Set Pieces</h1> },
    { path: 'later', element: <LaterCall /> },
  ],
};

let element: HTMLElement;
let mounted: MountedScreen | null = null;
beforeEach(() => {
  element = document.createElement('section');
  document.body.append(element);
});
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  element.remove();
});

function mount(options: Partial<MountOptions> = {}) {
  const onAuthError = jest.fn();
  const onNavigate = jest.fn();
  act(() => {
    mounted = mountScreens(remote, element, {
      apiBaseUrl: 'http://scenedock.test/api/v1',
      getAccessToken: () => 'token',
      departmentId: 1,
      screen: 'props',
      onAuthError,
      onNavigate,
      ...options,
    });
  });
  const host = element.querySelector('scenedock-screen');
  if (!host?.shadowRoot) throw new Error('no shadow root');
  return { inside: within(host.shadowRoot as unknown as HTMLElement), host, onAuthError, onNavigate };
}

describe('mountScreens', () => {
  it('renders the screen in a shadow root with the remote’s stylesheet, navigates, and leaves nothing on unmount', async () => {
    const { inside, host, onNavigate } = mount();
    expect(await inside.findByRole('heading', { name: 'Props Inventory' })).toBeInTheDocument();
    // Nothing of the screen is in the page's own tree: only the host element.
    expect(page.queryByRole('heading', { name: 'Props Inventory' })).toBeNull();
    expect(host.shadowRoot!.innerHTML).toContain('rgb(1, 2, 3)');
    expect(onNavigate).toHaveBeenLastCalledWith('/props');

    act(() => mounted!.navigate('/sets'));
    expect(await inside.findByRole('heading', { name: 'Set Pieces' })).toBeInTheDocument();
    expect(onNavigate).toHaveBeenLastCalledWith('/sets');

    act(() => mounted!.unmount());
    mounted = null;
    expect(element.childNodes).toHaveLength(0);
  });

  it('says which screens there are for a path it does not know', async () => {
    const { inside } = mount({ screen: 'nonsense' });
    expect(await inside.findByRole('alert')).toHaveTextContent('The screens are: props, sets, later');
  });

  it.each([
    ['no-token', 'Not signed in', { getAccessToken: () => null }, undefined],
    ['no-department', 'No department chosen', { departmentId: null }, undefined],
    ['not-a-member', 'Not your department', { departmentId: 2 }, undefined],
    ['token-rejected', 'Signed out', {}, () => json(401, { detail: 'Could not validate credentials' })],
    [
      'unreachable',
      'Scenedock is unavailable',
      {},
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ] as [string, string, Partial<MountOptions>, Answer | undefined][])(
    '%s: one clear message in place of the screen, and the page is told',
    async (reason, title, options, failing) => {
      if (failing) answer = failing;
      const { inside, onAuthError } = mount(options);
      const alert = await inside.findByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(inside.queryByRole('heading', { name: 'Props Inventory' })).toBeNull();
      expect(onAuthError).toHaveBeenCalledTimes(1);
      expect(onAuthError).toHaveBeenCalledWith(expect.objectContaining({ reason, title }));
    },
  );

  it('tries again when asked, once the page has signed in', async () => {
    let token: string | null = null;
    const { inside } = mount({ getAccessToken: () => token });
    await inside.findByText('Not signed in');
    token = 'token';
    await userEvent.click(inside.getByRole('button', { name: 'Try Again' }));
    expect(await inside.findByRole('heading', { name: 'Props Inventory' })).toBeInTheDocument();
  });

  it('replaces the screen with the message when a later call’s token is refused for good', async () => {
    const { inside, onAuthError } = mount({ screen: 'later' });
    await userEvent.click(await inside.findByRole('button', { name: 'Load invitations' }));
    answer = () => json(401, { detail: 'Could not validate credentials' });
    await userEvent.click(inside.getByRole('button', { name: 'Load invitations' }));
    await waitFor(() => expect(inside.getByRole('alert')).toHaveTextContent('Signed out'));
    expect(onAuthError).toHaveBeenCalledWith(expect.objectContaining({ reason: 'token-rejected' }));
  });
});

/** Shows the platform's department and the department header its client sends. */
function DepartmentShown() {
  const { departmentId } = usePlatform();
  return <h1>Department {String(departmentId)}</h1>;
}

describe('mountScreens for a portal’s user (getPortalToken)', () => {
  const accessToken = (name: string) => {
    const payload = btoa(JSON.stringify({ sub: '7', iat: 1_000, exp: 1_900 })).replace(/=+$/, '');
    return `eyJhbGciOiJIUzI1NiJ9.${payload}.${name}`;
  };
  const exchanged = () =>
    json(200, {
      access_token: accessToken('exchanged'),
      refresh_token: 'refresh',
      token_type: 'bearer',
      issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      expires_in: 900,
    });
  let calls: { path: string; authorization: string | null; department: string | null }[];
  let me: typeof ME;
  beforeEach(() => {
    calls = [];
    me = ME;
    answer = (request) => {
      const path = new URL(request.url).pathname.replace('/api/v1', '');
      calls.push({
        path,
        authorization: request.headers.get('Authorization'),
        department: request.headers.get('X-Current-Department'),
      });
      if (path === '/auth/token') return exchanged();
      if (path === '/users/me') return json(200, me);
      return json(404, { detail: 'Not Found' });
    };
  });

  const withPortal = (getPortalToken: () => string | null | Promise<string | null>, options = {}) =>
    mount({
      getAccessToken: undefined,
      getPortalToken,
      departmentId: undefined,
      screen: 'department',
      ...options,
    });
  const portalRemote = { ...remote, routes: [{ path: 'department', element: <DepartmentShown /> }] };

  it('exchanges the portal’s token and shows the person’s first department when none is given', async () => {
    me = {
      ...ME,
      departments: [
        { id: 4, name: 'Riverside High School Drama', role: 'manager', time_zone: 'UTC' },
        ...ME.departments,
      ],
    };
    const getPortalToken = jest.fn(() => Promise.resolve('portal-jwt'));
    act(() => {
      mounted = mountScreens(portalRemote, element, {
        apiBaseUrl: 'http://scenedock.test/api/v1',
        getPortalToken,
      });
    });
    const inside = within(element.querySelector('scenedock-screen')!.shadowRoot as unknown as HTMLElement);
    expect(await inside.findByRole('heading', { name: 'Department 4' })).toBeInTheDocument();
    expect(getPortalToken).toHaveBeenCalledTimes(1);
    expect(calls[0]).toEqual({ path: '/auth/token', authorization: null, department: null });
    // The first /users/me has no department to send; the check after choosing sends the first one.
    const asked = calls.filter((call) => call.path === '/users/me');
    expect(asked[0]).toEqual({
      path: '/users/me',
      authorization: `Bearer ${accessToken('exchanged')}`,
      department: null,
    });
    expect(calls.filter((call) => call.path === '/auth/token')).toHaveLength(1);
  });

  it('keeps a department the portal gives', async () => {
    act(() => {
      mounted = mountScreens(portalRemote, element, {
        apiBaseUrl: 'http://scenedock.test/api/v1',
        getPortalToken: () => 'portal-jwt',
        departmentId: 1,
      });
    });
    const inside = within(element.querySelector('scenedock-screen')!.shadowRoot as unknown as HTMLElement);
    expect(await inside.findByRole('heading', { name: 'Department 1' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/users/me')?.department).toBe('1');
  });

  it('makes one exchange for screens mounted with the same portal callback', async () => {
    const getPortalToken = jest.fn(() => 'portal-jwt');
    const second = document.createElement('section');
    document.body.append(second);
    let other: MountedScreen | null = null;
    act(() => {
      mounted = mountScreens(remote, element, { apiBaseUrl: 'http://scenedock.test/api/v1', getPortalToken });
      other = mountScreens(remote, second, { apiBaseUrl: 'http://scenedock.test/api/v1', getPortalToken });
    });
    for (const host of [element, second]) {
      const inside = within(host.querySelector('scenedock-screen')!.shadowRoot as unknown as HTMLElement);
      expect(await inside.findByRole('heading', { name: 'Props Inventory' })).toBeInTheDocument();
    }
    expect(getPortalToken).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.path === '/auth/token')).toHaveLength(1);
    act(() => other!.unmount());
    second.remove();
  });

  it.each([
    [
      'token-rejected',
      'Signed out',
      () => json(400, { detail: 'The portal token was used before', code: 'invalid_grant' }),
      () => 'used-portal-jwt',
    ],
    ['no-token', 'Not signed in', undefined, () => null],
    [
      'unreachable',
      'Scenedock is unavailable',
      () => json(503, { detail: 'Service Unavailable' }),
      () => 'jwt',
    ],
  ] as [string, string, (() => Response) | undefined, () => string | null][])(
    '%s: the portal’s sign-in failing shows its message and tells the page once',
    async (reason, title, tokenAnswer, getPortalToken) => {
      if (tokenAnswer) {
        const base = answer;
        answer = (request) =>
          new URL(request.url).pathname.endsWith('/auth/token') ? tokenAnswer() : base(request);
      }
      const { inside, onAuthError } = withPortal(getPortalToken);
      const alert = await inside.findByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(onAuthError).toHaveBeenCalledTimes(1);
      expect(onAuthError).toHaveBeenCalledWith(expect.objectContaining({ reason, title }));
      expect(calls.filter((call) => call.path === '/users/me')).toHaveLength(0);
    },
  );

  it('no-department: a portal’s user who belongs to no department', async () => {
    me = { ...ME, departments: [] };
    const { inside, onAuthError } = withPortal(() => 'portal-jwt');
    expect(await inside.findByRole('alert')).toHaveTextContent('No department chosen');
    expect(onAuthError).toHaveBeenCalledWith(expect.objectContaining({ reason: 'no-department' }));
  });

  it.each([
    ['neither', {}],
    ['both', { getAccessToken: () => 'token', getPortalToken: () => 'portal-jwt' }],
  ])('throws a clear error for %s of getAccessToken and getPortalToken', (_, tokens) => {
    expect(() =>
      mountScreens(remote, element, {
        apiBaseUrl: 'http://scenedock.test/api/v1',
        departmentId: 1,
        ...tokens,
      }),
    ).toThrow(/exactly one of getAccessToken .* and getPortalToken/);
    expect(element.childNodes).toHaveLength(0);
  });
});
