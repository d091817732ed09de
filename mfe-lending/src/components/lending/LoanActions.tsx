import { useState, type ReactNode } from 'react';
import { CalendarRange, Check, Clock, PackageCheck, PackageOpen, Pencil, Trash2, X } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { Button, ConfirmDialog, formatDate, formatPeriod, type ButtonProps } from '@scenedock/ui';
import {
  counterProposalAnswerError,
  deleteLoanError,
  extensionAnswerError,
  statusError,
} from '../../api/errors';
import {
  useAnswerCounterProposal,
  useAnswerExtension,
  useDeleteLoan,
  useMoveLoan,
  type Loan,
  type LoanMove,
} from '../../api/loans';
import { borrowerName, lenderName, offerText, proposalText, type LendingAction } from '../../lib/labels';
import { CounterProposalDialog } from './CounterProposalDialog';
import { EditLoanDialog } from './EditLoanDialog';
import { ExtensionRequestDialog } from './ExtensionRequestDialog';
import { HandOverDialog, type HandOverStage } from './HandOverDialog';

type Move =
  | 'accept_offer'
  | 'decline_offer'
  | 'withdraw_offer'
  | 'approve'
  | 'decline'
  | 'cancel'
  | 'pick_up'
  | 'return';

interface Confirmable {
  label: string;
  icon: ReactNode;
  variant: ButtonProps['variant'];
  confirmLabel: string;
  danger: boolean;
  question: (loan: Loan) => string;
  done: string;
}

const icon = (Icon: typeof Check) => <Icon className="size-4" aria-hidden="true" />;

/** Each move: its button, its confirmation, the status it asks for and what it says when done. */
const MOVES: Record<Move, Confirmable & { status: LoanMove }> = {
  accept_offer: {
    label: 'Accept Offer',
    icon: icon(Check),
    variant: 'primary',
    status: 'requested',
    confirmLabel: 'Accept',
    danger: false,
    question: (loan) =>
      `Borrow "${loan.item_name}" from ${lenderName(loan)} for ${formatPeriod(loan.lent_date, loan.due_date)}? ${lenderName(loan)} then approves the loan.`,
    done: 'Offer accepted',
  },
  decline_offer: {
    label: 'Decline Offer',
    icon: icon(X),
    variant: 'danger',
    status: 'cancelled',
    confirmLabel: 'Decline',
    danger: true,
    question: (loan) => `Decline the offer of ${lenderName(loan)} to lend you "${loan.item_name}"?`,
    done: 'Offer declined',
  },
  withdraw_offer: {
    label: 'Withdraw Offer',
    icon: icon(X),
    variant: 'danger',
    status: 'cancelled',
    confirmLabel: 'Withdraw',
    danger: true,
    question: (loan) => `Withdraw your offer of "${loan.item_name}" to ${borrowerName(loan)}?`,
    done: 'Offer withdrawn',
  },
  approve: {
    label: 'Approve Request',
    icon: icon(Check),
    variant: 'primary',
    status: 'approved',
    confirmLabel: 'Approve',
    danger: false,
    question: (loan) =>
      `Approve lending "${loan.item_name}" to ${borrowerName(loan)} for ${formatPeriod(loan.lent_date, loan.due_date)}?`,
    done: 'Request approved',
  },
  decline: {
    label: 'Decline Request',
    icon: icon(X),
    variant: 'danger',
    status: 'cancelled',
    confirmLabel: 'Decline',
    danger: true,
    question: (loan) => `Decline the request of ${borrowerName(loan)} for "${loan.item_name}"?`,
    done: 'Request declined',
  },
  cancel: {
    label: 'Cancel Request',
    icon: icon(X),
    variant: 'danger',
    status: 'cancelled',
    confirmLabel: 'Cancel Request',
    danger: true,
    question: (loan) => `Cancel your request for "${loan.item_name}"?`,
    done: 'Request cancelled',
  },
  pick_up: {
    label: 'Mark as Picked Up',
    icon: icon(PackageOpen),
    variant: 'primary',
    status: 'active',
    confirmLabel: 'Mark as Picked Up',
    danger: false,
    question: (loan) => `Mark "${loan.item_name}" as picked up by ${borrowerName(loan)}?`,
    done: 'Marked as picked up',
  },
  return: {
    label: 'Mark as Returned',
    icon: icon(PackageCheck),
    variant: 'primary',
    status: 'returned',
    confirmLabel: 'Mark as Returned',
    danger: false,
    question: (loan) => `Mark "${loan.item_name}" as returned?`,
    done: 'Marked as returned',
  },
};

