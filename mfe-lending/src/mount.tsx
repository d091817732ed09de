import { mountScreens, type MountOptions } from '@scenedock/ui';
import stylesheet from './styles.css?inline';
import { screens } from './screens';

/** ./mount, for pages that are not ours: a screen in its own shadow root (docs/embedding.md). */
export function mount(element: HTMLElement, options: MountOptions) {
  return mountScreens({ routes: screens, stylesheet }, element, options);
}
