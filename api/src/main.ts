import http from 'node:http';
import { config } from './config';
import { logger } from './logger';
import { sequelize } from './db/sequelize';
import { prepareSchema, withStartUpLock } from './db/migrator';
import './models';
import { createApp } from './app';
import { startMetricsServer, stopMetricsServer } from './http/metrics';
import { stopServing } from './http/health';
import { secureRealtimeAnswers } from './http/securityHeaders';
import { attachRealtime, closeRealtime } from './realtime';
import { provideImportJobs } from './realtime/push';
import { startActorCacheSync, stopActorCacheSync } from './services/actorCache';
import { startSharedAllowance, stopSharedAllowance } from './services/search/sharedAllowance';
import { closeQueue } from './queue';
import { importJobFor, progressOf } from './services/imports';
import { startWorkers } from './workers';
import { ensureSuperuser } from './bootstrap/superuser';
import { DEMO_PASSWORD, seedDemo } from './bootstrap/demo';
import { secureDataDir } from './bootstrap/dataDir';
import { sweepStaleUploads } from './services/files';
import { storage } from './services/storage';
import { backgroundTasksSettled } from './lib/background';

/** What a person starting the app needs to read: where it is and how to sign in. */
function printBanner(lines: string[]) {
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

async function main() {
  secureDataDir();
  await sweepStaleUploads();
  // One process at a time: the first to start migrates and creates what must exist once.
  const { superuser, demo } = await withStartUpLock(async () => {
    await prepareSchema();
    return { superuser: await ensureSuperuser(), demo: config.seedDemo ? await seedDemo() : null };
  });

  const server = http.createServer(createApp());
  secureRealtimeAnswers(server, await attachRealtime(server));
  await startActorCacheSync();
  await startSharedAllowance();
  provideImportJobs(importJobFor, progressOf);
  // Without Redis there is no other process to work the queue: this one always does.
  if (config.runWorkers || !config.redisUrl) await startWorkers();
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  await startMetricsServer(); // METRICS_PORT, when set
  logger.info(
    {
      port: config.port,
      database: sequelize.getDialect(),
      redis: Boolean(config.redisUrl),
      storage: storage.describe(),
    },
    'listening',
  );

  const lines = [`Scenedock is running at ${config.publicUrl}  (API docs: ${config.publicUrl}/docs)`];
  if (superuser?.generatedPassword) {
    lines.push(
      `Superuser created: ${superuser.email} / ${superuser.generatedPassword}  (shown once: keep it)`,
    );
  } else if (superuser) {
    lines.push(`Superuser created: ${superuser.email} (password from ADMIN_PASSWORD)`);
  }
  if (demo) {
    lines.push(`Demo data loaded. Every demo account's password is ${DEMO_PASSWORD}:`);
    for (const account of demo)
      lines.push(`  ${account.email.padEnd(30)} ${account.role.padEnd(10)} ${account.department}`);
  }
  printBanner(lines);

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    stopServing();
    server.close();
    void stopMetricsServer(); // first: a scrape would open the queue again once it is closed
    void closeQueue()
      .then(() => closeRealtime())
      .then(() => stopActorCacheSync())
      .then(() => stopSharedAllowance())
      .then(() => backgroundTasksSettled())
      .then(() => sequelize.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  logger.fatal({ err }, 'failed to start');
  process.exit(1);
});
