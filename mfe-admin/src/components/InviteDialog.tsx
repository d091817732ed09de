import { useEffect } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast/headless';
import { Mail, ShieldCheck } from 'lucide-react';
import {
  Button,
  Dialog,
  ROLE_LABELS,
  SelectField,
  TextField,
  compactPayload,
  grantableRoles,
  type Actor,
} from '@scenedock/ui';
import { useInvite } from '../api/members';
import { inviteFailure } from '../api/errors';
import { inviteSchema, type InviteValues } from '../forms/invite';
import { INVITE_TITLES, type InviteVariant } from '../lib/labels';

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  departmentId: number;
  departmentName: string;
  /** the inviter in that department: they may grant roles up to their own */
  actor: Actor | null;
  /**
   * users: the Users screen (names required, invitation link only);
   * department / dashboard: names and a first password optional.
   */
  variant: InviteVariant;
}

const EMPTY: InviteValues = { email: '', first_name: '', last_name: '', role: 'student', password: '' };

/** Invites someone by email into a department; the server's message is the success toast. */
export function InviteDialog({
  open,
  onClose,
  departmentId,
  departmentName,
  actor,
  variant,
}: InviteDialogProps) {
  const requireNames = variant === 'users';
  const withPassword = variant !== 'users';
  const invite = useInvite(departmentId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues>({
    resolver: zodResolver(inviteSchema({ requireNames })),
    defaultValues: EMPTY,
    // Errors show on submit and a field's error clears as soon as that field is edited.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  function field(name: FieldPath<InviteValues>) {
    const registered = register(name);
    return {
      ...registered,
      onChange: (event: { target: unknown; type?: unknown }) => {
        clearErrors(name);
        return registered.onChange(event);
      },
    };
  }

  const roles = grantableRoles(actor);

  async function submit(values: InviteValues) {
    const payload = compactPayload({
      email: values.email,
      first_name: values.first_name,
      last_name: values.last_name,
      password: withPassword ? values.password : '',
      role: values.role,
    });
    try {
      const result = await invite.mutateAsync({
        ...payload,
        email: values.email,
        department_id: departmentId,
      });
      // The server answers alike whether or not the address had an account (nothing to probe):
      // its message is the one toast. When the email waits for the inviter's hourly allowance the
      // message says when it goes out: longer, and worth the time to read.
      toast.success(result.message, { duration: result.mail_waiting ? 12000 : 5000 });
      onClose();
    } catch (error) {
      const failure = inviteFailure(
        error,
        variant === 'dashboard'
          ? 'Failed to invite user. Please try again.'
          : 'Failed to send invitation. Please try again.',
      );
      if (failure.field && (failure.field !== 'password' || withPassword)) {
        setError(failure.field, { type: 'server', message: failure.message }, { shouldFocus: true });
      } else {
        toast.error(failure.message);
      }
    }
  }

  const formId = `invite-form-${variant}`;
  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? () => undefined : onClose}
      title={INVITE_TITLES[variant]}
      description={departmentName ? `Inviting to ${departmentName}` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={isSubmitting}
            icon={<Mail className="size-4" aria-hidden="true" />}
          >
            Send Invitation
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...field('email')}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="off"
            required={requireNames}
            error={errors.first_name?.message}
            {...field('first_name')}
          />
          <TextField
            label="Last name"
            autoComplete="off"
            required={requireNames}
            error={errors.last_name?.message}
            {...field('last_name')}
          />
        </div>
        <SelectField
          label="Role"
          required
          error={errors.role?.message}
          options={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          {...field('role')}
        />
        {withPassword && (
          <TextField
            label="Password (optional)"
            type="password"
            autoComplete="new-password"
            hint="Leave blank to email a link where they choose their own password."
            error={errors.password?.message}
            {...field('password')}
          />
        )}
        <div className="space-y-2 rounded-md bg-blue-50 p-3 text-sm text-blue-900 ring-1 ring-blue-200">
          <p className="flex gap-2">
            <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              They receive an email: a new user a link to set their password, someone who already has an
              account an invitation to accept or decline when they next sign in.
            </span>
          </p>
          <p className="flex gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              The role applies in this department only.{' '}
              {actor?.is_superuser
                ? 'As a system administrator you can assign any role.'
                : `You can assign roles up to your own${roles.length ? ` (${ROLE_LABELS[roles[roles.length - 1]]})` : ''}.`}
            </span>
          </p>
        </div>
      </form>
    </Dialog>
  );
}
