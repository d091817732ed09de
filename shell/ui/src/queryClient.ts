import { QueryClient } from '@tanstack/react-query';

/** The query cache's defaults, for the shell and for every mounted screen alike. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });
}
