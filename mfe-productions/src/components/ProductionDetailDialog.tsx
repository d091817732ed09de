import { Boxes, CalendarDays, Drama, MapPin, Pencil, Shirt, Trash2, User, Users } from 'lucide-react';
import { Link } from '@scenedock/ui/router';
import { Button, Dialog, EnumBadge, FactList, formatDate, productionPath } from '@scenedock/ui';
import { ItemImage } from '@scenedock/ui/illustrations';
import { useProduction, type Production } from '../api/productions';
import { holdsItemsText } from '../lib/labels';
import { preloadProductionForm } from './lazyDialogs';
import { ProgressBar } from './ProgressBar';

export interface ProductionDetailDialogProps {
  /** the production as a list showed it; the dialog refreshes it from the server */
  production: Production | null;
  onClose: () => void;
  /** each action's button appears only when its handler is given (the viewer may use it) */
  onEdit?: (production: Production) => void;
  onDelete?: (production: Production) => void;
  onManageItems?: (production: Production) => void;
}

const NOT_SET = 'Not set';
const CALENDAR = <CalendarDays className="size-4" />;

/** Everything about one production; Escape, the close button and Close close it. */
export function ProductionDetailDialog({
  production: initial,
  onClose,
  onEdit,
  onDelete,
  onManageItems,
}: ProductionDetailDialogProps) {
  const { data } = useProduction(initial);
  const production = data ?? initial;
  return (
    <Dialog
      open={production !== null}
      onClose={onClose}
      title={production?.title ?? ''}
      size="lg"
      footer={
        production && (
          <>
            {onDelete && (
              <Button
                variant="danger"
                className="mr-auto"
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                onClick={() => onDelete(production)}
              >
                Delete
              </Button>
            )}
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            {onEdit && (
              <Button
                variant="secondary"
                icon={<Pencil className="size-4" aria-hidden="true" />}
                onPointerEnter={preloadProductionForm}
                onFocus={preloadProductionForm}
                onClick={() => onEdit(production)}
              >
                Edit
              </Button>
            )}
            {onManageItems && (
              <Button
                icon={<Boxes className="size-4" aria-hidden="true" />}
                onClick={() => onManageItems(production)}
              >
                Manage Items
              </Button>
            )}
          </>
        )
      }
    >
      {production && (
        <div className="space-y-5">
          <ItemImage
            src={production.image_url}
            alt=""
            kind="production"
            seed={production.id}
            className="h-44 w-full rounded-md"
          />
          <ProductionFacts production={production} />
          <Link
            to={productionPath(production.id)}
            onClick={onClose}
            className="inline-block text-sm font-medium text-indigo-700 hover:underline"
          >
            Open the production’s page and pull list
          </Link>
        </div>
      )}
    </Dialog>
  );
}

/** A production's status and progress, description, director, venue, dates and counts (dialog and page). */
export function ProductionFacts({ production }: { production: Production }) {
  return (
    <>
      <div className="flex items-center gap-3">
        <EnumBadge kind="productionStatus" value={production.status} />
        <div className="flex-1">
          <ProgressBar production={production} />
        </div>
      </div>
      {production.description && (
        <p className="text-sm whitespace-pre-line text-gray-800">{production.description}</p>
      )}
      <FactList
        facts={[
          ['Director', production.director || NOT_SET, { icon: <User className="size-4" /> }],
          ['Venue', production.venue || NOT_SET, { icon: <MapPin className="size-4" /> }],
          ['Start date', formatDate(production.start_date) || NOT_SET, { icon: CALENDAR }],
          ['End date', formatDate(production.end_date) || NOT_SET, { icon: CALENDAR }],
        ]}
      />
      <ItemCounts production={production} />
    </>
  );
}

/**
 * Cast, Props, Sets and Costumes as four small figures (cards and the detail dialog), and the days
 * the production holds its items.
 */
export function ItemCounts({ production, compact = false }: { production: Production; compact?: boolean }) {
  const counts = [
    { label: 'Cast', value: production.cast_size ?? 0, icon: Users },
    { label: 'Props', value: production.props_count, icon: Drama },
    { label: 'Sets', value: production.sets_count, icon: Boxes },
    { label: 'Costumes', value: production.costume_pieces_count, icon: Shirt },
  ];
  return (
    <div className={compact ? 'space-y-1.5' : 'space-y-2'}>
      <dl className="grid grid-cols-4 gap-2 text-center">
        {counts.map(({ label, value, icon: Icon }) => (
          <div key={label} className={`rounded-md bg-gray-50 ${compact ? 'px-1 py-1.5' : 'p-3'}`}>
            <dt className="flex items-center justify-center gap-1 text-xs text-gray-700">
              {!compact && <Icon className="size-3.5" aria-hidden="true" />}
              {label}
            </dt>
            <dd className={`font-semibold text-gray-900 ${compact ? 'text-sm' : 'text-lg'}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={`text-gray-700 ${compact ? 'text-xs' : 'text-sm'}`}>{holdsItemsText(production)}</p>
    </div>
  );
}
