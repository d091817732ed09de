import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import {
  bookingsKeys,
  dashboardKeys,
  itemKeys,
  productionsKeys,
  unwrap,
  useApi,
  usePlatform,
  type BookingOut,
} from '@scenedock/ui';
import type { ItemKind } from './items';

export type BookingItemType = BookingOut['item_type'];

/** The bookings' name for each item kind. */
export const BOOKING_ITEM_TYPE: Record<ItemKind, BookingItemType> = {
  props: 'prop',
  sets: 'set_piece',
  costumes: 'costume_piece',
};

/** A production booking's new days (ends_on null: until removed), or back to the production's own. */
export type BookingDaysBody = Pick<
  components['schemas']['BookingUpdateInput'],
  'starts_on' | 'ends_on' | 'follows_production'
>;

/**
 * A booking moved an item's days: the bookings lists (an item's timeline in the inventory remote),
 * the item lists of every remote (their availability), the productions' counts and the dashboard's
 * figures follow. Run when the call settles, so a refusal (the item got booked meanwhile) also
 * shows the lists as they now are.
 */
function useRefreshAfterBooking(kind: ItemKind) {
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingsKeys.lists(departmentId) }),
      queryClient.invalidateQueries({ queryKey: itemKeys[kind].all }),
      queryClient.invalidateQueries({ queryKey: productionsKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
}

/** Books an item for a production on the production's days (POST /bookings). */
export function useBookForProduction(kind: ItemKind) {
  const client = useApi();
  const refresh = useRefreshAfterBooking(kind);
  return useMutation({
    mutationFn: ({ itemId, productionId }: { itemId: number; productionId: number }) =>
      unwrap(
        client.POST('/bookings', {
          body: {
            kind: 'production',
            production_id: productionId,
            item_type: BOOKING_ITEM_TYPE[kind],
            item_id: itemId,
          },
        }),
      ),
    onSettled: refresh,
  });
}

/** Changes a production booking's days (PUT /bookings/{id}). */
export function useChangeBookingDays(kind: ItemKind) {
  const client = useApi();
  const refresh = useRefreshAfterBooking(kind);
  return useMutation({
    mutationFn: ({ bookingId, body }: { itemId: number; bookingId: number; body: BookingDaysBody }) =>
      unwrap(client.PUT('/bookings/{id}', { params: { path: { id: bookingId } }, body })),
    onSettled: refresh,
  });
}

/** Removes an item from a production: its booking goes (DELETE /bookings/{id}). */
export function useRemoveBooking(kind: ItemKind) {
  const client = useApi();
  const refresh = useRefreshAfterBooking(kind);
  return useMutation({
    mutationFn: ({ bookingId }: { itemId: number; bookingId: number }) =>
      unwrap(client.DELETE('/bookings/{id}', { params: { path: { id: bookingId } } })),
    onSettled: refresh,
  });
}
