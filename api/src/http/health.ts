import type { RequestHandler } from 'express';
import { config } from '../config';
import { sequelize } from '../db/sequelize';
import { queueState } from '../queue';
import { realtimeState } from '../realtime';

/**
 * GET /health: database, Redis, queue and websocket state. 503 ("unhealthy") only when the database
 * does not answer. Redis down answers 200 with `status: "degraded"` and `redis: "down"`: every
 * instance shares one Redis, so a balancer that dropped instances for it would take the whole API
 * down, while requests (and the notifications they store) still work without it.
 */
export const healthHandler: RequestHandler = async (_req, res) => {
  let database: 'up' | 'down' = 'up';
  try {
    await sequelize.authenticate();
  } catch {
    database = 'down';
  }
  const websocket = realtimeState();
  const queue = queueState();
  let redis: 'up' | 'down' | 'off' = 'off';
  if (config.redisUrl) redis = queue.redis === 'down' || websocket.redis === 'down' ? 'down' : 'up';
  const status = database === 'down' ? 'unhealthy' : redis === 'down' ? 'degraded' : 'healthy';
  res.status(database === 'up' ? 200 : 503).json({
    status,
    database: { dialect: sequelize.getDialect(), status: database },
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
