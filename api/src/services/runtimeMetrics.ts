/**
 * Gauges read when Prometheus scrapes (a `collect` each), so nothing is counted on the hot paths:
 * the queue's depth, the open sockets and the database's connections. Importing this module
 * registers them on the registry of ./metrics.ts; `renderMetrics` answers the whole registry.
 */
import { Gauge } from 'prom-client';
import { poolStats, type MysqlPoolStats } from '../db/pool';
import { sequelize } from '../db/sequelize';
import { queueDepth, type QueueDepth } from '../queue';
import { connectedSockets } from '../realtime';
import { metricsRegistry } from './metrics';

/** A scrape never waits longer than this for Redis: an unreachable Redis leaves the depth out. */
const QUEUE_READ_TIMEOUT_MS = 1000;

function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

new Gauge({
  name: 'scenedock_queue_jobs',
  help: "Background jobs by state: with Redis the installation's queue (every process reports it), else this process's",
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    const depth = await within<QueueDepth | null>(
      queueDepth().catch(() => null),
      QUEUE_READ_TIMEOUT_MS,
    );
    if (!depth) return;
    for (const [state, count] of Object.entries(depth)) this.set({ state }, count);
  },
});

new Gauge({
  name: 'scenedock_socketio_connected_sockets',
  help: 'Socket.io connections open to this process, by namespace',
  labelNames: ['namespace'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [namespace, count] of Object.entries(connectedSockets())) this.set({ namespace }, count);
  },
});

new Gauge({
  name: 'scenedock_db_connections_open',
  help: 'Database connections this process holds open',
  registers: [metricsRegistry],
  collect() {
    this.set(poolStats().open);
  },
});

// Only MySQL/MariaDB has a pool to read (see db/pool.ts); on SQLite these would be made-up zeros.
if (sequelize.getDialect() !== 'sqlite') {
  const pooled = (name: string, help: string, read: (stats: MysqlPoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [metricsRegistry],
      collect() {
        const stats = poolStats();
        if (stats.dialect !== 'sqlite') this.set(read(stats));
      },
    });
  pooled(
    'scenedock_db_pool_connections_in_use',
    'Pooled database connections running a query or transaction',
    (s) => s.inUse,
  );
  pooled('scenedock_db_pool_connections_idle', 'Pooled database connections open and free', (s) => s.idle);
  pooled(
    'scenedock_db_pool_waiting_requests',
    'Queries waiting for a free pooled connection',
    (s) => s.waiting,
  );
  pooled('scenedock_db_pool_connections_max', 'Most connections the pool opens', (s) => s.max);
}

/** The registry in Prometheus's text format, and the content type to send it with. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
