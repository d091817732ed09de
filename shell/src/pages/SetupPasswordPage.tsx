import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@scenedock/ui/router';
import toast from 'react-hot-toast/headless';
import { Check, X } from 'lucide-react';
import {
  Alert,
  ApiError,
  Button,
  errorMessage,
  PASSWORD_REQUIREMENTS,
  PasswordField,
  unwrap,
  useApi,
} from '@scenedock/ui';
import { setupPasswordSchema, type SetupPasswordValues } from '../forms/setupPassword';
import { useSession } from '../session/SessionProvider';
import { OnboardingTour } from './OnboardingTour';
import { PublicScreen, Validating } from './PublicScreen';

function setupFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    return errorMessage(error, 'Invalid password format.', { useDetail: true });
  }
  return errorMessage(error, 'Failed to set up password. Please try again.', {
    byStatus: { 410: 'This invitation has expired or already been used.' },
  });
}

export function SetupPasswordPage() {
  const { token = '' } = useParams();
  const client = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [touring, setTouring] = useState(false);
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => unwrap(client.GET('/users/validate-invitation/{token}', { params: { path: { token } } })),
    enabled: Boolean(token),
    // Asked once: a refetch after the setup would find the invitation used and swap the screen.
    retry: false,
    staleTime: Infinity,
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { touchedFields, isSubmitting },
  } = useForm<SetupPasswordValues>({
    resolver: zodResolver(setupPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });

  // Judged live on every keystroke (not only on blur or submit) so the checklist and the
  // disabled button always agree with the schema.
  const values = watch();
  const issues = setupPasswordSchema.safeParse(values).error?.issues ?? [];
  const problem = (field: keyof SetupPasswordValues) =>
    touchedFields[field] ? issues.find((issue) => issue.path[0] === field)?.message : undefined;

  async function submit({ password }: SetupPasswordValues) {
    setFailure(null);
    let tokens;
    try {
      ({ tokens } = await unwrap(client.POST('/users/setup-password', { body: { token, password } })));
    } catch (error) {
      setFailure(setupFailure(error));
      return;
    }
    try {
      await session.startSession(tokens);
      setTouring(true);
    } catch {
      // The password is set: signing in by hand is what is left.
      toast.error('Failed to load user data. Please try logging in again.');
      await navigate('/login', { replace: true });
    }
  }

  if (touring) {
    return (
      <PublicScreen title="You're all set!">
        <p className="text-center text-sm text-gray-700">Your account is active and you are signed in.</p>
        <OnboardingTour open onFinish={() => void navigate('/', { replace: true })} />
      </PublicScreen>
    );
  }

  if (!token || invitation.isError) {
    const message = token
      ? errorMessage(invitation.error, 'Unable to validate invitation. Please contact your administrator.', {
          byStatus: {
            404: 'This invitation link is invalid or has expired.',
            410: 'This invitation has already been used.',
          },
        })
      : 'Invalid invitation link';
    return (
      <PublicScreen title="Invalid Invitation">
        <Alert>{message}</Alert>
        <Button className="mt-6 w-full" onClick={() => void navigate('/login')}>
          Go to Login
        </Button>
      </PublicScreen>
    );
  }

  if (!invitation.data) {
    return (
      <PublicScreen title="Accept Invitation">
        <Validating text="Validating invitation..." />
      </PublicScreen>
    );
  }

  const { user, department } = invitation.data;
  return (
    <PublicScreen
      title={`Welcome, ${user.first_name}!`}
      subtitle={`You have been invited to join ${department?.name ?? 'Theater Department'}. Choose a password to activate your account.`}
    >
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-5">
        {failure && <Alert>{failure}</Alert>}
        <p className="text-sm text-gray-700">
          You will sign in as <strong className="font-medium text-gray-900">{user.email}</strong>.
        </p>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          error={problem('password')}
          {...register('password')}
        />
        <div>
          <p id="password-requirements" className="text-sm font-medium text-gray-800">
            Your password needs
          </p>
          <ul aria-labelledby="password-requirements" className="mt-2 space-y-1 text-sm">
            {PASSWORD_REQUIREMENTS.map(({ label, test }) => {
              const met = test(values.password);
              const Icon = met ? Check : X;
              return (
                <li
                  key={label}
                  className={`flex items-center gap-2 ${met ? 'text-green-700' : 'text-gray-600'}`}
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  <span>
                    {label}
                    <span className="sr-only">{met ? ': met' : ': not met'}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          error={problem('confirm')}
          {...register('confirm')}
        />
        <Button type="submit" className="w-full" loading={isSubmitting} disabled={issues.length > 0}>
          Set Password
        </Button>
      </form>
    </PublicScreen>
  );
}
