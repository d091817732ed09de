import { Ban, Download, Eye } from 'lucide-react';
import {
  enumLabel,
  EnumBadge,
  formatDateTime,
  IconButton,
  stackedTable,
  timeAgo,
  type RowSelection,
} from '@scenedock/ui';
import type { ImportJob } from '../../api/imports';
import { formatDuration, isActive } from '../progress/display';
import { SuccessRate } from './SuccessRate';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Within the last day: '5 minutes ago'; older: its date and time. */
function Created({ at }: { at: string }) {
  const recent = Date.now() - new Date(at).getTime() < DAY_MS;
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {recent ? timeAgo(at) : formatDateTime(at)}
    </time>
  );
}

export interface ImportJobsTableProps {
  rows: ImportJob[];
  busy: boolean;
  /** managers and up: selection and Cancel */
  canManage: boolean;
  selection: RowSelection;
  onView: (job: ImportJob) => void;
  onCancel: (job: ImportJob) => void;
  onDownloadErrors: (job: ImportJob) => void;
  /** the job whose report is being fetched */
  downloading: (job: ImportJob) => boolean;
}

/**
 * The import jobs, newest first: one row each with the actions the viewer may use; on a phone one
 * card each, so the actions stay on the screen.
 */
export function ImportJobsTable({
  rows,
  busy,
  canManage,
  selection,
  onView,
  onCancel,
  onDownloadErrors,
  downloading,
}: ImportJobsTableProps) {
  const heading = 'px-3 py-3';
  const cell = `px-3 py-2.5 ${stackedTable.cell}`;
  return (
    <div className="relative overflow-x-auto rounded-lg bg-white shadow-xs ring-1 ring-gray-200">
      <table
        className={`min-w-full divide-y divide-gray-200 text-sm ${stackedTable.table}`}
        aria-busy={busy || undefined}
      >
        <caption className="sr-only">Import jobs</caption>
        <thead
          className={`bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-700 ${stackedTable.head}`}
        >
          <tr>
            {canManage && (
              <th scope="col" className="w-10 px-3 py-3">
                <input
                  {...selection.allBox}
                  type="checkbox"
                  aria-label="Select all import jobs"
                  className="size-4 rounded border-gray-300 text-indigo-600"
                />
              </th>
            )}
            <th scope="col" className={heading}>
              Job ID
            </th>
            <th scope="col" className={heading}>
              Type
            </th>
            <th scope="col" className={heading}>
              Status
            </th>
            <th scope="col" className={heading}>
              Items
            </th>
            <th scope="col" className={heading}>
              Success Rate
            </th>
            <th scope="col" className={heading}>
              Duration
            </th>
            <th scope="col" className={heading}>
              Created
            </th>
            <th scope="col" className={`${heading} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className={`divide-y divide-gray-100 ${stackedTable.body}`}>
          {rows.map((job) => (
            <tr
              key={job.id}
              aria-label={`Import job ${job.id}`}
              className={`${stackedTable.row} ${selection.isSelected(job.id) ? 'bg-indigo-50/60' : ''}`}
            >
              {canManage && (
                <td data-label="Select" className={cell}>
                  <input
                    type="checkbox"
                    aria-label={`Select import job ${job.id}`}
                    className="size-4 rounded border-gray-300 text-indigo-600"
                    checked={selection.isSelected(job.id)}
                    onChange={(event) => selection.toggle(job.id, event.target.checked)}
                  />
                </td>
              )}
              <td data-label="Job ID" className={`${cell} font-medium tabular-nums text-gray-900`}>
                {job.id}
                <p className="max-w-48 truncate text-xs font-normal text-gray-500" title={job.file_name}>
                  {job.file_name}
                </p>
              </td>
              <td data-label="Type" className={cell}>
                {enumLabel('importItemType', job.item_type)}
              </td>
              <td data-label="Status" className={cell}>
                <EnumBadge kind="importJobStatus" value={job.status} />
              </td>
              <td data-label="Items" className={`${cell} tabular-nums`}>
                {job.processed_items}/{job.total_items ?? '?'}
              </td>
              <td data-label="Success Rate" className={cell}>
                <SuccessRate job={job} />
              </td>
              <td data-label="Duration" className={`${cell} tabular-nums`}>
                {formatDuration(job.duration_seconds)}
              </td>
              <td data-label="Created" className={`${cell} whitespace-nowrap text-gray-700`}>
                <Created at={job.created_at} />
              </td>
              <td className={`px-3 py-2.5 text-right ${stackedTable.wide}`}>
                <div className="flex justify-end gap-1 max-md:justify-start">
                  <IconButton label={`View import job ${job.id}`} onClick={() => onView(job)}>
                    <Eye className="size-4" aria-hidden="true" />
                  </IconButton>
                  {canManage && isActive(job.status) && (
                    <IconButton
                      label={`Cancel import job ${job.id}`}
                      tone="danger"
                      onClick={() => onCancel(job)}
                    >
                      <Ban className="size-4" aria-hidden="true" />
                    </IconButton>
                  )}
                  {job.failed_items > 0 && (
                    <IconButton
                      label={`Download errors of import job ${job.id}`}
                      disabled={downloading(job)}
                      onClick={() => onDownloadErrors(job)}
                    >
                      <Download className="size-4" aria-hidden="true" />
                    </IconButton>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
