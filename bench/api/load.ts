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
  errors: number;
}

process.once('message', (job: LoadJob) => {
  // The parent times what the servers do from here: this process's own start is not the load.
  process.send?.('started');
  let connection = 0;
  const step = Math.max(1, Math.floor(job.requests.length / job.connections));
  autocannon({
    url: job.base,
    connections: job.connections,
    duration: job.duration,
    requests: job.requests,
    setupClient: (client) => {
      const start = (connection++ * step) % job.requests.length;
      client.setRequests([...job.requests.slice(start), ...job.requests.slice(0, start)]);
    },
  })
    .then((r) => {
      const result: LoadResult = {
        requestsPerSecond: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        total: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
      };
      process.send?.(result, () => process.exit(0));
    })
    .catch((err: unknown) => {
      process.stderr.write(`load generator failed: ${String(err)}\n`);
      process.exit(1);
    });
});
