import { MapPin, Pencil, Trash2, Users } from 'lucide-react';
import { Badge, Button, IconButton } from '@scenedock/ui';
import { StageIllustration } from '@scenedock/ui/illustrations';
import type { Department } from '../api/departments';

export interface DepartmentCardProps {
  department: Department;
  /** position in the grid: cards appear one after another, 100 ms apart */
  index: number;
  isMember: boolean;
  onView: () => void;
  /** absent when the viewer may not do it: the control is not shown */
  onManageUsers?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function DepartmentCard({
  department,
  index,
  isMember,
  onView,
  onManageUsers,
  onEdit,
  onDelete,
}: DepartmentCardProps) {
  const headingId = `department-${department.id}-name`;
  const counts = [
    ['Productions', department.production_count],
    ['Props', department.prop_count],
    ['Sets', department.set_piece_count],
  ] as const;
  return (
    <li className="sd-admin-rise" style={{ animationDelay: `${index * 100}ms` }}>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-xs"
      >
        <div className="relative">
          <StageIllustration seed={department.id} className="aspect-[32/12] w-full" />
          <div className="absolute left-3 top-3">
            {isMember ? (
              <Badge tone="green">Your Department</Badge>
            ) : (
              <Badge tone="blue">Partner Department</Badge>
            )}
          </div>
        </div>
        <div className="flex flex-1 flex-col p-4">
          <h2 id={headingId} className="text-base font-semibold text-gray-900">
            {department.name}
          </h2>
          {department.address && (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-gray-600">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {department.address}
            </p>
          )}
          <dl className="mt-4 grid grid-cols-4 gap-2 text-center">
            <div className="rounded-md bg-gray-50 py-2 ring-1 ring-gray-200">
              <dt className="text-xs font-medium text-gray-600">Users</dt>
              <dd className="text-lg font-semibold text-gray-900">
                {onManageUsers ? (
                  <button
                    type="button"
                    onClick={onManageUsers}
                    aria-label={`${department.user_count} users: manage the users of ${department.name}`}
                    className="inline-flex items-center gap-1 rounded px-1 text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    <Users className="size-4" aria-hidden="true" />
                    {department.user_count}
                  </button>
                ) : (
                  department.user_count
                )}
              </dd>
            </div>
            {counts.map(([label, value]) => (
              <div key={label} className="rounded-md bg-gray-50 py-2 ring-1 ring-gray-200">
                <dt className="text-xs font-medium text-gray-600">{label}</dt>
                <dd className="text-lg font-semibold text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-auto flex items-center justify-between gap-2 pt-4">
            <Button
              variant="secondary"
              size="sm"
              onClick={onView}
              aria-label={`View details of ${department.name}`}
            >
              View Details
            </Button>
            <div className="flex gap-1">
              {onEdit && (
                <IconButton label={`Edit ${department.name}`} onClick={onEdit}>
                  <Pencil className="size-4" aria-hidden="true" />
                </IconButton>
              )}
              {onDelete && (
                <IconButton label={`Delete ${department.name}`} tone="danger" onClick={onDelete}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </IconButton>
              )}
            </div>
          </div>
        </div>
      </article>
    </li>
  );
}
