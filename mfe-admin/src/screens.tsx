import type { RouteObject } from '@scenedock/ui/router';

/** The admin screens: in the shell's signed-in frame (./routes) or a mount's own router (./mount). */
export const screens: RouteObject[] = [
  {
    path: 'departments',
    lazy: () => import('./pages/DepartmentsPage').then((m) => ({ Component: m.DepartmentsPage })),
  },
  { path: 'users', lazy: () => import('./pages/UsersPage').then((m) => ({ Component: m.UsersPage })) },
  {
    path: 'webhooks',
    lazy: () => import('./pages/WebhooksPage').then((m) => ({ Component: m.WebhooksPage })),
  },
];
