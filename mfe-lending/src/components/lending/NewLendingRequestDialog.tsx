import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import {
  Alert,
  Button,
  Dialog,
  SelectField,
  TextAreaField,
  TextField,
  todayIso,
  useCurrentDepartment,
  type AddDialogProps,
} from '@scenedock/ui';
import { createLoanError, LOAD_DEPARTMENTS_ERROR } from '../../api/errors';
import { useDepartments } from '../../api/departments';
import { useOwnItem } from '../../api/items';
import { OwnItemFields } from '../OwnItemFields';
import { daysAsked, useOwnItemChoice } from '../useOwnItemChoice';
import { useCreateLoan } from '../../api/loans';
import { defaultNotes, emptyOffer, offerSchema, toOfferBody, type OfferValues } from '../../forms/offer';
import { firstProblem } from '../../forms/problem';
import type { OfferedItem } from '../../lib/lendingFilters';
import { borrowerName } from '../../lib/labels';

/**
 * 'New Lending Request': the current department offers one of its free items to another
 * department until a due date. It waits for the borrowing department's directors to accept it; then
 * the lender's directors approve it, as any request.
 */
export function NewLendingRequestDialog({
  open,
  onClose,
  item = null,
}: AddDialogProps & {
  /** the item to offer, chosen at once (the item page's link); it must be the department's own */
  item?: OfferedItem | null;
}) {
  const formId = useId();
  const create = useCreateLoan();
  return (
    <Dialog
      open={open}
      onClose={create.isPending ? () => undefined : onClose}
      title="New Lending Request"
      description="Offer one of your department's items to another department. It binds them once their director accepts it."
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            Create Request
          </Button>
        </>
      }
    >
      <OfferForm formId={formId} offered={item} onCreated={onClose} save={create.mutateAsync} />
    </Dialog>
  );
}

function OfferForm({
  formId,
  offered,
  onCreated,
  save,
}: {
  formId: string;
  offered: OfferedItem | null;
  onCreated: () => void;
  save: ReturnType<typeof useCreateLoan>['mutateAsync'];
}) {
  const department = useCurrentDepartment();
  const [values, setValues] = useState<OfferValues>(() =>
    offered ? { ...emptyOffer, item_type: offered.type } : emptyOffer,
  );
  const [problem, setProblem] = useState<string | null>(null);
  // An offer goes out today: the items free from today to its due date are offered.
  const choice = useOwnItemChoice(values.item_type, {
    days: daysAsked(todayIso(), values.due_date),
    productionId: null,
  });
  const { chosen, setChosen } = choice;
  const departments = useDepartments();

  // The item named in the address is chosen once it is found among the department's own.
  // Once only: a later change of the person's choice stands.
  const presetType = offered?.type ?? null;
  const preset = useOwnItem(presetType, offered?.id ?? null);
  const presetApplied = useRef(false);
  useEffect(() => {
    if (!preset.data || !presetType || presetApplied.current) return;
    presetApplied.current = true;
    const id = String(preset.data.id);
    setValues((current) => ({ ...current, item_type: presetType, item_id: id }));
    setChosen({ id, name: preset.data.name });
  }, [preset.data, presetType, setChosen]);
  // A department does not lend to itself.
  const recipients = useMemo(
    () => [
      { value: '', label: departments.isPending ? 'Loading departments…' : 'Select a department' },
      ...(departments.data ?? [])
        .filter((d) => d.id !== department?.id)
        .map((d) => ({ value: String(d.id), label: d.name })),
    ],
    [departments.data, departments.isPending, department?.id],
  );

  const itemName = chosen?.name ?? '';
  const set = (field: keyof OfferValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = firstProblem(offerSchema(todayIso()), values);
    setProblem(found);
    if (found || !department) return;
    try {
      const loan = await save(
        toOfferBody(values, { departmentId: department.id, departmentName: department.name, itemName }),
      );
      toast.success(`Offer of "${loan.item_name}" sent: waiting for ${borrowerName(loan)} to accept it`);
      onCreated();
    } catch (error) {
      toast.error(createLoanError(error));
    }
  }

  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {problem && <Alert>{problem}</Alert>}
      <OwnItemFields
        value={values}
        onChange={(item) => setValues((current) => ({ ...current, ...item }))}
        choice={choice}
        hint={
          choice.items.data && !choice.items.isPlaceholderData && choice.items.data.free.length === 0
            ? 'No items match that are free until the due date.'
            : undefined
        }
      />
      <SelectField
        label="Recipient department"
        required
        options={recipients}
        value={values.to_department_id}
        onChange={set('to_department_id')}
        error={departments.isError ? LOAD_DEPARTMENTS_ERROR : undefined}
      />
      <TextField
        label="Due date"
        type="date"
        required
        min={todayIso()}
        value={values.due_date}
        onChange={set('due_date')}
      />
      <TextAreaField
        label="Notes"
        rows={3}
        maxLength={2000}
        value={values.notes}
        onChange={set('notes')}
        placeholder={itemName && department ? defaultNotes(itemName, department.name) : undefined}
        hint="Optional: left blank, the notes name the item offered."
      />
    </form>
  );
}
