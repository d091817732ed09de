/**
 * One job interface, two back ends (docs/runtime.md): Bull on Redis when REDIS_URL is set, so jobs
 * outlive a process and any worker process takes them; an in-process runner otherwise. Both run the
 * same handlers, registered by the process that works the queue (main.ts, worker.ts, tests).
 *
 * Handlers must be safe to run again for the same job: Bull restarts a job whose worker died (its
 * lock expired), and the in-process runner re-queues unfinished jobs at start-up.
 */
import crypto from 'node:crypto';
import Bull from 'bull';
import { config, sqliteStorage } from '../config';
import { logger } from '../logger';
import { observeJob, type JobOutcome } from '../services/metrics';

/** Every job the product runs, and what each one carries. */
export interface JobPayloads {
  /** `wake`: only queue the import again under its own key (services/imports: a deferred start) */
  import: { importJobId: number; wake?: boolean };
  /** overdue loans and due-date reminders (services/lending/reminders.ts) */
  'lending-clock': Record<string, never>;
  /** removes uploaded images no item uses (services/uploadSweep.ts) */
  'sweep-uploads': Record<string, never>;
  /** one attempt of a webhook delivery; `manual`: "Send again" (services/webhooks/delivery.ts) */
  webhook: { deliveryId: number; manual?: boolean };
  /** sends webhook deliveries whose job was lost, forgets old ones (services/webhooks/delivery.ts) */
  'webhook-sweep': Record<string, never>;
  /** sends mail that waited for its allowance (services/mailOutbox.ts) */
  'mail-outbox': Record<string, never>;
}
export type JobName = keyof JobPayloads;

/**
 * Jobs that wait on other machines run in a lane of their own, beside the rest: a receiver taking
 * its 15 s never holds up an import, and up to this many receivers are waited on at once.
 */
const LANES: Partial<Record<JobName, number>> = { webhook: 8 };
const laneOf = (name: JobName): string => (name in LANES ? name : 'default');

export interface JobHandler<N extends JobName> {
  run(data: JobPayloads[N]): Promise<void>;
  /** after the last attempt failed: record the failure where people see it */
  giveUp(data: JobPayloads[N], error: Error): Promise<void>;
}
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export interface QueueState {
  backend: 'bull' | 'in-process';
  /** whether this process works the queue */
  working: boolean;
  redis?: 'up' | 'down';
}

/** How many jobs are in each state: Bull's counts for the installation, or this process's runner's. */
export type QueueDepth = Record<'waiting' | 'active' | 'delayed' | 'failed', number>;

/** When a queued job may start: `delayMs` from now (default: at once). */
export interface AddOptions {
  delayMs?: number;
}

interface JobQueue {
  /** Queues a job once: a second add with the same key while the first is queued or running is ignored. */
  add<N extends JobName>(name: N, data: JobPayloads[N], key: string, options?: AddOptions): Promise<void>;
  /** Runs a job now and then every `everyMs`, once across all processes that work the queue. */
  repeat<N extends JobName>(name: N, data: JobPayloads[N], everyMs: number): Promise<void>;
  /** Starts working the queue with `handlers`; a second call changes nothing. */
  work(handlers: JobHandlers, concurrency: number): void;
  /**
   * Resolves when no job of this process is queued or running (in-process) or active here (Bull);
   * a job added with a delay is not waited for until its time has come.
   */
  idle(): Promise<void>;
  close(): Promise<void>;
  state(): QueueState;
  depth(): Promise<QueueDepth>;
}

interface QueuedJob {
  name: JobName;
  data: JobPayloads[JobName];
  key: string;
}

/** The handler of a job's name (typed loosely: the payload was checked when the job was added). */
function handlerOf(handlers: JobHandlers, name: JobName): JobHandler<JobName> {
  return handlers[name];
}

/** Runs one job: the one place both back ends run handlers, so its duration is recorded here. */
async function runHandler(handlers: JobHandlers, job: QueuedJob): Promise<void> {
  const started = performance.now();
  let outcome: JobOutcome = 'failed';
  try {
    await handlerOf(handlers, job.name).run(job.data);
    outcome = 'completed';
  } finally {
    observeJob(job.name, outcome, (performance.now() - started) / 1000);
  }
}

/** The embedded default: jobs run in this process, a few at a time, in the order they came. */
class InProcessQueue implements JobQueue {
  private waiting: QueuedJob[] = [];
  private keys = new Set<string>();
  private running = new Set<Promise<void>>();
  private handlers: JobHandlers | null = null;
  private concurrency = 1;
  private timers = new Map<JobName, NodeJS.Timeout>();
  /** jobs added with a delay, until it has passed (forgotten when the process ends, as every job here) */
  private delayed = new Set<NodeJS.Timeout>();

