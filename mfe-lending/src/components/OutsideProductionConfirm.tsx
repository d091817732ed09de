import { ApiError, ConfirmDialog } from '@scenedock/ui';

/**
 * The server's question when a loan's days miss the chosen production's days entirely (409
 * `outside_production`, docs/lending.md): "\"Brass lantern\" (3 Dec to 6 Dec) is outside Our Town's
 * days (10 Dec to 20 Dec); tie it anyway?"; null for any other failure.
 */
export function outsideProductionQuestion(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 && error.code === 'outside_production'
    ? (error.detail ?? null)
    : null;
}

/**
 * Asks whether to tie a loan to a production whose days it misses; "Tie it anyway" sends the same
 * change again with `confirm_outside_production: true`.
 */
export function OutsideProductionConfirm({
  question,
  onClose,
  onConfirm,
}: {
  question: string | null;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  return (
    <ConfirmDialog
      open={question !== null}
      onClose={onClose}
      title="Outside the show's days"
      message={question ?? ''}
      confirmLabel="Tie it anyway"
      danger={false}
      onConfirm={onConfirm}
    />
  );
}
