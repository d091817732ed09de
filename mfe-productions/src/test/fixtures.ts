// Test data for the component tests (not part of any bundle).
import type { BookingOut, ItemAvailabilityOut } from '@scenedock/ui';
import type { CalendarEvent, CalendarFeed } from '../api/calendar';
import type { Production } from '../api/productions';
import type { PullEntry, PullList } from '../api/pullList';

export function production(overrides: Partial<Production> = {}): Production {
  return {
    id: 7,
    department_id: 1,
    title: 'Into the Woods',
    description: 'Auditions next month.',
    director: 'Alex Morgan',
    status: 'planning',
    start_date: '2027-01-05',
    end_date: '2027-01-20',
    venue: 'Main Stage',
    cast_size: 22,
    image_url: null,
    props_count: 1,
    sets_count: 0,
    costume_pieces_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The query an openapi-fetch call was made with. */
export function queryOf(init: unknown): Record<string, unknown> {
  return (init as { params?: { query?: Record<string, unknown> } } | undefined)?.params?.query ?? {};
}

/** A production booking of prop 1 for production 7 on the production's days, unless told otherwise. */
export function booking(overrides: Partial<BookingOut> = {}): BookingOut {
  return {
    id: 50,
    kind: 'production',
    state: 'held',
    item_type: 'prop',
    item_id: 1,
    starts_on: '2027-01-05',
    ends_on: '2027-01-20',
    holder: 'Into the Woods',
    production_id: 7,
    follows_production: true,
    lending_id: null,
    borrower_department_id: null,
    reason: null,
    note: null,
    ...overrides,
  };
}

/** An item free on the days asked about (production 7's), with no booking for it. */
export function availability(overrides: Partial<ItemAvailabilityOut> = {}): ItemAvailabilityOut {
  return {
    current: null,
    next: null,
    clash: null,
    free_from: '2027-01-05',
    production_booking: null,
    ...overrides,
  };
}

/** A prop as the item lists answer it (GET /props). */
export function prop(id: number, name: string, overrides: Partial<ItemAvailabilityOut> = {}) {
  return {
    id,
    name,
    category: 'furniture',
    condition: 'good',
    department_id: 1,
    current_production_id: null,
    availability: availability(overrides),
  };
}

/** A pull list entry: our prop 1 "Brass lantern" booked for production 7, unless told otherwise. */
export function pullEntry(overrides: Partial<PullEntry> = {}): PullEntry {
  return {
    source: 'ours',
    item_type: 'prop',
    item_id: 1,
    item_name: 'Brass lantern',
    category: 'lighting',
    condition: 'good',
    location: 'Shelf B2',
    image_url: null,
    starts_on: '2027-01-05',
    ends_on: '2027-01-20',
    booking_id: 50,
    lending_id: null,
    lending_status: null,
    lender_department_name: null,
    outside_production: false,
    ...overrides,
  };
}

/** Production 7's pull list: one of ours, one borrowed from Westbrook, one still requested from Lakeside. */
export function pullList(entries?: PullEntry[]): PullList {
  return {
    production: {
      id: 7,
      title: 'Into the Woods',
      status: 'planning',
      start_date: '2027-01-05',
      end_date: '2027-01-20',
      venue: 'Main Stage',
    },
    entries: entries ?? [
      pullEntry(),
      pullEntry({
        source: 'borrowed',
        item_type: 'costume_piece',
        item_id: null,
        item_name: 'Velvet cloak',
        category: null,
        condition: 'excellent',
        location: null,
        booking_id: null,
        lending_id: 12,
        lending_status: 'active',
        lender_department_name: 'Westbrook High',
      }),
      pullEntry({
        source: 'requested',
        item_type: 'set_piece',
        item_id: null,
        item_name: 'Castle wall',
        category: null,
        condition: 'fair',
        location: null,
        booking_id: null,
        lending_id: 13,
        lending_status: 'requested',
        lender_department_name: 'Lakeside Academy',
      }),
    ],
  };
}

/** A calendar event: production 7 in January 2027, unless told otherwise. */
export function calendarEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    key: 'production-7',
    kind: 'production',
    title: 'Into the Woods',
    starts_on: '2027-01-05',
    ends_on: '2027-01-20',
    status: 'planning',
    production_id: 7,
    lending_id: null,
    item_type: null,
    item_id: null,
    other_department_name: null,
    ...overrides,
  };
}

/** The person's feed of a scope, as GET /calendar/feeds lists it (never with its address). */
export function calendarFeed(overrides: Partial<CalendarFeed> = {}): CalendarFeed {
  return {
    id: 3,
    scope: 'department',
    production_id: null,
    production_title: null,
    created_at: '2026-11-02T10:00:00.000Z',
    last_used_at: null,
    url: null,
    ...overrides,
  };
}