  add<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    key: string,
    options: AddOptions = {},
  ): Promise<void> {
    if (options.delayMs && options.delayMs > 0) {
      const timer = setTimeout(() => {
        this.delayed.delete(timer);
        void this.add(name, data, key);
      }, options.delayMs);
      timer.unref();
      this.delayed.add(timer);
      return Promise.resolve();
    }
    if (!this.keys.has(key)) {
      this.keys.add(key);
      this.waiting.push({ name, data, key });
      this.pump();
    }
    return Promise.resolve();
  }

  repeat<N extends JobName>(name: N, data: JobPayloads[N], everyMs: number): Promise<void> {
    // One schedule per name, as on Bull: asking again changes nothing.
    if (this.timers.has(name)) return Promise.resolve();
    const key = `repeat:${name}`;
    const timer = setInterval(() => void this.add(name, data, key), everyMs);
    timer.unref();
    this.timers.set(name, timer);
    return this.add(name, data, key);
  }

  work(handlers: JobHandlers, concurrency: number): void {
    if (this.handlers) return;
    this.handlers = handlers;
    this.concurrency = concurrency;
    this.pump();
  }

  /** jobs running per lane (see LANES) */
  private lanes = new Map<string, number>();

  private roomIn(name: JobName): boolean {
    return (this.lanes.get(laneOf(name)) ?? 0) < (LANES[name] ?? this.concurrency);
  }

  private pump(): void {
    while (this.handlers) {
      const index = this.waiting.findIndex((queued) => this.roomIn(queued.name));
      if (index === -1) return;
      const [job] = this.waiting.splice(index, 1);
      const lane = laneOf(job.name);
      this.lanes.set(lane, (this.lanes.get(lane) ?? 0) + 1);
      const handlers = this.handlers;
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => runHandler(handlers, job))
        .catch(async (err: Error) => {
          logger.error({ err, job: job.name, key: job.key }, 'job failed');
          await handlerOf(handlers, job.name)
            .giveUp(job.data, err)
            .catch((giveUpErr: unknown) => {
              logger.error({ err: giveUpErr, job: job.name }, 'recording a job failure failed');
            });
        })
        .finally(() => {
          this.running.delete(run);
          this.lanes.set(lane, (this.lanes.get(lane) ?? 1) - 1);
          this.keys.delete(job.key);
          this.pump();
        });
      this.running.add(run);
    }
  }

  async idle(): Promise<void> {
    while (this.running.size > 0 || (this.handlers && this.waiting.length > 0)) {
      await Promise.all([...this.running]);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async close(): Promise<void> {
    this.timers.forEach((timer) => clearInterval(timer));
    this.timers.clear();
    this.delayed.forEach((timer) => clearTimeout(timer));
    this.delayed.clear();
    this.handlers = null;
    await this.idle();
  }

  state(): QueueState {
    return { backend: 'in-process', working: this.handlers !== null };
  }

  depth(): Promise<QueueDepth> {
    // A failed job is given up at once, not kept.
    return Promise.resolve({
      waiting: this.waiting.length,
      active: this.running.size,
      delayed: this.delayed.size,
      failed: 0,
    });
  }
}

/**
 * Jobs of one database share one Bull queue: its key prefix names the database, so test runs and
 * installations sharing a Redis never take each other's jobs.
 */
export function queuePrefix(databaseUrl = config.databaseUrl): string {
  const storage = sqliteStorage(databaseUrl, config.rootDir);
  const identity = storage === ':memory:' ? `${databaseUrl}#${process.pid}` : databaseUrl;
  return `scenedock:${crypto.createHash('sha256').update(identity).digest('hex').slice(0, 12)}`;
}

const ATTEMPTS = 3;

class BullQueue implements JobQueue {
  private queue: Bull.Queue;
  private working = false;
  private active = 0;
  private idleWaiters: (() => void)[] = [];

  private prefix = queuePrefix();

  constructor(redisUrl: string) {
    this.queue = new Bull('jobs', redisUrl, {
      prefix: this.prefix,
      settings: {
        // A worker renews its lock at half this; when it dies the lock lapses and the job restarts.
        lockDuration: config.queueLockMs,
        stalledInterval: config.queueLockMs,
        maxStalledCount: 10,
      },
      defaultJobOptions: {
        attempts: ATTEMPTS,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: true,
        removeOnFail: 1000,
      },
    });
    this.queue.on('error', (err) => logger.error({ err }, 'queue error'));
  }

  async add<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    key: string,
    options: AddOptions = {},
  ): Promise<void> {
    // Bull keeps one job per id: adding a key already queued or running changes nothing.
    await this.queue.add(name, data, {
      jobId: key,
      ...(options.delayMs && options.delayMs > 0 ? { delay: options.delayMs } : {}),
    });
  }

  async repeat<N extends JobName>(name: N, data: JobPayloads[N], everyMs: number): Promise<void> {
    // Bull keeps one schedule per name and interval however many processes ask for it; the first
    // run of each period is due at once, so a restarted installation does not wait a whole period.
    await this.queue.add(name, data, { repeat: { every: everyMs }, jobId: `repeat:${name}` });
    // A finished job's id is free again (removeOnComplete), so a job id alone would let a process
    // starting after the first run queue a second one: a Redis key set only if absent, living one
    // period, elects the one process that queues this period's immediate run.
    const now = `now:${name}:${everyMs}:${Math.floor(Date.now() / everyMs)}`;
    const claimed = await this.queue.client.set(`${this.prefix}:${now}`, '1', 'PX', everyMs, 'NX');
    if (claimed === 'OK') await this.queue.add(name, data, { jobId: now });
  }

  work(handlers: JobHandlers, concurrency: number): void {
    if (this.working) return; // Bull takes one handler per job name and process
    this.working = true;
    for (const name of Object.keys(handlers) as JobName[]) {
      void this.queue.process(
        name,
        LANES[name] ?? concurrency,
        async (job: Bull.Job<JobPayloads[JobName]>) => {
          this.active += 1;
          try {
            await runHandler(handlers, { name, data: job.data, key: String(job.id) });
          } finally {
            this.active -= 1;
            if (this.active === 0) this.idleWaiters.splice(0).forEach((resolve) => resolve());
          }
        },
      );
    }
    this.queue.on('failed', (job: Bull.Job<JobPayloads[JobName]>, err: Error) => {
      logger.error({ err, job: job.name, id: job.id, attempt: job.attemptsMade }, 'job failed');
      if (job.attemptsMade < (job.opts.attempts ?? 1)) return;
      const handler = handlers[job.name as JobName] as JobHandler<JobName> | undefined;
      void handler?.giveUp(job.data, err).catch((giveUpErr: unknown) => {
        logger.error({ err: giveUpErr, job: job.name }, 'recording a job failure failed');
      });
    });
  }

  idle(): Promise<void> {
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    // Waits for this process's running jobs to finish (they end at a batch boundary at the latest).
    await this.queue.close();
  }

  state(): QueueState {
    return {
      backend: 'bull',
      working: this.working,
      redis: this.queue.client.status === 'ready' ? 'up' : 'down',
    };
  }

  async depth(): Promise<QueueDepth> {
    // Counters Redis keeps per state (list and set lengths): cheap however many jobs there are.
    const { waiting, active, delayed, failed } = await this.queue.getJobCounts();
    return { waiting, active, delayed, failed };
  }
}

