import type { ReactNode } from 'react';

/**
 * What a list shows when it has nothing. Its title is an h2: it stands where the list would be,
 * straight under the page's h1 (or in a dialog, under its h2 title), so no heading level is skipped.
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-lg border-2 border-dashed border-gray-200 px-6 py-12 text-center">
      {icon && (
        <div className="mb-3 text-gray-400" aria-hidden="true">
          {icon}
        </div>
      )}
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      {description && <p className="mt-1 max-w-md text-sm text-gray-600">{description}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
