import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import { Button, Dialog, ErrorNotice, FieldMessage, RowSkeletons, TextField } from '@scenedock/ui';
import { Description, Field, Label, Switch } from '@scenedock/ui/headless';
import {
  useCreateWebhook,
  useUpdateWebhook,
  useWebhookEvents,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEventType,
  type WebhookFields,
} from '../../api/webhooks';
import { webhookFieldErrors, webhookMessage, type WebhookField } from '../../api/errors';
import { groupEvents, type EventGroup } from '../../lib/webhooks';

export interface WebhookFormDialogProps {
  open: boolean;
  onClose: () => void;
  departmentId: number;
  /** absent: add a webhook */
  webhook?: WebhookEndpoint | null;
  /** after an add: the answer carries the signing secret, shown once */
  onCreated?: (created: WebhookEndpointCreated) => void;
}

function valuesOf(webhook?: WebhookEndpoint | null): WebhookFields {
  return {
    url: webhook?.url ?? '',
    description: webhook?.description ?? '',
    events: webhook ? [...webhook.events] : [],
    enabled: webhook?.enabled ?? true,
  };
}

/** Only what changed, so an edit never overwrites what someone else changed meanwhile. */
function changesOf(before: WebhookFields, after: WebhookFields): Partial<WebhookFields> {
  const changes: Partial<WebhookFields> = {};
  if (after.url !== before.url) changes.url = after.url;
  if ((after.description ?? '') !== (before.description ?? '')) changes.description = after.description;
  const sameEvents =
    after.events.length === before.events.length && after.events.every((e) => before.events.includes(e));
  if (!sameEvents) changes.events = after.events;
  if (after.enabled !== before.enabled) changes.enabled = after.enabled;
  return changes;
}

/** Add and edit a webhook: its address, what it is for, the events it receives, on or off. */
export function WebhookFormDialog({
  open,
  onClose,
  departmentId,
  webhook,
  onCreated,
}: WebhookFormDialogProps) {
  const editing = Boolean(webhook);
  const create = useCreateWebhook(departmentId);
  const update = useUpdateWebhook(departmentId);
  const catalogue = useWebhookEvents();
  const [values, setValues] = useState<WebhookFields>(() => valuesOf(webhook));
  const [errors, setErrors] = useState<Partial<Record<WebhookField, string>>>({});
  const urlRef = useRef<HTMLInputElement>(null);
  const busy = create.isPending || update.isPending;

  useEffect(() => {
    if (open) {
      setValues(valuesOf(webhook));
      setErrors({});
    }
  }, [open, webhook]);

  function change(patch: Partial<WebhookFields>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as WebhookField[]) delete next[key];
      return next;
    });
  }

  function check(body: WebhookFields): Partial<Record<WebhookField, string>> {
    const problems: Partial<Record<WebhookField, string>> = {};
    if (!body.url) problems.url = 'Enter a web address';
    if (body.events.length === 0) problems.events = 'Choose at least one event';
    return problems;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: WebhookFields = {
      ...values,
      url: values.url.trim(),
      description: values.description?.trim() ? values.description.trim() : null,
    };
    const problems = check(body);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      if (problems.url) urlRef.current?.focus();
      return;
    }
    try {
      if (webhook) {
        const changes = changesOf(valuesOf(webhook), body);
        if (Object.keys(changes).length > 0)
          await update.mutateAsync({ webhookId: webhook.id, body: changes });
        toast.success('Webhook saved');
        onClose();
      } else {
        const created = await create.mutateAsync(body);
        toast.success('Webhook added');
        onCreated?.(created);
      }
    } catch (error) {
      const fields = webhookFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        if (fields.url) urlRef.current?.focus();
        return;
      }
      toast.error(
        webhookMessage(
          error,
          editing
            ? 'Failed to save the webhook. Please try again.'
            : 'Failed to add the webhook. Please try again.',
        ),
      );
    }
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={editing ? 'Edit webhook' : 'Add webhook'}
      description="Scenedock sends a signed POST request to this address when a chosen event happens."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="webhook-form" loading={busy}>
            {editing ? 'Save changes' : 'Add webhook'}
          </Button>
        </>
      }
    >
      <form id="webhook-form" noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <TextField
          ref={urlRef}
          label="Address (URL)"
          required
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://helpdesk.example.org/hooks/scenedock"
          hint="An https:// address on the public internet."
          value={values.url}
          onChange={(event) => change({ url: event.target.value })}
          error={errors.url}
        />
        <TextField
          label="Description"
          placeholder="Help desk: damaged items"
          maxLength={200}
          value={values.description ?? ''}
          onChange={(event) => change({ description: event.target.value })}
          error={errors.description}
        />
        <EventsField
          groups={catalogue.data ? groupEvents(catalogue.data, values.events) : null}
          loading={catalogue.isPending}
          failed={catalogue.isError}
          onRetry={() => void catalogue.refetch()}
          chosen={values.events}
          onChange={(events) => change({ events })}
          error={errors.events}
        />
        <Field className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <Label className="text-sm font-medium text-gray-800">Enabled</Label>
          <Switch
            checked={values.enabled}
            onChange={(enabled) => change({ enabled })}
            className="group relative inline-flex h-5 w-9 shrink-0 cursor-pointer rounded-full bg-gray-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-checked:bg-indigo-600"
          >
            <span
              aria-hidden="true"
              className="pointer-events-none mt-0.5 ml-0.5 inline-block size-4 rounded-full bg-white shadow-sm transition-transform group-data-checked:translate-x-4"
            />
          </Switch>
          <Description className="basis-full text-xs text-gray-600">
            {errors.enabled ?? 'A webhook that is off receives nothing until it is turned on again.'}
          </Description>
        </Field>
      </form>
    </Dialog>
  );
}

