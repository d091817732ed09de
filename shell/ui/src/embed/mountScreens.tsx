import { StrictMode, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createEmbeddedClient,
  portalSessionFor,
  PortalSignInError,
  type PortalSession,
} from '@scenedock/openapi';
import {
  createBrowserRouter,
  createMemoryRouter,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  type RouteObject,
} from '../router';
import { ErrorNotice } from '../components/ErrorBoundary';
import { Toasts } from '../components/Toasts';
import { PlatformProvider } from '../platform';
import { createQueryClient } from '../queryClient';
import type { MountedScreen, MountOptions } from './contract';
import { EmbeddedSession } from './EmbeddedSession';
import { createFailureSignal, EmbedFailureError, type FailureSignal } from './failures';
import { attachShadowHost } from './shadowHost';
import { checkTokenSource } from './tokenSource';

/** What a remote hands over to be mounted: its screens and its stylesheet as text. */
export interface EmbeddableRemote {
  routes: RouteObject[];
  stylesheet: string;
}

function UnknownScreen({ screens }: { screens: string[] }) {
  const { pathname } = useLocation();
  return (
    <div role="alert" className="p-6 text-sm text-gray-700">
      There is no screen at <code>{pathname}</code> here. The screens are: {screens.join(', ')}.
    </div>
  );
}

/** A screen that failed to load or to render (a route error, not a failed call: screens show those). */
function ScreenError() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ErrorNotice
      layout="page"
      title="This screen could not be shown"
      message="Something went wrong while loading it."
      onRetry={() => void navigate(location, { replace: true })}
    />
  );
}

/** The remote's screens under one root that knows the way to each and says when there is none. */
function screenRoutes(routes: RouteObject[]): RouteObject[] {
  const screens = routes.flatMap((route) => (route.path ? [route.path] : []));
  return [
    {
      path: '/',
      element: <Outlet />,
      errorElement: <ScreenError />,
      children: [
        ...routes,
        { index: true, element: <Navigate to={`/${screens[0]}`} replace /> },
        { path: '*', element: <UnknownScreen screens={screens} /> },
      ],
    },
  ];
}

function pathOf(screen: string | undefined): string {
  return `/${(screen ?? '').replace(/^\/+/, '')}`;
}

/** The page path as the screen knows it: under the prefix, without it; null when outside it. */
function screenPath(pathname: string, basename: string | undefined): string | null {
  const prefix = (basename ?? '').replace(/\/+$/, '');
  if (!prefix) return pathname;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null;
  return pathname.slice(prefix.length) || '/';
}

type TokenGetter = () => string | null | Promise<string | null>;

/**
 * The token getter of a screen whose portal signs its user in (`getPortalToken`): the page's
 * shared session of that portal's user answers it, and a failure it meets (no portal token, a
 * portal token refused, the API unreachable) is reported and thrown, so the screen shows it
 * rather than calling the API without a token.
 */
function portalAccess(session: PortalSession, failures: FailureSignal): () => Promise<string> {
  return async () => {
    let token: string | null;
    try {
      token = await session.getAccessToken();
    } catch (error) {
      const reason = error instanceof PortalSignInError ? error.reason : 'unreachable';
      failures.report(reason);
      throw new EmbedFailureError(reason);
    }
    if (!token) {
      failures.report('no-token');
      throw new EmbedFailureError('no-token');
    }
    return token;
  };
}

interface EmbeddedPlatformProps {
  options: MountOptions;
  getAccessToken: TokenGetter;
  session: PortalSession | null;
  failures: FailureSignal;
  queryClient: QueryClient;
  screens: string[];
  children: ReactNode;
}

/** The platform of one mount: its API client for the department shown, which, for a portal's
 * user who was given none, is their first one once the session check has read it. */
function EmbeddedPlatform({
  options,
  getAccessToken,
  session,
  failures,
  queryClient,
  screens,
  children,
}: EmbeddedPlatformProps) {
  const [departmentId, setDepartmentId] = useState<number | null>(options.departmentId ?? null);
  const chooseFirst = session !== null && (options.departmentId ?? null) === null;
  const platform = useMemo(() => {
    const apiOrigin = new URL(options.apiBaseUrl, window.location.href).origin;
    return {
      client: createEmbeddedClient({
        apiBaseUrl: options.apiBaseUrl,
        getAccessToken,
        departmentId,
        onRejected: failures.report,
        onTokenRefused: session ? (token: string) => session.refused(token) : undefined,
      }),
      apiOrigin: apiOrigin === window.location.origin ? '' : apiOrigin,
      apiBaseUrl: options.apiBaseUrl,
      departmentId,
      getAccessToken,
      inShell: false,
      screens,
    };
  }, [departmentId, failures, getAccessToken, options.apiBaseUrl, screens, session]);
  return (
    <PlatformProvider value={platform}>
      <QueryClientProvider client={queryClient}>
        <EmbeddedSession failures={failures} chooseDepartment={chooseFirst ? setDepartmentId : undefined}>
          {children}
        </EmbeddedSession>
        <Toasts />
      </QueryClientProvider>
    </PlatformProvider>
  );
}

/**
 * Renders a remote's screens into an element of a page that is not ours, isolated in a shadow root,
 * with everything the shell would otherwise provide: API client, query cache, its own router,
 * toasts, and a check of the page's sign-in (EmbeddedSession).
 */
export function mountScreens(
  remote: EmbeddableRemote,
  element: HTMLElement,
  options: MountOptions,
): MountedScreen {
  checkTokenSource(options);
  const failures = createFailureSignal(options.onAuthError);
  // A portal's user: one session per API address and portal callback in the page, shared by its screens.
  const session = options.getPortalToken
    ? portalSessionFor(options.apiBaseUrl, options.getPortalToken)
    : null;
  const getAccessToken: TokenGetter = session ? portalAccess(session, failures) : options.getAccessToken!;
  const queryClient = createQueryClient();
  const routes = screenRoutes(remote.routes);
  const first = pathOf(options.screen);
  const router = options.basename
    ? createBrowserRouter(routes, { basename: options.basename })
    : createMemoryRouter(routes, { initialEntries: [first] });
  // The page is told the first location and then each new one, as a path of the screen's own.
  let reported = '';
  const report = ({ location }: typeof router.state) => {
    const path = screenPath(location.pathname, options.basename);
    if (path === null || `${path}${location.search}` === reported) return;
    reported = `${path}${location.search}`;
    options.onNavigate?.(reported);
  };
  const stopWatching = router.subscribe(report);
  // Bound to the page address: a deep link under the prefix wins, anywhere else opens the screen.
  if (options.basename && screenPath(window.location.pathname, options.basename) === null) {
    void router.navigate(first, { replace: true });
  }
  report(router.state);

  const shadow = attachShadowHost(element, remote.stylesheet);
  const root = createRoot(shadow.container);
  const screens = remote.routes.flatMap((route) => (route.path ? [route.path.split('/')[0]] : []));
  root.render(
    <StrictMode>
      <EmbeddedPlatform
        options={options}
        getAccessToken={getAccessToken}
        session={session}
        failures={failures}
        queryClient={queryClient}
        screens={screens}
      >
        <RouterProvider router={router} />
      </EmbeddedPlatform>
    </StrictMode>,
  );
  return {
    unmount() {
      stopWatching();
      root.unmount();
      router.dispose();
      queryClient.clear();
      shadow.remove();
    },
    navigate(path) {
      void router.navigate(pathOf(path));
    },
  };
}
