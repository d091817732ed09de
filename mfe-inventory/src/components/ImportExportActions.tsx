import { useEffect, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { FileDown, History, Printer, Upload } from 'lucide-react';
import { Button, can, downloadBlob, lazyDialog, useCurrentUser } from '@scenedock/ui';
import { useNavigate } from '@scenedock/ui/router';
import { useExportItems, type ExportFilters } from '../api/exports';
import type { ImportKind } from '../imports/preview/validation';
import { prefetchWhenIdle } from '../lib/prefetch';
import { useLabelSelection } from './labels/LabelSelection';
import { PrintLabelsDialog } from './labels/PrintLabelsDialog';

// Both dialogs are chunks of their own: papaparse and the virtual table, socket.io's client.
const ImportCsvDialog = lazyDialog(() =>
  import('../imports/preview/ImportCsvDialog').then((m) => m.ImportCsvDialog),
);
const ImportProgressDialog = lazyDialog(() =>
  import('../imports/progress/ImportProgressDialog').then((m) => m.ImportProgressDialog),
);

const EXPORT_NOUNS: Record<ImportKind, string> = { props: 'props', sets: 'set pieces', costumes: 'costumes' };

interface ImportExportActionsProps<K extends ImportKind> {
  kind: K;
  /** the list's filters as the server takes them: the export is every item they match */
  filters: ExportFilters[K];
}

/**
 * A list screen's CSV buttons: Import History (anyone), Export CSV of the filtered list (anyone),
 * Print labels of the items ticked, or else of the filtered list (anyone: docs/labels-and-scanning.md), and Import CSV (managers and up), which opens the import and then the new job's progress.
 */
export function ImportExportActions<K extends ImportKind>({ kind, filters }: ImportExportActionsProps<K>) {
  const { data: user } = useCurrentUser();
  const canImport = can(user, 'runImports');
  const navigate = useNavigate();
  const exporter = useExportItems(kind);
  const [importing, setImporting] = useState(false);
  const [printing, setPrinting] = useState(false);
  // Items ticked on the list: "Print labels" prints them, and says so, instead of the whole list.
  const selected = useLabelSelection();
  const [progressJobId, setProgressJobId] = useState<number | null>(null);

  useEffect(() => (canImport ? prefetchWhenIdle(ImportCsvDialog.preload) : undefined), [canImport]);

  async function exportCsv() {
    try {
      const { blob, fileName } = await exporter.mutateAsync(filters);
      downloadBlob(blob, fileName);
    } catch {
      toast.error(`Failed to export ${EXPORT_NOUNS[kind]}`);
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        icon={<History className="size-4" aria-hidden="true" />}
        onClick={() => void navigate('/import-history')}
      >
        Import History
      </Button>
      <Button
        variant="secondary"
        icon={<FileDown className="size-4" aria-hidden="true" />}
        loading={exporter.isPending}
        onClick={() => void exportCsv()}
      >
        Export CSV
      </Button>
      <Button
        variant="secondary"
        icon={<Printer className="size-4" aria-hidden="true" />}
        onClick={() => setPrinting(true)}
      >
        {selected.ids.length ? `Print labels (${selected.ids.length} selected)` : 'Print labels'}
      </Button>
      <PrintLabelsDialog
        kind={kind}
        open={printing}
        onClose={() => setPrinting(false)}
        target={selected.ids.length ? { ids: selected.ids } : { filters }}
        title={
          selected.ids.length === 1
            ? `Print label for ${selected.names[0]}`
            : selected.ids.length
              ? `Print labels for ${selected.ids.length} selected ${EXPORT_NOUNS[kind]}`
              : `Print labels for the ${EXPORT_NOUNS[kind]} listed`
        }
      />
      {canImport && (
        <Button
          variant="secondary"
          icon={<Upload className="size-4" aria-hidden="true" />}
          onClick={() => setImporting(true)}
        >
          Import CSV
        </Button>
      )}
      <ImportCsvDialog
        kind={kind}
        open={importing}
        onClose={() => setImporting(false)}
        onStarted={(job) => {
          setImporting(false);
          setProgressJobId(job.id);
        }}
      />
      <ImportProgressDialog
        jobId={progressJobId ?? 0}
        open={progressJobId !== null}
        onClose={() => setProgressJobId(null)}
      />
    </>
  );
}
