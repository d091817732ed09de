import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import {
  Button,
  currentUserKey,
  errorEntry,
  LoadingScreen,
  PageHeader,
  PasswordField,
  TextField,
  unwrap,
  useApi,
  useCurrentUser,
  type CurrentUser,
  type ErrorTable,
} from '@scenedock/ui';
import { settingsSchema, type SettingsValues } from '../forms/settings';
import { SchoolSignIns } from './SchoolSignIns';

/** PUT /users/me's refusals of the passwords: each shown on the current password, as a wrong one. */
const PASSWORD_FIELD: ErrorTable<'current_password'> = {
  byCode: {
    current_password_required: 'current_password',
    wrong_current_password: 'current_password',
    weak_password: 'current_password',
  },
};

const formValues = (user: CurrentUser): SettingsValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone ?? '',
  current_password: '',
  password: '',
  confirm: '',
});

export function SettingsPage() {
  const { data: user } = useCurrentUser();
  // The signed-in frame has already loaded the user; this only covers a refetch in flight.
  if (!user) return <LoadingScreen label="Loading your profile" />;
  return <SettingsForm user={user} />;
}

function SettingsForm({ user }: { user: CurrentUser }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema),
    mode: 'onTouched',
    defaultValues: formValues(user),
  });

  async function submit(values: SettingsValues) {
    try {
      const updated = await unwrap(
        client.PUT('/users/me', {
          body: {
            first_name: values.first_name,
            last_name: values.last_name,
            // null clears a phone number that was removed; leaving it out would keep the old one.
            phone: values.phone || null,
            ...(values.password && { current_password: values.current_password, password: values.password }),
          },
        }),
      );
      queryClient.setQueryData(currentUserKey, updated);
      reset(formValues(updated));
      toast.success('Profile updated successfully');
    } catch (error) {
      const field = errorEntry(error, PASSWORD_FIELD);
      if (field) {
        setError(field, { message: 'Current password is incorrect' }, { shouldFocus: true });
        toast.error('Current password is incorrect');
      } else {
        toast.error('Failed to update profile. Please try again.');
      }
    }
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Account Settings"
        description="Your profile, your password and your school sign-ins."
      />
      <form
        onSubmit={handleSubmit(submit)}
        noValidate
        className="divide-y divide-gray-200 rounded-lg bg-white shadow-sm ring-1 ring-gray-900/5"
      >
        <section aria-labelledby="personal-heading" className="space-y-5 p-6">
          <h2 id="personal-heading" className="text-lg font-semibold text-gray-900">
            Personal Information
          </h2>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="First name"
              autoComplete="given-name"
              required
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              required
              error={errors.last_name?.message}
              {...register('last_name')}
            />
            <TextField
              label="Email"
              type="email"
              value={user.email}
              readOnly
              hint="Your email address cannot be changed."
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...register('phone')}
            />
          </div>
        </section>
        <section aria-labelledby="password-heading" className="space-y-5 p-6">
          <div>
            <h2 id="password-heading" className="text-lg font-semibold text-gray-900">
              Change Password
            </h2>
            <p className="mt-1 text-sm text-gray-600">Leave these blank to keep your current password.</p>
          </div>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <PasswordField
              label="New password"
              autoComplete="new-password"
              error={errors.password?.message}
              hint="At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character."
              {...register('password')}
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              error={errors.confirm?.message}
              {...register('confirm')}
            />
          </div>
        </section>
        <div className="flex justify-end rounded-b-lg bg-gray-50 px-6 py-4">
          <Button type="submit" loading={isSubmitting}>
            Save Changes
          </Button>
        </div>
      </form>
      <SchoolSignIns />
    </div>
  );
}
