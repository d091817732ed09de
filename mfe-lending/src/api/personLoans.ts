import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import { dashboardKeys, itemKeys, lendingKeys, unwrap, unwrapPage, useApi, usePlatform } from '@scenedock/ui';
import { ITEM_RESOURCE } from './loans';

/*
 * Loans of the department's own items to people (docs/lending.md, "Lending to people"): cached under
 * the kit's lending keys, so every lending change (and notification) refreshes them too.
 */
export type PersonLoan = components['schemas']['PersonLoanOut'];
export type PersonLoanCreateBody = components['schemas']['PersonLoanCreateInput'];
export type PersonLoanUpdateBody = components['schemas']['PersonLoanUpdateInput'];
export type PersonLoanStatusFilter = NonNullable<PersonLoanUpdateBody['status']> | 'booked' | 'overdue';
export type DepartmentMember = components['schemas']['DepartmentUserOut'];

export interface PersonLoanFilters {
  status?: PersonLoanStatusFilter;
  borrower?: string;
  skip: number;
  limit: number;
}

export function usePersonLoans(filters: PersonLoanFilters) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: lendingKeys.list(departmentId, { people: filters }),
    queryFn: () => unwrapPage(client.GET('/person-loans', { params: { query: filters } })),
    enabled: departmentId !== null,
    placeholderData: keepPreviousData,
  });
}

/** One loan to a person, as a notification's link names it (`/lending/people?loan=7`); null: none asked. */
export function usePersonLoan(id: number | null) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: lendingKeys.list(departmentId, { personLoan: id }),
    queryFn: () => unwrap(client.GET('/person-loans/{id}', { params: { path: { id: id! } } })),
    enabled: departmentId !== null && id !== null,
    retry: false,
  });
}

/** The department's active members, for the member picker (names only). */
export function useDepartmentMembers() {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: [...lendingKeys.list(departmentId, { peopleMembers: true })],
    queryFn: () =>
      unwrap(
        client.GET('/departments/{id}/users', {
          params: { path: { id: departmentId! }, query: { status: 'active', limit: 1000 } },
        }),
      ),
    enabled: departmentId !== null,
    staleTime: 60_000,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return (loan: PersonLoan) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: lendingKeys.lists(departmentId) }),
      queryClient.invalidateQueries({ queryKey: itemKeys[ITEM_RESOURCE[loan.item_type]].all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
}

export function useCreatePersonLoan() {
  const client = useApi();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PersonLoanCreateBody) => unwrap(client.POST('/person-loans', { body })),
    onSuccess: (loan) => invalidate(loan),
  });
}

export function useUpdatePersonLoan() {
  const client = useApi();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PersonLoanUpdateBody }) =>
      unwrap(client.PUT('/person-loans/{id}', { params: { path: { id } }, body })),
    onSuccess: (loan) => invalidate(loan),
  });
}
