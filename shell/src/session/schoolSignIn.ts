import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import { currentUserKey, unwrap, useApi } from '@scenedock/ui';

export type SignInMethods = components['schemas']['SignInMethods'];
export type SignInProvider = components['schemas']['SignInProvider'];
export type LinkedSignIn = components['schemas']['LinkedSignIn'];

/** How this server signs people in: the same for everyone, so one key outside the user's. */
export const signInMethodsKey = ['auth', 'methods'] as const;
/** The signed-in person's linked school sign-ins: under the user's key, refreshed with them. */
export const linkedSignInsKey = [...currentUserKey, 'sign-ins'] as const;

export function useSignInMethods() {
  const client = useApi();
  return useQuery({
    queryKey: signInMethodsKey,
    queryFn: () => unwrap(client.GET('/auth/methods')),
    staleTime: 5 * 60_000,
  });
}

export function useLinkedSignIns() {
  const client = useApi();
  return useQuery({
    queryKey: linkedSignInsKey,
    queryFn: () => unwrap(client.GET('/users/me/sign-ins')),
  });
}

/** Starts signing in with a provider; the answer is the provider's page to open. */
export function useStartSchoolSignIn() {
  const client = useApi();
  return useMutation({
    mutationFn: ({ provider, returnTo }: { provider: string; returnTo: string }) =>
      unwrap(
        client.POST('/auth/oidc/{provider}/start', {
          params: { path: { provider } },
          body: { return_to: returnTo },
        }),
      ),
  });
}

/** Starts linking a provider's account to the signed-in person's; it comes back to `returnTo`. */
export function useLinkSchoolSignIn() {
  const client = useApi();
  return useMutation({
    mutationFn: ({ provider, returnTo }: { provider: string; returnTo: string }) =>
      unwrap(client.POST('/users/me/sign-ins', { body: { provider, return_to: returnTo } })),
  });
}

export function useRemoveSignIn() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(client.DELETE('/users/me/sign-ins/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkedSignInsKey }),
  });
}

/** Opens the provider's sign-in page: a full page load, so the flow cookie goes with it. */
export function goToProvider(url: string): void {
  window.location.assign(url);
}

/** Why a school sign-in or link came back without one (`?sign_in_error=`), in one sentence each. */
export const SIGN_IN_ERRORS: Record<string, string> = {
  cancelled: 'Sign-in was cancelled.',
  expired: 'That sign-in took too long or was started in another browser. Please try again.',
  failed: 'Your school account could not be checked. Please try again.',
  'unverified-email':
    "Your school account did not confirm its email address, so it cannot open a Scenedock account. Ask your school's IT to verify it, or sign in with your password.",
  'no-account': "No Scenedock account uses this school email yet. Ask your department's admin to invite you.",
  inactive: 'This account is inactive. Please contact your department administrator.',
  'already-linked': 'That school account is already linked to another Scenedock account.',
  'too-many': 'Too many sign-in attempts from this network. Please try again in a few minutes.',
};

export function signInErrorMessage(reason: string): string {
  return Object.hasOwn(SIGN_IN_ERRORS, reason)
    ? SIGN_IN_ERRORS[reason]
    : 'School sign-in did not work. Please try again.';
}

export const EXPIRED_TICKET = 'This sign-in has expired or was already used. Please sign in again.';

/** A path of this app to go to after signing in: another site's address (`//…`, `https:…`) is not. */
export function safeNext(next: string | null | undefined): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

/** The one-time ticket and where to go next, from the sign-in page's fragment; null without one. */
export function ticketOf(hash: string): { ticket: string; next: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const ticket = params.get('sign_in_ticket');
  return ticket ? { ticket, next: safeNext(params.get('next')) } : null;
}