let queue: JobQueue | null = null;

function theQueue(): JobQueue {
  queue ??= config.redisUrl ? new BullQueue(config.redisUrl) : new InProcessQueue();
  return queue;
}

/** Queues a job (see `JobQueue.add`). */
export function enqueue<N extends JobName>(
  name: N,
  data: JobPayloads[N],
  key: string,
  options?: AddOptions,
): Promise<void> {
  return theQueue().add(name, data, key, options);
}

/** Schedules a repeatable job (see `JobQueue.repeat`). */
export function repeatJob<N extends JobName>(name: N, data: JobPayloads[N], everyMs: number): Promise<void> {
  return theQueue().repeat(name, data, everyMs);
}

/** Makes this process work the queue with `handlers`. */
export function startWorking(handlers: JobHandlers, concurrency = config.workerConcurrency): void {
  theQueue().work(handlers, concurrency);
}

export function queueIdle(): Promise<void> {
  return queue ? queue.idle() : Promise.resolve();
}

export function queueState(): QueueState {
  return theQueue().state();
}

/** Jobs by state (see `QueueDepth`), read by /metrics. */
export function queueDepth(): Promise<QueueDepth> {
  return theQueue().depth();
}

export async function closeQueue(): Promise<void> {
  const closing = queue;
  queue = null;
  await closing?.close();
}
