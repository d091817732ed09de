import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { GraduationCap } from 'lucide-react';
import { Navigate, useLocation, useNavigate, type Location } from '@scenedock/ui/router';
import {
  Alert,
  Button,
  CheckboxField,
  errorMessage,
  PasswordField,
  TextField,
  unwrap,
  useApi,
} from '@scenedock/ui';
import { loginSchema, type LoginValues } from '../forms/login';
import {
  EXPIRED_TICKET,
  goToProvider,
  signInErrorMessage,
  ticketOf,
  useSignInMethods,
  useStartSchoolSignIn,
  type SignInProvider,
} from '../session/schoolSignIn';
import { useSession } from '../session/SessionProvider';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { PublicScreen, Validating } from './PublicScreen';

/**
 * Sign-in: with email and password, and with each school sign-in provider the server has. A school
 * sign-in comes back here with a one-time ticket in the fragment (or `?sign_in_error=`), which this
 * page swaps for the session's tokens.
 */
export function LoginPage() {
  const session = useSession();
  const client = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  const destination = from ? `${from.pathname}${from.search}${from.hash}` : '/';
  // Read once: the address loses them at once, the page keeps them.
  const [arrival] = useState(() => ({
    ticket: ticketOf(location.hash),
    error: new URLSearchParams(location.search).get('sign_in_error'),
  }));
  const [redeeming, setRedeeming] = useState(arrival.ticket !== null);
  const [failure, setFailure] = useState<string | null>(
    arrival.error ? signInErrorMessage(arrival.error) : null,
  );
  const redeemed = useRef(false);

  // The ticket must not stay in the address (history, a shared screen); the error would show again
  // on a reload.
  useEffect(() => {
    if (!arrival.ticket && !arrival.error) return;
    const params = new URLSearchParams(location.search);
    params.delete('sign_in_error');
    const search = params.size ? `?${params.toString()}` : '';
    void navigate(
      { pathname: location.pathname, search, hash: '' },
      { replace: true, state: location.state as unknown },
    );
    // Once, for the address the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const ticket = arrival.ticket;
    // A ticket works once: the effect may run twice (StrictMode), the redemption must not.
    if (!ticket || redeemed.current) return;
    redeemed.current = true;
    const fail = (message: string) => {
      setFailure(message);
      setRedeeming(false);
    };
    void (async () => {
      let tokens;
      try {
        tokens = await unwrap(client.POST('/auth/sign-in-ticket', { body: { ticket: ticket.ticket } }));
      } catch (error) {
        fail(errorMessage(error, EXPIRED_TICKET, { byStatus: { 429: (e) => e.detail } }));
        return;
      }
      try {
        await session.signInWithTokens(tokens);
      } catch (error) {
        fail(error instanceof Error && error.message ? error.message : EXPIRED_TICKET);
        return;
      }
      await navigate(ticket.next, { replace: true });
    })();
    // Once, for the ticket the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (session.status === 'signedIn') return <Navigate to={arrival.ticket?.next ?? destination} replace />;

  if (redeeming) {
    return (
      <PublicScreen title="Signing you in…">
        <Validating text="Signing you in…" />
      </PublicScreen>
    );
  }

  return (
    <PublicScreen title="Sign in to Scenedock" subtitle="Inventory and lending for theatre departments">
      <SignInChoices destination={destination} failure={failure} onFailure={setFailure} />
    </PublicScreen>
  );
}

function SignInChoices({
  destination,
  failure,
  onFailure,
}: {
  destination: string;
  failure: string | null;
  onFailure: (message: string | null) => void;
}) {
  // Until the server says otherwise (or cannot be asked), the password form is there.
  const { data: methods } = useSignInMethods();
  const password = methods?.password ?? true;
  const providers = methods?.providers ?? [];
  return (
    <div className="space-y-6">
      {failure && <Alert>{failure}</Alert>}
      {providers.length > 0 && (
        <ProviderButtons providers={providers} returnTo={destination} onFailure={onFailure} />
      )}
      {providers.length > 0 && password && (
        <div className="flex items-center gap-3 text-sm text-gray-500">
          <span className="h-px flex-1 bg-gray-200" />
          or
          <span className="h-px flex-1 bg-gray-200" />
        </div>
      )}
      {password && <PasswordSignIn destination={destination} onFailure={onFailure} />}
      {!password && providers.length === 0 && (
        <p className="text-center text-sm text-gray-700">
          Sign-in is not available on this server right now. Please try again later.
        </p>
      )}
    </div>
  );
}

function ProviderButtons({
  providers,
  returnTo,
  onFailure,
}: {
  providers: SignInProvider[];
  returnTo: string;
  onFailure: (message: string | null) => void;
}) {
  const start = useStartSchoolSignIn();
  // The provider whose page is opening: busy until the browser leaves, not only while asking.
  const [going, setGoing] = useState<string | null>(null);

  function signInWith(provider: SignInProvider) {
    onFailure(null);
    setGoing(provider.id);
    start.mutate(
      { provider: provider.id, returnTo },
      {
        onSuccess: ({ authorization_url }) => goToProvider(authorization_url),
        onError: (error) => {
          setGoing(null);
          onFailure(
            errorMessage(error, `Sign-in with ${provider.name} could not start. Please try again.`, {
              useDetail: true,
            }),
          );
        },
      },
    );
  }

  return (
    <div className="space-y-3">
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          className="w-full"
          icon={<GraduationCap className="size-4" aria-hidden="true" />}
          loading={going === provider.id}
          disabled={going !== null}
          onClick={() => signInWith(provider)}
        >
          Sign in with {provider.name}
        </Button>
      ))}
    </div>
  );
}

function PasswordSignIn({
  destination,
  onFailure,
}: {
  destination: string;
  onFailure: (message: string | null) => void;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const [forgotOpen, setForgotOpen] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, touchedFields },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', remember: true },
  });

  const touchedError = (touchedFields.email && errors.email) || (touchedFields.password && errors.password);

  async function submit(values: LoginValues) {
    onFailure(null);
    try {
      await session.signIn({ email: values.email, password: values.password, remember: values.remember });
      await navigate(destination, { replace: true });
    } catch (error) {
      onFailure(
        error instanceof Error && error.message
          ? error.message
          : 'Login failed. Please check your credentials and try again.',
      );
    }
  }

  return (
    <>
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex items-center justify-between">
          <CheckboxField label="Remember me" {...register('remember')} />
          <button
            type="button"
            className="text-sm font-medium text-indigo-700 hover:underline"
            onClick={() => setForgotOpen(true)}
          >
            Forgot password?
          </button>
        </div>
        <Button type="submit" className="w-full" loading={isSubmitting} disabled={Boolean(touchedError)}>
          Sign in
        </Button>
      </form>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}
