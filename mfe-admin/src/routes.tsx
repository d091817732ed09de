import type { RouteObject } from '@scenedock/ui/router';
import './styles.css';

/** The admin screens, as children of the shell's signed-in frame (or of a foreign page's router). */
export const routes: RouteObject[] = [
  {
    path: 'departments',
    lazy: () => import('./pages/DepartmentsPage').then((m) => ({ Component: m.DepartmentsPage })),
  },
  { path: 'users', lazy: () => import('./pages/UsersPage').then((m) => ({ Component: m.UsersPage })) },
];
