import { useLayoutEffect, type RefObject } from 'react';

/** The least room left between a panel and the window's edge. */
const MARGIN = 8;

/**
 * Keeps a panel hung from a top-bar button (`absolute right-0 top-full`) inside the window: on a
 * phone the button may sit anywhere along the bar, and a panel wider than the room to its left
 * would open off the screen. Measured before paint and on every resize, the panel is moved
 * sideways just enough (`translate`, so it stays anchored to its button in the page's flow).
 * A class such as `max-w-[calc(100vw-1rem)]` keeps it narrower than the window.
 */
export function useClampedPanel(panel: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const clamp = () => {
      element.style.translate = '';
      const { left, right, width } = element.getBoundingClientRect();
      const room = document.documentElement.clientWidth;
      // Nothing laid out (a test's document): nothing to move.
      if (width === 0 || room === 0) return;
      const shift = left < MARGIN ? MARGIN - left : right > room - MARGIN ? room - MARGIN - right : 0;
      if (shift !== 0) element.style.translate = `${shift}px 0`;
    };
    clamp();
    window.addEventListener('resize', clamp);
    return () => window.removeEventListener('resize', clamp);
  }, [panel]);
}
