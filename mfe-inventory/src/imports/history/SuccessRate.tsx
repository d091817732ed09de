import { formatRate, successRate, successRateTone } from '../progress/display';

const RATE_COLOURS = { green: 'text-green-700', yellow: 'text-yellow-700', red: 'text-red-700' } as const;

/** Successful rows of those processed: green from 90 %, yellow from 70 %, red below; '—' before any. */
export function SuccessRate({ job }: { job: { processed_items: number; successful_items: number } }) {
  const rate = successRate(job);
  if (rate === null) return <span className="text-gray-500">—</span>;
  const tone = successRateTone(rate);
  return (
    <span className={`font-medium tabular-nums ${RATE_COLOURS[tone]}`} data-tone={tone}>
      {formatRate(rate)}
    </span>
  );
}
