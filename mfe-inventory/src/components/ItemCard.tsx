import { useId, type ReactNode } from 'react';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@scenedock/ui';
import type { Condition } from '../domain/constants';
import { ConditionBadge, InUseBadge } from './badges';

export interface CardActions {
  onView: () => void;
  /** left out for people who may not edit: the button is then not shown */
  onEdit?: () => void;
  onDelete?: () => void;
}

interface ItemCardProps extends CardActions {
  name: string;
  image: ReactNode;
  condition: Condition;
  inUse: boolean;
  /** e.g. the category, beside the name */
  chip?: ReactNode;
  /** the set cards say 'View Details' */
  viewText?: string;
  children?: ReactNode;
}

/**
 * One inventory item in the card grid. The buttons' accessible names carry the item's name
 * ('Edit Rocking Chair'), so a list of cards stays unambiguous to screen readers and tests.
 */
export function ItemCard({
  name,
  image,
  condition,
  inUse,
  chip,
  viewText = 'View',
  children,
  onView,
  onEdit,
  onDelete,
}: ItemCardProps) {
  const headingId = useId();
  const [firstWord, ...rest] = viewText.split(' ');
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-xs"
    >
      <div className="relative h-40 bg-gray-100">
        {image}
        <div className="absolute left-2 top-2 flex gap-1">
          <ConditionBadge condition={condition} />
          {inUse && <InUseBadge />}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={headingId} className="font-semibold text-gray-900">
            {name}
          </h3>
          {chip}
        </div>
        {children}
        <div className="mt-auto flex flex-wrap gap-2 border-t border-gray-100 pt-3">
          <Button
            variant="secondary"
            size="sm"
            icon={<Eye className="size-4" aria-hidden="true" />}
            onClick={onView}
          >
            {/* One inline run of text: seen as 'View Details', heard as 'View <name>'. */}
            <span>
              {firstWord}
              <span className="sr-only"> {name}</span>
              {rest.length > 0 && <span aria-hidden="true"> {rest.join(' ')}</span>}
            </span>
          </Button>
          {onEdit && (
            <Button
              variant="secondary"
              size="sm"
              icon={<Pencil className="size-4" aria-hidden="true" />}
              onClick={onEdit}
            >
              <span>
                Edit<span className="sr-only"> {name}</span>
              </span>
            </Button>
          )}
          {onDelete && (
            <Button
              variant="secondary"
              size="sm"
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              onClick={onDelete}
            >
              <span>
                Delete<span className="sr-only"> {name}</span>
              </span>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** Label–value lines on a card or in a detail dialog. */
export function Facts({
  items,
  className = '',
  truncate = true,
}: {
  items: [label: string, value: ReactNode][];
  className?: string;
  /** cards cut long values to one line; detail dialogs show them whole */
  truncate?: boolean;
}) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-sm ${className}`}>
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-gray-600">{label}:</dt>
          <dd className={`min-w-0 text-gray-900 ${truncate ? 'truncate' : 'break-words'}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** At most `max` chips: the first 3 tags, or the first 6 components then '+N more' (spec §9). */
export function Chips({
  label,
  values,
  max,
  countRest = false,
}: {
  label: string;
  values: string[];
  max?: number;
  countRest?: boolean;
}) {
  if (!values.length) return null;
  const shown = max === undefined ? values : values.slice(0, max);
  const more = countRest ? values.length - shown.length : 0;
  return (
    // No aria-label: it would collide with the form field of the same name in label-based lookups.
    <div>
      <span className="sr-only">{label}:</span>
      <ul className="flex flex-wrap gap-1">
        {shown.map((value) => (
          <li key={value} className="rounded-md bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
            {value}
          </li>
        ))}
        {more > 0 && <li className="px-1 py-0.5 text-xs text-gray-600">+{more} more</li>}
      </ul>
    </div>
  );
}
