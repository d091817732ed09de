import { useQuery } from '@tanstack/react-query';
import { productionsKeys, unwrap, useApi, usePlatform } from '@scenedock/ui';

/** What the "For production" select needs of one of the department's productions. */
export interface OwnProduction {
  id: number;
  title: string;
  /** completed or cancelled: offered only when the loan already names it */
  over: boolean;
}

/** A department's productions fit in one page (the API's largest). */
const CHOICES = { limit: 1000 } as const;

/** The current department's productions, to say which one a borrowed item is for. */
export function useOwnProductions(enabled = true) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    // Titles only, not the productions screen's pages: the filters say so, so the two never share an entry.
    queryKey: productionsKeys.list(departmentId, { loanChoices: CHOICES }),
    queryFn: async (): Promise<OwnProduction[]> =>
      (await unwrap(client.GET('/productions', { params: { query: CHOICES } }))).map((production) => ({
        id: production.id,
        title: production.title,
        over: production.status === 'completed' || production.status === 'cancelled',
      })),
    enabled: enabled && departmentId !== null,
    staleTime: 60_000,
  });
}
