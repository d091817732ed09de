import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from '@scenedock/ui/router';
import { Menu, ScanLine } from 'lucide-react';
import { ErrorBoundary } from '@scenedock/ui';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { NotificationBell } from '../notifications/NotificationBell';
import { hasRemote } from '../remotes';
import { useSession } from '../session/SessionProvider';
import { ActiveImports } from './ActiveImports';
import { DepartmentSwitcher } from './DepartmentSwitcher';
import { MAIN_ID, SkipLink } from './SkipLink';
import { titleForPath } from './navigation';
import { Sidebar } from './Sidebar';

const MobileSidebar = lazy(() => import('./MobileSidebar'));

/** The signed-in frame: sidebar, top bar, and the current screen under its own error boundary. */
export function AppFrame() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const user = session.user!;

  async function signOut() {
    await session.signOut();
    await navigate('/login', { replace: true });
  }

  const sidebar = (
    <Sidebar user={user} onSignOut={() => void signOut()} onNavigate={() => setMenuOpen(false)} />
  );
  return (
    // One notifications socket for the session, shared by the bell, the sidebar and the page.
    <NotificationsProvider>
      <div className="min-h-screen bg-gray-50">
        <SkipLink />
        <div className="fixed inset-y-0 left-0 z-30 hidden lg:block">{sidebar}</div>
        {menuOpen && (
          <Suspense fallback={null}>
            <MobileSidebar open onClose={() => setMenuOpen(false)}>
              {sidebar}
            </MobileSidebar>
          </Suspense>
        )}
        <div className="lg:pl-64">
          <header className="sticky top-0 z-20 flex h-16 items-center gap-4 border-b border-gray-200 bg-white px-4 sm:px-6">
            <button
              type="button"
              className="rounded-md p-2 text-gray-700 hover:bg-gray-100 lg:hidden"
              onClick={() => setMenuOpen(true)}
              aria-label="Open navigation"
            >
              <Menu className="size-5" aria-hidden="true" />
            </button>
            {/* On a phone the page's own h1 names it: the bar keeps its room for the buttons. */}
            <p
              className="min-w-0 flex-1 truncate text-lg font-semibold text-gray-900 max-sm:sr-only"
              data-testid="page-title"
            >
              {titleForPath(pathname)}
            </p>
            <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-4">
              {/* On a phone, scanning a label is one tap away (the sidebar has it on a desk). */}
              {hasRemote('inventory') && (
                <Link
                  to="/scan"
                  className="rounded-md p-2 text-gray-700 hover:bg-gray-100 lg:hidden"
                  aria-label="Scan a label"
                  data-testid="scan-shortcut"
                >
                  <ScanLine className="size-5" aria-hidden="true" />
                </Link>
              )}
              <ActiveImports />
              <NotificationBell />
              <DepartmentSwitcher
                user={user}
                departmentId={session.departmentId}
                onSwitch={session.switchDepartment}
              />
            </div>
          </header>
          <main id={MAIN_ID} tabIndex={-1} className="px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
            {/* A new department remounts the screen, so nothing of the old one is shown or acted on. */}
            <ErrorBoundary key={`${session.departmentId}:${pathname}`}>
              <Outlet key={session.departmentId ?? 'none'} />
            </ErrorBoundary>
          </main>
        </div>
      </div>
    </NotificationsProvider>
  );
}
