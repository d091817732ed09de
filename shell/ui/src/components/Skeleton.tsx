/** A grey placeholder block that pulses while content loads. */
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <div className={`animate-pulse rounded bg-gray-200 ${className}`} aria-hidden="true" />;
}

/** A grid of card-shaped placeholders, announced once as loading. */
export function CardSkeletonGrid({ count, label = 'Loading' }: { count: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="card-skeleton"
          className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs"
        >
          <Skeleton className="mb-4 h-36 w-full" />
          <Skeleton className="mb-2 h-5 w-2/3" />
          <Skeleton className="mb-2 h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/** Row-shaped placeholders for lists and tables. */
export function RowSkeletons({ count, label = 'Loading' }: { count: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="row-skeleton" className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
