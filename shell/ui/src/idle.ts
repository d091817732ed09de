/**
 * Runs `run` when the browser is next idle, or after `timeoutMs` at the latest (at once where the
 * browser has no idle callbacks). For work the first screen does not need: it then does not compete
 * with the first paint for a phone's main thread. Answers a cancel, for an effect's cleanup.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(run, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(idle);
}
