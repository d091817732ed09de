/**
 * The abuse bench's load, run as a child process by ./bench (so it competes with neither the API
 * instances nor the bench for an event loop). Every client speaks https to nginx from a loopback
 * address of its own (Linux accepts any 127.x.y.z as a source address), since nginx limits per
 * client address: each ordinary person, each attacker and the /health prober is a client of its own
 * with one kept-alive connection. Ordinary people each send their requests in turn with a pause
 * between them, as a person at a screen does; the prober asks /health; attackers, when there are
 * any, send their requests back to back, as fast as they are answered. Takes one AbuseJob over IPC,
 * says 'started' as the load begins, and answers with an AbuseResult.
 */
import https from 'node:https';

export interface AbuseRequest {
  /** what the request is, for the report: requests of one kind are measured together */
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** One client: its own source address, and what it sends in turn. */
export interface AbuseClient {
  from: string;
  requests: AbuseRequest[];
  /**
   * sent over and over before the load begins (and its CPU is read) until the API refuses it with
   * 429, at most 500 times: to spend the client's search allowance first
   */
  drain?: AbuseRequest;
}

export interface AbuseJob {
  /** nginx: 127.0.0.1:`port` over TLS, for `servername`, whose certificate is `ca` (PEM) */
  target: { port: number; servername: string; ca: string };
  /** one per ordinary person, each sending in turn, `pauseMs` apart */
  people: AbuseClient[];
  pauseMs: number;
  /** one per attacker, sending in turn, back to back */
  attackers: AbuseClient[];
  /** asked every `healthEveryMs`; none: no prober */
  health: AbuseClient | null;
  healthEveryMs: number;
  /** seconds */
  duration: number;
  /** answers slower than this (ms) are listed one by one: people's, and the prober's */
  slowOverMs: { ordinary: number; health: number };
}

/** One answer over its aim: its id (the `X-Bench-Request` nginx logs), kind and time as the client saw it. */
export interface SlowAnswer {
  id: string;
  kind: string;
  ms: number;
}

export interface KindResult {
  kind: string;
  count: number;
  /** ms */
  p50: number;
  p99: number;
  max: number;
  /** answers by status code; nginx's own refusals as `429 nginx` */
  statuses: Record<string, number>;
}

export interface AbuseResult {
  ordinary: KindResult[];
  /** every ordinary answer together */
  ordinaryAll: KindResult;
  health: KindResult | null;
  attack: KindResult[];
  /** every answer by who gave it (X-Upstream: an instance's address, or `nginx`) and status */
  answeredBy: Record<string, Record<string, number>>;
  /** people's and the prober's answers over `slowOverMs` */
  slow: SlowAnswer[];
}

/** The body of nginx's own refusal (deploy/nginx/scenedock.conf, `@scenedock_too_many`). */
const NGINX_REFUSAL = '"code":"rate_limited"';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const count = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

/** Every answer of the run, by who gave it and status. */
const answeredBy: Record<string, Record<string, number>> = {};

/** A client at `from`: one connection kept alive, as a browser keeps one to a site. */
function agentAt(job: AbuseJob, from: string): https.Agent {
  return new https.Agent({
    keepAlive: true,
    maxSockets: 1,
    localAddress: from,
    ca: job.target.ca,
    servername: job.target.servername,
  });
}

let sentCount = 0;

/**
 * One request through nginx, named by an `X-Bench-Request` header of its own that nginx logs: the
 * status (nginx's own refusal as `429 nginx`) and who answered.
 */
function ask(
  job: AbuseJob,
  agent: https.Agent,
  request: AbuseRequest,
  id = `${process.pid}.${++sentCount}`,
): Promise<{ status: string; by: string }> {
  return new Promise((resolve) => {
    const req = https.request(
      {
        agent,
        host: '127.0.0.1',
        port: job.target.port,
        method: request.method,
        path: request.path,
        headers: { ...request.headers, 'X-Bench-Request': id },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const upstream = res.headers['x-upstream'];
          const byNginx = !upstream && Buffer.concat(chunks).toString().includes(NGINX_REFUSAL);
          resolve({
            status: `${res.statusCode}${byNginx ? ' nginx' : ''}`,
            by: typeof upstream === 'string' ? upstream : byNginx ? 'nginx' : 'unknown',
          });
        });
        res.on('error', () => resolve({ status: 'error', by: 'unknown' }));
      },
    );
    req.on('error', () => resolve({ status: 'error', by: 'unknown' }));
    req.end(request.body);
  });
}

