import { useState } from 'react';
import { useSearchParams } from '@scenedock/ui/router';
import { Alert, Button, errorMessage, unwrap, useApi } from '@scenedock/ui';
import { PublicScreen } from './PublicScreen';

/**
 * The link mailed to a department's new contact address. Confirming takes a click (a POST), so a mail
 * scanner that opens links confirms nothing.
 */
export function ConfirmContactEmailPage() {
  const client = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(
    token ? null : 'Invalid or missing confirmation link',
  );

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await unwrap(client.POST('/departments/contact-confirmation', { body: { token } }));
      setDone(answer.message);
    } catch (error) {
      setFailure(
        errorMessage(error, 'Failed to confirm the address. Please try again.', { useDetail: true }),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicScreen title="Confirm Contact Address">
      {done ? (
        <p role="status" className="text-center text-sm text-gray-700">
          {done} Other departments can now email you through Scenedock.
        </p>
      ) : (
        <>
          <p className="text-sm text-gray-700">
            A Scenedock department made this address its contact. Confirm it to receive emails from other
            departments through Scenedock; if it is not yours, close this page.
          </p>
          {failure && <Alert>{failure}</Alert>}
          <Button className="mt-6 w-full" onClick={() => void confirm()} loading={busy} disabled={!token}>
            Confirm this address
          </Button>
        </>
      )}
    </PublicScreen>
  );
}
