import { Link } from '@scenedock/ui/router';
import {
  categoryLabel,
  EnumBadge,
  isEnumValue,
  itemPath,
  loanPath,
  useReachableHref,
  type ItemCategory,
} from '@scenedock/ui';
import { ItemImage } from '@scenedock/ui/illustrations';
import type { PullEntry } from '../../api/pullList';
import { entryDaysText, groupPullList, itemKindLabel, PULL_GROUPS } from '../../lib/pullList';

/** The pull list's three groups: our booked items, what we borrow, and what is still asked for. */
export function PullList({ entries }: { entries: readonly PullEntry[] }) {
  const groups = groupPullList(entries);
  return (
    <div className="space-y-6">
      {PULL_GROUPS.map(({ source, title, empty }) => (
        <section key={source} aria-labelledby={`pull-${source}`}>
          <h3 id={`pull-${source}`} className="mb-2 text-base font-semibold text-gray-900">
            {title} <span className="font-normal text-gray-600">({groups[source].length})</span>
          </h3>
          {groups[source].length === 0 ? (
            <p className="rounded-md bg-gray-50 px-3 py-4 text-sm text-gray-700">{empty}</p>
          ) : (
            <ul
              className="divide-y divide-gray-100 rounded-lg bg-white ring-1 ring-gray-200"
              data-testid={`pull-${source}`}
            >
              {groups[source].map((entry) => (
                <PullListRow key={entryKey(entry)} entry={entry} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function entryKey(entry: PullEntry): string {
  return entry.source === 'ours' ? `booking-${entry.booking_id}` : `loan-${entry.lending_id}`;
}

/** Our item opens its page; a loan opens in the lending screen. */
function entryHref(entry: PullEntry): string | null {
  if (entry.source === 'ours')
    return entry.item_id !== null ? itemPath(entry.item_type, entry.item_id) : null;
  return entry.lending_id !== null ? loanPath(entry.lending_id) : null;
}

function PullListRow({ entry }: { entry: PullEntry }) {
  const reachable = useReachableHref();
  const href = reachable(entryHref(entry));
  const facts = [
    itemKindLabel(entry.item_type),
    entry.category ? categoryLabel(entry.category as ItemCategory) : null,
    entry.source === 'ours' ? (entry.location ? `Location: ${entry.location}` : 'No location set') : null,
    entry.source !== 'ours' && entry.lender_department_name ? `From ${entry.lender_department_name}` : null,
  ].filter(Boolean);
  return (
    <li className="flex items-start gap-3 p-3">
      <ItemImage
        src={entry.image_url}
        alt=""
        kind={entry.item_type}
        category={entry.category}
        className="size-12 shrink-0 rounded-md"
      />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-gray-900">
          {href ? (
            <Link
              to={href}
              className="text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {entry.item_name}
            </Link>
          ) : (
            entry.item_name
          )}
        </p>
        <p className="text-sm text-gray-700">{facts.join(' · ')}</p>
        <p className="text-sm text-gray-700">
          {entryDaysText(entry)}
          {/* A loan whose days miss the production's entirely (docs/lending.md): likely the wrong show. */}
          {entry.outside_production && (
            <span className="ml-2 inline-flex items-center rounded-md bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-600/20 ring-inset">
              outside the show&apos;s days
            </span>
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        {entry.condition && isEnumValue('condition', entry.condition) && (
          <span>
            <span className="sr-only">Condition: </span>
            <EnumBadge kind="condition" value={entry.condition} />
          </span>
        )}
        {entry.lending_status && isEnumValue('lendingStatus', entry.lending_status) && (
          <span>
            <span className="sr-only">Loan status: </span>
            <EnumBadge kind="lendingStatus" value={entry.lending_status} />
          </span>
        )}
      </div>
    </li>
  );
}
