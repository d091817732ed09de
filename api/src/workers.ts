/**
 * What a process that works the queue starts: the handlers of every job, and the unfinished imports
 * queued again. The API process runs it unless RUN_WORKERS=false; `npm run worker` runs only this.
 */
import { logger } from './logger';
import { startWorking } from './queue';
import { importJobHandler, requeueUnfinishedImports } from './services/imports';

export async function startWorkers(): Promise<void> {
  startWorking({ import: importJobHandler });
  const requeued = await requeueUnfinishedImports();
  if (requeued > 0) logger.info({ requeued }, 'unfinished imports queued again');
}
