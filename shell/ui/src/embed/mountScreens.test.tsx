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
  departments: [{ id: 1, name: 'Riverside High School Drama', role: 'manager' }],
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
