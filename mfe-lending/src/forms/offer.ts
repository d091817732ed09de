import { z } from '@scenedock/ui/zod';
import type { LendingItemType } from '../lib/labels';
import type { LoanCreateBody } from '../api/loans';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const PAST_DUE_DATE_MESSAGE = 'Due date cannot be earlier than today';

/**
 * New Lending Request: an offer of one of the current department's items to another department.
 * Item, recipient and due date are required (one message for all three); the due date may not be
 * earlier than `today`. Values stay strings as the inputs hold them.
 */
export function offerSchema(today: string) {
  return z
    .object({
      item_type: z.enum(['prop', 'set_piece', 'costume_piece']),
      item_id: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
      to_department_id: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
      due_date: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
      notes: z.string(),
    })
    .refine((values) => !values.due_date || values.due_date >= today, {
      message: PAST_DUE_DATE_MESSAGE,
      path: ['due_date'],
      when: ({ value }) => typeof value === 'object' && value !== null,
    });
}

export type OfferValues = z.infer<ReturnType<typeof offerSchema>>;

export const emptyOffer: OfferValues = {
  item_type: 'prop',
  item_id: '',
  to_department_id: '',
  due_date: '',
  notes: '',
};

/** Notes left blank say what is offered, so the other side's list and notification read well. */
export function defaultNotes(itemName: string, fromDepartment: string): string {
  return `${fromDepartment} offers to lend "${itemName}".`;
}

const ITEM_COLUMN = {
  prop: 'prop_id',
  set_piece: 'set_piece_id',
  costume_piece: 'costume_piece_id',
} as const satisfies Record<LendingItemType, keyof LoanCreateBody>;

/** The item's id goes in the column of its kind. */
export function itemColumn(type: LendingItemType): (typeof ITEM_COLUMN)[LendingItemType] {
  return ITEM_COLUMN[type];
}

/** The offer as POST /lending takes it: the current department lends. */
export function toOfferBody(
  values: OfferValues,
  context: { departmentId: number; departmentName: string; itemName: string },
): LoanCreateBody {
  return {
    item_type: values.item_type,
    [itemColumn(values.item_type)]: Number(values.item_id),
    from_department_id: context.departmentId,
    to_department_id: Number(values.to_department_id),
    due_date: values.due_date,
    notes: values.notes.trim() || defaultNotes(context.itemName, context.departmentName),
  };
}
