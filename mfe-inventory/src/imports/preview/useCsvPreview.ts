import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { buildCsv, CsvParseError, fileProblem, parseCsvFile, type ParsedCsv } from './parse';
import {
  EMPTY_FILE,
  headerProblem,
  validateRow,
  validateRows,
  type ImportKind,
  type RowErrors,
  type RowValues,
} from './validation';

export interface PreviewRow {
  /** stays with the row when rows before it are deleted (its number does not) */
  key: number;
  values: RowValues;
  errors: RowErrors | null;
}

/** idle: no file; reading and checking: the file is being parsed, then its rows validated. */
export type PreviewPhase = 'idle' | 'reading' | 'checking' | 'ready';

function describe(failure: unknown): string {
  if (failure instanceof CsvParseError) return failure.message;
  return `Error parsing CSV: ${failure instanceof Error ? failure.message : String(failure)}`;
}

/**
 * A chosen CSV file as rows to check and correct before the import: read in the browser, every
 * row validated by the import's rules, a row re-validated when one of its cells is edited.
 */
export function useCsvPreview(kind: ImportKind) {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<PreviewPhase>('idle');
  /** problems with the file as a whole: refused, unreadable, a required column missing */
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [csv, setCsv] = useState<Pick<ParsedCsv, 'headers' | 'fields'> | null>(null);
  const [rows, setRows] = useState<PreviewRow[]>([]);
  /** a row was edited or deleted: the upload is rebuilt from the rows */
  const [edited, setEdited] = useState(false);
  const run = useRef<AbortController | null>(null);

  // Closing the dialog stops a read or check under way.
  useEffect(() => () => run.current?.abort(), []);

  const choose = useCallback(
    async (next: File | null) => {
      run.current?.abort();
      setFile(null);
      setCsv(null);
      setRows([]);
      setEdited(false);
      setFileErrors([]);
      setPhase('idle');
      if (!next) return;
      const problem = fileProblem(next);
      if (problem) {
        setFileErrors([problem]);
        return;
      }
      const controller = new AbortController();
      run.current = controller;
      const { signal } = controller;
      setFile(next);
      setPhase('reading');
      try {
        const parsed = await parseCsvFile(next, { signal });
        signal.throwIfAborted();
        setCsv(parsed);
        const problem = headerProblem(kind, parsed.fields) ?? (parsed.rows.length ? null : EMPTY_FILE);
        if (problem) {
          setFileErrors([problem]);
          setPhase('ready');
          return;
        }
        setPhase('checking');
        const errors = await validateRows(kind, parsed.rows, { signal });
        signal.throwIfAborted();
        setRows(parsed.rows.map((values, index) => ({ key: index, values, errors: errors[index] })));
        setPhase('ready');
      } catch (failure) {
        if (signal.aborted) return;
        setFileErrors([describe(failure)]);
        setPhase('ready');
      }
    },
    [kind],
  );

  const edit = useCallback(
    (key: number, field: string, value: string) => {
      setRows((current) =>
        current.map((row) => {
          if (row.key !== key) return row;
          const values = { ...row.values, [field]: value };
          return { key, values, errors: validateRow(kind, values) };
        }),
      );
      setEdited(true);
    },
    [kind],
  );

  const remove = useCallback((key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setEdited(true);
  }, []);

  const errorCount = useMemo(() => rows.reduce((count, row) => count + (row.errors ? 1 : 0), 0), [rows]);

  /** The file to upload: the chosen one, or after edits the rows as CSV under the original header. */
  const upload = useCallback((): { file: Blob; rebuildFailed: boolean } | null => {
    if (!file) return null;
    if (!edited || !csv) return { file, rebuildFailed: false };
    try {
      const text = buildCsv(
        csv,
        rows.map((row) => row.values),
      );
      return { file: new Blob([text], { type: 'text/csv' }), rebuildFailed: false };
    } catch {
      return { file, rebuildFailed: true };
    }
  }, [file, edited, csv, rows]);

  return { file, phase, fileErrors, csv, rows, edited, errorCount, choose, edit, remove, upload };
}
