import { Boxes, CalendarDays, Eye, MapPin, Pencil, Trash2, User } from 'lucide-react';
import { Link } from '@scenedock/ui/router';
import { Button, EnumBadge, productionPath } from '@scenedock/ui';
import { ItemImage } from '@scenedock/ui/illustrations';
import type { Production } from '../api/productions';
import { preloadProductionForm } from './lazyDialogs';
import { ItemCounts } from './ProductionDetailDialog';
import { dateRangeText } from '../lib/labels';
import { ProgressBar } from './ProgressBar';

export interface ProductionCardProps {
  production: Production;
  /** absent when the viewer may not: the button is not shown */
  onManageItems?: (production: Production) => void;
  onEdit?: (production: Production) => void;
  onDelete?: (production: Production) => void;
}

/** A production in the list; View Details opens its page (details and pull list). */
export function ProductionCard({ production, onManageItems, onEdit, onDelete }: ProductionCardProps) {
  return (
    <article
      aria-labelledby={`production-${production.id}-title`}
      className="flex flex-col overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-gray-200"
    >
      <div className="relative">
        <ItemImage
          src={production.image_url}
          alt=""
          kind="production"
          seed={production.id}
          className="h-40 w-full"
        />
        <div className="absolute top-3 right-3">
          <EnumBadge kind="productionStatus" value={production.status} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <ProgressBar production={production} />
        <div>
          <h3 id={`production-${production.id}-title`} className="text-lg font-semibold text-gray-900">
            {production.title}
          </h3>
          {production.description && (
            <p className="mt-1 line-clamp-2 text-sm text-gray-700">{production.description}</p>
          )}
        </div>
        <ul className="space-y-1 text-sm text-gray-700">
          <li className="flex items-center gap-2">
            <User className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
            <span className="sr-only">Director: </span>
            {production.director || 'No director set'}
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
            <span className="sr-only">Dates: </span>
            {dateRangeText(production)}
          </li>
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
            <span className="sr-only">Venue: </span>
            {production.venue || 'No venue set'}
          </li>
        </ul>
        <ItemCounts production={production} compact />
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Link
            to={productionPath(production.id)}
            aria-label={`View Details of ${production.title}`}
            className="inline-flex items-center justify-center gap-1.5 rounded-md bg-white px-2.5 py-1.5 text-sm font-medium text-gray-800 shadow-xs ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <Eye className="size-4" aria-hidden="true" />
            View Details
          </Link>
          {onManageItems && (
            <Button
              variant="secondary"
              size="sm"
              icon={<Boxes className="size-4" aria-hidden="true" />}
              aria-label={`Manage Items of ${production.title}`}
              onClick={() => onManageItems(production)}
            >
              Manage Items
            </Button>
          )}
          {onEdit && (
            <Button
              variant="secondary"
              size="sm"
              icon={<Pencil className="size-4" aria-hidden="true" />}
              aria-label={`Edit ${production.title}`}
              onPointerEnter={preloadProductionForm}
              onFocus={preloadProductionForm}
              onClick={() => onEdit(production)}
            >
              Edit
            </Button>
          )}
          {onDelete && (
            <Button
              variant="danger"
              size="sm"
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              aria-label={`Delete ${production.title}`}
              onClick={() => onDelete(production)}
            >
              Delete
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
