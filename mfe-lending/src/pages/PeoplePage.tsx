import { useState } from 'react';
import { Plus, Users } from 'lucide-react';
import { Link, useSearchParams } from '@scenedock/ui/router';
import {
  Badge,
  Button,
  can,
  CardSkeletonGrid,
  EmptyState,
  ErrorNotice,
  formatDate,
  formatPeriod,
  PageHeader,
  Pagination,
  SearchInput,
  SelectField,
  todayIso,
  useCurrentDepartment,
  useCurrentUser,
  useDebouncedValue,
  usePlatform,
  type BadgeTone,
} from '@scenedock/ui';
import { offeredItem } from '../lib/lendingFilters';
import {
  usePersonLoan,
  usePersonLoans,
  type PersonLoan,
  type PersonLoanStatusFilter,
} from '../api/personLoans';
import { LendToPersonDialog } from '../components/people/LendToPersonDialog';
import { PersonLoanMoveDialog, type PersonLoanMove } from '../components/people/PersonLoanMoveDialog';
import { LendingNav } from '../components/LendingNav';

const PAGE_SIZE = 25;

const STATUS_OPTIONS = [
  { value: '', label: 'All loans' },
  { value: 'booked', label: 'Booked' },
  { value: 'out', label: 'Handed over' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'returned', label: 'Returned' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** A loan's status in words, and its colour (never colour alone). */
export function personLoanStatus(loan: PersonLoan): { text: string; tone: BadgeTone } {
  if (loan.overdue) return { text: 'Overdue', tone: 'red' };
  switch (loan.status) {
    case 'booked':
      return { text: 'Booked', tone: 'yellow' };
    case 'out':
      return { text: 'Handed over', tone: 'blue' };
    case 'returned':
      return { text: 'Returned', tone: 'green' };
    case 'cancelled':
      return { text: 'Cancelled', tone: 'gray' };
  }
}

/** One loan's line: the item, the person, the days, its state and the moves it allows. */
function PersonLoanRow({
  loan,
  today,
  highlighted = false,
  onMove,
}: {
  loan: PersonLoan;
  today: string;
  highlighted?: boolean;
  onMove: (move: PersonLoanMove) => void;
}) {
  const shown = personLoanStatus(loan);
  const may = (action: string) => loan.allowed_actions.includes(action as never);
  return (
    <li
      aria-current={highlighted || undefined}
      className={`flex flex-wrap items-center justify-between gap-3 p-4 ${highlighted ? 'bg-indigo-50' : ''}`}
    >
      <div>
        <p className="font-medium text-gray-900">
          {loan.item_name} — {loan.borrower_name}
          {loan.production_title && (
            <span className="font-normal text-gray-700"> · for {loan.production_title}</span>
          )}
        </p>
        <p className="text-sm text-gray-700">
          {formatPeriod(loan.starts_on, loan.due_on)}
          {loan.status === 'returned' && loan.returned_on
            ? ` · back ${formatDate(loan.returned_on)}`
            : loan.due_on >= today && (loan.status === 'out' || loan.status === 'booked')
              ? ` · due ${formatDate(loan.due_on)}`
              : ''}
          {loan.borrower_contact ? ` · ${loan.borrower_contact}` : ''}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {loan.damage_report && (
          <Link to={loan.damage_report.url} className="text-sm font-medium text-amber-800 underline">
            Damage report{loan.damage_report.status === 'open' ? ' (open)' : ''}
          </Link>
        )}
        <Badge tone={shown.tone}>{shown.text}</Badge>
        {may('hand_over') && (
          <Button size="sm" onClick={() => onMove('out')}>
            Hand over
          </Button>
        )}
        {may('take_back') && (
          <Button size="sm" onClick={() => onMove('returned')}>
            Take back
          </Button>
        )}
        {may('cancel') && (
          <Button size="sm" variant="secondary" onClick={() => onMove('cancelled')}>
            Cancel loan
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The department's loans of its own items to people (docs/lending.md, "Lending to people"): who has
 * what until when, with hand-over, take-back and cancel as each loan allows.
 */
export function PeoplePage() {
  const { data: user } = useCurrentUser();
  const department = useCurrentDepartment();
  const { departmentId } = usePlatform();
  const [status, setStatus] = useState<PersonLoanStatusFilter | ''>('');
  const [borrowerText, setBorrowerText] = useState('');
  const borrower = useDebouncedValue(borrowerText.trim(), 300);
  const [skip, setSkip] = useState(0);
  const loans = usePersonLoans({
    status: status || undefined,
    borrower: borrower || undefined,
    skip,
    limit: PAGE_SIZE,
  });
  // `?lend=prop:7` (the item page's "Lend to a person") opens the dialog with that item chosen.
  const [params, setParams] = useSearchParams();
  const asked = offeredItem(params.get('lend'));
  const [lending, setLending] = useState(false);
  const [moving, setMoving] = useState<{ loan: PersonLoan; move: PersonLoanMove } | null>(null);
  // `?loan=7` (a reminder's or a notice's link): that loan is marked in the list, or shown above it
  // when the list's page does not hold it.
  const openedId = Number(params.get('loan')) || null;
  const opened = usePersonLoan(openedId);
  const closeOpened = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('loan');
        return next;
      },
      { replace: true },
    );
  const mayLend = can(user, 'editItems');
  const rows = loans.data?.items ?? [];
  const today = todayIso();

  return (
    <div>
      <PageHeader
        title="Lent to people"
        description={department?.name ?? 'Loans of your items to people'}
        actions={
          mayLend && (
            <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setLending(true)}>
              Lend to a person
            </Button>
          )
        }
      />
      <LendingNav current="/lending/people" />
      <div className="mb-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as PersonLoanStatusFilter | '');
            setSkip(0);
          }}
        />
        <SearchInput
          label="Borrower"
          placeholder="Search by name"
          value={borrowerText}
          onChange={(event) => {
            setBorrowerText(event.target.value);
            setSkip(0);
          }}
        />
      </div>

      {openedId !== null && opened.data && !rows.some((loan) => loan.id === openedId) && (
        <section aria-labelledby="opened-loan" className="mb-4">
          <div className="mb-2 flex items-center justify-between gap-3">
            <h2 id="opened-loan" className="text-sm font-semibold text-gray-900">
              The loan you opened
            </h2>
            <Button size="sm" variant="secondary" onClick={closeOpened}>
              Show all loans only
            </Button>
          </div>
          <ul className="rounded-lg border border-indigo-200 bg-white">
            <PersonLoanRow
              loan={opened.data}
              today={today}
              highlighted
              onMove={(move) => setMoving({ loan: opened.data, move })}
            />
          </ul>
        </section>
      )}
      {openedId !== null && opened.isError && (
        <p role="status" className="mb-4 text-sm text-gray-700">
          That loan is not one of this department’s, or it was removed.
        </p>
      )}
      {departmentId === null ? (
        <EmptyState icon={<Users className="size-10" />} title="No department context available" />
      ) : loans.isPending ? (
        <CardSkeletonGrid count={3} label="Loading loans to people" />
      ) : loans.isError ? (
        <ErrorNotice
          title="Failed to load loans to people"
          message="Please try again."
          onRetry={() => void loans.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Users className="size-10" />}
          title="No loans to people"
          description="Items your department lends to its members, cast or crew appear here."
        />
      ) : (
        <>
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
            {rows.map((loan) => (
              <PersonLoanRow
                key={loan.id}
                loan={loan}
                today={today}
                highlighted={loan.id === openedId}
                onMove={(move) => setMoving({ loan, move })}
              />
            ))}
          </ul>
          <Pagination skip={skip} limit={PAGE_SIZE} total={loans.data?.total ?? 0} onChange={setSkip} />
        </>
      )}

      {(lending || (asked && mayLend)) && (
        <LendToPersonDialog
          open
          item={lending ? null : asked}
          onClose={() => {
            setLending(false);
            if (asked)
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.delete('lend');
                  return next;
                },
                { replace: true },
              );
          }}
        />
      )}
      <PersonLoanMoveDialog
        loan={moving?.loan ?? null}
        move={moving?.move ?? null}
        onClose={() => setMoving(null)}
      />
    </div>
  );
}
