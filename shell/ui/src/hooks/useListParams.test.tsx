import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useLocation, type RouteObject } from '../router';
import { useDebouncedCommit } from './useDebouncedCommit';
import { useListParams } from './useListParams';

/** A list screen's search box, committed to the address after a pause in typing. */
function PropsList() {
  const list = useListParams(['q'], 20);
  const { value, onCommit } = list.field('q');
  const [text, setText] = useDebouncedCommit(value, onCommit);
  const { search } = useLocation();
  return (
    <>
      <input aria-label="Search props" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/lending">Lending</Link>
      <output>{search}</output>
    </>
  );
}

function LendingPage() {
  return <h1>Lending</h1>;
}

const after = <T,>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** Props at /props; Lending's code takes a second to load, as a remote's screens do the first time. */
function renderScreens(options: { initial?: string; basename?: string; slowProps?: boolean } = {}) {
  const routes: RouteObject[] = [
    {
      path: '/props',
      element: <PropsList />,
      HydrateFallback: () => null,
      // ?reload=1 stands for a navigation on this same page that takes a while (its data loading).
      loader: ({ request }) => (new URL(request.url).searchParams.has('reload') ? after(1000, null) : null),
    },
    { path: '/lending', lazy: () => after(1000, { Component: LendingPage }) },
  ];
  const router = createMemoryRouter(routes, {
    initialEntries: [options.initial ?? '/props'],
    basename: options.basename,
  });
  render(<RouterProvider router={router} />);
  return router;
}

function setup() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

/** Runs the clock on, letting the router's promises (a lazy route, a loader) settle between steps. */
async function advance(ms: number) {
  for (let step = 0; step < ms; step += 100) {
    await act(async () => {
      jest.advanceTimersByTime(100);
      await Promise.resolve();
    });
  }
}

describe('useListParams', () => {
  afterEach(() => jest.useRealTimers());

  it('puts the search into the address after a pause in typing', async () => {
    const user = setup();
    const router = renderScreens();
    await user.type(await screen.findByRole('textbox', { name: 'Search props' }), 'Ouija board');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    await advance(300);
    expect(router.state.location).toMatchObject({ pathname: '/props', search: '?q=Ouija+board' });
  });

  it('leaves the search out when the person goes to another page before it is committed', async () => {
    const user = setup();
    const router = renderScreens();
    await user.type(await screen.findByRole('textbox', { name: 'Search props' }), 'Ouija board');
    await user.click(screen.getByRole('link', { name: 'Lending' }));
    // Lending's code is still loading, Props still on show, when the search would be committed.
    expect(router.state.navigation.state).toBe('loading');
    await advance(300);
    expect(screen.getByRole('textbox', { name: 'Search props' })).toBeInTheDocument();

    await advance(1000);
    expect(await screen.findByRole('heading', { name: 'Lending' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/lending', search: '' });
    expect(router.state.navigation.state).toBe('idle');
  });

  it('does the same under a basename (an embedded screen)', async () => {
    const user = setup();
    const router = renderScreens({ initial: '/app/props', basename: '/app' });
    await user.type(await screen.findByRole('textbox', { name: 'Search props' }), 'Ouija board');
    await user.click(screen.getByRole('link', { name: 'Lending' }));
    await advance(1300);
    expect(await screen.findByRole('heading', { name: 'Lending' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/app/lending', search: '' });
  });

  it('still commits while a navigation on this same page is under way, under a basename too', async () => {
    const user = setup();
    const router = renderScreens({ initial: '/app/props', basename: '/app' });
    const box = await screen.findByRole('textbox', { name: 'Search props' });
    act(() => void router.navigate('/props?reload=1'));
    expect(router.state.navigation).toMatchObject({ state: 'loading', location: { pathname: '/app/props' } });
    await user.type(box, 'Ouija board');
    await advance(300);
    expect(router.state.location).toMatchObject({ pathname: '/app/props', search: '?q=Ouija+board' });
  });
});
