import type { RouteObject } from '@scenedock/ui/router';
import './styles.css';

/** The inventory screens, as children of the shell's signed-in frame (or of a foreign page's router). */
export const routes: RouteObject[] = [
  { path: 'props', lazy: () => import('./pages/PropsPage').then((m) => ({ Component: m.PropsPage })) },
  { path: 'sets', lazy: () => import('./pages/SetsPage').then((m) => ({ Component: m.SetsPage })) },
  {
    path: 'costumes',
    lazy: () => import('./pages/CostumesPage').then((m) => ({ Component: m.CostumesPage })),
  },
];
