import type { RouteObject } from '@scenedock/ui/router';

/** The inventory screens: in the shell's signed-in frame (./routes) or a mount's own router (./mount). */
export const screens: RouteObject[] = [
  { path: 'props', lazy: () => import('./pages/PropsPage').then((m) => ({ Component: m.PropsPage })) },
  { path: 'sets', lazy: () => import('./pages/SetsPage').then((m) => ({ Component: m.SetsPage })) },
  {
    path: 'costumes',
    lazy: () => import('./pages/CostumesPage').then((m) => ({ Component: m.CostumesPage })),
  },
  {
    path: 'import-history',
    lazy: () => import('./pages/ImportHistoryPage').then((m) => ({ Component: m.ImportHistoryPage })),
  },
];
