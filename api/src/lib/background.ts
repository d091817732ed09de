import { logger } from '../logger';

const pending = new Set<Promise<void>>();

/**
 * Runs `task` after the caller has answered, so how long the work takes cannot be read from the
 * answer (the password-reset request answers the same for known and unknown emails). Failures are
 * logged, never thrown: nobody is waiting for them.
 */
export function runInBackground(name: string, task: () => Promise<unknown>): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .then(
      () => undefined,
      (err: unknown) => logger.error({ err, task: name }, 'background task failed'),
    )
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every background task started so far has finished (shutdown and tests wait here). */
export async function backgroundTasksSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
