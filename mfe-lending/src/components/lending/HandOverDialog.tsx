import { useEffect, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Button, Dialog, formatPeriod, type Condition } from '@scenedock/ui';
import { statusError } from '../../api/errors';
import { useMoveLoan, type Loan } from '../../api/loans';
import { borrowerName } from '../../lib/labels';
import { ConditionForm, type ConditionDraft } from './ConditionForm';

export type HandOverStage = 'handover' | 'return';

/** Where the form starts: at the return, the hand-over's condition; else the item's recorded one. */
function startingCondition(loan: Loan, stage: HandOverStage): Condition {
  if (stage === 'return' && loan.handover_condition) return loan.handover_condition.condition;
  return loan.item_condition ?? 'good';
}

/**
 * The lender hands the item over (the loan becomes active) or takes it back (returned), recording
 * its condition first: the condition (preselected), a note and photos (docs/lending.md).
 */
export function HandOverDialog({
  loan,
  stage,
  onClose,
}: {
  loan: Loan;
  stage: HandOverStage | null;
  onClose: () => void;
}) {
  const move = useMoveLoan();
  const [draft, setDraft] = useState<ConditionDraft>({ condition: 'good', note: '', photos: [] });
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (stage) setDraft({ condition: startingCondition(loan, stage), note: '', photos: [] });
    // A new opening starts afresh; the loan's changes while open do not reset what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stage]);
  const handover = stage === 'handover';

  async function confirm() {
    try {
      await move.mutateAsync({
        loan,
        status: handover ? 'active' : 'returned',
        condition: {
          condition: draft.condition,
          note: draft.note.trim() || null,
          photo_ids: draft.photos.map((photo) => photo.id),
        },
      });
      toast.success(handover ? 'Marked as picked up' : 'Marked as returned');
      onClose();
    } catch (error) {
      toast.error(statusError(error));
    }
  }

  return (
    <Dialog
      open={stage !== null}
      onClose={onClose}
      title={handover ? 'Hand over' : 'Take back'}
      description={
        handover
          ? `"${loan.item_name}" goes to ${borrowerName(loan)} for ${formatPeriod(loan.lent_date, loan.due_date)}. Record its condition as it leaves.`
          : `"${loan.item_name}" comes back from ${borrowerName(loan)}. Record its condition as it is now.`
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => void confirm()}
            loading={move.isPending}
            disabled={uploading || move.isPending}
          >
            {handover ? 'Mark as Picked Up' : 'Mark as Returned'}
          </Button>
        </>
      }
    >
      <ConditionForm value={draft} onChange={setDraft} onUploadingChange={setUploading} />
    </Dialog>
  );
}
