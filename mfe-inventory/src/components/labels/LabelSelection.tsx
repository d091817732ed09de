import { createContext, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { Printer, X } from 'lucide-react';
import { Button } from '@scenedock/ui';
import type { ImportKind } from '../../imports/preview/validation';
import type { InventoryItem } from '../../lib/items';
import { PrintLabelsDialog } from './PrintLabelsDialog';

/** At most this many items in one labels call (the server's limit). */
export const MAX_SELECTED = 500;

const NOUNS: Record<ImportKind, [one: string, many: string]> = {
  props: ['prop', 'props'],
  sets: ['set piece', 'set pieces'],
  costumes: ['costume', 'costumes'],
};

interface Selection {
  /** chosen ids and their names, in the order they were chosen */
  chosen: ReadonlyMap<number, string>;
  toggle: (item: Pick<InventoryItem, 'id' | 'name'>, on: boolean) => void;
  clear: () => void;
}

const SelectionContext = createContext<Selection | null>(null);

/**
 * Items picked on a list to print their labels (docs/labels-and-scanning.md): the cards' and rows'
 * checkboxes (SelectForLabels) fill it, across pages and filters, and the bar under the list prints
 * them. Screens without it show no checkboxes.
 */
export function LabelSelectionProvider({ kind, children }: { kind: ImportKind; children: ReactNode }) {
  const [chosen, setChosen] = useState<ReadonlyMap<number, string>>(() => new Map());
  const selection = useMemo<Selection>(
    () => ({
      chosen,
      toggle: (item, on) =>
        setChosen((current) => {
          const next = new Map(current);
          if (on) next.set(item.id, item.name);
          else next.delete(item.id);
          return next;
        }),
      clear: () => setChosen(new Map()),
    }),
    [chosen],
  );
  return (
    <SelectionContext.Provider value={selection}>
      {children}
      <SelectedLabelsBar kind={kind} selection={selection} />
    </SelectionContext.Provider>
  );
}

/**
 * The items picked for labels on this screen, in the order chosen (empty when none, or outside a
 * LabelSelectionProvider): the list's top "Print labels" prints them instead of the whole list.
 */
export function useLabelSelection(): { ids: number[]; names: string[] } {
  const selection = useContext(SelectionContext);
  return useMemo(
    () => ({
      ids: selection ? [...selection.chosen.keys()] : [],
      names: selection ? [...selection.chosen.values()] : [],
    }),
    [selection],
  );
}

/** The checkbox of one card or row: "Select <name> for labels". */
export function SelectForLabels({ item }: { item: Pick<InventoryItem, 'id' | 'name'> }) {
  const selection = useContext(SelectionContext);
  const id = useId();
  if (!selection) return null;
  const checked = selection.chosen.has(item.id);
  return (
    <span className="inline-flex shrink-0 items-center">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={!checked && selection.chosen.size >= MAX_SELECTED}
        onChange={(event) => selection.toggle(item, event.target.checked)}
        className="size-4 rounded border-gray-300 text-indigo-600 focus:ring-indigo-600"
      />
      <label htmlFor={id} className="sr-only">
        Select {item.name} for labels
      </label>
    </span>
  );
}

/** "3 props selected · Print labels · Clear", fixed under the list while anything is selected. */
function SelectedLabelsBar({ kind, selection }: { kind: ImportKind; selection: Selection }) {
  const [printing, setPrinting] = useState(false);
  const count = selection.chosen.size;
  const [one, many] = NOUNS[kind];
  const noun = count === 1 ? one : many;
  const ids = [...selection.chosen.keys()];
  const title =
    count === 1
      ? `Print label for ${[...selection.chosen.values()][0]}`
      : `Print labels for ${count} selected ${noun}`;
  return (
    <>
      {count > 0 && (
        <section
          aria-label="Selected for labels"
          className="sticky bottom-4 z-10 mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-white px-4 py-3 shadow-lg ring-1 ring-gray-200"
        >
          <p role="status" className="text-sm text-gray-800">
            {count} {noun} selected
            {count >= MAX_SELECTED && ` (at most ${MAX_SELECTED} at a time)`}
          </p>
          <div className="ml-auto flex flex-wrap gap-2">
            <Button
              variant="secondary"
              icon={<X className="size-4" aria-hidden="true" />}
              onClick={selection.clear}
            >
              Clear selection
            </Button>
            <Button
              icon={<Printer className="size-4" aria-hidden="true" />}
              onClick={() => setPrinting(true)}
            >
              {count === 1 ? 'Print label for 1 selected' : `Print labels for ${count} selected`}
            </Button>
          </div>
        </section>
      )}
      <PrintLabelsDialog
        kind={kind}
        open={printing && count > 0}
        onClose={() => setPrinting(false)}
        target={{ ids }}
        title={title}
      />
    </>
  );
}
