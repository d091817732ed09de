import type { Production, ProductionStatus } from '../api/productions';

/** The progress each status stands for, and its bar's colour (the status badge's). */
const PROGRESS: Record<ProductionStatus, { progress: number; bar: string }> = {
  planning: { progress: 25, bar: 'bg-blue-600' },
  active: { progress: 75, bar: 'bg-green-600' },
  completed: { progress: 100, bar: 'bg-gray-600' },
  cancelled: { progress: 0, bar: 'bg-red-600' },
};

export function ProgressBar({ production }: { production: Production }) {
  const { progress, bar } = PROGRESS[production.status];
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
