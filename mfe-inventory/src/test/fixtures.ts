// Items as the API answers them, for component tests.
import { todayIso, type BookingOut, type ItemAvailabilityOut } from '@scenedock/ui';
import type { CostumeOut, PropOut, SetPieceOut } from '../lib/items';

const stamps = { created_at: '2026-01-10T10:00:00.000Z', updated_at: '2026-01-10T10:00:00.000Z' };

export function aProp(overrides: Partial<PropOut> = {}): PropOut {
  return {
    id: 7,
    department_id: 1,
    code: 'P0A1B2C3',
    name: 'Brass Candelabra',
    description: 'Five-arm candelabra, polished.',
    category: 'decorative',
    condition: 'excellent',
    location: 'Prop Closet',
    tags: 'period,ornate,fragile,vintage',
    image_url: null,
    current_production_id: null,
    availability: anAvailability(),
    ...stamps,
    ...overrides,
  };
}

export function aSet(overrides: Partial<SetPieceOut> = {}): SetPieceOut {
  return {
    id: 3,
    department_id: 1,
    code: '1SET2345',
    name: 'Victorian Parlour',
    description: 'Box set with practical door.',
    condition: 'good',
    location: null,
    dimensions: '24ft x 12ft',
    pieces_count: 9,
    components: JSON.stringify([
      'Back wall',
      'Left wall',
      'Right wall',
      'Door',
      'Window',
      'Fireplace',
      'Mantel',
      'Stairs',
    ]),
    image_url: null,
    current_production_id: 12,
    availability: anAvailability(),
    ...stamps,
    ...overrides,
  };
}

export function aCostume(overrides: Partial<CostumeOut> = {}): CostumeOut {
  return {
    id: 5,
    department_id: 1,
    code: '2CST6789',
    name: 'Velvet Cloak',
    description: null,
    category: 'fantasy',
    size: 'one_size',
    color: 'Burgundy',
    material: 'Velvet',
    condition: 'fair',
    location: 'Wardrobe',
    tags: 'period,large',
    image_url: null,
    current_production_id: null,
    availability: anAvailability(),
    ...stamps,
    ...overrides,
  };
}

/** The local day `days` from today, as YYYY-MM-DD: bookings in tests are placed around today. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return todayIso(date);
}

/** A booking as GET /bookings answers it: by default a production holding prop 7 over a week. */
export function aBooking(overrides: Partial<BookingOut> = {}): BookingOut {
  return {
    id: 41,
    kind: 'production',
    state: 'held',
    item_type: 'prop',
    item_id: 7,
    starts_on: '2026-03-02',
    ends_on: '2026-03-09',
    holder: 'Into the Woods',
    production_id: 4,
    follows_production: true,
    lending_id: null,
    borrower_department_id: null,
    reason: null,
    note: null,
    ...overrides,
  };
}

/** An item's availability: nothing holds it, now or later, unless told otherwise. */
export function anAvailability(overrides: Partial<ItemAvailabilityOut> = {}): ItemAvailabilityOut {
  return { current: null, next: null, clash: null, free_from: null, production_booking: null, ...overrides };
}

/** The `params.query` of a recorded list call. */
export function queryOf(init: unknown): Record<string, unknown> {
  return (init as { params?: { query?: Record<string, unknown> } }).params?.query ?? {};
}

export function bodyOf(init: unknown): Record<string, unknown> {
  return (init as { body: Record<string, unknown> }).body;
}
