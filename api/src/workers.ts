/**
 * What a process that works the queue starts: the handlers of every job, and the unfinished imports
 * queued again. The API process runs it unless RUN_WORKERS=false; `npm run worker` runs only this.
 */
import { config } from './config';
import { logger } from './logger';
import { repeatJob, startWorking } from './queue';
import { importJobHandler, requeueUnfinishedImports } from './services/imports';
import { lendingClockHandler } from './services/lending/reminders';
import { MAIL_OUTBOX_MS, mailOutboxHandler } from './services/mailOutbox';
import { sweepUploadsHandler, UPLOAD_SWEEP_MS } from './services/uploadSweep';
import { WEBHOOK_SWEEP_MS, webhookJobHandler, webhookSweepHandler } from './services/webhooks/delivery';

export async function startWorkers(): Promise<void> {
  startWorking({
    import: importJobHandler,
    'lending-clock': lendingClockHandler,
    'sweep-uploads': sweepUploadsHandler,
    webhook: webhookJobHandler,
    'webhook-sweep': webhookSweepHandler,
    'mail-outbox': mailOutboxHandler,
  });
  await repeatJob('lending-clock', {}, config.lendingClockMs);
  await repeatJob('sweep-uploads', {}, UPLOAD_SWEEP_MS);
  await repeatJob('webhook-sweep', {}, WEBHOOK_SWEEP_MS);
  await repeatJob('mail-outbox', {}, MAIL_OUTBOX_MS);
  const requeued = await requeueUnfinishedImports();
  if (requeued > 0) logger.info({ requeued }, 'unfinished imports queued again');
}
