/**
 * The abuse bench's load, run as a child process by ./bench (in the API's process it would compete
 * with the API for one event loop). Ordinary people each send their requests in turn with a pause
 * between them, as a person at a screen does; a prober asks /health; attackers, when there are any,
 * send their requests back to back, as fast as the API answers. Takes one AbuseJob over IPC and
 * answers with an AbuseResult.
 */

export interface AbuseRequest {
  /** what the request is, for the report: requests of one kind are measured together */
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface AbuseJob {
  base: string;
  /** one list per ordinary person, sent in turn, `pauseMs` apart */
  people: AbuseRequest[][];
  pauseMs: number;
  /** one list per attacker, sent in turn, back to back */
  attackers: AbuseRequest[][];
  /** asked every `healthEveryMs` */
  health: AbuseRequest;
  healthEveryMs: number;
  /** seconds */
  duration: number;
}

export interface KindResult {
  kind: string;
  count: number;
  /** ms */
  p50: number;
  p99: number;
  max: number;
  /** answers by status code */
  statuses: Record<string, number>;
}

export interface AbuseResult {
  ordinary: KindResult[];
  health: KindResult;
  attack: KindResult[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Recorder {
  private readonly times = new Map<string, number[]>();
  private readonly statuses = new Map<string, Record<string, number>>();

  async send(base: string, request: AbuseRequest): Promise<void> {
    const started = performance.now();
    let status: string;
    try {
      const res = await fetch(`${base}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      await res.arrayBuffer();
      status = String(res.status);
    } catch {
      status = 'error';
    }
    const ms = performance.now() - started;
    if (!this.times.has(request.kind)) this.times.set(request.kind, []);
    this.times.get(request.kind)!.push(ms);
    const counts = this.statuses.get(request.kind) ?? {};
    counts[status] = (counts[status] ?? 0) + 1;
    this.statuses.set(request.kind, counts);
  }

  results(): KindResult[] {
    return [...this.times].map(([kind, times]) => {
      const sorted = [...times].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      return {
        kind,
        count: sorted.length,
        p50: at(0.5),
        p99: at(0.99),
        max: sorted[sorted.length - 1],
        statuses: this.statuses.get(kind)!,
      };
    });
  }
}

async function run(job: AbuseJob): Promise<AbuseResult> {
  const until = performance.now() + job.duration * 1000;
  const ordinary = new Recorder();
  const health = new Recorder();
  const attack = new Recorder();
  const loops: Promise<void>[] = [];
  for (const [i, requests] of job.people.entries())
    loops.push(
      (async () => {
        // People do not start in step.
        await sleep((i * job.pauseMs) / job.people.length);
        for (let n = 0; performance.now() < until; n++) {
          await ordinary.send(job.base, requests[n % requests.length]);
          await sleep(job.pauseMs);
        }
      })(),
    );
  for (const requests of job.attackers)
    loops.push(
      (async () => {
        for (let n = 0; performance.now() < until; n++)
          await attack.send(job.base, requests[n % requests.length]);
      })(),
    );
  loops.push(
    (async () => {
      while (performance.now() < until) {
        await health.send(job.base, job.health);
        await sleep(job.healthEveryMs);
      }
    })(),
  );
  await Promise.all(loops);
  return { ordinary: ordinary.results(), health: health.results()[0], attack: attack.results() };
}

process.once('message', (job: AbuseJob) => {
  run(job).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (err: unknown) => {
      process.stderr.write(`abuse load failed: ${String(err)}\n`);
      process.exit(1);
    },
  );
});
