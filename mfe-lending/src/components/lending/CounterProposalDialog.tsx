import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import { Alert, Button, Dialog, formatPeriod, TextField, todayIso } from '@scenedock/ui';
import { counterProposalError } from '../../api/errors';
import { useCounterPropose, type Loan } from '../../api/loans';
import {
  counterProposalProblem,
  counterProposalValues,
  toCounterProposalBody,
  type CounterProposalValues,
} from '../../forms/counterProposal';
import { borrowerName } from '../../lib/labels';

/**
 * 'Suggest other dates': the lender answers a request to borrow with the days it can lend the item
 * on; the borrower accepts them (the loan is approved on them) or declines.
 */
export function CounterProposalDialog({
  open,
  loan,
  onClose,
}: {
  open: boolean;
  loan: Loan;
  onClose: () => void;
}) {
  if (!open) return null;
  return <CounterProposalForm loan={loan} onClose={onClose} />;
}

function CounterProposalForm({ loan, onClose }: { loan: Loan; onClose: () => void }) {
  const formId = useId();
  const propose = useCounterPropose();
  // Opened afresh each time, from the days asked for now.
  const [values, setValues] = useState<CounterProposalValues>(() => counterProposalValues(loan));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof CounterProposalValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const borrower = borrowerName(loan);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = counterProposalProblem(values, loan, todayIso());
    setProblem(found);
    if (found) return;
    try {
      await propose.mutateAsync({ loan, body: toCounterProposalBody(values) });
      toast.success(`Dates suggested to ${borrower}`);
      onClose();
    } catch (error) {
      toast.error(counterProposalError(error));
    }
  }

  return (
    <Dialog
      open
      onClose={propose.isPending ? () => undefined : onClose}
      title="Suggest other dates"
      description={`${borrower} asked to borrow "${loan.item_name}": ${formatPeriod(loan.lent_date, loan.due_date)}.`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={propose.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={propose.isPending}>
            Suggest Dates
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
          autoFocus
          min={todayIso()}
          value={values.lent_date}
          onChange={set('lent_date')}
        />
        <TextField
          label="Due date"
          type="date"
          required
          min={values.lent_date || todayIso()}
          value={values.due_date}
          onChange={set('due_date')}
        />
      </form>
    </Dialog>
  );
}
