import { enumLabel, isEnumValue, stackedTable } from '@scenedock/ui';
import type { PullEntry } from '../../api/pullList';
import { entryDaysText, entryFromText, itemKindLabel } from '../../lib/pullList';

const CELL = 'border border-gray-400 px-2 py-1.5 text-left align-top';
// On a phone's screen each row is a card; on paper it is always the table (PullSheetPage's print rules).
const VALUE = `${CELL} max-md:border-0 ${stackedTable.cell}`;

/**
 * The pull sheet's table: one row per thing to fetch, with a box to tick on paper; on a phone's
 * screen one card per row.
 */
export function PullSheetTable({ entries }: { entries: readonly PullEntry[] }) {
  return (
    <table
      className={`w-full border-collapse text-sm text-gray-900 ${stackedTable.table}`}
      data-testid="pull-sheet-table"
    >
      <caption className="sr-only">Items to pull</caption>
      <thead className={stackedTable.head}>
        <tr className="bg-gray-100">
          <th scope="col" className={`${CELL} w-8`}>
            <span aria-hidden="true">✓</span>
            <span className="sr-only">Pulled</span>
          </th>
          <th scope="col" className={CELL}>
            Item
          </th>
          <th scope="col" className={CELL}>
            Kind
          </th>
          <th scope="col" className={CELL}>
            Location
          </th>
          <th scope="col" className={CELL}>
            Condition
          </th>
          <th scope="col" className={CELL}>
            From
          </th>
          <th scope="col" className={CELL}>
            Days
          </th>
        </tr>
      </thead>
      <tbody className={stackedTable.body}>
        {entries.map((entry) => (
          <tr
            key={entry.source === 'ours' ? `b${entry.booking_id}` : `l${entry.lending_id}`}
            className={`pull-sheet-row ${stackedTable.row} max-md:border-b max-md:border-gray-300`}
          >
            <td className={`${CELL} max-md:hidden`}>
              {/* A box to tick with a pen: nothing to click on screen. */}
              <span aria-hidden="true" className="inline-block size-4 border border-gray-700" />
            </td>
            <th scope="row" className={`${CELL} font-medium max-md:border-0 ${stackedTable.wide}`}>
              {entry.item_name}
              {entry.source === 'requested' && (
                <span className="block text-xs font-normal">Still requested</span>
              )}
            </th>
            <td data-label="Kind" className={VALUE}>
              {itemKindLabel(entry.item_type)}
            </td>
            <td data-label="Location" className={VALUE}>
              {entry.location ?? ''}
            </td>
            <td data-label="Condition" className={VALUE}>
              {entry.condition && isEnumValue('condition', entry.condition)
                ? enumLabel('condition', entry.condition)
                : ''}
            </td>
            <td data-label="From" className={VALUE}>
              {entryFromText(entry)}
            </td>
            <td data-label="Days" className={VALUE}>
              {entryDaysText(entry)}
              {entry.outside_production && " (outside the show's days)"}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
