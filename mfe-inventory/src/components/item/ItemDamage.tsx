import { Badge, enumLabel, ErrorNotice, formatDate, RowSkeletons } from '@scenedock/ui';
import { Link } from '@scenedock/ui/router';
import { ITEM_DAMAGE_LIMIT, useItemDamage } from '../../api/damage';
import type { ItemType } from '../../lib/items';

/**
 * The item's damage reports (docs/lending.md, "Damage reports"): each loan, between departments or
 * to a person, that brought it back worse, open or resolved; each opens on the damage screen, where
 * it is answered and resolved. Shown when the lending screens are deployed.
 */
export function ItemDamage({
  itemType,
  itemId,
  itemName,
}: {
  itemType: ItemType;
  itemId: number;
  itemName: string;
}) {
  const reports = useItemDamage(itemType, itemId);
  if (reports.isPending) return <RowSkeletons count={2} label="Loading the damage reports" />;
  if (reports.isError)
    return <ErrorNotice title="Could not load the damage reports." onRetry={() => void reports.refetch()} />;
  const { items, total } = reports.data;
  if (items.length === 0)
    return (
      <p className="text-sm text-gray-600">
        No damage reports: {itemName} has always come back as it went out.
      </p>
    );
  return (
    <div className="space-y-3">
      <ul
        className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white"
        aria-label="Damage reports"
      >
        {items.map((report) => (
          <li key={report.id} className="flex flex-wrap items-start justify-between gap-2 p-3 text-sm">
            <div className="min-w-0 flex-1 basis-52">
              <Link to={report.url} className="font-medium text-blue-700 underline">
                Came back {enumLabel('condition', report.condition_after).toLowerCase()} (went out{' '}
                {enumLabel('condition', report.condition_before).toLowerCase()})
              </Link>
              <p className="text-gray-700">
                from {report.borrower_department_name ?? report.borrower_person_name ?? 'a borrower'} ·{' '}
                {formatDate(report.created_at)}
                {report.status === 'resolved' && report.resolution ? ` · ${report.resolution}` : ''}
                {report.resolved_condition
                  ? `, now ${enumLabel('condition', report.resolved_condition).toLowerCase()}`
                  : ''}
              </p>
            </div>
            <Badge tone={report.status === 'open' ? 'red' : 'green'}>
              {report.status === 'open' ? 'Open' : 'Resolved'}
            </Badge>
          </li>
        ))}
      </ul>
      <Link
        to={`/lending/damage?item=${itemType}:${itemId}&status=all`}
        className="inline-block text-sm font-medium text-indigo-700 hover:underline"
      >
        {total > ITEM_DAMAGE_LIMIT
          ? `All ${total} damage reports of ${itemName}`
          : 'Open on the damage screen'}
      </Link>
    </div>
  );
}
