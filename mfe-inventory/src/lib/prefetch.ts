import { whenIdle } from '@scenedock/ui';

/** Long enough for the first screen to finish loading what it needs before the extra chunk. */
const SETTLE_MS = 2500;

/**
 * Fetches a lazy chunk once the first screen has settled and the page is idle: the add/edit form
 * (and zod with it) is not part of the first paint, but is there by the time someone clicks Add
 * or Edit. Answers a cancel for the effect's cleanup.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>): () => void {
  let cancelIdle: (() => void) | undefined;
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(() => void load().catch(() => undefined), 3000);
  }, SETTLE_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle?.();
  };
}
