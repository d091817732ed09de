import crypto from 'node:crypto';
import { config } from '../config';
import { useTestDatabase } from '../test/server';
import { closeQueue, queueIdle, repeatJob, startWorking, type JobHandlers } from './index';

useTestDatabase();

// Other test files of the run start the workers on the same database, so the same Bull queue holds
// their lending-clock schedule too (every few minutes), and one of its runs may fall in this test:
// this file's schedules carry a tag of their own, and only tagged runs are counted.
const TAG = crypto.randomUUID();
const tagged = { tag: TAG } as unknown as Record<string, never>;

function recordingHandlers(runs: number[]): JobHandlers {
  return {
    import: { run: () => Promise.resolve(), giveUp: () => Promise.resolve() },
    'lending-clock': {
      run: (data) => {
        if ((data as { tag?: string }).tag === TAG) runs.push(Date.now());
        return Promise.resolve();
      },
      giveUp: () => Promise.resolve(),
    },
    'sweep-uploads': { run: () => Promise.resolve(), giveUp: () => Promise.resolve() },
    webhook: { run: () => Promise.resolve(), giveUp: () => Promise.resolve() },
    'webhook-sweep': { run: () => Promise.resolve(), giveUp: () => Promise.resolve() },
    'mail-outbox': { run: () => Promise.resolve(), giveUp: () => Promise.resolve() },
  };
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
}

// A period of its own for each run: on Bull the first run of a period is claimed in Redis for the
// whole period, and a run on the same database within the hour would otherwise find it claimed.
const HOUR = 3_600_000 + crypto.randomInt(60_000);

describe(`repeatable jobs (${config.redisUrl ? 'Bull' : 'in-process'})`, () => {
  afterEach(() => closeQueue());

  it('runs at once when scheduled, and once however many processes schedule it', async () => {
    const runs: number[] = [];
    startWorking(recordingHandlers(runs));
    // Two processes starting in the same period ask for the same schedule.
    await Promise.all([repeatJob('lending-clock', tagged, HOUR), repeatJob('lending-clock', tagged, HOUR)]);
    await until(() => runs.length > 0);
    await queueIdle();
    // A third process starting later in the same period, after the first run finished.
    await repeatJob('lending-clock', tagged, HOUR);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await queueIdle();
    expect(runs).toHaveLength(1);
  });

  if (!config.redisUrl)
    it('then runs again every period', async () => {
      const runs: number[] = [];
      startWorking(recordingHandlers(runs));
      await repeatJob('lending-clock', tagged, 150);
      await until(() => runs.length >= 3);
      expect(runs.length).toBeGreaterThanOrEqual(3);
      await closeQueue();
      const stopped = runs.length;
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(runs).toHaveLength(stopped);
    });
});
