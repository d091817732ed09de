import {
  ArrowDownLeft,
  ArrowUpRight,
  CalendarDays,
  CalendarRange,
  Eye,
  Hourglass,
  MessageSquare,
  PackageCheck,
  PackageOpen,
} from 'lucide-react';
import { Badge, Button, EnumBadge, formatDate, formatPeriod, usePlatform } from '@scenedock/ui';
import { ItemImage } from '@scenedock/ui/illustrations';
import { Link } from '@scenedock/ui/router';
import type { Loan } from '../../api/loans';
import { borrowerName, ITEM_TYPE_LABELS, lenderName, offerText, proposalText } from '../../lib/labels';
import { ownItemPath } from '../../lib/loanLinks';

/** The department on the other side of the loan, as the reader sees it. */
function otherSide(loan: Loan): { verb: string; name: string } {
  return loan.direction === 'outgoing'
    ? { verb: 'Lending to', name: borrowerName(loan) }
    : { verb: 'Borrowing from', name: lenderName(loan) };
}

function unreadText(count: number): string {
  return `${count} unread ${count === 1 ? 'message' : 'messages'}`;
}

export function LoanCard({
  loan,
  onDetails,
  onMessages,
}: {
  loan: Loan;
  onDetails: (loan: Loan) => void;
  onMessages: (loan: Loan) => void;
}) {
  const other = otherSide(loan);
  const DirectionIcon = loan.direction === 'outgoing' ? ArrowUpRight : ArrowDownLeft;
  const titleId = `loan-${loan.id}-title`;
  const proposal = proposalText(loan);
  const offer = offerText(loan);
  // Item pages are the inventory's screens: a screen mounted alone in a portal has no route to them.
  const { inShell } = usePlatform();
  const itemHref = inShell ? ownItemPath(loan) : null;
  return (
    <article
      aria-labelledby={titleId}
      className="flex overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-gray-200"
    >
      <ItemImage src={loan.item_image_url} alt="" kind={loan.item_type} className="w-28 shrink-0 sm:w-36" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="truncate text-base font-semibold text-gray-900">
              {itemHref ? (
                <Link
                  to={itemHref}
                  className="hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {loan.item_name}
                </Link>
              ) : (
                loan.item_name
              )}
            </h3>
            <p className="text-xs text-gray-600">{ITEM_TYPE_LABELS[loan.item_type]}</p>
          </div>
          <div className="flex items-center gap-2">
            {loan.unread_count > 0 && (
              <Badge tone="indigo">
                <span aria-hidden="true">{loan.unread_count} new</span>
                <span className="sr-only">{unreadText(loan.unread_count)}</span>
              </Badge>
            )}
            <EnumBadge kind="lendingStatus" value={loan.status} />
          </div>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-gray-700">
          <DirectionIcon className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
          {other.verb} <span className="font-medium text-gray-900">{other.name}</span>
        </p>
        <p className="flex items-center gap-1.5 text-sm text-gray-700">
          <CalendarDays className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
          <span className="sr-only">Planned: </span>
          {formatPeriod(loan.lent_date, loan.due_date)}
        </p>
        {loan.picked_up_date && (
          <p className="flex items-center gap-1.5 text-sm text-gray-700">
            <PackageOpen className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
            Picked up {formatDate(loan.picked_up_date)}
          </p>
        )}
        {loan.return_date && (
          <p className="flex items-center gap-1.5 text-sm text-gray-700">
            <PackageCheck className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
            Returned {formatDate(loan.return_date)}
          </p>
        )}
        {offer && (
          <p className="flex items-center gap-1.5 text-sm text-indigo-900">
            <Hourglass className="size-4 shrink-0 text-indigo-700" aria-hidden="true" />
            {offer}
          </p>
        )}
        {proposal && (
          <p className="flex items-center gap-1.5 text-sm text-amber-900">
            <CalendarRange className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
            {proposal}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button
            variant="secondary"
            size="sm"
            icon={<MessageSquare className="size-4" aria-hidden="true" />}
            aria-label={`Messages about ${loan.item_name}${loan.unread_count > 0 ? ` (${unreadText(loan.unread_count)})` : ''}`}
            onClick={() => onMessages(loan)}
          >
            Messages
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon={<Eye className="size-4" aria-hidden="true" />}
            aria-label={`Details of ${loan.item_name}`}
            onClick={() => onDetails(loan)}
          >
            Details
          </Button>
        </div>
      </div>
    </article>
  );
}
