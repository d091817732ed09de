import {
  BOOKING_KIND_LABELS,
  blockReasonOptions,
  enumOptions,
  type BookingOut,
  type SelectOption,
} from '@scenedock/ui';

// The forms' selects start empty: that first choice is what their 'required' messages are for.
export const PROP_CATEGORY_OPTIONS: SelectOption[] = [
  { value: '', label: 'Select a category' },
  ...enumOptions('propCategory'),
];
export const COSTUME_CATEGORY_OPTIONS: SelectOption[] = [
  { value: '', label: 'Select a category' },
  ...enumOptions('costumeCategory'),
];
export const COSTUME_SIZE_OPTIONS: SelectOption[] = [
  { value: '', label: 'Select a size' },
  ...enumOptions('costumeSize'),
];
export const CONDITION_OPTIONS: SelectOption[] = [
  { value: '', label: 'Select a condition' },
  ...enumOptions('condition'),
];
export const BLOCK_REASON_OPTIONS: SelectOption[] = [
  { value: '', label: 'Select a reason' },
  ...blockReasonOptions,
];

/** The list filters' 'Available from – to': only items free on every one of those days. */
export const AVAILABLE_DATES = {
  from: 'Available from',
  to: 'Available to',
  order: 'The last day cannot be before the first day',
};

/** The detail dialog's bookings. */
export const BOOKINGS = {
  title: 'Bookings',
  loading: 'Loading bookings',
  loadFailed: 'Could not load the bookings.',
  none: 'Nothing is booked from today on.',
  block: 'Block dates',
  blockTitle: 'Block dates',
  blockSubmit: 'Block',
  blocking: 'Blocking...',
  cancel: 'Cancel',
  reason: 'Reason',
  firstDay: 'First day',
  lastDay: 'Last day',
  lastDayHint: 'Leave empty: until further notice.',
  note: 'Note',
  blocked: 'Dates blocked',
  remove: 'Remove',
  removed: 'Block removed',
};

/** How a booking is headed in the list: its kind, and a loan not yet agreed as a request. */
export function bookingKindLabel(booking: BookingOut): string {
  if (booking.kind === 'loan' && booking.state === 'requested') return 'Loan request';
  if (booking.kind === 'loan' && booking.state === 'out') return 'On loan';
  return BOOKING_KIND_LABELS[booking.kind];
}
