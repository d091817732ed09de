import { memo, useId, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Trash2 } from 'lucide-react';
import { IconButton } from '@scenedock/ui';
import type { PreviewRow } from './useCsvPreview';
import type { ImportColumn } from './validation';

/** A row's height before it is measured: one line of inputs (a row with errors is taller). */
const ROW_ESTIMATE = 44;

const WIDTHS: Partial<Record<string, string>> = { id: 'w-20', name: 'w-48', description: 'w-72' };
const TYPE_WIDTHS: Record<ImportColumn['type'], string> = {
  text: 'w-40',
  id: 'w-20',
  count: 'w-24',
  select: 'w-36',
  tags: 'w-48',
  components: 'w-56',
};

const CELL = 'border-b border-gray-200 px-1.5 py-1.5 align-top';
/**
 * The row's number and its Delete stay at the edges while the cells scroll sideways under them: a
 * file's columns are wider than a phone (or the dialog), and a row must be deletable from anywhere.
 */
const PINNED_START = 'sticky left-0 z-[1]';
const PINNED_END = 'sticky right-0 z-[1]';
const INPUT =
  'block w-full rounded border-0 bg-white px-2 py-1 text-sm text-gray-900 ring-1 ring-inset focus:ring-2 focus:ring-inset focus:ring-indigo-600';

export interface PreviewTableProps {
  /** the table's accessible name */
  label: string;
  /** the kind's columns the file has, in the kind's order */
  columns: readonly ImportColumn[];
  /** the rows shown (all of them, or those with errors) */
  rows: readonly PreviewRow[];
  /** a row's number in the file as it now is (1 = the first row after the header) */
  numberOf: (row: PreviewRow, index: number) => number;
  onEdit: (key: number, field: string, value: string) => void;
  onRemove: (key: number) => void;
}

/**
 * The rows of a file to import, each cell an input with its error beneath it. Only the rows in
 * view (and a few either side) are in the page, so 50,000 rows scroll as smoothly as 50.
 */
export function PreviewTable({ label, columns, rows, numberOf, onEdit, onRemove }: PreviewTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 6,
    getItemKey: (index) => rows[index].key,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0].start : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const span = columns.length + 2;

  return (
    // A grid of fields that scrolls both ways on purpose (its Row and Delete columns stay pinned);
    // the phone-size browser test lets its fields, not its buttons, lie past the edge.
    <div
      ref={scrollRef}
      data-scrolls-sideways
      className="max-h-[50vh] overflow-auto rounded-md ring-1 ring-gray-200"
    >
      <table
        aria-label={label}
        aria-rowcount={rows.length + 1}
        className="w-max min-w-full table-fixed border-separate border-spacing-0 text-sm"
      >
        <thead className="sticky top-0 z-10 bg-gray-50 text-left text-xs font-semibold text-gray-700">
          <tr aria-rowindex={1}>
            <th scope="col" className={`${CELL} ${PINNED_START} w-14 bg-gray-50 px-2`}>
              Row
            </th>
            {columns.map((column) => (
              <th
                key={column.field}
                scope="col"
                className={`${CELL} px-2 ${WIDTHS[column.field] ?? TYPE_WIDTHS[column.type]}`}
              >
                {column.header}
                {column.required && (
                  <span className="text-red-600" aria-hidden="true">
                    {' '}
                    *
                  </span>
                )}
              </th>
            ))}
            <th scope="col" className={`${CELL} ${PINNED_END} w-12 bg-gray-50`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {before > 0 && (
            <tr aria-hidden="true">
              <td colSpan={span} style={{ height: before }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            return (
              <PreviewTableRow
                key={item.key}
                measure={virtualizer.measureElement}
                index={item.index}
                row={row}
                number={numberOf(row, item.index)}
                columns={columns}
                listId={listId}
                onEdit={onEdit}
                onRemove={onRemove}
              />
            );
          })}
          {after > 0 && (
            <tr aria-hidden="true">
              <td colSpan={span} style={{ height: after }} />
            </tr>
          )}
        </tbody>
      </table>
      {/* The select columns' values, offered as suggestions in their inputs. */}
      {columns
        .filter((column) => column.options)
        .map((column) => (
          <datalist key={column.field} id={`${listId}-${column.field}`}>
            {column.options!.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        ))}
    </div>
  );
}

interface RowProps {
  measure: (element: Element | null) => void;
  index: number;
  row: PreviewRow;
  number: number;
  columns: readonly ImportColumn[];
  listId: string;
  onEdit: (key: number, field: string, value: string) => void;
  onRemove: (key: number) => void;
}

/** One row: re-rendered only when its cells, its errors or its number change. */
const PreviewTableRow = memo(function PreviewTableRow({
  measure,
  index,
  row,
  number,
  columns,
  listId,
  onEdit,
  onRemove,
}: RowProps) {
  const { key, values, errors } = row;
  // Opaque, or the cells scrolling under a pinned one would show through it.
  const pinnedBackground = errors ? 'bg-red-50' : 'bg-white';
  return (
    <tr ref={measure} data-index={index} aria-rowindex={number + 1} className={errors ? 'bg-red-50' : ''}>
      <th
        scope="row"
        className={`${CELL} ${PINNED_START} ${pinnedBackground} px-2 pt-2.5 text-left font-medium text-gray-600 tabular-nums`}
      >
        {number}
      </th>
      {columns.map((column) => {
        const error = errors?.[column.field];
        const errorId = `${listId}-${key}-${column.field}-error`;
        return (
          <td key={column.field} className={CELL}>
            <input
              type="text"
              aria-label={`Row ${number} ${column.header}`}
              value={values[column.field] ?? ''}
              onChange={(event) => onEdit(key, column.field, event.target.value)}
              list={column.options ? `${listId}-${column.field}` : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={`${INPUT} ${error ? 'ring-red-500' : 'ring-gray-300'}`}
            />
            {error && (
              <p id={errorId} className="mt-0.5 text-xs text-red-700">
                {error}
              </p>
            )}
          </td>
        );
      })}
      <td className={`${CELL} ${PINNED_END} ${pinnedBackground} text-center`}>
        <IconButton label={`Delete row ${number}`} tone="danger" onClick={() => onRemove(key)}>
          <Trash2 className="size-4" aria-hidden="true" />
        </IconButton>
      </td>
    </tr>
  );
});
