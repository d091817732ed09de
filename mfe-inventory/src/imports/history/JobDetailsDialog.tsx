import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Alert, Button, Dialog, enumLabel, EnumBadge, formatDateTime } from '@scenedock/ui';
import type { ImportJob } from '../../api/imports';
import { formatDuration } from '../progress/display';
import { RecentErrors } from '../progress/RecentErrors';
import { useErrorReport } from '../progress/useErrorReport';
import { SuccessRate } from './SuccessRate';

const SUMMARY_LABELS = {
  csv_validation_errors: 'CSV format',
  schema_errors: 'Columns',
  validation_errors: 'Row values',
  batch_errors: 'Saving',
} as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className="mt-0.5 break-words text-gray-900">{children}</dd>
    </div>
  );
}

const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** Everything known about a finished job: its figures, times, why it failed, its rejected rows. */
export function JobDetailsDialog({ job, onClose }: { job: ImportJob; onClose: () => void }) {
  const report = useErrorReport();
  const summary = job.error_details.error_summary;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Import Job ${job.id}`}
      description={job.file_name}
      size="lg"
      footer={
        <>
          {job.failed_items > 0 && (
            <Button
              variant="secondary"
              icon={<Download className="size-4" aria-hidden="true" />}
              loading={report.busy}
              onClick={() => void report.save(job.id)}
            >
              Download full error report
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <div className="space-y-4 text-sm">
        {job.error_message && <Alert>{job.error_message}</Alert>}
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
          <Field label="Job ID">{job.id}</Field>
          <Field label="Status">
            <EnumBadge kind="importJobStatus" value={job.status} />
          </Field>
          <Field label="Type">{enumLabel('importItemType', job.item_type)}</Field>
          <Field label="File">{job.file_name}</Field>
          <Field label="Started by">{orDash(job.user_name)}</Field>
          <Field label="Reference">
            <span className="font-mono text-xs">{job.job_id}</span>
          </Field>
          <Field label="Rows in file">{orDash(job.total_items)}</Field>
          <Field label="Processed">{job.processed_items}</Field>
          <Field label="Progress">{Math.round(job.progress_percentage)}%</Field>
          <Field label="Successful">{job.successful_items}</Field>
          <Field label="Failed">{job.failed_items}</Field>
          <Field label="Success Rate">
            <SuccessRate job={job} />
          </Field>
          <Field label="Created items">{job.created_items}</Field>
          <Field label="Updated items">{job.updated_items}</Field>
          <Field label="Duration">{formatDuration(job.duration_seconds)}</Field>
          <Field label="Created">{formatDateTime(job.created_at)}</Field>
          <Field label="Started">{orDash(formatDateTime(job.started_at))}</Field>
          <Field label="Completed">{orDash(formatDateTime(job.completed_at))}</Field>
        </dl>
        {job.error_details.total_errors > 0 && (
          <section aria-label="Error summary">
            <h3 className="text-sm font-semibold text-gray-900">Errors: {job.error_details.total_errors}</h3>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-gray-700">
              {(Object.keys(SUMMARY_LABELS) as (keyof typeof SUMMARY_LABELS)[]).map((key) => (
                <li key={key}>
                  {SUMMARY_LABELS[key]}: <span className="tabular-nums">{summary[key]}</span>
                </li>
              ))}
            </ul>
            {job.error_details.errors_omitted > 0 && (
              <p className="mt-1 text-gray-700">
                The first errors are kept for the list and the report, and{' '}
                {job.error_details.errors_omitted.toLocaleString('en-US')} more errors were found.
              </p>
            )}
          </section>
        )}
        <RecentErrors errors={job.recent_errors} />
      </div>
    </Dialog>
  );
}
