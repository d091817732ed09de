import { useCallback, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Download } from 'lucide-react';
import { Button, CheckboxField, Dialog, Spinner } from '@scenedock/ui';
import { startErrorMessage, useStartImport, type StartedImportJob } from '../../api/importStart';
import { PreviewTable } from './PreviewTable';
import { downloadTemplate, templateFileName } from './template';
import { useCsvPreview, type PreviewRow } from './useCsvPreview';
import { EMPTY_FILE, IMPORT_COLUMNS, type ImportKind } from './validation';

export const IMPORT_TITLES: Record<ImportKind, string> = {
  props: 'Import Props from CSV',
  sets: 'Import Set Pieces from CSV',
  costumes: 'Import Costumes from CSV',
};

const NOUNS: Record<ImportKind, string> = { props: 'props', sets: 'set pieces', costumes: 'costumes' };

export interface ImportCsvDialogProps {
  kind: ImportKind;
  open: boolean;
  onClose: () => void;
  /** the job the server queued for the file: the caller shows its progress (this dialog is done) */
  onStarted: (job: StartedImportJob) => void;
}

/**
 * Choose a CSV file, check its rows against the import's rules in the browser, correct or delete
 * the rows with errors, and start the import. Each opening starts afresh.
 */
export function ImportCsvDialog(props: ImportCsvDialogProps) {
  return props.open ? <ImportCsvForm {...props} /> : null;
}

function plural(count: number, noun: string): string {
  return `${count.toLocaleString()} ${noun}${count === 1 ? '' : 's'}`;
}

function ImportCsvForm({ kind, onClose, onStarted }: ImportCsvDialogProps) {
  const preview = useCsvPreview(kind);
  const { file, phase, fileErrors, csv, rows, errorCount } = preview;
  const start = useStartImport(kind);
  const inputId = useId();
  const blockerId = useId();
  /** 'Show only rows with errors': the rows that had errors when it was ticked, so a fixed row stays put */
  const [onlyErrors, setOnlyErrors] = useState<Set<number> | null>(null);

  const columns = useMemo(
    () => (csv ? IMPORT_COLUMNS[kind].filter((column) => csv.fields.includes(column.field)) : []),
    [csv, kind],
  );
  const otherHeaders = useMemo(() => {
    if (!csv) return [];
    const known = new Set(IMPORT_COLUMNS[kind].map((column) => column.field));
    return csv.headers.filter((header, index) => !known.has(csv.fields[index]) && header.trim() !== '');
  }, [csv, kind]);

  const shown = useMemo(
    () => (onlyErrors ? rows.filter((row) => onlyErrors.has(row.key)) : rows),
    [rows, onlyErrors],
  );
  // Row numbers count every row, shown or not, and close up after a delete.
  const positions = useMemo(
    () => (onlyErrors ? new Map(rows.map((row, index) => [row.key, index + 1])) : null),
    [rows, onlyErrors],
  );
  const numberOf = useCallback(
    (row: PreviewRow, index: number) => positions?.get(row.key) ?? index + 1,
    [positions],
  );

  const busy = phase === 'reading' || phase === 'checking';
  const hasErrors = fileErrors.length > 0 || errorCount > 0;
  // Every row deleted: nothing is left to import.
  const emptied = phase === 'ready' && csv !== null && rows.length === 0 && !hasErrors;
  const blocker = !file
    ? 'Please select a file first'
    : hasErrors
      ? 'Please fix all errors before starting import'
      : emptied
        ? EMPTY_FILE
        : null;
  const canStart = !busy && !blocker && !start.isPending;

  async function startImport() {
    if (!file) {
      toast.error('Please select a file first');
      return;
    }
    if (busy || emptied) return;
    if (hasErrors) {
      toast.error('Please fix all errors before starting import');
      return;
    }
    const upload = preview.upload() ?? { file, rebuildFailed: false };
    if (upload.rebuildFailed) toast.error('Failed to process edited data. Using original file.');
    try {
      const job = await start.mutateAsync({ file: upload.file, fileName: file.name });
      // the kit's toasts: success 3 s, error 5 s
      toast.success(`Import job started with ID: ${job.id}`);
      onStarted(job);
    } catch (error) {
      toast.error(startErrorMessage(error));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={IMPORT_TITLES[kind]}
      size="xl"
      footer={
        <>
          {blocker && !busy && (
            // A line of its own on a phone, so Cancel and Start Import stay side by side under it.
            <p id={blockerId} className="mr-auto self-center text-sm text-gray-600 max-sm:w-full">
              {blocker}
            </p>
          )}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => void startImport()}
            disabled={!canStart}
            loading={start.isPending}
            aria-describedby={blocker && !busy ? blockerId : undefined}
          >
            Start Import
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-gray-700">
          Choose a CSV file of {NOUNS[kind]} with a header row. A row with an ID updates that item; a row
          without one adds a new item. Check the rows below and correct or delete any with errors before
          starting the import.
        </p>

        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
              CSV file
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={fileErrors.length ? true : undefined}
              aria-describedby={`${inputId}-hint${fileErrors.length ? ` ${inputId}-error` : ''}`}
              onChange={(event) => {
                setOnlyErrors(null);
                void preview.choose(event.target.files?.[0] ?? null);
                // The same file can be chosen again after it is corrected.
                event.target.value = '';
              }}
              className="mt-1 block w-full text-sm text-gray-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100"
            />
            <p id={`${inputId}-hint`} className="mt-1 text-xs text-gray-600">
              {file ? `${file.name}. ` : ''}CSV only, up to 50 MB.
            </p>
          </div>
          <Button
            variant="secondary"
            icon={<Download className="size-4" aria-hidden="true" />}
            onClick={() => downloadTemplate(kind)}
            title={templateFileName(kind)}
          >
            Download template
          </Button>
        </div>

        {fileErrors.length > 0 && (
          <div id={`${inputId}-error`} role="alert" className="space-y-1 text-sm text-red-700">
            {fileErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}

        {busy && (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
            <Spinner className="size-4" />
            {phase === 'reading' ? `Reading ${file?.name ?? 'the file'}…` : 'Checking the rows…'}
          </p>
        )}

        {phase === 'ready' && rows.length > 0 && (
          <div className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              {errorCount > 0 ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  Found {errorCount} rows with errors. Please fix before starting import.
                </p>
              ) : (
                <p role="status" className="text-sm text-gray-700">
                  {plural(rows.length, 'row')} ready to import.
                </p>
              )}
              {(errorCount > 0 || onlyErrors) && (
                <CheckboxField
                  label="Show only rows with errors"
                  checked={onlyErrors !== null}
                  onChange={(event) =>
                    setOnlyErrors(
                      event.target.checked
                        ? new Set(rows.filter((row) => row.errors).map((row) => row.key))
                        : null,
                    )
                  }
                />
              )}
            </div>
            {otherHeaders.length > 0 && (
              <p className="text-xs text-gray-600">
                Other columns are uploaded as they are: {otherHeaders.join(', ')}.
              </p>
            )}
            <PreviewTable
              label={`Rows to import (${plural(rows.length, 'row')})`}
              columns={columns}
              rows={shown}
              numberOf={numberOf}
              onEdit={preview.edit}
              onRemove={preview.remove}
            />
          </div>
        )}
      </div>
    </Dialog>
  );
}
