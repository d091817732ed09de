import type { RequestHandler } from 'express';
import { config } from '../config';
import { sequelize } from '../db/sequelize';
import { queueState } from '../queue';
import { realtimeState } from '../realtime';

/** GET /health: database, queue and websocket state; 503 when the database does not answer. */
export const healthHandler: RequestHandler = async (_req, res) => {
  let database: 'up' | 'down' = 'up';
  try {
    await sequelize.authenticate();
  } catch {
    database = 'down';
  }
  const websocket = realtimeState();
  const queue = queueState();
  res.status(database === 'up' ? 200 : 503).json({
    status: database === 'up' ? 'healthy' : 'unhealthy',
    database: { dialect: sequelize.getDialect(), status: database },
    queue: {
      backend: queue.backend === 'bull' ? 'redis' : 'in-process',
      status: queue.redis ?? 'up',
      working: queue.working,
    },
    websocket: { enabled: websocket.enabled, adapter: config.redisUrl ? 'redis' : 'memory' },
  });
};
