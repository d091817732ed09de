import type { RouteObject } from '@scenedock/ui/router';

/** The productions screens: in the shell's signed-in frame (./routes) or a mount's own router (./mount). */
export const screens: RouteObject[] = [
  {
    path: 'productions',
    lazy: () => import('./pages/ProductionsPage').then((m) => ({ Component: m.ProductionsPage })),
  },
];
