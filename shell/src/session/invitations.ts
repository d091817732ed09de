import { useQuery } from '@tanstack/react-query';
import { currentUserKey, unwrap, useApi } from '@scenedock/ui';

/**
 * The signed-in person's pending invitations to departments (docs/accounts-and-roles.md). Under the
 * current user's key, so whatever refreshes the user refreshes these too.
 */
export const invitationsKey = [...currentUserKey, 'invitations'] as const;

export function useInvitations() {
  const client = useApi();
  return useQuery({
    queryKey: invitationsKey,
    queryFn: () => unwrap(client.GET('/users/me/invitations')),
    staleTime: 30_000,
  });
}
