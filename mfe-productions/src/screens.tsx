import type { RouteObject } from '@scenedock/ui/router';

/** The productions screens: in the shell's signed-in frame (./routes) or a mount's own router (./mount). */
export const screens: RouteObject[] = [
  {
    path: 'productions',
    lazy: () => import('./pages/ProductionsPage').then((m) => ({ Component: m.ProductionsPage })),
  },
  {
    path: 'productions/:id',
    lazy: () => import('./pages/ProductionPage').then((m) => ({ Component: m.ProductionPage })),
  },
  {
    // Made for paper: the pull list as a table to tick, with the app's frame hidden when printed.
    path: 'productions/:id/pull-sheet',
    lazy: () => import('./pages/PullSheetPage').then((m) => ({ Component: m.PullSheetPage })),
  },
  {
    path: 'calendar',
    lazy: () => import('./pages/CalendarPage').then((m) => ({ Component: m.CalendarPage })),
  },
];
