import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Check, Copy, KeyRound } from 'lucide-react';
import { Button, Dialog, formatDateTime } from '@scenedock/ui';

export interface ShownSecret {
  /** whsec_… */
  secret: string;
  url: string;
  /** after a rotation: until when the old secret keeps signing */
  previousExpiresAt?: string | null;
}

/** The signing secret, shown once: after an add and after a rotation. */
export function SecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);

  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast.success('Secret copied');
    } catch {
      toast.error('Could not copy: select the secret and copy it yourself');
    }
  }

  function close() {
    setCopied(false);
    onClose();
  }

  return (
    <Dialog
      open={shown !== null}
      onClose={close}
      title={shown?.previousExpiresAt ? 'New signing secret' : 'Signing secret'}
      description={shown ? <span className="break-all">{shown.url}</span> : undefined}
      size="md"
      footer={<Button onClick={close}>{copied ? 'Done' : 'I have copied it'}</Button>}
    >
      {shown && (
        <section aria-label="Signing secret" className="space-y-3 text-sm text-gray-700">
          <p>
            Your receiver uses this secret to check that a message comes from Scenedock (the webhook-signature
            header).
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-center gap-2 rounded-md bg-gray-50 px-3 py-2 ring-1 ring-gray-300">
              <KeyRound className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
              <code
                data-testid="webhook-secret"
                className="min-w-0 font-mono text-sm break-all text-gray-900"
              >
                {shown.secret}
              </code>
            </div>
            <Button
              variant="secondary"
              icon={
                copied ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : (
                  <Copy className="size-4" aria-hidden="true" />
                )
              }
              onClick={() => void copy(shown.secret)}
              data-autofocus
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <p className="font-medium text-amber-900">Copy it now: it will not be shown again.</p>
          {shown.previousExpiresAt && (
            <p>The old secret keeps signing until {formatDateTime(shown.previousExpiresAt)}.</p>
          )}
        </section>
      )}
    </Dialog>
  );
}
