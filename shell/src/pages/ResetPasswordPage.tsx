import { useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from '@scenedock/ui/router';
import { Eye, EyeOff } from 'lucide-react';
import { Button, errorMessage, IconButton, Spinner, TextField, unwrap, useApi } from '@scenedock/ui';
import { resetPasswordSchema, type ResetPasswordValues } from '../forms/schemas';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { PublicScreen } from './PublicScreen';

/** A password input with its own show/hide control (reset, invitation and settings forms). */
export function PasswordField({ label, ...props }: ComponentProps<typeof TextField> & { label: string }) {
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      label={label}
      type={shown ? 'text' : 'password'}
      trailing={
        <IconButton
          label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          onClick={() => setShown(!shown)}
        >
          <Icon className="size-4" aria-hidden="true" />
        </IconButton>
      }
    />
  );
}

/** A spinner with its text, announced politely, while a link's token is checked. */
export function Validating({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-4 text-sm text-gray-700">
      <Spinner className="size-5 text-indigo-600" />
      {text}
    </div>
  );
}

/** The red notice a failed call leaves on a public screen, as on the sign-in screen. */
export const ALERT = 'rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200';

export function ResetPasswordPage() {
  const client = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const check = useQuery({
    queryKey: ['password-reset-token', token],
    queryFn: () =>
      unwrap(client.GET('/auth/validate-password-reset-token/{token}', { params: { path: { token } } })),
    enabled: Boolean(token),
    // Asked once: a retry only delays the verdict, and a refetch after the reset would find it used.
    retry: false,
    staleTime: Infinity,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
  });
  const toLogin = () => void navigate('/login');

  async function submit({ password }: ResetPasswordValues) {
    setFailure(null);
    try {
      await unwrap(client.POST('/auth/reset-password', { body: { token, new_password: password } }));
      setDone(true);
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to reset password. Please try again.', { useDetail: true }));
    }
  }

  if (done) {
    return (
      <PublicScreen title="Password Reset">
        <p role="status" className="text-center text-sm text-gray-700">
          Password reset successfully! You can now log in with your new password.
        </p>
        <Button className="mt-6 w-full" onClick={toLogin}>
          Go to Login
        </Button>
      </PublicScreen>
    );
  }

  if (!token || check.isError || check.data?.valid === false) {
    return (
      <PublicScreen title="Invalid Reset Link">
        <p role="alert" className={ALERT}>
          {token ? 'Invalid or expired reset token' : 'Invalid or missing reset token'}
        </p>
        <p className="mt-3 text-sm text-gray-600">
          A reset link works once, for one hour. You can ask for a new one.
        </p>
        <div className="mt-6 flex flex-col gap-2">
          <Button onClick={() => setForgotOpen(true)}>Request a new link</Button>
          <Button variant="secondary" onClick={toLogin}>
            Back to Login
          </Button>
        </div>
        <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
      </PublicScreen>
    );
  }

  if (!check.data) {
    return (
      <PublicScreen title="Reset Password">
        <Validating text="Validating reset token..." />
      </PublicScreen>
    );
  }

  return (
    <PublicScreen title="Reset Password" subtitle={`Choose a new password for ${check.data.email}`}>
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-5">
        {failure && (
          <div role="alert" className={ALERT}>
            {failure}
          </div>
        )}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          hint="At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character."
          {...register('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          Reset Password
        </Button>
      </form>
    </PublicScreen>
  );
}
