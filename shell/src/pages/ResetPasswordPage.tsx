import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from '@scenedock/ui/router';
import { Alert, Button, errorMessage, PasswordField, unwrap, useApi } from '@scenedock/ui';
import { resetPasswordSchema, type ResetPasswordValues } from '../forms/resetPassword';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { PublicScreen, Validating } from './PublicScreen';

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
        <Alert>{token ? 'Invalid or expired reset token' : 'Invalid or missing reset token'}</Alert>
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
        {failure && <Alert>{failure}</Alert>}
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
