import toast from 'react-hot-toast/headless';
import { downloadBlob } from '@scenedock/ui';
import { errorReportName, useDownloadImportErrors } from '../../api/imports';

/** Saves a job's full error report as import-job-{id}-errors.csv, with its toasts. */
export function useErrorReport() {
  const download = useDownloadImportErrors();
  return {
    busy: download.isPending,
    busyFor: (id: number) => download.isPending && download.variables === id,
    async save(id: number) {
      try {
        downloadBlob(await download.mutateAsync(id), errorReportName(id));
        toast.success('Error report downloaded', { duration: 3000 });
      } catch {
        toast.error('Failed to download error report', { duration: 5000 });
      }
    },
  };
}
