import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Plus, Webhook } from 'lucide-react';
import {
  Button,
  can,
  ConfirmDialog,
  EmptyState,
  ErrorNotice,
  PageHeader,
  RowSkeletons,
  useCurrentDepartment,
  useCurrentUser,
} from '@scenedock/ui';
import { useSearchParams } from '@scenedock/ui/router';
import {
  useDeleteWebhook,
  usePingWebhook,
  useRotateWebhookSecret,
  useUpdateWebhook,
  useWebhooks,
  type WebhookEndpoint,
} from '../api/webhooks';
import { webhookMessage } from '../api/errors';
import { WEBHOOK_PARAM } from '../lib/webhooks';
import { DeliveryLogDialog } from '../components/webhooks/DeliveryLogDialog';
import { SecretDialog, type ShownSecret } from '../components/webhooks/SecretDialog';
import { WebhookFormDialog } from '../components/webhooks/WebhookFormDialog';
import { WebhookRow } from '../components/webhooks/WebhookRow';

function Intro() {
  return (
    <>
      Webhooks tell your other systems (help desk, finance, portal) when something happens here. Each message
      is signed; see the{' '}
      <a href="/docs" className="font-medium text-indigo-700 underline hover:text-indigo-900">
        documentation
      </a>
      .
    </>
  );
}

/** 'Webhooks': the current department's outgoing webhooks (its admins and superusers). */
export function WebhooksPage() {
  const department = useCurrentDepartment();
  const { data: me, isPending } = useCurrentUser();
  if (!department || !can(me, 'editDepartment'))
    return (
      <div>
        <PageHeader title="Webhooks" />
        {isPending ? (
          <RowSkeletons count={3} label="Loading webhooks" />
        ) : (
          <EmptyState
            icon={<Webhook className="size-8" />}
            title={
              department
                ? 'Only the department’s admins manage its webhooks'
                : 'No department context available'
            }
          />
        )}
      </div>
    );
  return <DepartmentWebhooks key={department.id} department={department} />;
}

type Confirming = { kind: 'delete' | 'rotate'; webhook: WebhookEndpoint } | null;

function DepartmentWebhooks({ department }: { department: { id: number; name: string } }) {
  const webhooks = useWebhooks(department.id);
  const update = useUpdateWebhook(department.id);
  const remove = useDeleteWebhook(department.id);
  const rotate = useRotateWebhookSecret(department.id);
  const ping = usePingWebhook(department.id);
  const [params, setParams] = useSearchParams();

  const [form, setForm] = useState<{ webhook: WebhookEndpoint | null } | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const rows = webhooks.data ?? [];
  const logId = Number(params.get(WEBHOOK_PARAM));
  const logOf = rows.find((row) => row.id === logId) ?? null;
  const missingLog = params.has(WEBHOOK_PARAM) && webhooks.isSuccess && !logOf;

  function openLog(webhook: WebhookEndpoint | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (webhook) next.set(WEBHOOK_PARAM, String(webhook.id));
        else next.delete(WEBHOOK_PARAM);
        return next;
      },
      { replace: !webhook },
    );
  }

  function sendTest(webhook: WebhookEndpoint) {
    ping.mutate(webhook.id, {
      onSuccess: () => {
        toast.success('Test message queued: the delivery log shows how it went');
        if (logOf?.id !== webhook.id) openLog(webhook);
      },
      onError: (error) => toast.error(webhookMessage(error, 'Failed to send a test. Please try again.')),
    });
  }

  function toggle(webhook: WebhookEndpoint) {
    update.mutate(
      { webhookId: webhook.id, body: { enabled: !webhook.enabled } },
      {
        onSuccess: (updated) => toast.success(updated.enabled ? 'Webhook turned on' : 'Webhook turned off'),
        onError: (error) =>
          toast.error(webhookMessage(error, 'Failed to change the webhook. Please try again.')),
      },
    );
  }

  async function confirmed() {
    if (!confirming) return;
    const { kind, webhook } = confirming;
    try {
      if (kind === 'delete') {
        await remove.mutateAsync(webhook.id);
        if (logOf?.id === webhook.id) openLog(null);
        toast.success('Webhook deleted');
      } else {
        const answer = await rotate.mutateAsync(webhook.id);
        setSecret({
          secret: answer.secret,
          url: webhook.url,
          previousExpiresAt: answer.previous_secret_expires_at,
        });
      }
    } catch (error) {
      toast.error(
        webhookMessage(
          error,
          kind === 'delete'
            ? 'Failed to delete the webhook. Please try again.'
            : 'Failed to rotate the secret. Please try again.',
        ),
      );
      throw error;
    }
  }

  return (
    <div>
      <PageHeader
        title="Webhooks"
        description={<Intro />}
        actions={
          <Button
            icon={<Plus className="size-4" aria-hidden="true" />}
            onClick={() => setForm({ webhook: null })}
          >
            Add webhook
          </Button>
        }
      />

      {missingLog && (
        <p
          role="status"
          className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          That webhook no longer exists.
        </p>
      )}

      {webhooks.isPending ? (
        <RowSkeletons count={3} label="Loading webhooks" />
      ) : webhooks.isError ? (
        <ErrorNotice
          title={webhookMessage(webhooks.error, 'Failed to load the webhooks')}
          onRetry={() => void webhooks.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Webhook className="size-8" />}
          title="No webhooks yet"
          description="Add one to tell another system when, say, a loan is requested or a damage report is opened."
        />
      ) : (
        <ul
          aria-label="Webhooks"
          className="divide-y divide-gray-200 overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-gray-200"
        >
          {rows.map((webhook) => (
            <WebhookRow
              key={webhook.id}
              webhook={webhook}
              busy={{
                ping: ping.isPending && ping.variables === webhook.id,
                toggle: update.isPending && update.variables?.webhookId === webhook.id,
              }}
              actions={{
                onEdit: (row) => setForm({ webhook: row }),
                onPing: sendTest,
                onRotate: (row) => setConfirming({ kind: 'rotate', webhook: row }),
                onDelete: (row) => setConfirming({ kind: 'delete', webhook: row }),
                onToggle: toggle,
                onLog: openLog,
              }}
            />
          ))}
        </ul>
      )}

      <WebhookFormDialog
        open={form !== null}
        onClose={() => setForm(null)}
        departmentId={department.id}
        webhook={form?.webhook}
        onCreated={(created) => {
          setForm(null);
          setSecret({ secret: created.secret, url: created.url });
        }}
      />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
      <DeliveryLogDialog
        departmentId={department.id}
        webhook={logOf}
        onClose={() => openLog(null)}
        onPing={sendTest}
        pinging={ping.isPending}
      />
      <ConfirmDialog
        open={confirming?.kind === 'delete'}
        onClose={() => setConfirming(null)}
        title="Delete this webhook?"
        message={
          <>
            <p className="break-all">{confirming?.webhook.url}</p>
            <p className="mt-2">
              It stops receiving messages at once, and its delivery log is deleted with it.
            </p>
          </>
        }
        confirmLabel="Delete webhook"
        onConfirm={confirmed}
      />
      <ConfirmDialog
        open={confirming?.kind === 'rotate'}
        onClose={() => setConfirming(null)}
        title="Rotate the signing secret?"
        message={
          <>
            <p className="break-all">{confirming?.webhook.url}</p>
            <p className="mt-2">
              A new secret signs every message from now on. The old one keeps signing too for 24 hours, so the
              receiver can switch over without missing a message.
            </p>
          </>
        }
        confirmLabel="Rotate secret"
        danger={false}
        onConfirm={confirmed}
      />
    </div>
  );
}
