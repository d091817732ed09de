import { ShieldAlert, X } from 'lucide-react';
import { useSearchParams } from '@scenedock/ui/router';
import {
  Badge,
  CardSkeletonGrid,
  EmptyState,
  ErrorNotice,
  formatDate,
  PageHeader,
  Pagination,
  SelectField,
  useCurrentDepartment,
  usePlatform,
} from '@scenedock/ui';
import type { DamageReport } from '../api/condition';
import { useDamageReports, type DamageFilters } from '../api/damage';
import { offeredItem } from '../lib/lendingFilters';
import { LendingNav } from '../components/LendingNav';
import { damageSummary, DamageReportDialog } from '../components/damage/DamageReportDialog';

const PAGE_SIZE = 25;

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: '', label: 'All reports' },
];

const SIDE_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'lender', label: 'Our items (lent out)' },
  { value: 'borrower', label: 'Items we borrowed' },
];

const KIND_OPTIONS = [
  { value: '', label: 'Both kinds of loan' },
  { value: 'lending', label: 'Between departments' },
  { value: 'person_loan', label: 'To people' },
];

type Status = NonNullable<DamageFilters['status']> | '';
type Side = NonNullable<DamageFilters['side']> | '';
type Kind = NonNullable<DamageFilters['subject_type']> | '';

/** The address's filters (?status=, ?side=, ?kind=, ?item=prop:7) and the open report (?report=). */
function useDamageParams() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        if (key !== 'report' && key !== 'skip') next.delete('skip');
        return next;
      },
      { replace: true },
    );
  const statusParam = params.get('status');
  return {
    // Open reports first: what still needs doing. `?status=all` shows every one.
    status: (statusParam === null ? 'open' : statusParam === 'all' ? '' : statusParam) as Status,
    side: (params.get('side') ?? '') as Side,
    kind: (params.get('kind') ?? '') as Kind,
    item: offeredItem(params.get('item')),
    report: Number(params.get('report')) || null,
    skip: Math.max(0, Number(params.get('skip')) || 0),
    set,
  };
}

function ReportRow({
  report,
  departmentId,
  onOpen,
}: {
  report: DamageReport;
  departmentId: number | null;
  onOpen: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full flex-wrap items-start justify-between gap-3 p-4 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
      >
        <span className="min-w-0 flex-1 basis-56">
          <span className="block font-medium text-gray-900">{report.item_name}</span>
          <span className="block text-sm text-gray-700">{damageSummary(report, departmentId)}</span>
          <span className="block text-sm text-gray-600">
            {report.subject_type === 'lending' ? 'Between departments' : 'Lent to a person'} · opened{' '}
            {formatDate(report.created_at)}
            {report.status === 'open' && !report.can_resolve
              ? ` · ${report.department_name} resolves it`
              : ''}
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-2">
          {report.status === 'open' && report.can_resolve && <Badge tone="yellow">To resolve</Badge>}
          <Badge tone={report.status === 'open' ? 'red' : 'green'}>
            {report.status === 'open' ? 'Open' : 'Resolved'}
          </Badge>
        </span>
      </button>
    </li>
  );
}

/**
 * The damage reports of both kinds of loan (docs/lending.md, "Damage reports"): those of the
 * department's own items, lent to other departments or to people, and those of items it borrowed;
 * open ones first, filtered by side, kind of loan and item. A report opens in a dialog
 * (`?report=7`, where the bell, the mails and the item page link), with its resolution and comments.
 */
export function DamagePage() {
  const department = useCurrentDepartment();
  const { departmentId } = usePlatform();
  const { status, side, kind, item, report, skip, set } = useDamageParams();
  const reports = useDamageReports({
    ...(status ? { status } : {}),
    ...(side ? { side } : {}),
    ...(kind ? { subject_type: kind } : {}),
    ...(item ? { item_type: item.type, item_id: item.id } : {}),
    skip,
    limit: PAGE_SIZE,
  });
  const rows = reports.data?.items ?? [];
  // Filtered by one item, every row names it.
  const shownItemName = item ? (rows[0]?.item_name ?? null) : null;

  return (
    <div>
      <PageHeader
        title="Damage reports"
        description={
          department?.name
            ? `${department.name}: items that came back worse than they went out`
            : 'Items that came back worse than they went out'
        }
      />
      <LendingNav current="/lending/damage" />
      <div className="mb-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => set('status', event.target.value || 'all')}
        />
        <SelectField
          label="Whose items"
          options={SIDE_OPTIONS}
          value={side}
          onChange={(event) => set('side', event.target.value)}
        />
        <SelectField
          label="Kind of loan"
          options={KIND_OPTIONS}
          value={kind}
          onChange={(event) => set('kind', event.target.value)}
        />
      </div>
      {item && (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-gray-800">
          Only the reports of {shownItemName ? `“${shownItemName}”` : 'one item'}
          <button
            type="button"
            onClick={() => set('item', null)}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-50"
          >
            <X className="size-4" aria-hidden="true" />
            Show all items
          </button>
        </p>
      )}

      {departmentId === null ? (
        <EmptyState icon={<ShieldAlert className="size-10" />} title="No department context available" />
      ) : reports.isPending ? (
        <CardSkeletonGrid count={3} label="Loading damage reports" />
      ) : reports.isError ? (
        <ErrorNotice
          title="Failed to load damage reports"
          message="Please try again."
          onRetry={() => void reports.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<ShieldAlert className="size-10" />}
          title={status === 'open' ? 'No open damage reports' : 'No damage reports'}
          description="A report opens when a loaned item comes back in a worse condition than it went out."
        />
      ) : (
        <>
          <ul
            aria-label="Damage reports"
            className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white"
          >
            {rows.map((row) => (
              <ReportRow
                key={row.id}
                report={row}
                departmentId={departmentId}
                onOpen={() => set('report', String(row.id))}
              />
            ))}
          </ul>
          <Pagination
            skip={skip}
            limit={PAGE_SIZE}
            total={reports.data?.total ?? 0}
            onChange={(next) => set('skip', String(next))}
          />
        </>
      )}
      <DamageReportDialog id={report} onClose={() => set('report', null)} />
    </div>
  );
}
