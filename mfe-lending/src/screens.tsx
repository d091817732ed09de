import type { RouteObject } from '@scenedock/ui/router';

/** The lending screens: in the shell's signed-in frame (./routes) or a mount's own router (./mount). */
export const screens: RouteObject[] = [
  {
    path: 'lending',
    lazy: () => import('./pages/LendingPage').then((m) => ({ Component: m.LendingPage })),
  },
  {
    path: 'borrowing',
    lazy: () => import('./pages/BorrowingPage').then((m) => ({ Component: m.BorrowingPage })),
  },
];
