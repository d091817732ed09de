import { useMutation } from '@tanstack/react-query';
import { unwrap, useApi } from '@scenedock/ui';

/** Looks a (normalized) code up: the item for a member of its department, else its department's contact. */
export function useCodeLookup() {
  const client = useApi();
  return useMutation({
    mutationFn: (code: string) => unwrap(client.GET('/codes/{code}', { params: { path: { code } } })),
  });
}
