import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import { Alert, Button, Dialog, TextAreaField, TextField, todayIso } from '@scenedock/ui';
import { editLoanError } from '../../api/errors';
import { useEditLoan, type Loan } from '../../api/loans';
import { loanEditProblem, loanEditValues, toLoanEditBody, type LoanEditValues } from '../../forms/loanEdits';
import { OutsideProductionConfirm, outsideProductionQuestion } from '../OutsideProductionConfirm';
import { ProductionSelect } from '../ProductionSelect';

/** 'Edit Request': the side that filed a loan changes its dates or notes while it is still requested. */
export function EditLoanDialog({ open, loan, onClose }: { open: boolean; loan: Loan; onClose: () => void }) {
  if (!open) return null;
  return <EditLoanForm loan={loan} onClose={onClose} />;
}

function EditLoanForm({ loan, onClose }: { loan: Loan; onClose: () => void }) {
  const formId = useId();
  const edit = useEditLoan();
  // Opened afresh each time, from the loan as it is now.
  const [values, setValues] = useState<LoanEditValues>(() => loanEditValues(loan));
  const [problem, setProblem] = useState<string | null>(null);
  const [question, setQuestion] = useState<string | null>(null);
  const set = (field: keyof LoanEditValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = loanEditProblem(values, todayIso());
    setProblem(found);
    if (found) return;
    const body = toLoanEditBody(values, loan);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    try {
      await edit.mutateAsync({ loan, body });
      toast.success('Lending request updated');
      onClose();
    } catch (error) {
      const asked = outsideProductionQuestion(error);
      if (asked) setQuestion(asked);
      else toast.error(editLoanError(error));
    }
  }

  /** The same change, tied to the production although its days miss the show's. */
  async function confirmOutside() {
    try {
      await edit.mutateAsync({
        loan,
        body: { ...toLoanEditBody(values, loan), confirm_outside_production: true },
      });
    } catch (error) {
      toast.error(editLoanError(error));
      throw error;
    }
    toast.success('Lending request updated');
    onClose();
  }

  return (
    <Dialog
      open
      onClose={edit.isPending ? () => undefined : onClose}
      title="Edit Request"
      description={loan.item_name}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={edit.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={edit.isPending}>
            Save Changes
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
        {problem && <Alert>{problem}</Alert>}
        <TextField
          label="Start date"
          type="date"
          required
          value={values.lent_date}
          onChange={set('lent_date')}
        />
        <TextField label="Due date" type="date" required value={values.due_date} onChange={set('due_date')} />
        {/* The production is the borrower's own: only the borrowing side says which. */}
        {loan.direction === 'incoming' && (
          <ProductionSelect
            value={values.production_id}
            current={
              loan.production_id && loan.production_title
                ? { id: loan.production_id, title: loan.production_title }
                : null
            }
            onChange={(production_id) => setValues((current) => ({ ...current, production_id }))}
          />
        )}
        <TextAreaField label="Notes" rows={3} maxLength={2000} value={values.notes} onChange={set('notes')} />
      </form>
      <OutsideProductionConfirm
        question={question}
        onClose={() => setQuestion(null)}
        onConfirm={confirmOutside}
      />
    </Dialog>
  );
}
