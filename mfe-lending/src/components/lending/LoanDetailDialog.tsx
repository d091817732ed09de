import {
  Dialog,
  EnumBadge,
  ErrorNotice,
  FactList,
  formatDate,
  formatDateTime,
  formatPeriod,
  Skeleton,
  usePlatform,
  type Fact,
} from '@scenedock/ui';
import { ItemImage } from '@scenedock/ui/illustrations';
import { Link } from '@scenedock/ui/router';
import { LOAD_RECORDS_ERROR, recordsLoadError } from '../../api/errors';
import { useLoan, type Loan } from '../../api/loans';
import { ITEM_TYPE_LABELS } from '../../lib/labels';
import { ownItemPath, ownProductionPath } from '../../lib/loanLinks';
import { Conversation } from './Conversation';
import { LoanActions } from './LoanActions';
import { LoanCondition } from './LoanCondition';

function Party({ party }: { party: Loan['from_department'] }) {
  return (
    <>
      <span className="font-medium text-gray-900">{party.name}</span>
      {(party.contact_person || party.contact_email) && (
        <span className="block text-gray-600">
          {[party.contact_person, party.contact_email].filter(Boolean).join(' · ')}
        </span>
      )}
    </>
  );
}

const LINK =
  'font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

function LoanFacts({ loan }: { loan: Loan }) {
  // Our own item's and production's pages: only the shell routes to them (not a portal's mount).
  const { inShell } = usePlatform();
  const itemHref = inShell ? ownItemPath(loan) : null;
  const productionHref = inShell ? ownProductionPath(loan) : null;
  const facts: Fact[] = [['Status', <EnumBadge key="s" kind="lendingStatus" value={loan.status} />]];
  if (itemHref)
    facts.push([
      'Item',
      <Link key="i" to={itemHref} className={LINK}>
        {loan.item_name}
      </Link>,
    ]);
  facts.push(
    ['Item type', ITEM_TYPE_LABELS[loan.item_type]],
    ['Lending department', <Party key="f" party={loan.from_department} />],
    ['Borrowing department', <Party key="t" party={loan.to_department} />],
  );
  if (loan.production_title)
    facts.push([
      'For production',
      productionHref ? (
        <Link key="p" to={productionHref} className={LINK}>
          {loan.production_title}
        </Link>
      ) : (
        loan.production_title
      ),
    ]);
  facts.push(['Planned', formatPeriod(loan.lent_date, loan.due_date)]);
  if (loan.proposed_lent_date && loan.proposed_due_date)
    facts.push(['Suggested dates', formatPeriod(loan.proposed_lent_date, loan.proposed_due_date)]);
  // The days it really moved, which may differ from the planned ones.
  if (loan.picked_up_date) facts.push(['Picked up', formatDate(loan.picked_up_date)]);
  if (loan.return_date) facts.push(['Returned', formatDate(loan.return_date)]);
  if (loan.requested_due_date) facts.push(['Extension asked until', formatDate(loan.requested_due_date)]);
  if (loan.contact_person || loan.contact_email)
    facts.push(['Contact', [loan.contact_person, loan.contact_email].filter(Boolean).join(' · ')]);
  facts.push([
    'Filed',
    `${loan.initiated_by === 'borrower' ? 'Request to borrow' : 'Offer to lend'}, ${formatDateTime(loan.created_at)}`,
  ]);
  if (loan.cancelled_by)
    facts.push(['Cancelled by', loan.cancelled_by === 'lender' ? 'The lending department' : 'The borrower']);
  if (loan.notes) facts.push(['Notes', loan.notes, { long: true }]);
  return <FactList facts={facts} />;
}

/**
 * One loan: every field, the moves the reader may make, and its conversation. Asked for afresh on
 * opening (its allowed actions change as it moves); the list's row shows meanwhile.
 */
export function LoanDetailDialog({
  loanId,
  initial,
  writing = false,
  onClose,
}: {
  loanId: number | null;
  initial?: Loan | null;
  /** opened to write a message: the message box takes the focus */
  writing?: boolean;
  onClose: () => void;
}) {
  const query = useLoan(loanId, initial);
  const loan = query.data;
  return (
    <Dialog
      open={loanId !== null}
      onClose={onClose}
      title={loan?.item_name ?? 'Lending record'}
      description={loan && (loan.direction === 'outgoing' ? 'We lend this item' : 'We borrow this item')}
      size="lg"
    >
      {loan ? (
        <>
          {/* Opened to read, the focus starts at the loan's facts, not down at the message box. */}
          <div
            className="flex flex-col gap-4 focus:outline-none sm:flex-row"
            tabIndex={-1}
            data-autofocus={writing ? undefined : true}
          >
            <ItemImage
              src={loan.item_image_url}
              alt=""
              kind={loan.item_type}
              className="h-32 w-full shrink-0 rounded-md sm:w-40"
            />
            <div className="min-w-0 flex-1">
              <LoanFacts loan={loan} />
            </div>
          </div>
          <LoanCondition loan={loan} />
          <LoanActions loan={loan} onDeleted={onClose} />
          <Conversation
            loanId={loan.id}
            canWrite={loan.allowed_actions.includes('message')}
            autoFocus={writing}
          />
        </>
      ) : query.isError ? (
        <ErrorNotice
          title={LOAD_RECORDS_ERROR}
          message={recordsLoadError(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div role="status" aria-label="Loading the lending record" className="space-y-3">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      )}
    </Dialog>
  );
}
