import { lazy, Suspense, useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from '@scenedock/ui/router';
import { LoadingScreen, REMOTE_OF_PATH } from '@scenedock/ui';
import { hasRemote, loadRemoteModule } from './remotes';
import { useSession } from './session/SessionProvider';
import { NotFound, RouteError } from './pages/RouteError';

// The frame (sidebar, icons) is not needed to paint the sign-in screen.
const loadAppFrame = () => import('./frame/AppFrame');
const AppFrame = lazy(() => loadAppFrame().then((m) => ({ default: m.AppFrame })));

/** Signed-in screens: a spinner while the session loads, /login (remembering where from) without one. */
function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  // A stored session is being checked: fetch the frame meanwhile, not after the answer.
  useEffect(() => {
    if (status === 'loading') void loadAppFrame();
  }, [status]);
  if (status === 'loading') return <LoadingScreen label="Loading your session" />;
  if (status === 'signedOut') return <Navigate to="/login" replace state={{ from: location }} />;
  return (
    <Suspense fallback={<LoadingScreen label="Loading your session" />}>
      <AppFrame />
    </Suspense>
  );
}

/** Public screens send a signed-in visitor on to the app. */
function PublicOnly() {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen label="Loading your session" />;
  return <Outlet />;
}

export const FRAME_ROUTE_ID = 'frame';

const routes: RouteObject[] = [
  {
    element: <PublicOnly />,
    errorElement: <RouteError />,
    children: [
      { path: 'login', lazy: () => import('./pages/LoginPage').then((m) => ({ Component: m.LoginPage })) },
      {
        path: 'reset-password',
        lazy: () => import('./pages/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: 'confirm-contact-email',
        lazy: () =>
          import('./pages/ConfirmContactEmailPage').then((m) => ({ Component: m.ConfirmContactEmailPage })),
      },
      {
        path: 'setup-password/:token',
        lazy: () => import('./pages/SetupPasswordPage').then((m) => ({ Component: m.SetupPasswordPage })),
      },
    ],
  },
  // A label's address: signed in or not (docs/labels-and-scanning.md, "Scanning").
  {
    path: 'i/:code',
    errorElement: <RouteError />,
    lazy: () => import('./pages/CodePage').then((m) => ({ Component: m.CodePage })),
  },
  {
    id: FRAME_ROUTE_ID,
    element: <RequireSession />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: () => import('./pages/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
      },
      {
        path: 'settings',
        lazy: () => import('./pages/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
      },
      {
        path: 'notifications',
        lazy: () =>
          import('./notifications/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
      },
      {
        path: 'invitations',
        lazy: () => import('./pages/InvitationsPage').then((m) => ({ Component: m.InvitationsPage })),
      },
      // Signed in or not, an unknown address is behind the session: visitors sign in first.
      { path: '*', Component: NotFound },
    ],
  },
];

const patched = new Set<string>();

/**
 * The shell owns the top-level paths; a micro-frontend's screens are fetched the first time one of
 * its paths is visited, and added under the signed-in frame.
 */
export function createAppRouter() {
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ path, patch }) {
      const remote = REMOTE_OF_PATH[path.split('/')[1] ?? ''];
      if (!remote || patched.has(remote) || !hasRemote(remote)) return;
      const { routes: remoteRoutes } = await loadRemoteModule(`${remote}/routes`);
      patched.add(remote);
      patch(FRAME_ROUTE_ID, remoteRoutes);
    },
  });
}
