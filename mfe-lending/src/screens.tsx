import type { RouteObject } from '@scenedock/ui/router';

/** The lending screens: in the shell's signed-in frame (./routes) or a mount's own router (./mount). */
export const screens: RouteObject[] = [
  {
    path: 'lending',
    lazy: () => import('./pages/LendingPage').then((m) => ({ Component: m.LendingPage })),
  },
  {
    // loans of the department's own items to people (docs/lending.md, "Lending to people")
    path: 'lending/people',
    lazy: () => import('./pages/PeoplePage').then((m) => ({ Component: m.PeoplePage })),
  },
  {
    // damage reports of both kinds of loan (docs/lending.md, "Damage reports"); ?report=7 opens one
    path: 'lending/damage',
    lazy: () => import('./pages/DamagePage').then((m) => ({ Component: m.DamagePage })),
  },
  {
    path: 'borrowing',
    lazy: () => import('./pages/BorrowingPage').then((m) => ({ Component: m.BorrowingPage })),
  },
];
