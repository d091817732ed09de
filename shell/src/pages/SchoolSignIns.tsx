import { useEffect, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { GraduationCap } from 'lucide-react';
import { useLocation, useSearchParams } from '@scenedock/ui/router';
import {
  Alert,
  Button,
  ConfirmDialog,
  ErrorNotice,
  errorMessage,
  formatDate,
  RowSkeletons,
} from '@scenedock/ui';
import {
  goToProvider,
  signInErrorMessage,
  useLinkedSignIns,
  useLinkSchoolSignIn,
  useRemoveSignIn,
  useSignInMethods,
  type LinkedSignIn,
  type SignInProvider,
} from '../session/schoolSignIn';

/**
 * Settings' "School sign-in": the school accounts linked to this one, each removable, and a button
 * to link each provider not linked yet. Nothing when the server has no providers.
 */
export function SchoolSignIns() {
  const { data: methods } = useSignInMethods();
  const providers = methods?.providers ?? [];
  const returned = useReturnFromProvider(providers);
  if (providers.length === 0) return null;
  return (
    <section
      aria-labelledby="school-sign-in-heading"
      className="mt-6 space-y-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-900/5"
    >
      <div>
        <h2 id="school-sign-in-heading" className="text-lg font-semibold text-gray-900">
          School sign-in
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          School accounts you can sign in with instead of your email and password.
        </p>
      </div>
      {returned && <Alert>{returned}</Alert>}
      <LinkedList providers={providers} />
    </section>
  );
}

/**
 * Linking comes back here with `?sign_in_linked=<provider>` or `?sign_in_error=<reason>`: the first
 * is a toast, the second a sentence in the section. Either leaves the address at once.
 */
function useReturnFromProvider(providers: SignInProvider[]): string | null {
  const [params, setParams] = useSearchParams();
  const [failure] = useState(() => params.get('sign_in_error'));
  const linked = params.get('sign_in_linked');
  const providerName = linked && providers.find((p) => p.id === linked)?.name;

  useEffect(() => {
    if (!linked && !params.has('sign_in_error')) return;
    // The provider's name comes with the methods: wait for them (a bare id when there is none).
    if (linked && !providerName && providers.length === 0) return;
    // One toast however often this runs (StrictMode runs effects twice).
    if (linked) toast.success(`${providerName || linked} account linked`, { id: `sign-in-linked-${linked}` });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('sign_in_linked');
        next.delete('sign_in_error');
        return next;
      },
      { replace: true },
    );
  }, [linked, providerName, providers.length, params, setParams]);

  return failure ? signInErrorMessage(failure) : null;
}

function LinkedList({ providers }: { providers: SignInProvider[] }) {
  const { data: linked, isPending, isError, refetch } = useLinkedSignIns();
  const remove = useRemoveSignIn();
  const [removing, setRemoving] = useState<LinkedSignIn | null>(null);

  if (isPending) return <RowSkeletons count={1} label="Loading your school sign-ins" />;
  if (isError)
    return <ErrorNotice title="Failed to load your school sign-ins" onRetry={() => void refetch()} />;

  const notLinked = providers.filter((provider) => !linked.some((l) => l.provider === provider.id));

  async function confirmRemove(signIn: LinkedSignIn) {
    try {
      await remove.mutateAsync(signIn.id);
      toast.success(`${signIn.provider_name} sign-in removed`);
    } catch (error) {
      // The 409 says what to do first (set a password, link another): its words are the message.
      toast.error(
        errorMessage(error, `Failed to remove the ${signIn.provider_name} sign-in. Please try again.`, {
          useDetail: true,
        }),
      );
    }
  }

  return (
    <>
      {linked.length === 0 ? (
        <p className="text-sm text-gray-700">No school account is linked yet.</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-md ring-1 ring-gray-200" aria-label="Linked sign-ins">
          {linked.map((signIn) => (
            <li key={signIn.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <GraduationCap className="hidden size-6 shrink-0 text-indigo-600 sm:block" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">{signIn.provider_name}</p>
                {signIn.email && <p className="break-words text-sm text-gray-700">{signIn.email}</p>}
                <p className="text-sm text-gray-600">
                  Linked {formatDate(signIn.linked_at)}
                  {' · '}
                  {signIn.last_used_at ? `Last used ${formatDate(signIn.last_used_at)}` : 'Not used yet'}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                className="self-start sm:self-center"
                onClick={() => setRemoving(signIn)}
                aria-label={`Remove the ${signIn.provider_name} sign-in${signIn.email ? ` ${signIn.email}` : ''}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {notLinked.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {notLinked.map((provider) => (
            <LinkButton key={provider.id} provider={provider} />
          ))}
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove school sign-in"
        confirmLabel="Remove"
        message={
          removing && (
            <p>
              Remove the <strong>{removing.provider_name}</strong> sign-in
              {removing.email ? ` (${removing.email})` : ''}? You will no longer be able to sign in with that
              school account until you link it again.
            </p>
          )
        }
        onConfirm={() => (removing ? confirmRemove(removing) : undefined)}
      />
    </>
  );
}

function LinkButton({ provider }: { provider: SignInProvider }) {
  const link = useLinkSchoolSignIn();
  const location = useLocation();
  // Busy until the browser leaves for the provider, not only while asking.
  const [going, setGoing] = useState(false);
  return (
    <Button
      variant="secondary"
      icon={<GraduationCap className="size-4" aria-hidden="true" />}
      loading={going}
      onClick={() => {
        setGoing(true);
        link.mutate(
          { provider: provider.id, returnTo: location.pathname },
          {
            onSuccess: ({ authorization_url }) => goToProvider(authorization_url),
            onError: (error) => {
              setGoing(false);
              toast.error(
                errorMessage(error, `Linking ${provider.name} could not start. Please try again.`, {
                  useDetail: true,
                }),
              );
            },
          },
        );
      }}
    >
      Link {provider.name}
    </Button>
  );
}
