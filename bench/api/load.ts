/**
 * The load generator, run as a child process by ./bench: in the server's own process autocannon
 * would compete with it for one event loop and measure itself as much as the API.
 * Takes one LoadJob over IPC, says 'started' as the load begins, answers with a LoadResult, and exits.
 */
import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadJob {
  /** http://host:port */
  base: string;
  /**
   * cycled through on every connection, each connection from its own place in the list: when the
   * requests are many people's, no two connections send one person's request at the same moment
   */
  requests: LoadRequest[];
  connections: number;
  /** seconds */
  duration: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** ms */
  p50: number;
  /** ms */
  p99: number;
  total: number;
  non2xx: number;
  /** answers by status code: what the non-2xx were */
  statuses: Record<string, number>;
  /** the first few different non-2xx answers, status and body */
  refusals: string[];
  errors: number;
}

process.once('message', (job: LoadJob) => {
  // The parent times what the servers do from here: this process's own start is not the load.
  process.send?.('started');
  let connection = 0;
  const step = Math.max(1, Math.floor(job.requests.length / job.connections));
  const refusals = new Set<string>();
  const requests = job.requests.map((request) => ({
    ...request,
    onResponse: (status: number, body?: string) => {
      if ((status < 200 || status > 299) && refusals.size < 3)
        refusals.add(`${status} ${body?.slice(0, 300)}`);
    },
  }));
  autocannon({
    url: job.base,
    connections: job.connections,
    duration: job.duration,
    requests,
    setupClient: (client) => {
      const start = (connection++ * step) % requests.length;
      client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
    },
  })
    .then((r) => {
      const result: LoadResult = {
        requestsPerSecond: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        total: r.requests.total,
        non2xx: r.non2xx,
        statuses: Object.fromEntries(
          Object.entries(r.statusCodeStats ?? {}).map(([code, stat]) => [code, stat?.count ?? 0]),
        ),
        refusals: [...refusals],
        errors: r.errors,
      };
      process.send?.(result, () => process.exit(0));
    })
    .catch((err: unknown) => {
      process.stderr.write(`load generator failed: ${String(err)}\n`);
      process.exit(1);
    });
});
