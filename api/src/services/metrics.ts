/**
 * The Prometheus registry and the instruments code writes to as it works (docs: monitoring). It
 * imports nothing of the app but the configuration, so the queue and the HTTP layer can both use
 * it without an import cycle; the gauges read on scrape live in ./runtimeMetrics.ts.
 *
 * A registry of its own, not prom-client's global one: nothing a library registers globally is
 * published by accident, and each test file's modules start from empty instruments.
 */
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { config } from '../config';

export const metricsRegistry = new Registry();

// Process metrics (CPU, memory, event-loop lag, GC, handles) under the product's prefix.
collectDefaultMetrics({ register: metricsRegistry, prefix: 'scenedock_' });

new Gauge({
  name: 'scenedock_build_info',
  help: 'Always 1; the running release in the label',
  labelNames: ['version'] as const,
  registers: [metricsRegistry],
}).set({ version: config.version }, 1);

/**
 * One sample per answered request. `route` is the route's template or one of a few fixed words
 * (see http/metrics.ts), never the URL itself, so the number of series stays bounded.
 */
export const httpRequestDuration = new Histogram({
  name: 'scenedock_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** A search slot: the one for anybody, or one of those for light people (services/search/budget.ts). */
export type SearchSlotKind = 'shared' | 'light';
/**
 * How a search's turn in a slot ended: answered; `moved` from a light slot past its time there, to
 * run again in the shared one; `too_broad` past its time limit; `cancelled`, its client gone; `failed`.
 */
export type SearchTurnOutcome = 'answered' | 'moved' | 'too_broad' | 'cancelled' | 'failed';

const SEARCH_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const searchWait = new Histogram({
  name: 'scenedock_search_wait_seconds',
  help: 'Time a search waited for a slot, by the slot it got (a search turned away after waiting is not counted)',
  labelNames: ['slot'] as const,
  buckets: SEARCH_BUCKETS,
  registers: [metricsRegistry],
});

const searchRun = new Histogram({
  name: 'scenedock_search_run_seconds',
  help: 'Time a search ran in a slot, by slot and by how its turn ended',
  labelNames: ['slot', 'outcome'] as const,
  buckets: SEARCH_BUCKETS,
  registers: [metricsRegistry],
});

/** Records a search's wait for a slot. */
export function observeSearchWait(slot: SearchSlotKind, seconds: number): void {
  searchWait.observe({ slot }, seconds);
}

/** Records a search's turn in a slot. */
export function observeSearchRun(slot: SearchSlotKind, outcome: SearchTurnOutcome, seconds: number): void {
  searchRun.observe({ slot, outcome }, seconds);
}

export type JobOutcome = 'completed' | 'failed';

// `job_name`, not `job`: Prometheus gives every scraped series a `job` label of its own.
const jobDuration = new Histogram({
  name: 'scenedock_job_duration_seconds',
  help: 'Time one run of a background job took, by job name and outcome (a failed attempt counts once per attempt)',
  labelNames: ['job_name', 'outcome'] as const,
  // Imports of large files run for minutes; the lending clock for well under a second.
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600, 1800],
  registers: [metricsRegistry],
});

/** Records one run of a job, on whichever queue back end ran it. */
export function observeJob(jobName: string, outcome: JobOutcome, seconds: number): void {
  jobDuration.observe({ job_name: jobName, outcome }, seconds);
}
