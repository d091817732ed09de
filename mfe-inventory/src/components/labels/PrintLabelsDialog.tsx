import { useEffect, useMemo, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import { Alert, ApiError, Button, Dialog, downloadBlob, SelectField, TextField } from '@scenedock/ui';
import { useLabelStocks, usePrintLabels, type LabelTarget } from '../../api/labels';
import type { ImportKind } from '../../imports/preview/validation';

/** The stock last printed on, on this device (docs/labels-and-scanning.md). */
export const STOCK_KEY = 'scenedock.labels.stock';

function rememberedStock(): string | null {
  try {
    return window.localStorage.getItem(STOCK_KEY);
  } catch {
    return null;
  }
}

function remember(stock: string) {
  try {
    window.localStorage.setItem(STOCK_KEY, stock);
  } catch {
    // storage refused (private mode, an embedding page's policy): the choice is simply not kept
  }
}

interface PrintLabelsDialogProps<K extends ImportKind> {
  kind: K;
  open: boolean;
  onClose: () => void;
  /** a selection, or the list's filters */
  target: LabelTarget<K>;
  /** "Print labels for 3 selected props", "Print label for Brass lantern" */
  title: string;
}

/**
 * Picks the label stock (remembered) and how many labels of the first sheet are used already, then
 * downloads the PDF of the labels.
 */
export function PrintLabelsDialog<K extends ImportKind>({
  kind,
  open,
  onClose,
  target,
  title,
}: PrintLabelsDialogProps<K>) {
  const stocks = useLabelStocks(open);
  const printer = usePrintLabels(kind);
  const [stock, setStock] = useState<string>('');
  const [skip, setSkip] = useState('0');
  const [failure, setFailure] = useState<string | null>(null);

  const list = useMemo(() => (Array.isArray(stocks.data) ? stocks.data : []), [stocks.data]);
  useEffect(() => {
    if (!open || list.length === 0 || stock) return;
    const kept = rememberedStock();
    setStock(list.some((s) => s.id === kept) ? kept! : list[0].id);
  }, [open, list, stock]);
  useEffect(() => {
    if (open) setFailure(null);
  }, [open]);

  const chosen = list.find((s) => s.id === stock);
  const perPage = chosen?.per_page ?? 1;
  const skipNumber = Number(skip);
  const skipError =
    perPage > 1 && (!Number.isInteger(skipNumber) || skipNumber < 0 || skipNumber > perPage - 1)
      ? `Between 0 and ${perPage - 1}`
      : undefined;

  async function print(event: FormEvent) {
    event.preventDefault();
    if (!chosen || skipError) return;
    setFailure(null);
    remember(chosen.id);
    try {
      const { blob, fileName } = await printer.mutateAsync({
        target,
        stock: chosen.id,
        skip: perPage > 1 ? skipNumber : 0,
      });
      downloadBlob(blob, fileName);
      toast.success('Labels ready: print the PDF at 100% (no “fit to page”)');
      onClose();
    } catch (err) {
      setFailure(
        err instanceof ApiError && err.detail ? err.detail : 'The labels could not be made. Try again.',
      );
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="print-labels-form" loading={printer.isPending} disabled={!chosen}>
            Download PDF
          </Button>
        </>
      }
    >
      <form id="print-labels-form" className="space-y-4" onSubmit={(e) => void print(e)} noValidate>
        {stocks.isError && <Alert>The label stocks could not be loaded.</Alert>}
        <SelectField
          label="Label stock"
          value={stock}
          onChange={(e) => setStock(e.target.value)}
          options={list.map((s) => ({ value: s.id, label: s.name }))}
          disabled={list.length === 0}
        />
        {perPage > 1 && (
          <TextField
            label="Labels already used on the first sheet"
            type="number"
            inputMode="numeric"
            min={0}
            max={perPage - 1}
            value={skip}
            onChange={(e) => setSkip(e.target.value)}
            error={skipError}
            hint={`Printing starts after them, row by row (${perPage} labels a sheet).`}
          />
        )}
        {failure && <Alert>{failure}</Alert>}
      </form>
    </Dialog>
  );
}