function EventsField({
  groups,
  loading,
  failed,
  onRetry,
  chosen,
  onChange,
  error,
}: {
  groups: EventGroup[] | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  chosen: WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  error?: string;
}) {
  const id = useId();
  function toggle(types: WebhookEventType[], on: boolean) {
    const rest = chosen.filter((type) => !types.includes(type));
    onChange(on ? [...rest, ...types] : rest);
  }
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-gray-800">
        Events
        <span className="text-red-600" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <p className="mt-1 text-xs text-gray-600">The webhook receives a message when one of these happens.</p>
      <FieldMessage id={id} error={error} />
      {loading ? (
        <RowSkeletons count={3} label="Loading the events" />
      ) : failed || !groups ? (
        <ErrorNotice title="Failed to load the events" onRetry={onRetry} />
      ) : (
        <div className="mt-2 space-y-3">
          {groups.map((group) => (
            <EventGroupBox key={group.group} group={group} chosen={chosen} onToggle={toggle} />
          ))}
        </div>
      )}
    </fieldset>
  );
}

function EventGroupBox({
  group,
  chosen,
  onToggle,
}: {
  group: EventGroup;
  chosen: WebhookEventType[];
  onToggle: (types: WebhookEventType[], on: boolean) => void;
}) {
  const types = group.events.map((event) => event.type);
  const count = types.filter((type) => chosen.includes(type)).length;
  const all = count === types.length;
  const allRef = useRef<HTMLInputElement>(null);
  const allId = useId();
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <div role="group" aria-labelledby={`${allId}-heading`} className="rounded-md p-3 ring-1 ring-gray-200">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3 id={`${allId}-heading`} className="text-sm font-semibold text-gray-900">
          {group.group}
        </h3>
        <div className="flex items-center gap-2">
          <input
            ref={allRef}
            id={allId}
            type="checkbox"
            checked={all}
            onChange={(event) => onToggle(types, event.target.checked)}
            className="size-4 rounded border-gray-300 text-indigo-600 focus:ring-indigo-600"
          />
          <label htmlFor={allId} className="text-xs text-gray-700">
            Select all<span className="sr-only"> in {group.group}</span>
          </label>
        </div>
      </div>
      <ul className="mt-2 space-y-2">
        {group.events.map((event) => (
          <li key={event.type}>
            <EventCheckbox
              type={event.type}
              description={event.description}
              checked={chosen.includes(event.type)}
              onChange={(on) => onToggle([event.type], on)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function EventCheckbox({
  type,
  description,
  checked,
  onChange,
}: {
  type: string;
  description: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 rounded border-gray-300 text-indigo-600 focus:ring-indigo-600"
      />
      <label htmlFor={id} className="min-w-0 text-sm text-gray-800">
        <code className="font-mono text-xs break-all text-gray-900">{type}</code>
        {description !== type && <span className="block text-gray-600">{withCode(description)}</span>}
      </label>
    </div>
  );
}

/** A description's `code` (field names such as `data.answer`) set as code. */
function withCode(text: string) {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="font-mono text-xs">
        {part}
      </code>
    ) : (
      part
    ),
  );
}
