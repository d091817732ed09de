import { ACTIVE_IMPORT_STATUSES, ImportJob } from '../models';
import { queueIdle } from '../queue';

/** Waits until an import job has ended (on any back end), and answers it. */
export async function waitForImport(id: number, timeoutMs = 20_000): Promise<ImportJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await ImportJob.findByPk(id);
    if (!job) throw new Error(`import job ${id} is gone`);
    if (!ACTIVE_IMPORT_STATUSES.includes(job.status)) {
      await queueIdle(); // its last pushes and notification are out
      return job;
    }
    if (Date.now() > deadline) throw new Error(`import job ${id} still ${job.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A CSV file body from rows of cells (quoted as a spreadsheet writes them). */
export function csvText(rows: (string | number)[][], eol = '\n'): string {
  const cell = (v: string | number) => {
    const text = String(v);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((row) => row.map(cell).join(',')).join(eol) + eol;
}
