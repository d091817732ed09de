import type { Actor } from '../../domain/actor';
import { NotFound } from '../../errors';
import { ACTIVE_IMPORT_STATUSES, ImportJob } from '../../models';
import { enqueue, type JobHandler } from '../../queue';
import { findJob } from './jobs';
import { giveUpImport, runImport, wakeImport } from './processor';

/** The queue's `import` job (`wake`: a waiting job's wake-up, see processor.ts). */
export const importJobHandler: JobHandler<'import'> = {
  run: ({ importJobId, wake }) => (wake ? wakeImport(importJobId) : runImport(importJobId)),
  giveUp: ({ importJobId }, error) => giveUpImport(importJobId, error),
};

/**
 * Queues every unfinished job again when a worker starts: the in-process runner forgets its queue
 * when the process ends, and a job whose queue entry was lost (Redis flushed) would wait for ever.
 * Adding a job that is queued already changes nothing; a running one resumes after its last batch.
 */
export async function requeueUnfinishedImports(): Promise<number> {
  const jobs = await ImportJob.findAll({
    where: { status: ACTIVE_IMPORT_STATUSES },
    attributes: ['id', 'job_id'],
  });
  for (const job of jobs) await enqueue('import', { importJobId: job.id }, job.job_id);
  return jobs.length;
}

/** The job a progress socket asks to follow, if the actor may see it. */
export async function importJobFor(ref: string, actor: Actor) {
  try {
    const job = await findJob(actor, ref);
    return { id: job.id, departmentId: job.department_id };
  } catch (err) {
    if (err instanceof NotFound) return null;
    throw err;
  }
}

export { progressOf } from './progress';
