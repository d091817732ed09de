import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import {
  dashboardKeys,
  itemKeys,
  lendingKeys,
  unwrap,
  unwrapPage,
  useApi,
  useLiveEventsConnected,
  usePlatform,
  type ItemResource,
  type LendingStatus,
} from '@scenedock/ui';
import type { Direction, LendingItemType } from '../lib/labels';
import { loanKeys } from './keys';

export type Loan = components['schemas']['LendingOut'];
export type LoanCounts = components['schemas']['LendingCountsOut'];
export type LoanCreateBody = components['schemas']['LendingCreateInput'];
export type LoanUpdateBody = components['schemas']['LendingUpdateInput'];
export type CounterProposalBody = components['schemas']['CounterProposalInput'];
export type ConditionBody = components['schemas']['ConditionInput'];

export interface LoanFilters {
  search?: string;
  status?: LendingStatus;
  direction?: Direction;
  skip: number;
  limit: number;
}

/** Without the live channel (a screen mounted alone, or offline) the screen asks again this often. */
export const POLL_MS = 15_000;

/** Polls while live events do not arrive. */
export function usePollInterval(): number | false {
  return useLiveEventsConnected() ? false : POLL_MS;
}

/** The loans of the current department, filtered and paged by the server. */
export function useLoans(filters: LoanFilters) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: lendingKeys.list(departmentId, filters),
    queryFn: () => unwrapPage(client.GET('/lending', { params: { query: filters } })),
    enabled: departmentId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: usePollInterval(),
  });
}

/** The six counters (and cancelled) in one call, for the direction the list shows. */
export function useLoanCounts(direction: Direction | undefined) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: loanKeys.counts(departmentId, direction ?? 'all'),
    queryFn: () => unwrap(client.GET('/lending/counts', { params: { query: { direction } } })),
    enabled: departmentId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: usePollInterval(),
  });
}

/** One loan, fresh from the server (its allowed actions change as it moves); `initial` shows at once. */
export function useLoan(id: number | null, initial?: Loan | null) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: lendingKeys.detail(departmentId, id ?? 0),
    queryFn: () => unwrap(client.GET('/lending/{id}', { params: { path: { id: id! } } })),
    enabled: id !== null && departmentId !== null,
    placeholderData: initial ?? undefined,
  });
}

/** Asks for the lists and counters again, e.g. once a conversation read in a dialog is closed. */
export function useRefreshLoans() {
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return () => queryClient.invalidateQueries({ queryKey: lendingKeys.lists(departmentId) });
}

export const ITEM_RESOURCE: Record<LendingItemType, ItemResource> = {
  prop: 'props',
  set_piece: 'sets',
  costume_piece: 'costumes',
};

/**
 * After a change to a loan: its detail takes the answer, and the lists and counters of the
 * department are asked again; the item's inventory lists too, as its availability may have moved,
 * and the dashboard (its figures and the director's week).
 */
function useLoanChanged() {
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return (loan: Loan | null, itemType: LendingItemType) => {
    if (loan) queryClient.setQueryData(lendingKeys.detail(departmentId, loan.id), loan);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: lendingKeys.lists(departmentId) }),
      queryClient.invalidateQueries({ queryKey: itemKeys[ITEM_RESOURCE[itemType]].all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
  };
}

/**
 * The status moves: approve (approved), decline or cancel (cancelled), pick up (active), return
 * (returned); of an offer, accept (requested: it then waits for the lender's approval), decline or
 * withdraw (cancelled).
 */
export type LoanMove = 'approved' | 'cancelled' | 'active' | 'returned' | 'requested';

export function useMoveLoan() {
  const client = useApi();
  const changed = useLoanChanged();
  return useMutation({
    mutationFn: ({ loan, status, condition }: { loan: Loan; status: LoanMove; condition?: ConditionBody }) =>
      unwrap(
        client.PUT('/lending/{id}', {
          params: { path: { id: loan.id } },
          // The item's condition goes with the hand-over and the return (docs/lending.md).
          body: condition ? { status, condition } : { status },
        }),
      ),
    onSuccess: (loan) => changed(loan, loan.item_type),
  });
}

/** The filer's changes while the loan is still requested. */
export function useEditLoan() {
  const client = useApi();
  const changed = useLoanChanged();
  return useMutation({
    mutationFn: ({ loan, body }: { loan: Loan; body: LoanUpdateBody }) =>
      unwrap(client.PUT('/lending/{id}', { params: { path: { id: loan.id } }, body })),
    onSuccess: (loan) => changed(loan, loan.item_type),
  });
}

export function useDeleteLoan() {
  const client = useApi();
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  const changed = useLoanChanged();
  return useMutation({
    mutationFn: (loan: Loan) => unwrap(client.DELETE('/lending/{id}', { params: { path: { id: loan.id } } })),
    onSuccess: (_data, loan) => {
      // Its detail would only answer 404 now: dropped, not asked again.
      queryClient.removeQueries({ queryKey: lendingKeys.detail(departmentId, loan.id) });
      return changed(null, loan.item_type);
    },
  });
}

/** The borrower asks to keep the item until a later day. */
export function useRequestExtension() {
  const client = useApi();
  const changed = useLoanChanged();
  return useMutation({
    mutationFn: ({ loan, dueDate }: { loan: Loan; dueDate: string }) =>
      unwrap(
        client.POST('/lending/{id}/extension', {
          params: { path: { id: loan.id } },
          body: { due_date: dueDate },
        }),
      ),
    onSuccess: (loan) => changed(loan, loan.item_type),
  });
}

/** The lender accepts or declines the waiting extension. */
export function useAnswerExtension() {
  const client = useApi();
  const changed = useLoanChanged();
  return useMutation({
    mutationFn: ({ loan, accept }: { loan: Loan; accept: boolean }) =>
      unwrap(client.PUT('/lending/{id}/extension', { params: { path: { id: loan.id } }, body: { accept } })),
    onSuccess: (loan) => changed(loan, loan.item_type),
  });
}

/** The lender suggests other days for a request the borrower filed; the borrower answers. */
export function useCounterPropose() {
  const client = useApi();
  const changed = useLoanChanged();
  return useMutation({
    mutationFn: ({ loan, body }: { loan: Loan; body: CounterProposalBody }) =>
      unwrap(client.POST('/lending/{id}/counter-proposal', { params: { path: { id: loan.id } }, body })),
    onSuccess: (loan) => changed(loan, loan.item_type),
  });
}

/** The borrower takes the suggested days (the loan is approved on them) or declines them (it stays requested). */
export function useAnswerCounterProposal() {
  const client = useApi();
  const changed = useLoanChanged();
  return useMutation({
    mutationFn: ({ loan, accept }: { loan: Loan; accept: boolean }) =>
      unwrap(
        client.PUT('/lending/{id}/counter-proposal', { params: { path: { id: loan.id } }, body: { accept } }),
      ),
    onSuccess: (loan) => changed(loan, loan.item_type),
  });
}

/** Files a loan: an offer (New Lending Request) or a request to borrow (the borrowing search). */
export function useCreateLoan() {
  const client = useApi();
  const changed = useLoanChanged();
  return useMutation({
    mutationFn: (body: LoanCreateBody) => unwrap(client.POST('/lending', { body })),
    onSuccess: (loan) => changed(loan, loan.item_type),
  });
}
