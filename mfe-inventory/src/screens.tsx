import type { RouteObject } from '@scenedock/ui/router';

/** One lazy chunk for the three kinds' item pages. */
const itemPage = (name: 'PropPage' | 'SetPage' | 'CostumePage') => () =>
  import('./pages/ItemPage').then((m) => ({ Component: m[name] }));

/** The inventory screens: in the shell's signed-in frame (./routes) or a mount's own router (./mount). */
export const screens: RouteObject[] = [
  {
    path: 'props',
    children: [
      { index: true, lazy: () => import('./pages/PropsPage').then((m) => ({ Component: m.PropsPage })) },
      // The item's own page: its photos, fields, booking calendar and history.
      { path: ':id', lazy: itemPage('PropPage') },
    ],
  },
  {
    path: 'sets',
    children: [
      { index: true, lazy: () => import('./pages/SetsPage').then((m) => ({ Component: m.SetsPage })) },
      { path: ':id', lazy: itemPage('SetPage') },
    ],
  },
  {
    path: 'costumes',
    children: [
      {
        index: true,
        lazy: () => import('./pages/CostumesPage').then((m) => ({ Component: m.CostumesPage })),
      },
      { path: ':id', lazy: itemPage('CostumePage') },
    ],
  },
  // A label's QR code or barcode opens its item (docs/labels-and-scanning.md, "Scanning").
  { path: 'scan', lazy: () => import('./pages/ScanPage').then((m) => ({ Component: m.ScanPage })) },
  {
    path: 'import-history',
    lazy: () => import('./pages/ImportHistoryPage').then((m) => ({ Component: m.ImportHistoryPage })),
  },
];
