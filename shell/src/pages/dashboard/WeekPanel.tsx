import type { UseQueryResult } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import {
  ErrorNotice,
  errorMessage,
  formatDate,
  formatPeriod,
  itemPath,
  loanPath,
  RowSkeletons,
} from '@scenedock/ui';
import { Link } from '@scenedock/ui/router';
import { hasRemote } from '../../remotes';

type Week = components['schemas']['WeekOut'];
type WeekLoan = components['schemas']['WeekLoanOut'];
type WeekDecision = components['schemas']['WeekDecisionOut'];

/** What the caller is asked to decide, in words. */
const DECISION_LABELS: Record<WeekDecision['kind'], string> = {
  request: 'Request to borrow',
  extension: 'Extension asked',
  counter_proposal: 'Counter-proposal to answer',
  offer: 'Offer to answer',
};

/** Both sides of every loan open on the lending screen (`?loan=7`), as its notifications link. */

/**
 * A row's link: our own item's page, else the loan; nothing when neither screen is deployed.
 * Item pages are the inventory's, loans the lending remote's.
 */
function rowHref(row: { lending_id: number; item_type?: WeekLoan['item_type']; item_id?: number | null }) {
  if (row.item_type && row.item_id && hasRemote('inventory')) return itemPath(row.item_type, row.item_id);
  return hasRemote('lending') ? loanPath(row.lending_id) : null;
}

/** "Lent to Westbrook High" / "Borrowed from Lakeside Academy". */
function sideText(loan: WeekLoan): string {
  return loan.side === 'lender'
    ? `Lent to ${loan.other_department_name}`
    : `Borrowed from ${loan.other_department_name}`;
}

interface Row {
  key: number;
  href: string | null;
  name: string;
  detail: string;
}

const LISTS: {
  id: string;
  title: string;
  empty: string;
  rows: (week: Week) => Row[];
}[] = [
  {
    id: 'waiting',
    title: 'Waiting for your decision',
    empty: 'Nothing waits for your decision.',
    rows: (week) =>
      week.waiting.map((decision) => ({
        key: decision.lending_id,
        // A decision is taken on the loan, not on the item's page.
        href: hasRemote('lending') ? loanPath(decision.lending_id) : null,
        name: decision.item_name,
        detail: `${DECISION_LABELS[decision.kind]} · ${decision.other_department_name} · ${formatPeriod(decision.lent_date, decision.due_date)}`,
      })),
  },
  {
    id: 'overdue',
    title: 'Overdue',
    empty: 'Nothing is overdue.',
    rows: (week) =>
      week.overdue.map((loan) => ({
        key: loan.lending_id,
        href: rowHref(loan),
        name: loan.item_name,
        detail: `${sideText(loan)} · was due back ${formatDate(loan.due_date)}`,
      })),
  },
  {
    id: 'going-out',
    title: 'Going out this week',
    empty: 'Nothing goes out this week.',
    rows: (week) =>
      week.going_out.map((loan) => ({
        key: loan.lending_id,
        href: rowHref(loan),
        name: loan.item_name,
        detail: `${sideText(loan)} · from ${formatDate(loan.lent_date)}`,
      })),
  },
  {
    id: 'due-back',
    title: 'Due back this week',
    empty: 'Nothing is due back this week.',
    rows: (week) =>
      week.due_back.map((loan) => ({
        key: loan.lending_id,
        href: rowHref(loan),
        name: loan.item_name,
        detail: `${sideText(loan)} · due back ${formatDate(loan.due_date)}`,
      })),
  },
];

/**
 * The week's loans at a glance: what waits for the reader's decision, what is overdue, what goes
 * out and what comes back this week (Monday to Sunday, as the server counts the department's week).
 * Loaded apart from the dashboard's figures, which it never holds up.
 */
export function WeekLists({ week }: { week: UseQueryResult<Week> }) {
  if (week.isError)
    return (
      <ErrorNotice
        title="Failed to load this week"
        message={errorMessage(week.error, 'Please try again.', {
          byStatus: { 403: 'You do not have permission to see this week.' },
        })}
        onRetry={() => void week.refetch()}
      />
    );
  if (!week.data) return <RowSkeletons count={4} label="Loading this week" />;
  const data = week.data;
  return (
    <>
      <p className="-mt-1 mb-3 text-sm text-gray-600">{formatPeriod(data.from, data.to)}</p>
      <div
        className="grid grid-cols-1 gap-x-6 gap-y-5 md:grid-cols-2"
        aria-busy={week.isFetching || undefined}
      >
        {LISTS.map((list) => {
          const rows = list.rows(data);
          const headingId = `week-${list.id}`;
          return (
            <div key={list.id} className="min-w-0">
              <h3 id={headingId} className="text-sm font-medium text-gray-700">
                {list.title}
                {rows.length > 0 && <span className="ml-1.5 text-gray-600">({rows.length})</span>}
              </h3>
              {rows.length === 0 ? (
                <p className="mt-1 text-sm text-gray-600">{list.empty}</p>
              ) : (
                <ul aria-labelledby={headingId} className="mt-1 divide-y divide-gray-100">
                  {rows.map((row) => (
                    <li key={row.key} className="py-2">
                      {row.href ? (
                        <Link
                          to={row.href}
                          className="text-sm font-medium break-words text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                        >
                          {row.name}
                        </Link>
                      ) : (
                        <span className="text-sm font-medium break-words text-gray-900">{row.name}</span>
                      )}
                      <p className="text-xs break-words text-gray-600">{row.detail}</p>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}
