import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast/headless';
import { Alert, Button, SelectField, TextAreaField, TextField, todayIso } from '@scenedock/ui';
import { useBlockDates } from '../api/bookings';
import { blockErrorMessage } from '../api/errors';
import {
  blockBody,
  blockFormValues,
  blockSchema,
  type BlockFormInput,
  type BlockFormValues,
} from '../forms/block';
import type { ItemType } from '../lib/items';
import { BLOCK_REASON_OPTIONS, BOOKINGS } from '../lib/labels';

/**
 * 'Block dates': takes an item out of service (repair, cleaning) from a first day to a last one,
 * or until further notice. A clash is shown on the form in the server's words, which name what
 * holds the item and when it is free.
 */
export function BlockDatesForm({
  itemType,
  itemId,
  onDone,
}: {
  itemType: ItemType;
  itemId: number;
  onDone: () => void;
}) {
  const headingId = useId();
  const block = useBlockDates();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<BlockFormInput, unknown, BlockFormValues>({
    resolver: zodResolver(blockSchema),
    defaultValues: blockFormValues(todayIso()),
  });
  const field = (name: keyof BlockFormInput) => ({
    ...register(name),
    error: formState.errors[name]?.message,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await block.mutateAsync(blockBody(itemType, itemId, values));
      toast.success(BOOKINGS.blocked);
      onDone();
    } catch (error) {
      setFailure(blockErrorMessage(error));
    }
  });

  return (
    // noValidate: the schema's messages are shown, not the browser's own bubbles.
    <form
      aria-labelledby={headingId}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-lg border border-gray-200 bg-gray-50 p-4"
    >
      <h4 id={headingId} className="text-sm font-semibold text-gray-900">
        {BOOKINGS.blockTitle}
      </h4>
      {failure && <Alert>{failure}</Alert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField label={BOOKINGS.reason} required options={BLOCK_REASON_OPTIONS} {...field('reason')} />
        <TextField label={BOOKINGS.firstDay} type="date" required {...field('starts_on')} />
        <TextField label={BOOKINGS.lastDay} type="date" hint={BOOKINGS.lastDayHint} {...field('ends_on')} />
        <div className="sm:col-span-3">
          <TextAreaField label={BOOKINGS.note} rows={2} {...field('note')} />
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {BOOKINGS.cancel}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {formState.isSubmitting ? BOOKINGS.blocking : BOOKINGS.blockSubmit}
        </Button>
      </div>
    </form>
  );
}