const DELETE: Confirmable = {
  label: 'Delete',
  icon: icon(Trash2),
  variant: 'danger',
  confirmLabel: 'Delete',
  danger: true,
  question: (loan) => `Delete the lending request for "${loan.item_name}"? This cannot be undone.`,
  done: 'Lending request deleted',
};

const ANSWERS: Record<'accept' | 'decline', Confirmable> = {
  accept: {
    label: 'Accept Extension',
    icon: icon(Check),
    variant: 'primary',
    confirmLabel: 'Accept',
    danger: false,
    question: (loan) =>
      `Let ${borrowerName(loan)} keep "${loan.item_name}" until ${formatDate(loan.requested_due_date)}?`,
    done: 'Extension accepted',
  },
  decline: {
    label: 'Decline Extension',
    icon: icon(X),
    variant: 'danger',
    confirmLabel: 'Decline',
    danger: true,
    question: (loan) =>
      `Decline the request to keep "${loan.item_name}" until ${formatDate(loan.requested_due_date)}?`,
    done: 'Extension declined',
  },
};

/** The dates the lender suggests in answer to the request, as its borrower answers them. */
const PROPOSAL_ANSWERS: Record<'accept' | 'decline', Confirmable> = {
  accept: {
    label: 'Accept New Dates',
    icon: icon(Check),
    variant: 'primary',
    confirmLabel: 'Accept',
    danger: false,
    question: (loan) =>
      `Borrow "${loan.item_name}" for ${suggested(loan)}, as ${lenderName(loan)} suggests? The loan is then approved.`,
    done: 'New dates accepted: the loan is approved',
  },
  decline: {
    label: 'Decline New Dates',
    icon: icon(X),
    variant: 'danger',
    confirmLabel: 'Decline',
    danger: true,
    question: (loan) =>
      `Decline the dates ${lenderName(loan)} suggests (${suggested(loan)})? Your request stays as you filed it.`,
    done: 'Suggested dates declined',
  },
};

function suggested(loan: Loan): string {
  return formatPeriod(loan.proposed_lent_date ?? loan.lent_date, loan.proposed_due_date ?? loan.due_date);
}

type Pending =
  | { kind: 'move'; move: Move }
  | { kind: 'delete' }
  | { kind: 'answer'; accept: boolean }
  | { kind: 'proposalAnswer'; accept: boolean }
  | { kind: 'counterProposal' }
  | { kind: 'edit' }
  | { kind: 'extension' }
  | { kind: 'handOver'; stage: HandOverStage };

const MOVE_ORDER: Move[] = [
  'accept_offer',
  'decline_offer',
  'withdraw_offer',
  'approve',
  'decline',
  'pick_up',
  'return',
  'cancel',
];

/**
 * Exactly the moves the server says the reader may make now (`allowed_actions`), each confirmed
 * before it changes the loan; a refused move says why in the server's words.
 */
