import { availabilityLine, todayIso, type BadgeTone } from '@scenedock/ui';
import type { InventoryItem } from '../lib/items';

// The status line's dot, in the colour the kit gives the line's tone.
const DOTS: Record<BadgeTone, string> = {
  gray: 'bg-gray-400',
  green: 'bg-green-600',
  yellow: 'bg-yellow-500',
  orange: 'bg-orange-500',
  red: 'bg-red-600',
  blue: 'bg-blue-600',
  indigo: 'bg-indigo-600',
  purple: 'bg-purple-600',
};

/**
 * What holds an item today, else what holds it next, else 'Available': one line that wraps on
 * narrow cards rather than running past them.
 */
export function AvailabilityStatus({ item, className = '' }: { item: InventoryItem; className?: string }) {
  const { text, tone } = availabilityLine(item.availability, todayIso());
  return (
    <p data-testid="item-status" className={`flex items-start gap-2 text-sm text-gray-800 ${className}`}>
      <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${DOTS[tone]}`} />
      <span className="min-w-0 break-words">{text}</span>
    </p>
  );
}
