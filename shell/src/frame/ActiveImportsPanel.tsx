import { useEffect, useRef, type RefObject } from 'react';
import { Link } from '@scenedock/ui/router';
import type { components } from '@scenedock/openapi';
import { enumLabel } from '@scenedock/ui';
import { useClampedPanel } from './useClampedPanel';

type ImportJob = components['schemas']['ImportJobOut'];

const LINK =
  'rounded-md px-2 py-1 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The running imports under the top bar's indicator; Escape or a click elsewhere closes it. */
export default function ActiveImportsPanel({
  jobs,
  total,
  container,
  onClose,
}: {
  jobs: ImportJob[];
  total: number;
  /** the indicator: a click inside it is not a click elsewhere */
  container: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const panelRef = useRef<HTMLElement>(null);
  useClampedPanel(panelRef);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [container, onClose]);

  return (
    <section
      ref={panelRef}
      aria-label="Active imports"
      className="absolute right-0 top-full z-30 mt-2 w-80 max-w-[calc(100vw-1rem)] rounded-lg bg-white shadow-lg ring-1 ring-black/5"
    >
      <h2 className="border-b border-gray-200 px-4 py-3 text-sm font-semibold text-gray-900">
        Active imports{total > 0 && ` (${total})`}
      </h2>
      {jobs.length === 0 ? (
        <p className="px-4 py-3 text-sm text-gray-600">No imports are running.</p>
      ) : (
        <ul className="max-h-80 divide-y divide-gray-100 overflow-y-auto">
          {jobs.map((job) => {
            const percent = Math.max(0, Math.min(100, Math.round(job.progress_percentage)));
            return (
              <li key={job.id}>
                <Link
                  to={`/import-history?job=${job.id}`}
                  onClick={onClose}
                  className="block px-4 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  aria-label={`Import job ${job.id}: ${enumLabel('importItemType', job.item_type)}, ${job.status === 'pending' ? 'queued' : `${percent}%`}`}
                >
                  <span className="flex items-center justify-between gap-2 text-sm">
                    <span className="font-medium text-gray-900">
                      Job {job.id} · {enumLabel('importItemType', job.item_type)}
                    </span>
                    <span className="text-xs text-gray-600">
                      {job.status === 'pending' ? 'Queued' : `${percent}%`}
                    </span>
                  </span>
                  <span className="mt-0.5 block truncate text-xs text-gray-500">{job.file_name}</span>
                  {job.status === 'processing' && (
                    <span className="mt-1.5 block h-1.5 overflow-hidden rounded-full bg-gray-200">
                      <span
                        className="block h-full rounded-full bg-indigo-600"
                        style={{ width: `${percent}%` }}
                      />
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex justify-between gap-2 border-t border-gray-200 px-2 py-2">
        <Link to="/import-history?status=active" onClick={onClose} className={LINK}>
          View All
        </Link>
        <Link to="/import-history" onClick={onClose} className={LINK}>
          View Import History
        </Link>
      </div>
    </section>
  );
}
