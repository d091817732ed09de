import { Eye, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { Button } from '@scenedock/ui';
import { Link, useLocation } from '@scenedock/ui/router';

/** Left out for people who may not edit or delete: the button is then not shown. */
export interface ItemActions {
  onEdit?: () => void;
  onDelete?: () => void;
}

/** The state a link to an item's page carries: where the list was (its filters), for its Back link. */
export function useBackState(): { back: string } {
  const { pathname, search } = useLocation();
  return { back: `${pathname}${search}` };
}

/** An item's name as the link to its page, carrying the list's address for its Back link. */
export function ItemNameLink({ name, href }: { name: string; href: string }) {
  const state = useBackState();
  return (
    <Link
      to={href}
      state={state}
      className="hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      {name}
    </Link>
  );
}

/**
 * An item's View link and its Edit and Delete buttons, as a card and a list row show them. Their
 * accessible names carry the item's name ('Edit Rocking Chair'), so a list of them stays
 * unambiguous to screen readers and tests.
 */
export function ItemActionButtons({
  name,
  href,
  viewText = 'View',
  onEdit,
  onDelete,
  className = '',
}: ItemActions & {
  name: string;
  /** the item's own page (kit's itemPath) */
  href: string;
  /** the set cards say 'View Details' */
  viewText?: string;
  className?: string;
}) {
  const state = useBackState();
  const [viewVerb, ...viewRest] = viewText.split(' ');
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <Link
        to={href}
        state={state}
        className="inline-flex items-center justify-center gap-1.5 rounded-md bg-white px-2.5 py-1.5 text-sm font-medium text-gray-800 shadow-xs ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <Eye className="size-4" aria-hidden="true" />
        <ActionLabel verb={viewVerb} name={name} seenAfter={viewRest.join(' ') || undefined} />
      </Link>
      {onEdit && <ActionButton icon={Pencil} verb="Edit" name={name} onClick={onEdit} />}
      {onDelete && <ActionButton icon={Trash2} verb="Delete" name={name} onClick={onDelete} />}
    </div>
  );
}

/** One inline run of text: seen as 'Edit' ('View Details'), heard as 'Edit <name>' ('View <name>'). */
function ActionLabel({ verb, name, seenAfter }: { verb: string; name: string; seenAfter?: string }) {
  return (
    <span>
      {verb}
      <span className="sr-only"> {name}</span>
      {/* words shown after the verb but left out of the accessible name */}
      {seenAfter && <span aria-hidden="true"> {seenAfter}</span>}
    </span>
  );
}

function ActionButton({
  icon: Icon,
  verb,
  name,
  onClick,
}: {
  icon: LucideIcon;
  verb: string;
  name: string;
  onClick: () => void;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<Icon className="size-4" aria-hidden="true" />}
      onClick={onClick}
    >
      <ActionLabel verb={verb} name={name} />
    </Button>
  );
}
