import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import {
  Alert,
  Button,
  Dialog,
  errorMessage,
  firstFieldError,
  formatPeriod,
  SelectField,
  serverWords,
  TextAreaField,
  TextField,
  todayIso,
} from '@scenedock/ui';
import { useOwnItem } from '../../api/items';
import { OwnItemFields } from '../OwnItemFields';
import { ProductionSelect } from '../ProductionSelect';
import { busyReason, daysAsked, useOwnItemChoice } from '../useOwnItemChoice';
import { useCreatePersonLoan, useDepartmentMembers } from '../../api/personLoans';
import type { LendingItemType } from '../../lib/labels';

export interface LendToPersonValues {
  item_type: LendingItemType;
  item_id: string;
  /** a member's id, or '' to type a name */
  borrower_user_id: string;
  borrower_name: string;
  borrower_contact: string;
  starts_on: string;
  due_on: string;
  notes: string;
  /** the production it is lent for (a show's item to one of its cast), '' for none */
  production_id: string;
}

export const emptyLendToPerson = (today = todayIso()): LendToPersonValues => ({
  item_type: 'prop',
  item_id: '',
  borrower_user_id: '',
  borrower_name: '',
  borrower_contact: '',
  starts_on: today,
  due_on: '',
  notes: '',
  production_id: '',
});

/** The form's first problem, in the words a person reads, or null when it can be sent. */
export function lendToPersonProblem(values: LendToPersonValues, today = todayIso()): string | null {
  if (!values.item_id) return 'Choose the item to lend';
  if (!values.borrower_user_id && !values.borrower_name.trim())
    return 'Choose a member, or type the name of the person borrowing it';
  if (!values.starts_on) return 'Choose the first day';
  if (values.starts_on < today) return 'The first day cannot be in the past';
  if (!values.due_on) return 'Choose the day it is due back';
  if (values.due_on < values.starts_on) return 'The due day must be on or after the first day';
  return null;
}

/** The request's body from the form. */
export function toLendToPersonBody(values: LendToPersonValues) {
  const member = values.borrower_user_id ? Number(values.borrower_user_id) : null;
  return {
    item_type: values.item_type,
    item_id: Number(values.item_id),
    ...(member ? { borrower_user_id: member } : { borrower_name: values.borrower_name.trim() }),
    borrower_contact: values.borrower_contact.trim() || null,
    starts_on: values.starts_on,
    due_on: values.due_on,
    notes: values.notes.trim() || null,
    ...(values.production_id ? { production_id: Number(values.production_id) } : {}),
  };
}

/**
 * "Lend to a person": one of the department's items to a member (picked) or to someone without an
 * account (a typed name: cast, crew), for some days (docs/lending.md, "Lending to people"). The
 * server refuses days another booking holds, naming it.
 */
export function LendToPersonDialog({
  open,
  onClose,
  item = null,
}: {
  open: boolean;
  onClose: () => void;
  /** the item to lend, chosen at once (the item page's action); it must be the department's own */
  item?: { type: LendingItemType; id: number } | null;
}) {
  const formId = useId();
  const create = useCreatePersonLoan();
  const [values, setValues] = useState<LendToPersonValues>(() =>
    item ? { ...emptyLendToPerson(), item_type: item.type, item_id: String(item.id) } : emptyLendToPerson(),
  );
  const [problem, setProblem] = useState<string | null>(null);
  // The chosen days drive the item list: what is free then, and what is busy until when.
  const choice = useOwnItemChoice(values.item_type, {
    days: daysAsked(values.starts_on, values.due_on),
    productionId: values.production_id ? Number(values.production_id) : null,
  });
  const { setChosen } = choice;
  const members = useDepartmentMembers();
  // The item named in the address is chosen once it is found among the department's own.
  const preset = useOwnItem(item?.type ?? null, item?.id ?? null);
  const presetApplied = useRef(false);
  useEffect(() => {
    if (!preset.data || presetApplied.current) return;
    presetApplied.current = true;
    setChosen({ id: String(preset.data.id), name: preset.data.name });
  }, [preset.data, setChosen]);

  const memberOptions = useMemo(
    () => [
      { value: '', label: 'Someone without an account (type the name)' },
      ...(members.data ?? []).map((m) => ({ value: String(m.id), label: `${m.first_name} ${m.last_name}` })),
    ],
    [members.data],
  );

  const set = (field: keyof LendToPersonValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const busy = choice.chosenBusy;
    const found =
      lendToPersonProblem(values) ??
      (busy ? `"${busy.name}" is busy on these days: ${busyReason(busy)}` : null);
    setProblem(found);
    if (found) return;
    try {
      const loan = await create.mutateAsync(toLendToPersonBody(values));
      const show = loan.production_title ? ` for ${loan.production_title}` : '';
      toast.success(
        `"${loan.item_name}" lent to ${loan.borrower_name}${show}, ${formatPeriod(loan.starts_on, loan.due_on)}`,
      );
      onClose();
    } catch (error) {
      setProblem(
        errorMessage(error, 'The loan could not be made. Please try again.', {
          byStatus: { 403: serverWords, 404: serverWords, 409: serverWords, 422: firstFieldError },
        }),
      );
    }
  }

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? () => undefined : onClose}
      title="Lend to a person"
      description="Lend one of your department's items to a member, or to someone in the cast or crew."
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            Lend
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {problem && <Alert>{problem}</Alert>}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="First day"
            type="date"
            required
            min={todayIso()}
            value={values.starts_on}
            onChange={set('starts_on')}
          />
          <TextField
            label="Due back"
            type="date"
            required
            min={values.starts_on || todayIso()}
            value={values.due_on}
            onChange={set('due_on')}
          />
        </div>
        <ProductionSelect
          value={values.production_id}
          onChange={(production) => setValues((current) => ({ ...current, production_id: production }))}
          hint="Optional: a show's own item, lent to one of its cast for days of the show. The show keeps it booked."
        />
        <OwnItemFields
          value={values}
          onChange={(item) => setValues((current) => ({ ...current, ...item }))}
          choice={choice}
        />
        <SelectField
          label="Member"
          options={memberOptions}
          value={values.borrower_user_id}
          onChange={set('borrower_user_id')}
          hint={members.isError ? 'Members could not be loaded: type the name instead.' : undefined}
        />
        {!values.borrower_user_id && (
          <TextField
            label="Name"
            required
            maxLength={200}
            value={values.borrower_name}
            onChange={set('borrower_name')}
          />
        )}
        <TextField
          label="Contact (email or phone)"
          maxLength={200}
          value={values.borrower_contact}
          onChange={set('borrower_contact')}
        />
        <TextAreaField label="Notes" rows={3} maxLength={2000} value={values.notes} onChange={set('notes')} />
      </form>
    </Dialog>
  );
}
