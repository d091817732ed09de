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
  /** cycled through on every connection */
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
  autocannon({
    url: job.base,
    connections: job.connections,
    duration: job.duration,
    requests: job.requests,
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
