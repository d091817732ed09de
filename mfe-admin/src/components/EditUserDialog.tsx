import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast/headless';
import {
  Button,
  Dialog,
  EnumBadge,
  enumOptions,
  ROLE_LABELS,
  SelectField,
  TextField,
  fullName,
  grantableRoles,
  type Actor,
} from '@scenedock/ui';
import { useChangeRole, useUpdateUser, type Member, type UpdateUserBody } from '../api/members';
import { editUserFailure, roleChangeMessage } from '../api/errors';
import { editMembershipSchema, editUserSchema, type EditUserValues } from '../forms/user';

export interface EditUserDialogProps {
  member: Member | null;
  onClose: () => void;
  departmentId: number;
  actor: Actor | null;
  /** editing oneself: role and status stay as they are (nobody demotes or deactivates themself) */
  isSelf: boolean;
}

/** Only a superuser changes a person's account (name, email, phone); a department admin their membership. */
const editsProfile = (actor: Actor | null) => Boolean(actor?.is_superuser);

function valuesOf(member: Member | null): EditUserValues {
  return {
    first_name: member?.first_name ?? '',
    last_name: member?.last_name ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    role: member?.role ?? 'student',
    status: member?.status ?? 'active',
  };
}

const STATUS_OPTIONS = enumOptions('userStatus');

/** Edit user (Users screen): profile and status through PUT /users/{id}, the role through the department. */
export function EditUserDialog({ member, onClose, departmentId, actor, isSelf }: EditUserDialogProps) {
  const profile = editsProfile(actor);
  const update = useUpdateUser();
  const changeRole = useChangeRole(departmentId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditUserValues>({
    resolver: zodResolver(profile ? editUserSchema : editMembershipSchema),
    defaultValues: valuesOf(member),
  });

  useEffect(() => {
    if (member) reset(valuesOf(member));
  }, [member, reset]);

  const roleOptions = grantableRoles(actor).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

  async function submit(values: EditUserValues) {
    if (!member) return;
    const before = valuesOf(member);
    const body: UpdateUserBody = {};
    // Only what changed is sent: a department admin sending the account fields, even unchanged,
    // would be refused.
    if (profile) {
      if (values.first_name !== before.first_name) body.first_name = values.first_name;
      if (values.last_name !== before.last_name) body.last_name = values.last_name;
      if (values.email !== before.email) body.email = values.email;
      if (values.phone !== before.phone) body.phone = values.phone || null;
    }
    if (!isSelf && values.status !== before.status) body.status = values.status;
    const roleChanged = !isSelf && values.role !== before.role;

    if (Object.keys(body).length) {
      try {
        await update.mutateAsync({ userId: member.id, body });
      } catch (error) {
        const failure = editUserFailure(error);
        if (failure.field)
          setError(failure.field, { type: 'server', message: failure.message }, { shouldFocus: true });
        else toast.error(failure.message);
        return;
      }
    }
    if (roleChanged) {
      try {
        await changeRole.mutateAsync({ userId: member.id, role: values.role });
      } catch (error) {
        toast.error(roleChangeMessage(error));
        return;
      }
    }
    if (Object.keys(body).length || roleChanged)
      toast.success(`${fullName({ ...member, ...body })} was updated`);
    onClose();
  }

  return (
    <Dialog
      open={member !== null}
      onClose={isSubmitting ? () => undefined : onClose}
      title="Edit User"
      description={member ? fullName(member) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="edit-user-form" loading={isSubmitting}>
            Save Changes
          </Button>
        </>
      }
    >
      <form id="edit-user-form" noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            required={profile}
            readOnly={!profile}
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label="Last name"
            required={profile}
            readOnly={!profile}
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          required={profile}
          readOnly={!profile}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          readOnly={!profile}
          error={errors.phone?.message}
          {...register('phone')}
        />
        {!profile && (
          <p className="text-sm text-gray-600">
            Name, email and phone belong to the person&apos;s account: only a system administrator can change
            them.
          </p>
        )}
        {isSelf ? (
          <div className="rounded-md bg-gray-50 p-3 text-sm text-gray-700 ring-1 ring-gray-200">
            <p className="flex flex-wrap items-center gap-2">
              Role and status: {member && <EnumBadge kind="role" value={member.role} />}
              {member && <EnumBadge kind="userStatus" value={member.status} />}
            </p>
            <p className="mt-1 text-gray-600">You cannot change your own role or status.</p>
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField
              label="Role"
              required
              error={errors.role?.message}
              options={roleOptions}
              {...register('role')}
            />
            <SelectField
              label="Status"
              required
              error={errors.status?.message}
              options={STATUS_OPTIONS}
              {...register('status')}
            />
          </div>
        )}
      </form>
    </Dialog>
  );
}
