import { useEffect, useState } from 'react';
import toast from 'react-hot-toast/headless';
import {
  Button,
  Dialog,
  errorMessage,
  firstFieldError,
  formatPeriod,
  serverWords,
  type Condition,
} from '@scenedock/ui';
import { useUpdatePersonLoan, type PersonLoan } from '../../api/personLoans';
import { ConditionForm, type ConditionDraft } from '../lending/ConditionForm';

export type PersonLoanMove = 'out' | 'returned' | 'cancelled';

const TITLES: Record<PersonLoanMove, string> = {
  out: 'Hand over',
  returned: 'Take back',
  cancelled: 'Cancel the loan',
};

const DONE: Record<PersonLoanMove, string> = {
  out: 'handed over to',
  returned: 'taken back from',
  cancelled: 'no longer lent to',
};

/** Where the condition form starts: the hand-over's at the return, else the item's recorded one. */
export function startingCondition(loan: PersonLoan | null, move: PersonLoanMove): Condition {
  if (move === 'returned' && loan?.handover_condition) return loan.handover_condition.condition;
  return loan?.item_condition ?? 'good';
}

/**
 * Hands a loan to a person over, takes it back (each with the item's condition, through the
 * condition form), or cancels a booked one (docs/lending.md, "Lending to people").
 */
export function PersonLoanMoveDialog({
  loan,
  move,
  onClose,
}: {
  loan: PersonLoan | null;
  move: PersonLoanMove | null;
  onClose: () => void;
}) {
  const update = useUpdatePersonLoan();
  const [draft, setDraft] = useState<ConditionDraft>({ condition: 'good', note: '', photos: [] });
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    // The hand-over starts from the item's recorded condition, as between departments; the return
    // from the hand-over's, when one was recorded.
    if (move) setDraft({ condition: startingCondition(loan, move), note: '', photos: [] });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [move]);
  if (!loan || !move) return null;
  const withCondition = move !== 'cancelled';

  async function confirm() {
    if (!loan || !move) return;
    try {
      await update.mutateAsync({
        id: loan.id,
        body: {
          status: move,
          ...(withCondition
            ? {
                condition: {
                  condition: draft.condition,
                  note: draft.note.trim() || null,
                  photo_ids: draft.photos.map((photo) => photo.id),
                },
              }
            : {}),
        },
      });
      toast.success(`"${loan.item_name}" ${DONE[move]} ${loan.borrower_name}`);
      onClose();
    } catch (error) {
      toast.error(
        errorMessage(error, 'That did not work. Please try again.', {
          byStatus: { 403: serverWords, 409: serverWords, 422: firstFieldError },
        }),
      );
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={TITLES[move]}
      description={`"${loan.item_name}", lent to ${loan.borrower_name}${loan.production_title ? ` for ${loan.production_title}` : ''}, ${formatPeriod(loan.starts_on, loan.due_on)}.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Back
          </Button>
          <Button
            variant={move === 'cancelled' ? 'danger' : 'primary'}
            onClick={() => void confirm()}
            loading={update.isPending}
            disabled={uploading || update.isPending}
          >
            {TITLES[move]}
          </Button>
        </>
      }
    >
      {withCondition ? (
        <ConditionForm value={draft} onChange={setDraft} onUploadingChange={setUploading} />
      ) : (
        <p className="text-sm text-gray-700">Its days are freed for other bookings.</p>
      )}
    </Dialog>
  );
}
