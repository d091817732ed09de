import { useId, useState } from 'react';
import { CalendarX2 } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import {
  Button,
  can,
  ErrorNotice,
  formatPeriod,
  lazyDialog,
  RowSkeletons,
  todayIso,
  useCurrentUser,
  type BookingOut,
} from '@scenedock/ui';
import { useItemBookings, useRemoveBlock } from '../api/bookings';
import { removeBlockErrorMessage } from '../api/errors';
import type { ItemType } from '../lib/items';
import { BOOKINGS, bookingKindLabel } from '../lib/labels';

/**
 * The block form (zod, react-hook-form) is a chunk of its own, fetched when "Block dates" is pressed:
 * the detail dialog opens from the list, whose first load should not carry it.
 */
const BlockDatesForm = lazyDialog(
  () => import('./BlockDatesForm').then((m) => m.BlockDatesForm),
  () => true,
);

/**
 * The detail dialog's 'Bookings': what holds the item from today on, soonest first (productions,
 * loans and their requests, blocks). Assistants and above may block dates and lift a block.
 */
export function ItemBookings({ itemType, itemId }: { itemType: ItemType; itemId: number }) {
  const { data: user } = useCurrentUser();
  const mayBook = can(user, 'editItems');
  const [today] = useState(todayIso);
  const bookings = useItemBookings(itemType, itemId, today);
  const [blocking, setBlocking] = useState(false);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-gray-900">
          {BOOKINGS.title}
        </h3>
        {mayBook && !blocking && (
          <Button
            variant="secondary"
            size="sm"
            icon={<CalendarX2 className="size-4" aria-hidden="true" />}
            onClick={() => setBlocking(true)}
          >
            {BOOKINGS.block}
          </Button>
        )}
      </div>
      {blocking && (
        <div className="mb-3">
          <BlockDatesForm itemType={itemType} itemId={itemId} onDone={() => setBlocking(false)} />
        </div>
      )}
      {bookings.isPending ? (
        <RowSkeletons count={2} label={BOOKINGS.loading} />
      ) : bookings.isError ? (
        <ErrorNotice title={BOOKINGS.loadFailed} onRetry={() => void bookings.refetch()} />
      ) : bookings.data.items.length === 0 ? (
        <p className="text-sm text-gray-600">{BOOKINGS.none}</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          className="divide-y divide-gray-100 rounded-lg border border-gray-200"
        >
          {bookings.data.items.map((booking) => (
            <BookingRow key={booking.id} booking={booking} mayRemove={mayBook && booking.kind === 'block'} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One booking: its kind, who or what holds the item, and the days; a block's Remove. */
function BookingRow({ booking, mayRemove }: { booking: BookingOut; mayRemove: boolean }) {
  const remove = useRemoveBlock();
  const period = formatPeriod(booking.starts_on, booking.ends_on);

  async function lift() {
    try {
      await remove.mutateAsync(booking);
      toast.success(BOOKINGS.removed);
    } catch (error) {
      toast.error(removeBlockErrorMessage(error));
    }
  }

  return (
    <li className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="text-gray-900">
          <span className="font-medium">{bookingKindLabel(booking)}:</span> {booking.holder}
        </p>
        <p className="text-gray-700">{period}</p>
        {booking.note && <p className="break-words text-gray-600">{booking.note}</p>}
      </div>
      {mayRemove && (
        <Button variant="ghost" size="sm" loading={remove.isPending} onClick={() => void lift()}>
          {BOOKINGS.remove}
          <span className="sr-only">
            {' '}
            {booking.holder} block, {period}
          </span>
        </Button>
      )}
    </li>
  );
}
