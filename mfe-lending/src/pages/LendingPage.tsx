import { useState } from 'react';
import { Handshake, Plus } from 'lucide-react';
import { useSearchParams } from '@scenedock/ui/router';
import {
  Button,
  can,
  CardSkeletonGrid,
  EmptyState,
  ErrorNotice,
  PageHeader,
  Pagination,
  useCurrentDepartment,
  useCurrentUser,
  useListParams,
  usePlatform,
} from '@scenedock/ui';
import { LOAD_RECORDS_ERROR, recordsLoadError } from '../api/errors';
import { useLoanCounts, useLoans, useRefreshLoans, type Loan } from '../api/loans';
import { useLiveUnreadCounts } from '../api/messages';
import { LazyNewLendingRequestDialog } from '../components/lazyDialogs';
import { LendingCounters } from '../components/lending/LendingCounters';
import { LendingFilters } from '../components/lending/LendingFilters';
import { LoanCard } from '../components/lending/LoanCard';
import { LoanDetailDialog } from '../components/lending/LoanDetailDialog';
import { LendingNav } from '../components/LendingNav';
import { LENDING_FILTERS, LENDING_PAGE_SIZE, loanQuery, offeredItem } from '../lib/lendingFilters';

/** The open loan is in the address (?loan=7), as the lending notifications link to it. */
function useOpenLoan() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('loan')) || null;
  const [writing, setWriting] = useState(false);
  const open = (loan: Loan, toWrite: boolean) => {
    setWriting(toWrite);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('loan', String(loan.id));
        return next;
      },
      { replace: true },
    );
  };
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('loan');
        return next;
      },
      { replace: true },
    );
  return { id, writing, open, close };
}

/**
 * The offer dialog: opened by the button, or by the address (?offer=prop:7, the item page's "Lend
 * to another department") with that item chosen, for those who may offer; a bad value is ignored.
 */
function useOfferDialog(mayOffer: boolean) {
  const [params, setParams] = useSearchParams();
  const [offering, setOffering] = useState(false);
  const item = mayOffer ? offeredItem(params.get('offer')) : null;
  const close = () => {
    setOffering(false);
    if (params.has('offer'))
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('offer');
          return next;
        },
        { replace: true },
      );
  };
  return { open: offering || item !== null, item, start: () => setOffering(true), close };
}

/** /lending, 'Lending & Transfers': what the current department lends and borrows. */
export function LendingPage() {
  const { data: user } = useCurrentUser();
  const department = useCurrentDepartment();
  const { departmentId } = usePlatform();
  const list = useListParams(LENDING_FILTERS, LENDING_PAGE_SIZE);
  const filters = loanQuery(list.values);
  const loans = useLoans({ ...filters, skip: list.skip, limit: list.limit });
  const counts = useLoanCounts(filters.direction);
  const openLoan = useOpenLoan();
  const refresh = useRefreshLoans();
  const mayOffer = can(user, 'offerItems');
  const offer = useOfferDialog(mayOffer);
  useLiveUnreadCounts(openLoan.id);

  const rows = loans.data?.items ?? [];

  return (
    <div>
      <PageHeader
        title="Lending & Transfers"
        description={department?.name ?? 'Loans between departments'}
        actions={
          mayOffer && (
            <Button
              icon={<Plus className="size-4" aria-hidden="true" />}
              onPointerEnter={() => void LazyNewLendingRequestDialog.preload()}
              onFocus={() => void LazyNewLendingRequestDialog.preload()}
              onClick={offer.start}
            >
              New Lending Request
            </Button>
          )
        }
      />

      <LendingNav current="/lending" />
      {departmentId === null ? (
        <EmptyState icon={<Handshake className="size-10" />} title="No department context available" />
      ) : (
        <>
          <LendingCounters
            counts={counts.data}
            status={filters.status}
            onStatus={(status) => list.update({ status })}
          />
          <LendingFilters list={list} />

          {loans.isPending ? (
            <CardSkeletonGrid count={4} label="Loading lending records" />
          ) : loans.isError ? (
            <ErrorNotice
              title={LOAD_RECORDS_ERROR}
              message={recordsLoadError(loans.error)}
              onRetry={() => void loans.refetch()}
            />
          ) : rows.length === 0 ? (
            <EmptyState
              icon={<Handshake className="size-10" />}
              title="No lending records found"
              description={
                list.active
                  ? 'No loan matches these filters.'
                  : 'Requests to borrow from other departments, and your own offers, appear here.'
              }
              action={
                list.active && (
                  <Button variant="secondary" onClick={list.clear}>
                    Clear filters
                  </Button>
                )
              }
            />
          ) : (
            <>
              <h2 className="sr-only">Lending records</h2>
              <div
                className="grid grid-cols-1 gap-4 lg:grid-cols-2"
                aria-busy={loans.isFetching || undefined}
              >
                {rows.map((loan) => (
                  <LoanCard
                    key={loan.id}
                    loan={loan}
                    onDetails={(row) => openLoan.open(row, false)}
                    onMessages={(row) => openLoan.open(row, true)}
                  />
                ))}
              </div>
              <Pagination
                skip={list.skip}
                limit={list.limit}
                total={loans.data?.total ?? 0}
                onChange={(skip) => list.update({ page: String(skip / list.limit + 1) })}
              />
            </>
          )}
        </>
      )}

      <LoanDetailDialog
        loanId={openLoan.id}
        initial={rows.find((row) => row.id === openLoan.id)}
        writing={openLoan.writing}
        onClose={() => {
          openLoan.close();
          // Counts pushed while it was open may predate its reading: the server has the truth.
          void refresh();
        }}
      />
      <LazyNewLendingRequestDialog
        // A new address's item starts a new form.
        key={offer.item ? `${offer.item.type}:${offer.item.id}` : 'offer'}
        open={offer.open}
        item={offer.item}
        onClose={offer.close}
      />
    </div>
  );
}
