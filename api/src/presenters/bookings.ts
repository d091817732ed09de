import type { BLOCK_REASONS, BookingKind, BookingState, LendingItemType } from '../models';
import type { BookingView, ItemAvailability } from '../services/bookings/timeline';

/** One dated claim on an item, as its department's screens show it (docs/bookings.md). */
export interface BookingOut {
  /** @isInt */
  id: number;
  kind: BookingKind;
  /** requested: a loan not yet agreed (holds nothing); held; out: a loan not back yet (holds through today) */
  state: BookingState;
  item_type: LendingItemType;
  /** @isInt */
  item_id: number;
  /** YYYY-MM-DD, the first day */
  starts_on: string;
  /** YYYY-MM-DD, the last day; null: until it is released */
  ends_on: string | null;
  /** who or what holds the item: the production's title, the borrowing department, the block's reason */
  holder: string;
  /** @isInt */
  production_id: number | null;
  /** a production booking on the production's own days (they move with the production) */
  follows_production: boolean;
  /** @isInt */
  lending_id: number | null;
  /**
   * the loan to a person (kind `person`): `holder` is the person's name
   * @isInt
   */
  person_loan_id?: number | null;
  /**
   * the borrowing department of a loan
   * @isInt
   */
  borrower_department_id: number | null;
  // Written out (not BlockReason | null) so the document says one enum with null.
  reason: (typeof BLOCK_REASONS)[number] | null;
  note: string | null;
}

/**
 * An item's time as its department's lists show it: what holds it today, what holds it next, and
 * for a list asked about some days (`available_from`–`available_to`, or a production's days with
 * `period_of`), what holds it then.
 */
export interface ItemAvailabilityOut {
  /** the booking that holds the item today, or null */
  current: BookingOut | null;
  /** the first booking that holds it after today, or null */
  next: BookingOut | null;
  /** the first booking that holds it on the days the list asked about (null: free then, or none asked) */
  clash: BookingOut | null;
  /**
   * YYYY-MM-DD: the first day on or after the days asked about (today when none) that nothing holds
   * the item; null when a booking without an end holds it
   */
  free_from: string | null;
  /** the item's booking for the production the list is about (`production_id`, `assignable_to`, `period_of`) */
  production_booking: BookingOut | null;
}

export function presentBooking(view: BookingView): BookingOut {
  const { booking } = view;
  return {
    id: booking.id,
    kind: booking.kind,
    state: booking.state,
    item_type: booking.item_type,
    item_id: booking.item_id,
    starts_on: booking.starts_on,
    ends_on: booking.ends_on,
    holder: view.holder,
    production_id: booking.production_id,
    follows_production: Boolean(booking.follows_production),
    lending_id: booking.lending_id,
    person_loan_id: booking.person_loan_id ?? null,
    borrower_department_id: view.borrowerDepartmentId,
    reason: booking.reason,
    note: booking.note,
  };
}

export function presentAvailability(availability: ItemAvailability): ItemAvailabilityOut {
  const maybe = (view: BookingView | null) => (view ? presentBooking(view) : null);
  return {
    current: maybe(availability.current),
    next: maybe(availability.next),
    clash: maybe(availability.clash),
    free_from: availability.freeFrom,
    production_booking: maybe(availability.productionBooking),
  };
}
