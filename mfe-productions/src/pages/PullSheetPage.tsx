import { Link, useParams } from '@scenedock/ui/router';
import { ArrowLeft, Printer } from 'lucide-react';
import { Button, ErrorNotice, formatDate, RowSkeletons } from '@scenedock/ui';
import { usePullList } from '../api/pullList';
import { pullListError } from '../api/errors';
import { PullSheetTable } from '../components/production/PullSheetTable';
import { dateRangeText } from '../lib/labels';

/**
 * Paper only while this page is shown: the app's frame (sidebar, top bar, bell) is hidden, the sheet
 * is black on white, its buttons go, and a row never splits across two pages. Rendered with the
 * page, so the rules leave with it. (In a portal's shadow root they reach only the sheet.)
 */
const PRINT_CSS = `
@media print {
  @page { margin: 12mm; }
  html, body { background: #fff !important; }
  body * { visibility: hidden !important; }
  header, nav, aside, [role="banner"], [role="navigation"] { display: none !important; }
  *:has(> main) { padding: 0 !important; }
  main { padding: 0 !important; }
  .pull-sheet, .pull-sheet * { visibility: visible !important; color: #000 !important; background: transparent !important; box-shadow: none !important; }
  .pull-sheet { max-width: none !important; }
  .pull-sheet .print-hidden { display: none !important; }
  .pull-sheet .sheet-scroll { overflow: visible !important; }
  .pull-sheet table, .pull-sheet th, .pull-sheet td, .pull-sheet span { border-color: #000 !important; }
  .pull-sheet thead { display: table-header-group; }
  /* Paper is narrower than the phone breakpoint: the rows stay a table there, not cards. */
  .pull-sheet table { display: table !important; }
  .pull-sheet thead { display: table-header-group !important; position: static !important; width: auto !important; height: auto !important; margin: 0 !important; overflow: visible !important; clip: auto !important; clip-path: none !important; white-space: normal !important; }
  .pull-sheet tbody { display: table-row-group !important; }
  .pull-sheet tr { display: table-row !important; }
  .pull-sheet th, .pull-sheet td { display: table-cell !important; position: static !important; padding: 6px 8px !important; border: 1px solid #000 !important; }
  .pull-sheet td::before { content: none !important; }
  .pull-sheet tr { break-inside: avoid; page-break-inside: avoid; }
}
`;

/** /productions/:id/pull-sheet: the production's pull list made for paper, with a Print button. */
export function PullSheetPage() {
  const id = Number(useParams().id) || 0;
  const pullList = usePullList(id);

  return (
    <div className="pull-sheet mx-auto max-w-4xl bg-white p-4 sm:p-6" data-testid="pull-sheet">
      <style>{PRINT_CSS}</style>
      <div className="print-hidden mb-4 flex flex-wrap items-center justify-between gap-3">
        <Link
          to={`/productions/${id}`}
          className="inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to the production
        </Link>
        <Button
          icon={<Printer className="size-4" aria-hidden="true" />}
          onClick={() => window.print()}
          disabled={!pullList.isSuccess}
        >
          Print
        </Button>
      </div>
      {pullList.isPending ? (
        <RowSkeletons count={5} label="Loading the pull sheet" />
      ) : pullList.isError ? (
        <>
          <h1 className="mb-4 text-2xl font-bold text-gray-900">Pull sheet</h1>
          <ErrorNotice
            title="Failed to load the pull sheet."
            message={pullListError(pullList.error)}
            onRetry={() => void pullList.refetch()}
          />
        </>
      ) : (
        <PullSheet data={pullList.data} />
      )}
    </div>
  );
}

function PullSheet({ data }: { data: NonNullable<ReturnType<typeof usePullList>['data']> }) {
  const { production, entries } = data;
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Pull sheet: {production.title}</h1>
      <p className="mt-1 text-sm text-gray-800">
        {dateRangeText(production)}
        {production.venue ? ` · ${production.venue}` : ''}
      </p>
      <p className="mb-4 text-xs text-gray-700">Printed {formatDate(new Date())}</p>
      {entries.length === 0 ? (
        <p className="rounded-md border border-gray-300 p-4 text-sm text-gray-800">
          Nothing is booked, borrowed or requested for this production yet.
        </p>
      ) : (
        // On a phone the rows are cards; a wide table scrolls inside its box, never the page.
        <div className="sheet-scroll overflow-x-auto">
          <PullSheetTable entries={entries} />
        </div>
      )}
      <div className="mt-6 text-sm text-gray-900">
        <p className="font-medium">Notes</p>
        <div aria-hidden="true" className="mt-6 border-b border-gray-500" />
        <div aria-hidden="true" className="mt-6 border-b border-gray-500" />
        <div aria-hidden="true" className="mt-6 border-b border-gray-500" />
      </div>
    </>
  );
}
