import { useEffect, useState, type ChangeEvent } from 'react';

/**
 * Which rows of a table's page are chosen, for a bulk action. `selectable` are the rows the viewer
 * may choose (in their order); a change of `resetKey` (other filters, another page) starts afresh,
 * since a selection belongs to the rows it was made on.
 */
export function useRowSelection<Row extends { id: number }>(selectable: readonly Row[], resetKey: string) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => setSelected(new Set()), [resetKey]);

  const chosen = selectable.filter((row) => selected.has(row.id));
  const all = selectable.length > 0 && chosen.length === selectable.length;
  const some = chosen.length > 0 && !all;

  return {
    /** the chosen rows among the selectable ones, in their order */
    chosen,
    isSelected: (id: number) => selected.has(id),
    toggle: (id: number, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    clear: () => setSelected(new Set()),
    /** the header's checkbox: every selectable row, and mixed (indeterminate) while only some are chosen */
    allBox: {
      checked: all,
      // `indeterminate` is a property only, never an attribute: set on the element itself.
      ref: (box: HTMLInputElement | null) => {
        if (box) box.indeterminate = some;
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setSelected(event.target.checked ? new Set(selectable.map((row) => row.id)) : new Set()),
    },
  };
}

/** What useRowSelection answers, for the table that shows the checkboxes. */
export type RowSelection<Row extends { id: number } = { id: number }> = ReturnType<
  typeof useRowSelection<Row>
>;
