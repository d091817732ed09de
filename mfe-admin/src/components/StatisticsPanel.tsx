import { useId } from 'react';
import { ErrorNotice, ROLE_LABELS, ROLES, Skeleton, formatDateTime } from '@scenedock/ui';
import type { Statistics } from '../api/members';

export interface StatisticsPanelProps {
  statistics: Statistics | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** Totals by status, the role distribution and recent activity of a department's members. */
export function StatisticsPanel({ statistics, isPending, isError, onRetry }: StatisticsPanelProps) {
  const id = useId();
  if (isPending)
    return (
      <div role="status" aria-label="Loading statistics" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  if (isError || !statistics) return <ErrorNotice title="Failed to load statistics" onRetry={onRetry} />;
  const totals = [
    ['Total Users', statistics.total_users],
    ['Active', statistics.active_users],
    ['Pending', statistics.pending_users],
    ['Inactive', statistics.inactive_users],
  ] as const;
  const { recent_activity: recent } = statistics;
  const roles = ROLES.slice().reverse();
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {totals.map(([label, value]) => (
          <div key={label} className="rounded-md bg-white px-3 py-2 ring-1 ring-gray-200">
            <dt className="text-xs font-medium text-gray-600">{label}</dt>
            <dd className="text-2xl font-semibold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <section aria-labelledby={`${id}-roles`} className="rounded-md bg-white p-3 ring-1 ring-gray-200">
          <h3 id={`${id}-roles`} className="text-sm font-semibold text-gray-900">
            Role Distribution
          </h3>
          <dl className="mt-2 space-y-1 text-sm">
            {roles.map((role) => (
              <div key={role} className="flex justify-between">
                <dt className="text-gray-700">{ROLE_LABELS[role]}</dt>
                <dd className="font-medium text-gray-900">{statistics.role_distribution[role] ?? 0}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby={`${id}-recent`} className="rounded-md bg-white p-3 ring-1 ring-gray-200">
          <h3 id={`${id}-recent`} className="text-sm font-semibold text-gray-900">
            Recent Activity
          </h3>
          <dl className="mt-2 space-y-1 text-sm">
            <div className="flex justify-between">
              <dt className="text-gray-700">New this week</dt>
              <dd className="font-medium text-gray-900">{recent.new_users_this_week}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-gray-700">New this month</dt>
              <dd className="font-medium text-gray-900">{recent.new_users_this_month}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-gray-700">Last invitation</dt>
              <dd className="text-right font-medium text-gray-900">
                {recent.last_invitation_sent ? formatDateTime(recent.last_invitation_sent) : 'Never'}
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </div>
  );
}
