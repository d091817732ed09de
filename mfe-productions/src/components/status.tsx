import { Badge, formatDate, type BadgeTone } from '@scenedock/ui';
import type { Production, ProductionStatus } from '../api/productions';

/** Each status's badge colour and the progress it stands for. */
export const STATUS_META: Record<
  ProductionStatus,
  { label: string; tone: BadgeTone; progress: number; bar: string }
> = {
  planning: { label: 'Planning', tone: 'blue', progress: 25, bar: 'bg-blue-600' },
  active: { label: 'Active', tone: 'green', progress: 75, bar: 'bg-green-600' },
  completed: { label: 'Completed', tone: 'gray', progress: 100, bar: 'bg-gray-600' },
  cancelled: { label: 'Cancelled', tone: 'red', progress: 0, bar: 'bg-red-600' },
};

export const STATUS_OPTIONS = (Object.keys(STATUS_META) as ProductionStatus[]).map((value) => ({
  value,
  label: STATUS_META[value].label,
}));

export function StatusBadge({ status }: { status: ProductionStatus }) {
  return <Badge tone={STATUS_META[status].tone}>{STATUS_META[status].label}</Badge>;
}

export function ProgressBar({ production }: { production: Production }) {
  const { progress, bar } = STATUS_META[production.status];
  return (
    <div>
      <div className="flex justify-between text-xs text-gray-700">
        <span>Progress</span>
        <span>{progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={`${production.title} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="mt-1 h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div className={`h-full rounded-full ${bar}`} style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}

/** "12 Mar 2026 – 20 Mar 2026", one side alone, or 'Dates not set'. */
export function dateRangeText(production: Pick<Production, 'start_date' | 'end_date'>): string {
  const start = formatDate(production.start_date);
  const end = formatDate(production.end_date);
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return 'Dates not set';
}
