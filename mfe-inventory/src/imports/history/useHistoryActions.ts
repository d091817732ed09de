import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { useBulkDeleteImportJobs, useDeleteImportJob, type ImportJob } from '../../api/imports';

export const HISTORY_CANCEL_CONFIRMATION = 'Are you sure you want to cancel this import job?';

const jobs = (n: number) => `${n} import job${n === 1 ? '' : 's'}`;

/** 'Removed 2 import jobs from history. Skipped 1 (Cancel the job before removing it).' */
export function bulkDeleteReport(removed: number, skipped: { reason: string }[]): string {
  const done = removed > 0 ? `Removed ${jobs(removed)} from history.` : 'No import jobs were removed.';
  if (skipped.length === 0) return done;
  const reasons = [...new Set(skipped.map((s) => s.reason))].join('; ');
  return `${done} Skipped ${skipped.length} (${reasons}).`;
}

/** The history's changes with their toasts, and which confirmation is open. */
export function useHistoryActions({ onCancelled }: { onCancelled: (job: ImportJob) => void }) {
  const remove = useDeleteImportJob();
  const bulk = useBulkDeleteImportJobs();
  const [cancelling, setCancelling] = useState<ImportJob | null>(null);
  const [confirmingBulk, setConfirmingBulk] = useState(false);

  return {
    cancelling,
    askCancel: setCancelling,
    closeCancel: () => setCancelling(null),
    async cancel(job: ImportJob) {
      try {
        const answer = await remove.mutateAsync(job.id);
        if (answer.outcome === 'cancelled')
          toast.success('Import job cancelled successfully', { duration: 3000 });
        else toast(answer.message, { duration: 4000 });
        onCancelled(job);
      } catch (error) {
        toast.error('Failed to cancel import job', { duration: 5000 });
        throw error;
      }
    },

    confirmingBulk,
    askBulkDelete: () => setConfirmingBulk(true),
    closeBulkDelete: () => setConfirmingBulk(false),
    bulkBusy: bulk.isPending,
    async bulkDelete(ids: number[]): Promise<void> {
      try {
        const { removed, skipped } = await bulk.mutateAsync(ids);
        const message = bulkDeleteReport(removed.length, skipped);
        if (skipped.length === 0) toast.success(message, { duration: 3000 });
        else toast(message, { duration: 4000 });
      } catch (error) {
        toast.error('Failed to delete import jobs', { duration: 5000 });
        throw error;
      }
    },
  };
}

export type HistoryActions = ReturnType<typeof useHistoryActions>;
