/**
 * `npm run worker`: a process that only works the queue (Bull on Redis), beside API processes
 * started with RUN_WORKERS=false or not. Its events reach browsers through Redis (docs/runtime.md).
 */
import { config } from './config';
import { logger } from './logger';
import { sequelize } from './db/sequelize';
import { prepareSchema, withStartUpLock } from './db/migrator';
import './models';
import { attachEmitter, closeRealtime } from './realtime';
import { startActorCacheSync, stopActorCacheSync } from './services/actorCache';
import { closeQueue } from './queue';
import { startWorkers } from './workers';
import { startMetricsServer, stopMetricsServer } from './http/metrics';

async function main() {
  if (!config.redisUrl) {
    throw new Error('npm run worker needs REDIS_URL: without Redis the API process works the queue itself');
  }
  await withStartUpLock(prepareSchema);
  await attachEmitter();
  // Imports move departments' kept counts, which the API instances hold with their actors.
  await startActorCacheSync();
  await startWorkers();
  await startMetricsServer(); // METRICS_PORT, when set: this process's job metrics
  logger.info({ concurrency: config.workerConcurrency, database: sequelize.getDialect() }, 'worker started');

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'worker shutting down');
    void stopMetricsServer(); // first: a scrape would open the queue again once it is closed
    // Waits for running jobs to finish; one killed instead resumes after its last committed batch.
    void closeQueue()
      .then(() => closeRealtime())
      .then(() => stopActorCacheSync())
      .then(() => sequelize.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  logger.fatal({ err }, 'worker failed to start');
  process.exit(1);
});
