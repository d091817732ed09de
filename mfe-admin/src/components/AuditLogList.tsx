import { History } from 'lucide-react';
import { ErrorNotice, RowSkeletons, formatDateTime, timeAgo } from '@scenedock/ui';
import type { AuditEntry } from '../api/members';
import { actionText, detailPhrases } from '../lib/labels';

export interface AuditLogListProps {
  entries: AuditEntry[] | undefined;
  isPending: boolean;
  error: string | null;
  label: string;
  onRetry: () => void;
}

/** A list of audit entries, newest first: action, who, when and the facts recorded. */
export function AuditLogList({ entries, isPending, error, label, onRetry }: AuditLogListProps) {
  if (isPending) return <RowSkeletons count={3} label={`Loading ${label.toLowerCase()}`} />;
  if (error) return <ErrorNotice title={error} onRetry={onRetry} />;
  if (!entries?.length)
    return (
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <History className="size-4" aria-hidden="true" /> No actions recorded yet.
      </p>
    );
  return (
    <ol aria-label={label} className="divide-y divide-gray-100">
      {entries.map((entry) => {
        const phrases = detailPhrases(entry);
        return (
          <li key={entry.id} className="py-2 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="font-medium text-gray-900">{actionText(entry.action)}</p>
              <time
                dateTime={entry.created_at}
                title={formatDateTime(entry.created_at)}
                className="text-xs text-gray-600"
              >
                {timeAgo(entry.created_at)}
              </time>
            </div>
            {phrases.length > 0 && <p className="text-gray-700">{phrases.join(' · ')}</p>}
            <p className="text-xs text-gray-600">
              {entry.actor_name ? `by ${entry.actor_name}` : 'by the system'}
              {entry.department_name ? ` in ${entry.department_name}` : ''}
              {entry.ip_address ? ` from ${entry.ip_address}` : ''}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
