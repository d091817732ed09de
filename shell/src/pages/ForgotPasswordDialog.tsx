import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast/headless';
import { Button, Dialog, errorMessage, TextField, unwrap, useApi } from '@scenedock/ui';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../forms/forgotPassword';

export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const client = useApi();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  function close() {
    reset();
    onClose();
  }

  async function submit({ email }: ForgotPasswordValues) {
    try {
      await unwrap(client.POST('/auth/request-password-reset', { body: { email } }));
      toast.success('Password reset email sent! Check your inbox.');
      close();
    } catch (error) {
      toast.error(
        errorMessage(error, 'Failed to send password reset email. Please try again.', { useDetail: true }),
      );
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Reset your password"
      description="Enter your account's email and we will send you a link to choose a new password."
      size="sm"
    >
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Send reset link
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
