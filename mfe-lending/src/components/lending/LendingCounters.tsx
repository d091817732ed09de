import { enumLabel, Skeleton, type LendingStatus } from '@scenedock/ui';
import type { LoanCounts } from '../../api/loans';
import { COUNTED_STATUSES } from '../../lib/labels';

const ACCENTS: Record<(typeof COUNTED_STATUSES)[number], string> = {
  offered: 'border-indigo-400',
  requested: 'border-yellow-400',
  approved: 'border-blue-500',
  active: 'border-green-500',
  returned: 'border-gray-400',
  overdue: 'border-red-500',
};

/**
 * The six counters of the department's loans (for the direction shown). Each also filters the
 * list by its status, and shows pressed while it does.
 */
export function LendingCounters({
  counts,
  status,
  onStatus,
}: {
  counts: LoanCounts | undefined;
  status: LendingStatus | undefined;
  onStatus: (status: LendingStatus | '') => void;
}) {
  return (
    <ul aria-label="Loans by status" className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {COUNTED_STATUSES.map((key) => {
        const label = enumLabel('lendingStatus', key);
        const pressed = status === key;
        return (
          <li key={key}>
            <button
              type="button"
              aria-pressed={pressed}
              aria-label={counts ? `${label}: ${counts[key]}` : `${label}: loading`}
              onClick={() => onStatus(pressed ? '' : key)}
              className={`w-full rounded-lg border-l-4 bg-white p-4 text-left shadow-xs ring-1 ring-gray-200 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-600 ${ACCENTS[key]} ${pressed ? 'ring-2 ring-indigo-600' : ''}`}
            >
              <span className="block text-sm text-gray-600">{label}</span>
              {counts ? (
                <span className="mt-1 block text-2xl font-semibold text-gray-900">{counts[key]}</span>
              ) : (
                <Skeleton className="mt-2 h-7 w-10" />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
