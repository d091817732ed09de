import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast/headless';
import { ApiError, Button, Dialog, SelectField, TextAreaField, TextField, errorMessage } from '@scenedock/ui';
import {
  useCreateDepartment,
  useResendContactConfirmation,
  useUpdateDepartment,
  type Department,
  type DepartmentBody,
  type DepartmentCreateBody,
} from '../api/departments';
import { departmentSchema, type DepartmentValues } from '../forms/department';

export interface DepartmentFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** absent: create a department */
  department?: Department | null;
}

const TEXT_FIELDS = [
  'name',
  'address',
  'contact_person',
  'contact_email',
  'contact_phone',
  'description',
] as const;

function valuesOf(department?: Department | null): DepartmentValues {
  return {
    name: department?.name ?? '',
    address: department?.address ?? '',
    contact_person: department?.contact_person ?? '',
    contact_email: department?.contact_email ?? '',
    contact_phone: department?.contact_phone ?? '',
    description: department?.description ?? '',
    latitude:
      department?.latitude === null || department?.latitude === undefined ? '' : String(department.latitude),
    longitude:
      department?.longitude === null || department?.longitude === undefined
        ? ''
        : String(department.longitude),
    time_zone: department?.time_zone ?? '',
  };
}

/** Every zone this browser knows (IANA names), with UTC; the department's own kept if it is not among them. */
function zoneOptions(current: string): { value: string; label: string }[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...new Set(['UTC', ...known, ...(current ? [current] : [])])].sort();
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** The form's values as the API takes them: blank optional text is null, coordinates are numbers. */
function bodyOf(values: DepartmentValues): DepartmentCreateBody {
  const text = (value: string) => (value === '' ? null : value);
  return {
    name: values.name,
    address: text(values.address),
    contact_person: text(values.contact_person),
    contact_email: text(values.contact_email),
    contact_phone: text(values.contact_phone),
    description: text(values.description),
    latitude: values.latitude === '' ? null : Number(values.latitude),
    longitude: values.longitude === '' ? null : Number(values.longitude),
    ...(values.time_zone === '' ? {} : { time_zone: values.time_zone }),
  };
}

/** Only what changed, so an edit never overwrites a field someone else changed meanwhile. */
function changesOf(before: DepartmentCreateBody, after: DepartmentCreateBody): DepartmentBody {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof DepartmentCreateBody)[]) {
    if (after[key] !== before[key]) changes[key] = after[key];
  }
  // The server checks a location as a pair.
  if ('latitude' in changes || 'longitude' in changes) {
    changes.latitude = after.latitude;
    changes.longitude = after.longitude;
  }
  return changes;
}

/** Create and edit a department: one form, one schema. */
export function DepartmentFormDialog({ open, onClose, department }: DepartmentFormDialogProps) {
  const editing = Boolean(department);
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DepartmentValues>({
    resolver: zodResolver(departmentSchema),
    defaultValues: valuesOf(department),
  });

  useEffect(() => {
    if (open) reset(valuesOf(department));
  }, [open, department, reset]);

  /** A 422 names its field: show it there. Answers whether it did. */
  function showFieldErrors(error: unknown): boolean {
    if (!(error instanceof ApiError) || error.status !== 422) return false;
    let shown = false;
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      if (
        (TEXT_FIELDS as readonly string[]).includes(field) ||
        field === 'latitude' ||
        field === 'longitude' ||
        field === 'time_zone'
      ) {
        setError(field as keyof DepartmentValues, { type: 'server', message });
        shown = true;
      }
    }
    return shown;
  }

  async function submit(values: DepartmentValues) {
    const body = bodyOf(values);
    if (department) {
      try {
        const updated = await update.mutateAsync({
          id: department.id,
          body: changesOf(bodyOf(valuesOf(department)), body),
        });
        toast.success(`Department "${updated.name}" updated successfully!`);
        if (
          updated.contact_email &&
          !updated.contact_email_confirmed &&
          updated.contact_email !== department.contact_email
        )
          toast.success(`We sent a confirmation link to ${updated.contact_email}.`);
        onClose();
      } catch (error) {
        if (showFieldErrors(error)) return;
        toast.error(
          errorMessage(error, 'Failed to update department. Please try again.', {
            byStatus: { 403: 'You do not have permission to edit this department' },
          }),
        );
      }
      return;
    }
    try {
      const created = await create.mutateAsync(body);
      toast.success(`Department "${created.name}" created successfully!`);
      onClose();
    } catch (error) {
      if (showFieldErrors(error)) return;
      toast.error(
        errorMessage(error, 'Failed to create department. Please try again.', {
          byStatus: {
            403: 'You do not have permission to create departments',
            400: 'A department with this name may already exist',
          },
        }),
      );
    }
  }

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? () => undefined : onClose}
      title={editing ? 'Edit Department' : 'Add Department'}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="department-form" loading={isSubmitting}>
            {editing ? 'Save Changes' : 'Create Department'}
          </Button>
        </>
      }
    >
      <form id="department-form" noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <TextField label="Department name" required error={errors.name?.message} {...register('name')} />
        <TextField
          label="Address"
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Contact person"
            autoComplete="name"
            error={errors.contact_person?.message}
            {...register('contact_person')}
          />
          <div>
            <TextField
              label="Contact email"
              type="email"
              autoComplete="email"
              error={errors.contact_email?.message}
              {...register('contact_email')}
            />
            {department?.contact_email && !department.contact_email_confirmed && (
              <ContactConfirmationNotice id={department.id} email={department.contact_email} />
            )}
          </div>
          <TextField
            label="Contact phone"
            type="tel"
            autoComplete="tel"
            error={errors.contact_phone?.message}
            {...register('contact_phone')}
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-gray-800">Location</legend>
          <p className="mt-0.5 text-xs text-gray-600">
            Decimal degrees, e.g. 45.5896 and -122.7544; used for the map link and distances between
            departments.
          </p>
          <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label="Latitude"
              type="number"
              inputMode="decimal"
              step="any"
              min={-90}
              max={90}
              error={errors.latitude?.message}
              {...register('latitude')}
            />
            <TextField
              label="Longitude"
              type="number"
              inputMode="decimal"
              step="any"
              min={-180}
              max={180}
              error={errors.longitude?.message}
              {...register('longitude')}
            />
          </div>
        </fieldset>
        <SelectField
          label="Time zone"
          hint="Its days are counted here: today, overdue, and the days items go out and come back."
          error={errors.time_zone?.message}
          options={[
            ...(editing ? [] : [{ value: '', label: 'From the location (or the server’s zone)' }]),
            ...zoneOptions(department?.time_zone ?? ''),
          ]}
          {...register('time_zone')}
        />
        <TextAreaField
          label="Description"
          rows={3}
          error={errors.description?.message}
          {...register('description')}
        />
      </form>
    </Dialog>
  );
}

/**
 * Other departments can email a contact address only once its owner followed the link mailed to it:
 * until then the form says so and offers to send the link again.
 */
function ContactConfirmationNotice({ id, email }: { id: number; email: string }) {
  const resend = useResendContactConfirmation();
  async function again() {
    try {
      const answer = await resend.mutateAsync(id);
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to send the confirmation link. Please try again.'));
    }
  }
  return (
    <div role="status" className="mt-1 text-xs text-amber-800">
      <p>Waiting for confirmation — we sent a link to {email}.</p>
      <Button type="button" variant="secondary" size="sm" onClick={again} loading={resend.isPending}>
        Resend link
      </Button>
    </div>
  );
}
