import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useLocation, useNavigate, type Location } from '@scenedock/ui/router';
import { Alert, Button, CheckboxField, PasswordField, TextField } from '@scenedock/ui';
import { loginSchema, type LoginValues } from '../forms/login';
import { useSession } from '../session/SessionProvider';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { PublicScreen } from './PublicScreen';

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  const destination = from ? `${from.pathname}${from.search}${from.hash}` : '/';
  const [forgotOpen, setForgotOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, touchedFields },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', remember: true },
  });

  if (session.status === 'signedIn') return <Navigate to={destination} replace />;

  const touchedError = (touchedFields.email && errors.email) || (touchedFields.password && errors.password);

  async function submit(values: LoginValues) {
    setFailure(null);
    try {
      await session.signIn({ email: values.email, password: values.password, remember: values.remember });
      await navigate(destination, { replace: true });
    } catch (error) {
      setFailure(
        error instanceof Error && error.message
          ? error.message
          : 'Login failed. Please check your credentials and try again.',
      );
    }
  }

  return (
    <PublicScreen title="Sign in to Scenedock" subtitle="Inventory and lending for theatre departments">
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-5">
        {failure && <Alert>{failure}</Alert>}
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
    </PublicScreen>
  );
}
