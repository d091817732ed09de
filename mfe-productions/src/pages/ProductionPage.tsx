import { useState } from 'react';
import { Link, useNavigate, useParams } from '@scenedock/ui/router';
import { ArrowLeft, Boxes, CalendarPlus, ClipboardList, Pencil, Printer, Trash2 } from 'lucide-react';
import { Button, EmptyState, ErrorNotice, PageHeader, RowSkeletons, Skeleton } from '@scenedock/ui';
import { useProductionById } from '../api/productions';
import { usePullList } from '../api/pullList';
import { productionPageError, pullListError } from '../api/errors';
import { useProductionDialogs } from '../components/ProductionDialogs';
import { LazySubscribeDialog, preloadProductionForm } from '../components/lazyDialogs';
import { ProductionSummary } from '../components/production/ProductionSummary';
import { PullList } from '../components/production/PullList';
import { dateRangeText } from '../lib/labels';
import { pullSheetPath } from '../lib/links';

const LINK_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-md bg-white px-3.5 py-2 text-sm font-medium text-gray-800 shadow-xs ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** /productions/:id: one production, its actions by role, and its pull list. */
export function ProductionPage() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const production = useProductionById(id);
  const pullList = usePullList(id);
  const [subscribing, setSubscribing] = useState(false);
  const dialogs = useProductionDialogs({ onDeleted: () => void navigate('/productions', { replace: true }) });

  const back = (
    <Link
      to="/productions"
      className="mb-3 inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All productions
    </Link>
  );

  if (production.isPending)
    return (
      <div aria-busy="true">
        {back}
        <Skeleton className="mb-6 h-8 w-64" />
        <RowSkeletons count={4} label="Loading the production" />
      </div>
    );
  if (production.isError)
    return (
      <div>
        {back}
        <PageHeader title="Production" />
        <ErrorNotice
          title="Failed to load the production."
          message={productionPageError(production.error)}
          onRetry={() => void production.refetch()}
        />
      </div>
    );

  const shown = production.data;
  return (
    <div>
      {back}
      <PageHeader
        title={shown.title}
        description={[dateRangeText(shown), shown.venue].filter(Boolean).join(' · ')}
        actions={
          <>
            {dialogs.edit && (
              <Button
                variant="secondary"
                icon={<Pencil className="size-4" aria-hidden="true" />}
                onPointerEnter={preloadProductionForm}
                onFocus={preloadProductionForm}
                onClick={() => dialogs.edit?.(shown)}
              >
                Edit
              </Button>
            )}
            {dialogs.remove && (
              <Button
                variant="danger"
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                onClick={() => dialogs.remove?.(shown)}
              >
                Delete
              </Button>
            )}
          </>
        }
      />

      <ProductionSummary production={shown} />

      <section aria-labelledby="pull-list-title" className="mt-8">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="pull-list-title" className="text-lg font-semibold text-gray-900">
            Pull list
          </h2>
          <div className="flex flex-wrap gap-2">
            {dialogs.manageItems && (
              <Button
                variant="secondary"
                icon={<Boxes className="size-4" aria-hidden="true" />}
                onClick={() => dialogs.manageItems?.(shown)}
              >
                Manage Items
              </Button>
            )}
            <Link to={pullSheetPath(shown.id)} className={LINK_BUTTON}>
              <Printer className="size-4" aria-hidden="true" />
              Print pull sheet
            </Link>
            <Button
              variant="secondary"
              icon={<CalendarPlus className="size-4" aria-hidden="true" />}
              onPointerEnter={() => void LazySubscribeDialog.preload()}
              onClick={() => setSubscribing(true)}
            >
              Subscribe to this production
            </Button>
          </div>
        </div>
        {pullList.isPending ? (
          <RowSkeletons count={3} label="Loading the pull list" />
        ) : pullList.isError ? (
          <ErrorNotice
            title="Failed to load the pull list."
            message={pullListError(pullList.error)}
            onRetry={() => void pullList.refetch()}
          />
        ) : pullList.data.entries.length === 0 ? (
          <EmptyState
            icon={<ClipboardList className="size-10" />}
            title="Nothing on the pull list yet"
            description={
              dialogs.manageItems
                ? 'Book items with Manage Items, or borrow them from another department in Borrowing.'
                : 'Items booked or borrowed for this production will appear here.'
            }
          />
        ) : (
          <PullList entries={pullList.data.entries} />
        )}
      </section>

      {dialogs.dialogs}
      <LazySubscribeDialog
        open={subscribing}
        onClose={() => setSubscribing(false)}
        production={{ id: shown.id, title: shown.title }}
      />
    </div>
  );
}
