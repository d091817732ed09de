import {
  ApiError,
  Badge,
  Dialog,
  enumLabel,
  ErrorNotice,
  formatDateTime,
  itemPath,
  RowSkeletons,
  usePlatform,
} from '@scenedock/ui';
import { Link } from '@scenedock/ui/router';
import type { DamageReport } from '../../api/condition';
import { useDamageReport } from '../../api/damage';
import { Stage } from '../lending/LoanCondition';
import { DamageComments } from './DamageComments';
import { resolutionLabel, ResolveDamageForm } from './ResolveDamageForm';

/** Who had the item: the borrowing department, or the person it was lent to. */
export function borrowerOf(report: DamageReport): string {
  return report.borrower_department_name ?? report.borrower_person_name ?? 'the borrower';
}

/**
 * "Came back poor (went out good) from Westbrook High" to the item's department; to the borrowing
 * department, whose item it was: "Borrowed from Riverside High: came back poor (went out good)".
 */
export function damageSummary(report: DamageReport, departmentId: number | null): string {
  const what = `ame back ${enumLabel('condition', report.condition_after).toLowerCase()} (went out ${enumLabel(
    'condition',
    report.condition_before,
  ).toLowerCase()})`;
  return report.borrower_department_id !== null && report.borrower_department_id === departmentId
    ? `Borrowed from ${report.department_name}: c${what}`
    : `C${what} from ${borrowerOf(report)}`;
}

/** The loan the report belongs to, where the reader can open it. */
function loanLink(report: DamageReport): string {
  return report.subject_type === 'lending'
    ? `/lending?loan=${report.subject_id}`
    : `/lending/people?loan=${report.subject_id}`;
}

function ReportBody({ report }: { report: DamageReport }) {
  // The item's own page is the item's department's: a borrowing department cannot open it.
  const { departmentId } = usePlatform();
  const ownItem = report.department_id === departmentId;
  return (
    <div className="space-y-5">
      <div className="space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={report.status === 'open' ? 'red' : 'green'}>
            {report.status === 'open' ? 'Open' : 'Resolved'}
          </Badge>
          <span className="text-gray-700">
            {report.subject_type === 'lending' ? 'Loan between departments' : 'Loan to a person'} · opened{' '}
            {formatDateTime(report.created_at)}
          </span>
        </div>
        <p className="text-gray-900">{damageSummary(report, departmentId)}.</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {ownItem && (
            <Link to={itemPath(report.item_type, report.item_id)} className="text-blue-700 underline">
              The item’s page
            </Link>
          )}
          <Link to={loanLink(report)} className="text-blue-700 underline">
            The loan
          </Link>
        </p>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <Stage title="At hand-over" report={report.handover} />
        <Stage title="At return" report={report.return} />
      </div>

      <section aria-labelledby={`damage-resolution-${report.id}`} className="space-y-2">
        <h3 id={`damage-resolution-${report.id}`} className="text-base font-semibold text-gray-900">
          Resolution
        </h3>
        {report.status === 'resolved' ? (
          <p className="rounded-md bg-green-50 p-3 text-sm text-green-950 ring-1 ring-green-200">
            {resolutionLabel(report.resolution)}
            {report.resolved_condition
              ? `: the item is ${enumLabel('condition', report.resolved_condition).toLowerCase()} now`
              : ''}
            {report.resolution_note ? `. ${report.resolution_note}` : ''} (
            {[report.resolved_by_name, report.resolved_at && formatDateTime(report.resolved_at)]
              .filter(Boolean)
              .join(', ')}
            )
          </p>
        ) : report.can_resolve ? (
          <ResolveDamageForm report={report} />
        ) : (
          <p className="text-sm text-gray-700">
            Open: a manager, director or admin of {report.department_name} resolves it.
          </p>
        )}
      </section>

      <DamageComments report={report} />
    </div>
  );
}

/**
 * One damage report, opened from the list, the bell, a mail or the item page
 * (`/lending/damage?report=7`): what went out and came back, the resolution (or its form, for the
 * item's department's managers and up) and both sides' comments.
 */
export function DamageReportDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const report = useDamageReport(id);
  if (id === null) return null;
  const data = report.data;
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={data ? `Damage report: ${data.item_name}` : 'Damage report'}
    >
      {data ? (
        <ReportBody report={data} />
      ) : report.isError ? (
        report.error instanceof ApiError && report.error.status === 404 ? (
          <p className="text-sm text-gray-700">
            This damage report was not found. It may belong to another of your departments: switch to it and
            open the link again.
          </p>
        ) : (
          <ErrorNotice
            title="Failed to load the damage report"
            message="Please try again."
            onRetry={() => void report.refetch()}
          />
        )
      ) : (
        <RowSkeletons count={4} label="Loading the damage report" />
      )}
    </Dialog>
  );
}
