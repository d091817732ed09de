import { mountRoutes, type MountOptions } from '@scenedock/ui';
import { routes } from './routes';

/** For pages that are not ours: renders the inventory screens into `element`; answers the unmount. */
export function mount(element: HTMLElement, options: MountOptions) {
  return mountRoutes(routes, element, options);
}
