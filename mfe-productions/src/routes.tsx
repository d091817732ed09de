import type { RouteObject } from '@scenedock/ui/router';
import './styles.css';

/** The productions screen, as a child of the shell's signed-in frame (or of a foreign page's router). */
export const routes: RouteObject[] = [
  {
    path: 'productions',
    lazy: () => import('./pages/ProductionsPage').then((m) => ({ Component: m.ProductionsPage })),
  },
];
