import { AlertTriangle, KeyRound, ListChecks, Pencil, Power, RotateCw, Send, Trash2 } from 'lucide-react';
import { Badge, Button, formatDate, formatDateTime } from '@scenedock/ui';
import type { WebhookEndpoint } from '../../api/webhooks';
import { disabledWarning, eventsSummary, splitUrl } from '../../lib/webhooks';

export interface WebhookRowActions {
  onEdit: (webhook: WebhookEndpoint) => void;
  onPing: (webhook: WebhookEndpoint) => void;
  onRotate: (webhook: WebhookEndpoint) => void;
  onDelete: (webhook: WebhookEndpoint) => void;
  onToggle: (webhook: WebhookEndpoint) => void;
  onLog: (webhook: WebhookEndpoint) => void;
}

/** One webhook: where it sends, what for, whether it is on (and why not), and what one can do. */
export function WebhookRow({
  webhook,
  busy,
  actions,
}: {
  webhook: WebhookEndpoint;
  /** which of its actions is running */
  busy: { ping?: boolean; toggle?: boolean };
  actions: WebhookRowActions;
}) {
  const { host, rest } = splitUrl(webhook.url);
  const warning = disabledWarning(webhook);
  const headingId = `webhook-${webhook.id}-url`;
  const oldSecretUntil =
    webhook.previous_secret_expires_at && new Date(webhook.previous_secret_expires_at) > new Date()
      ? webhook.previous_secret_expires_at
      : null;
  return (
    <li aria-labelledby={headingId} className="min-w-0 px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id={headingId} className="min-w-0 text-base" title={webhook.url}>
            <span className="font-semibold break-all text-gray-900">{host}</span>
            <span className="break-all text-gray-600">{rest}</span>
          </h2>
          {webhook.description && <p className="mt-0.5 text-sm text-gray-700">{webhook.description}</p>}
        </div>
        <Badge tone={webhook.enabled ? 'green' : warning ? 'red' : 'gray'} className="shrink-0">
          {webhook.enabled ? 'Enabled' : 'Disabled'}
        </Badge>
      </div>

      {warning && (
        <p
          role="note"
          className="mt-2 flex items-start gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{warning}. Fix the receiver, then turn the webhook on again.</span>
        </p>
      )}
      {webhook.enabled && webhook.failing_since && (
        <p
          role="note"
          className="mt-2 flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Failing since {formatDateTime(webhook.failing_since)}. It is turned off after 3 days of failures.
          </span>
        </p>
      )}

      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm text-gray-700 sm:gap-x-6">
        <dt className="font-medium text-gray-600">
          {webhook.events.length === 1 ? '1 event' : `${webhook.events.length} events`}
        </dt>
        <dd
          className="min-w-0 font-mono text-xs leading-5 break-words text-gray-800"
          title={webhook.events.join(', ')}
        >
          {eventsSummary(webhook.events)}
        </dd>
        <dt className="font-medium text-gray-600">Secret</dt>
        <dd className="min-w-0">
          <span className="font-mono text-xs text-gray-800">{webhook.secret_hint}</span>
          {oldSecretUntil && (
            <span className="ml-2 text-xs text-gray-600">
              (the old one signs too until {formatDateTime(oldSecretUntil)})
            </span>
          )}
        </dd>
        <dt className="font-medium text-gray-600">Added</dt>
        <dd>{formatDate(webhook.created_at)}</dd>
      </dl>

      <div role="group" aria-label={`Actions for ${webhook.url}`} className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          icon={<ListChecks className="size-4" aria-hidden="true" />}
          onClick={() => actions.onLog(webhook)}
        >
          Delivery log
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<Send className="size-4" aria-hidden="true" />}
          loading={busy.ping}
          disabled={!webhook.enabled}
          title={webhook.enabled ? undefined : 'Turn the webhook on to send a test'}
          onClick={() => actions.onPing(webhook)}
        >
          Send test
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<Pencil className="size-4" aria-hidden="true" />}
          onClick={() => actions.onEdit(webhook)}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={
            webhook.enabled ? (
              <Power className="size-4" aria-hidden="true" />
            ) : (
              <RotateCw className="size-4" aria-hidden="true" />
            )
          }
          loading={busy.toggle}
          onClick={() => actions.onToggle(webhook)}
        >
          {webhook.enabled ? 'Turn off' : 'Turn on'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<KeyRound className="size-4" aria-hidden="true" />}
          onClick={() => actions.onRotate(webhook)}
        >
          Rotate secret
        </Button>
        <Button
          size="sm"
          variant="secondary"
          className="text-red-700"
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          onClick={() => actions.onDelete(webhook)}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
