import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import { Alert, Button, Dialog, formatDate, TextField } from '@scenedock/ui';
import { extensionRequestError } from '../../api/errors';
import { useRequestExtension, type Loan } from '../../api/loans';
import { extensionProblem } from '../../forms/loanEdits';

/** 'Ask for more time': the borrower proposes a later due date; the lender answers. */
export function ExtensionRequestDialog({
  open,
  loan,
  onClose,
}: {
  open: boolean;
  loan: Loan;
  onClose: () => void;
}) {
  const formId = useId();
  const request = useRequestExtension();
  const [dueDate, setDueDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function close() {
    setDueDate('');
    setProblem(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = extensionProblem(loan, dueDate);
    setProblem(found);
    if (found) return;
    try {
      await request.mutateAsync({ loan, dueDate });
      toast.success('Extension requested');
      close();
    } catch (error) {
      toast.error(extensionRequestError(error));
    }
  }

  return (
    <Dialog
      open={open}
      onClose={request.isPending ? () => undefined : close}
      title="Ask for more time"
      description={`"${loan.item_name}" is due back on ${formatDate(loan.due_date)}.`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={request.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={request.isPending}>
            Send Request
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
        {problem && <Alert>{problem}</Alert>}
        <TextField
          label="New due date"
          type="date"
          required
          autoFocus
          min={loan.due_date}
          value={dueDate}
          onChange={(event) => setDueDate(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
