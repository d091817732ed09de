import { useId, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ChevronDown, ChevronRight, RefreshCw, Send } from 'lucide-react';
import { Badge, Button, Dialog, ErrorNotice, formatDateTime, RowSkeletons } from '@scenedock/ui';
import {
  useRetryDelivery,
  useWebhookDeliveries,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../api/webhooks';
import { webhookMessage } from '../../api/errors';
import { deliveryStatus, prettyPayload } from '../../lib/webhooks';

export interface DeliveryLogDialogProps {
  departmentId: number;
  webhook: WebhookEndpoint | null;
  onClose: () => void;
  onPing: (webhook: WebhookEndpoint) => void;
  pinging: boolean;
}

/** What a webhook sent, newest first: each delivery's attempts, its body, and "Send again". */
export function DeliveryLogDialog({
  departmentId,
  webhook,
  onClose,
  onPing,
  pinging,
}: DeliveryLogDialogProps) {
  return (
    <Dialog
      open={webhook !== null}
      onClose={onClose}
      title="Delivery log"
      description={webhook ? <span className="break-all">{webhook.url}</span> : undefined}
      size="xl"
      footer={
        <>
          {webhook && (
            <Button
              variant="secondary"
              icon={<Send className="size-4" aria-hidden="true" />}
              loading={pinging}
              disabled={!webhook.enabled}
              onClick={() => onPing(webhook)}
            >
              Send test
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {webhook && !webhook.enabled && (
        <p className="mb-3 rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-700 ring-1 ring-gray-200">
          This webhook is off: turn it on to send a test or to send a message again.
        </p>
      )}
      {webhook && <Deliveries departmentId={departmentId} webhookId={webhook.id} canSend={webhook.enabled} />}
    </Dialog>
  );
}

function Deliveries({
  departmentId,
  webhookId,
  canSend,
}: {
  departmentId: number;
  webhookId: number;
  /** an enabled webhook: "Send again" works */
  canSend: boolean;
}) {
  const deliveries = useWebhookDeliveries(departmentId, webhookId);
  if (deliveries.isPending) return <RowSkeletons count={4} label="Loading deliveries" />;
  if (deliveries.isError)
    return <ErrorNotice title="Failed to load the deliveries" onRetry={() => void deliveries.refetch()} />;
  const rows = deliveries.data.pages.flatMap((page) => page.rows);
  const total = deliveries.data.pages.at(-1)?.total ?? rows.length;
  if (rows.length === 0)
    return (
      <p className="text-sm text-gray-700">
        Nothing sent yet.
        {canSend && (
          <>
            {' '}
            Press <strong>Send test</strong> to send a <code className="font-mono">webhook.ping</code> message
            now.
          </>
        )}
      </p>
    );
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-600" aria-live="polite">
        {rows.length < total
          ? `Newest ${rows.length} of ${total} deliveries`
          : `${total} ${total === 1 ? 'delivery' : 'deliveries'}`}
        , newest first.
      </p>
      <ul aria-label="Deliveries" className="divide-y divide-gray-200 rounded-md ring-1 ring-gray-200">
        {rows.map((delivery) => (
          <DeliveryRow
            key={delivery.id}
            departmentId={departmentId}
            webhookId={webhookId}
            delivery={delivery}
            canSend={canSend}
          />
        ))}
      </ul>
      {deliveries.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            loading={deliveries.isFetchingNextPage}
            onClick={() => void deliveries.fetchNextPage()}
          >
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}

function DeliveryRow({
  departmentId,
  webhookId,
  delivery,
  canSend,
}: {
  departmentId: number;
  webhookId: number;
  delivery: WebhookDelivery;
  canSend: boolean;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const status = deliveryStatus(delivery);
  const retry = useRetryDelivery(departmentId, webhookId);
  const Chevron = open ? ChevronDown : ChevronRight;

  function sendAgain() {
    retry.mutate(delivery.id, {
      onSuccess: () => toast.success(`${delivery.event_type} queued to be sent again`),
      onError: (error) => toast.error(webhookMessage(error, 'Failed to send it again. Please try again.')),
    });
  }

  return (
    <li data-testid="webhook-delivery">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-start gap-2 px-3 py-3 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Chevron className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden="true" />
        <span className="grid min-w-0 flex-1 grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto]">
          <span className="min-w-0">
            <code className="font-mono text-xs break-all text-gray-900">{delivery.event_type}</code>
            <span className="block text-gray-600">{formatDateTime(delivery.created_at)}</span>
          </span>
          <span className="min-w-0">
            <Badge tone={status.tone}>{status.label}</Badge>
          </span>
          <span className="text-gray-700 sm:text-right">
            {delivery.attempt_count === 1 ? '1 attempt' : `${delivery.attempt_count} attempts`}
            {delivery.last_status_code !== null && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, last answer </span>
                <span>HTTP {delivery.last_status_code}</span>
              </>
            )}
          </span>
        </span>
      </button>
      {open && (
        <div id={detailsId} className="space-y-4 border-t border-gray-100 bg-gray-50/60 px-3 py-3 sm:px-9">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 text-xs text-gray-600">
              Message id (webhook-id){' '}
              <code className="font-mono break-all text-gray-900">{delivery.message_id}</code>
              {delivery.delivered_at && <> · delivered {formatDateTime(delivery.delivered_at)}</>}
            </p>
            <Button
              size="sm"
              variant="secondary"
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
              loading={retry.isPending}
              disabled={!canSend}
              onClick={sendAgain}
            >
              Send again
            </Button>
          </div>
          {delivery.last_error && delivery.status !== 'delivered' && (
            <p className="text-sm text-red-800">Last error: {delivery.last_error}</p>
          )}
          <section aria-label="Attempts">
            <h3 className="text-sm font-semibold text-gray-900">Attempts</h3>
            {delivery.attempts.length === 0 ? (
              <p className="mt-1 text-sm text-gray-700">Not tried yet.</p>
            ) : (
              <ol className="mt-2 space-y-2">
                {delivery.attempts.map((attempt) => (
                  <AttemptItem key={attempt.id} attempt={attempt} />
                ))}
              </ol>
            )}
          </section>
          <section aria-label="Payload">
            <h3 className="text-sm font-semibold text-gray-900">Payload</h3>
            <pre className="mt-2 max-h-80 overflow-auto rounded-md bg-white p-3 font-mono text-xs break-words whitespace-pre-wrap text-gray-900 ring-1 ring-gray-200">
              {prettyPayload(delivery.payload)}
            </pre>
          </section>
        </div>
      )}
    </li>
  );
}

function AttemptItem({ attempt }: { attempt: WebhookAttempt }) {
  const ok = attempt.status_code !== null && attempt.status_code >= 200 && attempt.status_code < 300;
  return (
    <li className="rounded-md bg-white p-3 text-sm ring-1 ring-gray-200">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-gray-700">{formatDateTime(attempt.attempted_at)}</span>
        {attempt.status_code !== null ? (
          <Badge tone={ok ? 'green' : 'red'}>HTTP {attempt.status_code}</Badge>
        ) : (
          <Badge tone="red">No answer</Badge>
        )}
        <span className="text-gray-600">{attempt.duration_ms} ms</span>
        {attempt.manual && <Badge tone="indigo">Sent again</Badge>}
      </div>
      {attempt.error && <p className="mt-1 text-red-800">{attempt.error}</p>}
      {attempt.response_excerpt && (
        <pre className="mt-2 max-h-40 overflow-auto rounded bg-gray-50 p-2 font-mono text-xs break-words whitespace-pre-wrap text-gray-800">
          {attempt.response_excerpt}
        </pre>
      )}
    </li>
  );
}
