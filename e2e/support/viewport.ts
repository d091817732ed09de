import type { Locator, Page } from 'playwright-core';

/** What sticks out of the window sideways: the page's own width, and the elements past its edge. */
export interface Overflow {
  innerWidth: number;
  scrollWidth: number;
  /** each a selector and its right edge, e.g. `header > div.relative.flex > button[department-switcher] (392)` */
  offenders: string[];
}

/**
 * Measures the page as it is drawn. An element counts where it shows: a box that clips or scrolls
 * (overflow other than visible) cuts it at its own edge, so a truncated name is not an offender.
 * A control (button, link, field) that a sideways-scrolling box hides past its visible edge is one:
 * that is the table whose actions sit off the screen. A box marked `data-scrolls-sideways` is a grid
 * of fields meant to scroll (the import preview): there only a hidden button or link counts.
 */
export async function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const describe = (element: Element): string => {
      const parts: string[] = [];
      for (
        let e: Element | null = element, i = 0;
        e && e !== document.body && i < 3;
        e = e.parentElement, i++
      ) {
        const name = e.getAttribute('aria-label') ?? e.getAttribute('data-testid');
        const classes = Array.from(e.classList).slice(0, 3).join('.');
        parts.unshift(`${e.tagName.toLowerCase()}${name ? `[${name}]` : classes ? `.${classes}` : ''}`);
      }
      return parts.join(' > ');
    };
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= limit + 0.5) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      let right = rect.right;
      for (let box = element.parentElement; box && right > limit + 0.5; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible')
          right = Math.min(right, box.getBoundingClientRect().right);
      if (right > limit + 0.5) offenders.push(`${describe(element)} (${Math.round(rect.right)})`);
    }
    const actions = 'a[href], button';
    const controls = `${actions}, input:not([type="hidden"]), select, textarea`;
    for (const box of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const overflowX = getComputedStyle(box).overflowX;
      if ((overflowX !== 'auto' && overflowX !== 'scroll') || box.scrollWidth <= box.clientWidth + 1)
        continue;
      const edge = box.getBoundingClientRect().right;
      const hidden = Array.from(
        box.querySelectorAll(box.hasAttribute('data-scrolls-sideways') ? actions : controls),
      ).filter((control) => {
        const rect = control.getBoundingClientRect();
        return rect.width > 0 && rect.left >= edge - 1;
      });
      if (hidden.length > 0)
        offenders.push(
          `${describe(box)} scrolls sideways, hiding ${hidden.length} controls such as ${describe(hidden[0])}`,
        );
    }
    return { innerWidth: limit, scrollWidth: document.documentElement.scrollWidth, offenders };
  });
}

/** Fails, naming the offenders, when the page scrolls sideways or anything sticks out of the window. */
export async function expectNothingOffScreen(page: Page, label: string): Promise<void> {
  const { innerWidth, scrollWidth, offenders } = await measureOverflow(page);
  const problems = [
    ...(scrollWidth > innerWidth ? [`the page is ${scrollWidth} px wide`] : []),
    ...offenders.slice(0, 12),
  ];
  if (problems.length > 0)
    throw new Error(`${label} at ${innerWidth} px does not fit:\n  ${problems.join('\n  ')}`);
}

/** Fails unless the element's box lies wholly inside the window (a panel, a dialog, a listbox). */
export async function expectWithinViewport(locator: Locator, label: string): Promise<void> {
  await locator.waitFor();
  const box = await locator.boundingBox();
  const { width, height } = locator.page().viewportSize()!;
  if (!box) throw new Error(`${label} has no box`);
  const inside =
    box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5;
  if (!inside)
    throw new Error(
      `${label} lies outside the ${width}×${height} window: x ${Math.round(box.x)}–${Math.round(box.x + box.width)}, y ${Math.round(box.y)}–${Math.round(box.y + box.height)}`,
    );
}

/** The panel of an open kit dialog (the <dialog> itself covers the whole window). */
export function dialogPanel(dialog: Locator): Locator {
  return dialog.locator(':scope > div > div').first();
}
