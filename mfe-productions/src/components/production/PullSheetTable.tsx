import { enumLabel, isEnumValue } from '@scenedock/ui';
import type { PullEntry } from '../../api/pullList';
import { entryDaysText, entryFromText, itemKindLabel } from '../../lib/pullList';

const CELL = 'border border-gray-400 px-2 py-1.5 text-left align-top';

/** The pull sheet's table: one row per thing to fetch, with a box to tick on paper. */
export function PullSheetTable({ entries }: { entries: readonly PullEntry[] }) {
  return (
    <table className="w-full border-collapse text-sm text-gray-900" data-testid="pull-sheet-table">
      <caption className="sr-only">Items to pull</caption>
      <thead>
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
      <tbody>
        {entries.map((entry) => (
          <tr
            key={entry.source === 'ours' ? `b${entry.booking_id}` : `l${entry.lending_id}`}
            className="pull-sheet-row"
          >
            <td className={CELL}>
              {/* A box to tick with a pen: nothing to click on screen. */}
              <span aria-hidden="true" className="inline-block size-4 border border-gray-700" />
            </td>
            <th scope="row" className={`${CELL} font-medium`}>
              {entry.item_name}
              {entry.source === 'requested' && (
                <span className="block text-xs font-normal">Still requested</span>
              )}
            </th>
            <td className={CELL}>{itemKindLabel(entry.item_type)}</td>
            <td className={CELL}>{entry.location ?? ''}</td>
            <td className={CELL}>
              {entry.condition && isEnumValue('condition', entry.condition)
                ? enumLabel('condition', entry.condition)
                : ''}
            </td>
            <td className={CELL}>{entryFromText(entry)}</td>
            <td className={CELL}>{entryDaysText(entry)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
