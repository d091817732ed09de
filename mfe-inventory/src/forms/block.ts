import { z } from '@scenedock/ui/zod';
import { BLOCK_REASONS, type BlockReason } from '@scenedock/ui';
import type { BlockBody } from '../api/bookings';
import type { ItemType } from '../lib/items';
import { choice, text } from './fields';

const REASONS = Object.keys(BLOCK_REASONS) as [BlockReason, ...BlockReason[]];
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date');

/** The 'Block dates' form of an item's bookings: a reason, a first day, an optional last day, a note. */
export const blockSchema = z
  .object({
    reason: choice(REASONS, 'Reason is required'),
    starts_on: z.string().min(1, 'First day is required').pipe(day),
    // Empty: until further notice.
    ends_on: z.union([z.literal(''), day]),
    note: text(500),
  })
  .refine((values) => !values.ends_on || values.ends_on >= values.starts_on, {
    message: 'The last day cannot be before the first day',
    path: ['ends_on'],
  });

export type BlockFormInput = z.input<typeof blockSchema>;
export type BlockFormValues = z.output<typeof blockSchema>;

/** A block starts today unless told otherwise, with no last day. */
export function blockFormValues(today: string): BlockFormInput {
  return { reason: '', starts_on: today, ends_on: '', note: '' };
}

/** POST /bookings's body for the item (kind 'block' is the call's own). */
export function blockBody(itemType: ItemType, itemId: number, values: BlockFormValues): BlockBody {
  return {
    item_type: itemType,
    item_id: itemId,
    reason: values.reason,
    starts_on: values.starts_on,
    ends_on: values.ends_on || null,
    ...(values.note ? { note: values.note } : {}),
  };
}