function summary(kind: string, times: number[], statuses: Record<string, number>): KindResult {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    kind,
    count: sorted.length,
    p50: at(0.5),
    p99: at(0.99),
    max: sorted[sorted.length - 1],
    statuses,
  };
}

class Recorder {
  private readonly times = new Map<string, number[]>();
  private readonly statuses = new Map<string, Record<string, number>>();

  readonly slow: SlowAnswer[] = [];

  /** `slowOverMs`: answers slower than this are kept one by one (Infinity: none) */
  constructor(
    private readonly job: AbuseJob,
    private readonly slowOverMs = Infinity,
  ) {}

  async send(agent: https.Agent, request: AbuseRequest): Promise<void> {
    const id = `${process.pid}.${++sentCount}`;
    const started = performance.now();
    const { status, by } = await ask(this.job, agent, request, id);
    const ms = performance.now() - started;
    if (ms > this.slowOverMs) this.slow.push({ id, kind: request.kind, ms });
    if (!this.times.has(request.kind)) this.times.set(request.kind, []);
    this.times.get(request.kind)!.push(ms);
    const counts = this.statuses.get(request.kind) ?? {};
    count(counts, status);
    this.statuses.set(request.kind, counts);
    count((answeredBy[by] ??= {}), status);
  }

  results(): KindResult[] {
    return [...this.times].map(([kind, times]) => summary(kind, times, this.statuses.get(kind)!));
  }

  /** Every kind's answers together, as one kind named `kind`. */
  overall(kind: string): KindResult {
    const statuses: Record<string, number> = {};
    for (const counts of this.statuses.values())
      for (const [status, n] of Object.entries(counts)) statuses[status] = (statuses[status] ?? 0) + n;
    return summary(kind, [...this.times.values()].flat(), statuses);
  }
}

async function run(job: AbuseJob): Promise<AbuseResult> {
  const ordinary = new Recorder(job, job.slowOverMs.ordinary);
  const health = new Recorder(job, job.slowOverMs.health);
  const attack = new Recorder(job);
  // Every client connects before the load begins.
  const people = job.people.map(({ from }) => agentAt(job, from));
  const attackers = job.attackers.map(({ from }) => agentAt(job, from));
  const prober = job.health && agentAt(job, job.health.from);
  await Promise.all(
    job.attackers.map(async ({ drain }, i) => {
      for (let n = 0; drain && n < 500; n++)
        if ((await ask(job, attackers[i], drain)).status === '429') return;
    }),
  );
  process.send?.('started');
  const until = performance.now() + job.duration * 1000;
  const loops: Promise<void>[] = [];
  for (const [i, { requests }] of job.people.entries())
    loops.push(
      (async () => {
        // People do not start in step.
        await sleep((i * job.pauseMs) / job.people.length);
        for (let n = 0; performance.now() < until; n++) {
          await ordinary.send(people[i], requests[n % requests.length]);
          await sleep(job.pauseMs);
        }
      })(),
    );
  for (const [i, { requests }] of job.attackers.entries())
    loops.push(
      (async () => {
        for (let n = 0; performance.now() < until; n++)
          await attack.send(attackers[i], requests[n % requests.length]);
      })(),
    );
  const probe = job.health?.requests[0];
  if (prober && probe)
    loops.push(
      (async () => {
        while (performance.now() < until) {
          await health.send(prober, probe);
          await sleep(job.healthEveryMs);
        }
      })(),
    );
  await Promise.all(loops);
  for (const agent of [...people, ...attackers, ...(prober ? [prober] : [])]) agent.destroy();
  return {
    ordinary: ordinary.results(),
    ordinaryAll: ordinary.overall("all people's answers"),
    health: health.results()[0] ?? null,
    attack: attack.results(),
    answeredBy,
    slow: [...ordinary.slow, ...health.slow],
  };
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
