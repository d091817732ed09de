import { useState } from 'react';
import { Badge, Dialog, EnumBadge, enumLabel, formatDateTime, useAssetUrl } from '@scenedock/ui';
import { Link } from '@scenedock/ui/router';
import type { ConditionReport, DamageReport } from '../../api/condition';
import type { Loan } from '../../api/loans';
import { resolutionLabel, ResolveDamageForm } from '../damage/ResolveDamageForm';

/** One stage's condition: its badge, note, who and when, and its photos (each opens larger). */
export function Stage({ title, report }: { title: string; report: ConditionReport | null }) {
  const assetUrl = useAssetUrl();
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? null : report?.photos[open];
  return (
    <section aria-label={title} className="rounded-md p-3 ring-1 ring-gray-200">
      <h4 className="text-sm font-medium text-gray-900">{title}</h4>
      {report ? (
        <div className="mt-2 space-y-2 text-sm">
          <EnumBadge kind="condition" value={report.condition} />
          {report.note && <p className="whitespace-pre-line text-gray-800">{report.note}</p>}
          <p className="text-gray-600">
            {[report.recorded_by_name, formatDateTime(report.recorded_at)].filter(Boolean).join(', ')}
          </p>
          {report.photos.length > 0 && (
            <ul className="grid grid-cols-3 gap-2" aria-label={`${title}: photos`}>
              {report.photos.map((photo, index) => (
                <li key={photo.id}>
                  <button
                    type="button"
                    className="block w-full focus-visible:outline-2 focus-visible:outline-indigo-600"
                    onClick={() => setOpen(index)}
                    aria-label={`${title}: open photo ${index + 1}`}
                  >
                    <img
                      src={assetUrl(photo.url) ?? photo.url}
                      alt=""
                      className="aspect-square w-full rounded-md object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <p className="mt-2 text-sm text-gray-600">Not recorded</p>
      )}
      <Dialog
        open={shown !== undefined && shown !== null}
        onClose={() => setOpen(null)}
        title={`${title}: photo ${(open ?? 0) + 1}`}
        size="xl"
      >
        {shown && (
          <img
            src={assetUrl(shown.url) ?? shown.url}
            alt={`${title}: photo ${(open ?? 0) + 1}`}
            width={shown.width}
            height={shown.height}
            className="h-auto max-h-[75vh] w-full object-contain"
          />
        )}
      </Dialog>
    </section>
  );
}

/** The damage report of a loan: its state, what changed, and (for who may) the form to resolve it. */
function Damage({ report }: { report: DamageReport }) {
  return (
    <section
      aria-label="Damage report"
      className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-medium">Damage report</h4>
        <Badge tone={report.status === 'open' ? 'red' : 'green'}>
          {report.status === 'open' ? 'Open' : 'Resolved'}
        </Badge>
      </div>
      <p className="mt-1">
        Went out {enumLabel('condition', report.condition_before).toLowerCase()}, came back{' '}
        {enumLabel('condition', report.condition_after).toLowerCase()}
        {report.borrower_department_name ? ` from ${report.borrower_department_name}` : ''}.
      </p>
      {report.status === 'resolved' && (
        <p className="mt-1">
          {resolutionLabel(report.resolution)}
          {report.resolved_condition
            ? `, now ${enumLabel('condition', report.resolved_condition).toLowerCase()}`
            : ''}
          {report.resolution_note ? `: ${report.resolution_note}` : ''} (
          {[report.resolved_by_name, report.resolved_at && formatDateTime(report.resolved_at)]
            .filter(Boolean)
            .join(', ')}
          )
        </p>
      )}
      {report.status === 'open' && !report.can_resolve && (
        <p className="mt-1">{report.department_name} resolves it.</p>
      )}
      {report.can_resolve && (
        <div className="mt-3">
          <ResolveDamageForm report={report} />
        </div>
      )}
      <p className="mt-2">
        <Link to={report.url} className="font-medium text-indigo-800 underline">
          Open the damage report{report.can_comment ? ' to comment' : ''}
        </Link>
      </p>
    </section>
  );
}

/**
 * "Condition": the item at its hand-over and at its return side by side (stacked on a phone), and
 * the damage report when it came back worse (docs/lending.md).
 */
export function LoanCondition({ loan }: { loan: Loan }) {
  if (!loan.handover_condition && !loan.return_condition && !loan.damage_report) return null;
  return (
    <section aria-labelledby={`condition-${loan.id}`} className="mt-4 space-y-3">
      <h3 id={`condition-${loan.id}`} className="text-base font-semibold text-gray-900">
        Condition
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Stage title="At hand-over" report={loan.handover_condition} />
        <Stage title="At return" report={loan.return_condition} />
      </div>
      {loan.damage_report && <Damage report={loan.damage_report} />}
    </section>
  );
}
