import { useMemo, useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import {
  Button,
  can,
  ErrorNotice,
  loanPath,
  productionPath,
  useCurrentUser,
  useReachableHref,
  type BookingOut,
} from '@scenedock/ui';
import {
  Calendar,
  currentMonth,
  monthRange,
  preferredCalendarView,
  type CalendarEntry,
  type CalendarView,
} from '@scenedock/ui/calendar';
import { useItemBookings } from '../../api/bookings';
import type { ItemType } from '../../lib/items';
import { bookingKindLabel } from '../../lib/labels';
import { ItemBookings } from '../ItemBookings';
import { BookForProductionForm } from './BookForProductionForm';

/** A booking as the calendar shows it: a production links to its page, a loan to the lender's view of it. */
export function bookingEntry(booking: BookingOut): CalendarEntry {
  const period = { key: `booking-${booking.id}`, startsOn: booking.starts_on, endsOn: booking.ends_on };
  if (booking.kind === 'production') {
    return {
      ...period,
      tone: 'production',
      title: booking.holder,
      href: booking.production_id ? productionPath(booking.production_id) : undefined,
    };
  }
  if (booking.kind === 'loan') {
    return {
      ...period,
      tone: 'loan_out',
      title: `Lent to ${booking.holder}`,
      detail: bookingKindLabel(booking),
      href: booking.lending_id ? loanPath(booking.lending_id) : undefined,
    };
  }
  return { ...period, tone: 'block', title: bookingKindLabel(booking), detail: booking.note ?? undefined };
}

/**
 * The item's booking calendar: a month of its productions, loans and blocks, then the bookings from
 * today on with Block dates; assistants and up may book it for a production.
 */
export function ItemCalendar({
  itemType,
  itemId,
  itemName,
}: {
  itemType: ItemType;
  itemId: number;
  itemName: string;
}) {
  const { data: user } = useCurrentUser();
  const mayBook = can(user, 'editItems');
  const [month, setMonth] = useState(currentMonth);
  const [view, setView] = useState<CalendarView>(preferredCalendarView);
  const [booking, setBooking] = useState(false);
  const { from, to } = monthRange(month);
  const bookings = useItemBookings(itemType, itemId, from);
  const reachable = useReachableHref();
  // The call answers what lasts to `from` or later: what starts after the grid is left out here.
  const entries = useMemo(
    () =>
      (bookings.data?.items ?? [])
        .filter((b) => b.starts_on <= to)
        .map((b) => {
          const entry = bookingEntry(b);
          return { ...entry, href: reachable(entry.href) };
        }),
    [bookings.data, to, reachable],
  );

  return (
    <div className="space-y-4">
      {mayBook && !booking && (
        <div className="flex justify-end">
          <Button
            variant="secondary"
            size="sm"
            icon={<CalendarPlus className="size-4" aria-hidden="true" />}
            onClick={() => setBooking(true)}
          >
            Book for a production
          </Button>
        </div>
      )}
      {booking && (
        <BookForProductionForm
          itemType={itemType}
          itemId={itemId}
          itemName={itemName}
          onDone={() => setBooking(false)}
        />
      )}
      {bookings.isError ? (
        <ErrorNotice title="Could not load the calendar." onRetry={() => void bookings.refetch()} />
      ) : (
        <Calendar
          entries={entries}
          month={month}
          onMonthChange={setMonth}
          view={view}
          onViewChange={setView}
          label={`${itemName}'s bookings`}
          loading={bookings.isPending}
          emptyText="Nothing is booked this month."
        />
      )}
      <ItemBookings itemType={itemType} itemId={itemId} />
    </div>
  );
}
