// Test data for the component tests (not part of any bundle).
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
