import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bookingsKeys,
  dashboardKeys,
  itemKeys,
  unwrap,
  unwrapPage,
  useApi,
  usePlatform,
  type BlockReason,
  type BookingOut,
} from '@scenedock/ui';
import { RESOURCE_OF_TYPE, type ItemType } from '../lib/items';

/** One item's bookings that have not ended before `from`, soonest first (requested loans too). */
export function useItemBookings(itemType: ItemType, itemId: number, from: string) {
  const client = useApi();
  const { departmentId } = usePlatform();
  const query = { item_type: itemType, item_id: itemId, from };
  return useQuery({
    queryKey: bookingsKeys.list(departmentId, query),
    queryFn: ({ signal }) => unwrapPage(client.GET('/bookings', { params: { query }, signal })),
    enabled: departmentId !== null,
  });
}

/**
 * What a booking change moves: the bookings lists, the kind's item lists and details (their
 * availability) and the dashboard's counts of items in use today.
 */
function useRefreshAfterBooking() {
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return (itemType: ItemType) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingsKeys.lists(departmentId) }),
      queryClient.invalidateQueries({ queryKey: itemKeys[RESOURCE_OF_TYPE[itemType]].all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
}

export interface BlockBody {
  item_type: ItemType;
  item_id: number;
  reason: BlockReason;
  starts_on: string;
  /** null: until further notice */
  ends_on: string | null;
  note?: string;
}

/** POST /bookings (kind 'block'): takes the item out of service for those days. */
export function useBlockDates() {
  const client = useApi();
  const refresh = useRefreshAfterBooking();
  return useMutation({
    mutationFn: (body: BlockBody) => unwrap(client.POST('/bookings', { body: { kind: 'block', ...body } })),
    onSuccess: (_booking, body) => refresh(body.item_type),
  });
}

/** DELETE /bookings/{id}: a block is lifted. */
export function useRemoveBlock() {
  const client = useApi();
  const refresh = useRefreshAfterBooking();
  return useMutation({
    mutationFn: (booking: BookingOut) =>
      unwrap(client.DELETE('/bookings/{id}', { params: { path: { id: booking.id } } })),
    onSuccess: (_data, booking) => refresh(booking.item_type),
  });
}

export interface ProductionBookingBody {
  item_type: ItemType;
  item_id: number;
  production_id: number;
  /** absent: the production's own days (the booking then follows them) */
  starts_on?: string;
  ends_on?: string | null;
}

/** POST /bookings (kind 'production'): the production uses the item on its days, or on the days given. */
export function useBookForProduction() {
  const client = useApi();
  const refresh = useRefreshAfterBooking();
  return useMutation({
    mutationFn: (body: ProductionBookingBody) =>
      unwrap(client.POST('/bookings', { body: { kind: 'production', ...body } })),
    onSuccess: (_booking, body) => refresh(body.item_type),
  });
}
