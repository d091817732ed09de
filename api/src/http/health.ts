import type { RequestHandler } from 'express';
import { config } from '../config';
import { sequelize } from '../db/sequelize';
import { schemaState } from '../db/migrator';
import { queueState } from '../queue';
import { realtimeState } from '../realtime';

/** Set once the process is shutting down: readiness answers 503 so the balancer sends no more. */
let draining = false;
export function stopServing(): void {
  draining = true;
}

async function databaseAnswers(): Promise<boolean> {
  try {
    await sequelize.authenticate();
    return true;
  } catch {
    return false;
  }
}

/**
 * GET /health: the version, database (with its schema version), Redis, queue and websocket state.
 * 503 ("unhealthy") only when the database does not answer. Redis down answers 200 with
 * `status: "degraded"` and `redis: "down"`: every instance shares one Redis, so a balancer that
 * dropped instances for it would take the whole API down, while requests (and the notifications
 * they store) still work without it.
 */
export const healthHandler: RequestHandler = async (_req, res) => {
  const database = (await databaseAnswers()) ? 'up' : 'down';
  const schema = database === 'up' ? await schemaState().catch(() => null) : null;
  const websocket = realtimeState();
  const queue = queueState();
  let redis: 'up' | 'down' | 'off' = 'off';
  if (config.redisUrl) redis = queue.redis === 'down' || websocket.redis === 'down' ? 'down' : 'up';
  const status = database === 'down' ? 'unhealthy' : redis === 'down' ? 'degraded' : 'healthy';
  res.status(database === 'up' ? 200 : 503).json({
    status,
    version: config.version,
    database: {
      dialect: sequelize.getDialect(),
      status: database,
      ...(schema
        ? { schema: schema.current, schema_latest: schema.latest, pending_migrations: schema.pending.length }
        : {}),
    },
    redis,
    queue: {
      backend: queue.backend === 'bull' ? 'redis' : 'in-process',
      status: queue.redis ?? 'up',
      working: queue.working,
    },
    websocket: {
      enabled: websocket.enabled,
      adapter: config.redisUrl ? 'redis' : 'memory',
      ...(websocket.redis ? { redis: websocket.redis } : {}),
    },
  });
};

/**
 * GET /health/live: the process runs and its event loop turns. Restart it when this fails; it
 * checks nothing outside the process, so a database outage never restarts every instance at once.
 */
export const liveHandler: RequestHandler = (_req, res) => {
  res.json({ status: 'live', version: config.version });
};

/**
 * GET /health/ready: send it requests. 503 while the database does not answer, while its schema is
 * behind this version, and once the process is shutting down (so a balancer drains it first).
 */
export const readyHandler: RequestHandler = async (_req, res) => {
  let reason: string | null = null;
  if (draining) reason = 'shutting down';
  else if (!(await databaseAnswers())) reason = 'database unavailable';
  else {
    const schema = await schemaState().catch(() => null);
    if (!schema) reason = 'database unavailable';
    else if (schema.pending.length > 0)
      reason = `schema behind: ${schema.pending.length} migration(s) pending`;
  }
  res
    .status(reason ? 503 : 200)
    .json(reason ? { status: 'not ready', reason } : { status: 'ready', version: config.version });
};
