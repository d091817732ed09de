// Test data for the component tests (not part of any bundle).
import type { BookingOut, ItemAvailabilityOut } from '@scenedock/ui';
import type { Production } from '../api/productions';

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
