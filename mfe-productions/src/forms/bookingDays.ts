import { z } from '@scenedock/ui/zod';
import type { BookingOut } from '@scenedock/ui';
import type { BookingDaysBody } from '../api/bookings';

/**
 * A production booking's days, as the item manager edits them inline: a first day, and a last day
 * or none (held until the item is removed). Values stay strings as the date inputs hold them.
 */
export const bookingDaysSchema = z
  .object({
    starts_on: z.string().min(1, 'Choose the first day'),
    ends_on: z.string(),
  })
  .refine((values) => !(values.ends_on && values.starts_on && values.ends_on < values.starts_on), {
    message: 'The last day must be on or after the first day',
    path: ['ends_on'],
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

export type BookingDaysValues = z.infer<typeof bookingDaysSchema>;

export function bookingDaysValues(booking: Pick<BookingOut, 'starts_on' | 'ends_on'>): BookingDaysValues {
  return { starts_on: booking.starts_on, ends_on: booking.ends_on ?? '' };
}

/** The days chosen: an empty last day is no end (null), not "unchanged". */
export function toBookingDaysBody(values: BookingDaysValues): BookingDaysBody {
  return { starts_on: values.starts_on, ends_on: values.ends_on || null };
}

/** Back to the production's own days, moving with them from now on. */
export const FOLLOW_PRODUCTION_BODY: BookingDaysBody = { follows_production: true };
