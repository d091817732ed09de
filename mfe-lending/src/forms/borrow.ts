import { z } from '@scenedock/ui/zod';
import type { LoanCreateBody } from '../api/loans';
import type { BorrowableItem } from '../api/search';
import { monthAhead } from '../lib/dates';
import type { SearchedDays } from '../lib/searchFilters';
import { itemColumn } from './offer';

export const DATES_REQUIRED_MESSAGE = 'Please specify the dates you need this item';
export const END_AFTER_START_MESSAGE = 'End date must be after start date';
export const PAST_START_MESSAGE = 'Start date cannot be in the past';
export const MESSAGE_REQUIRED_MESSAGE = 'Please write a message to the lending department';

/** The borrow dialog's request: both dates, the end after the start, the start not before `today`, a message. */
export function borrowSchema(today: string) {
  return z
    .object({
      start_date: z.string().min(1, DATES_REQUIRED_MESSAGE),
      end_date: z.string().min(1, DATES_REQUIRED_MESSAGE),
      message: z.string().trim().min(1, MESSAGE_REQUIRED_MESSAGE),
      notes: z.string(),
      /** one of the department's productions, or '' for none */
      production_id: z.string(),
    })
    .refine((values) => !values.start_date || values.start_date >= today, {
      message: PAST_START_MESSAGE,
      path: ['start_date'],
      when: ({ value }) => typeof value === 'object' && value !== null,
    })
    .refine((values) => !values.start_date || !values.end_date || values.end_date > values.start_date, {
      message: END_AFTER_START_MESSAGE,
      path: ['end_date'],
      when: ({ value }) => typeof value === 'object' && value !== null,
    });
}

export type BorrowValues = z.infer<ReturnType<typeof borrowSchema>>;

/**
 * The form to begin with: the days the search asked about, so the request is for the days the
 * results were found free on; today to a month ahead when the search named no days.
 */
export function borrowStartValues(days: SearchedDays | null, today: string, now = new Date()): BorrowValues {
  return {
    start_date: days?.start ?? today,
    end_date: days?.end ?? monthAhead(now),
    message: '',
    notes: '',
    production_id: '',
  };
}

/** A request to borrow `item`: the current department borrows from the item's own. */
export function toBorrowBody(
  values: BorrowValues,
  item: BorrowableItem,
  departmentId: number,
): LoanCreateBody {
  return {
    item_type: item.item_type,
    [itemColumn(item.item_type)]: item.id,
    from_department_id: item.department_id,
    to_department_id: departmentId,
    lent_date: values.start_date,
    due_date: values.end_date,
    message: values.message.trim(),
    notes: values.notes.trim() || null,
    // Sent only when chosen: a loan need not be for a production.
    ...(values.production_id ? { production_id: Number(values.production_id) } : {}),
  };
}