export function LoanActions({ loan, onDeleted }: { loan: Loan; onDeleted: () => void }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const move = useMoveLoan();
  const remove = useDeleteLoan();
  const answer = useAnswerExtension();
  const answerProposal = useAnswerCounterProposal();
  const allowed = new Set<LendingAction>(loan.allowed_actions);
  const close = () => setPending(null);

  async function confirm(current: Pending) {
    try {
      if (current.kind === 'move') {
        await move.mutateAsync({ loan, status: MOVES[current.move].status });
        toast.success(MOVES[current.move].done);
      } else if (current.kind === 'delete') {
        await remove.mutateAsync(loan);
        toast.success(DELETE.done);
        onDeleted();
      } else if (current.kind === 'answer') {
        await answer.mutateAsync({ loan, accept: current.accept });
        toast.success(ANSWERS[current.accept ? 'accept' : 'decline'].done);
      } else if (current.kind === 'proposalAnswer') {
        await answerProposal.mutateAsync({ loan, accept: current.accept });
        toast.success(PROPOSAL_ANSWERS[current.accept ? 'accept' : 'decline'].done);
      }
    } catch (error) {
      toast.error(
        current.kind === 'delete'
          ? deleteLoanError(error)
          : current.kind === 'answer'
            ? extensionAnswerError(error)
            : current.kind === 'proposalAnswer'
              ? counterProposalAnswerError(error)
              : statusError(error),
      );
      // The confirmation stays open for another try (or Cancel).
      throw error;
    }
  }

  const confirmable: Confirmable | null =
    pending?.kind === 'move' && pending.move !== 'pick_up' && pending.move !== 'return'
      ? MOVES[pending.move]
      : pending?.kind === 'delete'
        ? DELETE
        : pending?.kind === 'answer'
          ? ANSWERS[pending.accept ? 'accept' : 'decline']
          : pending?.kind === 'proposalAnswer'
            ? PROPOSAL_ANSWERS[pending.accept ? 'accept' : 'decline']
            : null;

  const button = (action: Confirmable, next: Pending) => (
    <Button
      key={action.label}
      variant={action.variant}
      size="sm"
      icon={action.icon}
      onClick={() => setPending(next)}
    >
      {action.label}
    </Button>
  );

  const moves = MOVE_ORDER.filter((m) => allowed.has(m));
  const waitingExtension = loan.requested_due_date !== null;
  const proposal = proposalText(loan);
  const offer = offerText(loan);

  return (
    <div className="mt-4 space-y-3">
      {offer && (
        <p className="rounded-md bg-indigo-50 p-3 text-sm text-indigo-900 ring-1 ring-indigo-200">{offer}.</p>
      )}
      {proposal && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {proposal}.
          {loan.direction === 'incoming' && ` You asked for ${formatPeriod(loan.lent_date, loan.due_date)}.`}
        </p>
      )}
      {waitingExtension && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {loan.direction === 'outgoing'
            ? `${borrowerName(loan)} asks to keep it until ${formatDate(loan.requested_due_date)}.`
            : `You asked to keep it until ${formatDate(loan.requested_due_date)}; waiting for an answer.`}
        </p>
      )}
      <div role="group" aria-label="Actions" className="flex flex-wrap gap-2">
        {moves.map((m) =>
          // Handing over and taking back record the item's condition first (HandOverDialog).
          m === 'pick_up' || m === 'return'
            ? button(MOVES[m], { kind: 'handOver', stage: m === 'pick_up' ? 'handover' : 'return' })
            : button(MOVES[m], { kind: 'move', move: m }),
        )}
        {allowed.has('counter_propose') && (
          <Button
            variant="secondary"
            size="sm"
            icon={icon(CalendarRange)}
            onClick={() => setPending({ kind: 'counterProposal' })}
          >
            Suggest other dates
          </Button>
        )}
        {allowed.has('answer_counter_proposal') && (
          <>
            {button(PROPOSAL_ANSWERS.accept, { kind: 'proposalAnswer', accept: true })}
            {button(PROPOSAL_ANSWERS.decline, { kind: 'proposalAnswer', accept: false })}
          </>
        )}
        {allowed.has('answer_extension') && (
          <>
            {button(ANSWERS.accept, { kind: 'answer', accept: true })}
            {button(ANSWERS.decline, { kind: 'answer', accept: false })}
          </>
        )}
        {allowed.has('request_extension') && (
          <Button
            variant="secondary"
            size="sm"
            icon={icon(Clock)}
            onClick={() => setPending({ kind: 'extension' })}
          >
            Ask for more time
          </Button>
        )}
        {allowed.has('edit') && (
          <Button
            variant="secondary"
            size="sm"
            icon={icon(Pencil)}
            onClick={() => setPending({ kind: 'edit' })}
          >
            Edit Request
          </Button>
        )}
        {allowed.has('delete') && button(DELETE, { kind: 'delete' })}
      </div>

      <ConfirmDialog
        open={confirmable !== null}
        onClose={close}
        title={confirmable?.label ?? ''}
        message={confirmable?.question(loan)}
        confirmLabel={confirmable?.confirmLabel}
        danger={confirmable?.danger}
        onConfirm={() => (pending ? confirm(pending) : undefined)}
      />
      <HandOverDialog
        loan={loan}
        stage={pending?.kind === 'handOver' ? pending.stage : null}
        onClose={close}
      />
      <ExtensionRequestDialog open={pending?.kind === 'extension'} loan={loan} onClose={close} />
      <CounterProposalDialog open={pending?.kind === 'counterProposal'} loan={loan} onClose={close} />
      <EditLoanDialog open={pending?.kind === 'edit'} loan={loan} onClose={close} />
    </div>
  );
}
