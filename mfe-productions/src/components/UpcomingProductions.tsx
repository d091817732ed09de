import { useState } from 'react';
import { Link } from '@scenedock/ui/router';
import { ChevronRight } from 'lucide-react';
import { Button, EnumBadge, ErrorNotice, RowSkeletons, usePlatform } from '@scenedock/ui';
import '../styles.css';
import { useUpcomingPreview } from '../api/productions';
import { previewError } from '../api/errors';
import { useProductionDialogs } from './ProductionDialogs';
import { dateRangeText } from '../lib/labels';
import { UpcomingProductionsDialog } from './UpcomingProductionsDialog';

const PREVIEW_SIZE = 3;

/** The dashboard's Upcoming Productions panel (exposed as `./UpcomingProductions`). */
export default function UpcomingProductions() {
  const { inShell } = usePlatform();
  const preview = useUpcomingPreview(PREVIEW_SIZE);
  const dialogs = useProductionDialogs();
  const [showAll, setShowAll] = useState(false);

  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-gray-900">Upcoming Productions</h2>
        <Button variant="secondary" size="sm" onClick={() => setShowAll(true)}>
          View All
        </Button>
      </div>

      {preview.isPending ? (
        <RowSkeletons count={PREVIEW_SIZE} label="Loading upcoming productions" />
      ) : preview.isError ? (
        <ErrorNotice
          title={previewError(preview.error)}
          message="Click to try again or view all productions"
          onRetry={() => void preview.refetch()}
          actions={
            inShell && (
              <Link
                to="/productions"
                className="inline-flex items-center rounded-md px-2.5 py-1.5 text-sm font-medium text-indigo-700 hover:underline"
              >
                View all productions
              </Link>
            )
          }
        />
      ) : preview.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-600">No upcoming productions</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {preview.data.map((production) => (
            <li key={production.id}>
              <button
                type="button"
                onClick={() => dialogs.showDetail(production)}
                className="flex w-full items-center gap-3 rounded-md px-2 py-3 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-gray-900">{production.title}</p>
                  <p className="truncate text-xs text-gray-600">
                    {dateRangeText(production)}
                    {production.venue ? ` · ${production.venue}` : ''}
                  </p>
                </div>
                <EnumBadge kind="productionStatus" value={production.status} />
                <ChevronRight className="size-4 text-gray-500" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <UpcomingProductionsDialog open={showAll} onClose={() => setShowAll(false)} />
      {dialogs.dialogs}
    </div>
  );
}
